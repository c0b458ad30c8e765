/**
 * An analysis board (/cloud/clgl/kanban/<board>): stat cards and the board's charts, drawn with the
 * kit's ECharts wrapper (escaping tooltips, theme, resize, dispose). The server answers catalogue
 * keys for titles, series and categories; plate numbers and months pass through as they are.
 */
import { Card, Col, Empty, Row, Segmented, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { EChart, PieChart, StatCards, seriesOption, type EChartOption } from '../../../kit/charts';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import type { Board, Chart } from '../server/kanban';
import { boardCall } from './views';

/** A board's bar or line chart through the kit's option (two units, two axes; straight lines; every label). */
function AxisChart(props: { chart: Chart }) {
  const { t } = useKit();
  const { chart } = props;
  const option = useMemo<EChartOption>(
    () => seriesOption({ categories: chart.categories, series: chart.series.map((s) => ({ ...s, type: s.type ?? (chart.type === 'line' ? 'line' : 'bar') })) }, t) as EChartOption,
    [chart, t],
  );
  if (!chart.categories.length) return <Empty description={t('kit.chart.noData')} />;
  return <EChart option={option} height={300} testId={`chart-${chart.key}`} ariaLabel={t(chart.title)} />;
}

function ChartCard(props: { chart: Chart }) {
  const { t } = useKit();
  const { chart } = props;
  const pie = chart.categories.map((name, i) => ({ name, value: chart.series[0]?.data[i] ?? 0 }));
  return (
    <Card size="small" title={t(chart.title)}>
      {chart.type === 'pie' ? <PieChart data={pie} height={300} testId={`chart-${chart.key}`} /> : <AxisChart chart={chart} />}
    </Card>
  );
}

export function KanbanScreen(props: { board: string }) {
  const kit = useKit();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  const [state, setState] = useState<{ data: Board | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    callWith<Board>(kit.request, parseCall(boardCall(props.board)), { year }).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (e: Error) => live && setState({ data: null, error: e.message, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [kit, props.board, year]);
  return (
    <div data-testid={`kanban-${props.board}`}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {kit.t(`clgl.kanban.${props.board}`)}
        </Typography.Title>
        <Segmented options={[String(thisYear - 1), String(thisYear)]} value={year} onChange={(v) => setYear(String(v))} />
      </Space>
      {state.loading && <Spin style={{ display: 'block', margin: '20vh auto' }} />}
      {!state.loading && !state.data && <Empty description={state.error ?? kit.t('kit.chart.noData')} />}
      {!state.loading && state.data && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <StatCards data={state.data.summary} testId="kanban-summary" />
          </Card>
          <Row gutter={[12, 12]}>
            {state.data.charts.map((c) => (
              <Col key={c.key} xs={24} lg={state.data!.charts.length === 2 ? 12 : c.type === 'pie' ? 10 : 14}>
                <ChartCard chart={c} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </div>
  );
}
