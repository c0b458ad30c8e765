/**
 * 处置看板 (kanban/getStatistics): the latest treatment day's intake (its day and when the figures were
 * taken shown), the 30-day intake by leg and each plant's intake. Tonnage by kit/waste/loadWeight;
 * unknown figures read "--", loads without a valid weight are counted apart.
 */
import { Card, Col, Row, Statistic, Table, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { Board, type PanelDef } from '../../../kit/charts';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';

const CALL = '/cloud/ljcz/kanban/getStatistics';
type Stats = { day: string; asOf: string; intake: number | null; directTonnes: number | null; transferTonnes: number | null; counted: number; leftOut: number; average: number | null; loadRate: number | null };
type FacilityRow = { facilityName: string; intake: number | null; directTonnes: number | null; transferTonnes: number | null; counted: number; leftOut: number; loadRate: number | null };
const shown = (v: number | null | undefined) => (typeof v === 'number' ? String(Math.round(v * 100) / 100) : '--');

function StatsCard(props: { data: Stats | null }) {
  const { t } = useKit();
  const s = props.data;
  const items: [string, string, string?, string?][] = [
    ['ljcz.figure.day', s?.day ?? '--'],
    ['ljcz.figure.intake', shown(s?.intake), 'kit.unit.t', 'ljcz.figure.intakeHelp'],
    ['ljcz.figure.directTonnes', shown(s?.directTonnes), 'kit.unit.t', 'ljcz.figure.directHelp'],
    ['ljcz.figure.transferTonnes', shown(s?.transferTonnes), 'kit.unit.t'],
    ['ljcz.figure.counted', shown(s?.counted)],
    ['ljcz.figure.leftOut', shown(s?.leftOut), undefined, 'ljcz.figure.leftOutHelp'],
    ['ljcz.figure.average', shown(s?.average), 'kit.unit.t'],
    ['ljcz.figure.loadRate', shown(s?.loadRate), 'ljcz.unit.percent', 'ljcz.figure.loadRateHelp'],
  ];
  return (
    <Row gutter={[16, 16]} data-testid="ljcz-stats">
      {items.map(([label, value, unit, help]) => (
        <Col key={label} flex="1 1 140px">
          <Tooltip title={help ? t(help) : undefined}>
            <Statistic title={t(label)} value={value} suffix={unit && value !== '--' ? t(unit) : undefined} />
          </Tooltip>
        </Col>
      ))}
      <Col flex="1 1 180px">
        <Statistic title={t('ljcz.figure.asOf')} value={s?.asOf ?? '--'} valueStyle={{ fontSize: 16 }} />
      </Col>
    </Row>
  );
}

export function TreatmentKanban() {
  const kit = useKit();
  const { t } = kit;
  const [stats, setStats] = useState<Stats | null>(null);
  useEffect(() => {
    let live = true;
    void callWith<Stats>(kit.request, parseCall(CALL), { part: 'stats' }).then((d) => live && setStats(d), () => undefined);
    return () => {
      live = false;
    };
  }, [kit]);
  const panels: PanelDef[] = [
    { key: 'trend', title: 'ljcz.kanban.trend', call: CALL, params: { part: 'trend' }, kind: 'series', span: 12, height: 300 },
    {
      key: 'facilities', title: 'ljcz.kanban.facilities', call: CALL, params: { part: 'facilities' }, kind: 'table', span: 12, height: 300,
      render: (data) => (
        <Table<FacilityRow>
          size="small"
          rowKey="facilityName"
          pagination={false}
          dataSource={(data as FacilityRow[] | null) ?? []}
          columns={(['facilityName', 'intake', 'directTonnes', 'transferTonnes', 'counted', 'leftOut', 'loadRate'] as const).map((k) => ({
            key: k,
            dataIndex: k,
            title: t(`ljcz.col.${k}`),
            render: (v: unknown) => (k === 'facilityName' ? <span translate="no">{String(v)}</span> : shown(v as number | null)),
          }))}
        />
      ),
    },
  ];
  return (
    <div style={{ padding: 16 }}>
      <Card title={t('ljcz.kanban.stats')} style={{ marginBottom: 16 }}>
        <StatsCard data={stats} />
      </Card>
      <Board panels={panels} />
    </div>
  );
}
