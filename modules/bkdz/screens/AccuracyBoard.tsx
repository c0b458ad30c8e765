/**
 * The accuracy board: the month's figures (summary/getSummary) with the month and the time they were
 * calculated, the definition in force, the estates by band (getLevelList) and every district's last
 * twelve months (getTrendList). Unknown figures read "--".
 */
import { Card, Space, Typography } from 'antd';
import { Board, EChart, pieOption, StatCards, useChartText, type PanelDef } from '../../../kit/charts';
import { useKit, useLoad } from '../../../kit/ui';
import { bkdz } from '../resources/paths';
import { FormulaNote, SUMMARY, type SummaryAnswer } from './FormulaNote';

type LevelRow = { band: string; regions: number; share: number | null };

/** Each band in its own colour (green is green), so the ring reads as the ranking does. */
const BAND_COLOURS: Record<string, string> = { green: '#52c41a', blue: '#1677ff', yellow: '#faad14', red: '#f5222d', unknown: '#bfbfbf' };

function BandPie(props: { rows: LevelRow[]; title: string }) {
  const { t } = useKit();
  const text = useChartText();
  const rows = props.rows.filter((r) => r.regions > 0);
  const option = { ...pieOption(rows.map((r) => ({ name: `bkdz.enum.band.${r.band}`, value: r.regions })), t, { textSize: text.size }), color: rows.map((r) => BAND_COLOURS[r.band] ?? '#8c8c8c') };
  return <EChart option={option} height={300} ariaLabel={props.title} />;
}

export function AccuracyBoard() {
  const { t } = useKit();
  const summary = useLoad<SummaryAnswer>(SUMMARY);
  const s = summary.data;
  const period = s?.period;
  const panels: PanelDef[] = [
    {
      key: 'levels', title: 'bkdz.board.levels', call: bkdz('accuracyRate/getLevelList'), kind: 'pie', span: 10, params: { period, level: 'estate' },
      render: (data) => <BandPie title={t('bkdz.board.levels')} rows={data as LevelRow[]} />,
    },
    { key: 'trend', title: 'bkdz.board.trend', call: bkdz('accuracyRate/getTrendList'), kind: 'series', span: 14, height: 300 },
  ];
  return (
    <div data-testid="accuracy-board" style={{ padding: 16 }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" variant="borderless">
          <Typography.Title level={4} style={{ marginTop: 0 }}>{t('bkdz.board.title')}</Typography.Title>
          {s ? <Typography.Text type="secondary" data-testid="accuracy-asof">{t('bkdz.board.asOf', { period: s.period, at: s.calculatedAt ?? '--' })}</Typography.Text> : null}
          <div style={{ marginTop: 12 }}>{s ? <StatCards data={s.items} testId="accuracy-summary" /> : null}</div>
          <div style={{ marginTop: 12 }}>
            <FormulaNote summary={s} inline />
          </div>
        </Card>
        {period ? <Board panels={panels} /> : null}
      </Space>
    </div>
  );
}
