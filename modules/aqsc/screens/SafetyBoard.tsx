/**
 * 安全看板: the figures of the moment (board/summary, with the time they were taken), open dangers by
 * risk level in their four colours (board/levels), dangers found and closed per month (board/trend),
 * driver alarms of the last 30 days by type (board/alarms) and this month's lowest driver scores
 * (board/ranking). Unknown figures read "--".
 */
import { Card, Space, Table, Typography } from 'antd';
import { Board, EChart, pieOption, StatCards, useChartText, type PanelDef } from '../../../kit/charts';
import type { StatItem } from '../../../kit/charts/shapes';
import { useKit, useLoad } from '../../../kit/ui';
import { BOARD } from './boardCalls';
import { RISK_COLOURS, type RiskLevel } from '../rules/danger';

type LevelItem = { level: string; name: string; value: number };
type RankRow = { name: string; score: number | null; band: string | null; deduction: number };

function LevelPie(props: { rows: LevelItem[]; title: string }) {
  const { t } = useKit();
  const text = useChartText();
  const option = { ...pieOption(props.rows.map((r) => ({ name: r.name, value: r.value })), t, { textSize: text.size }), color: props.rows.map((r) => RISK_COLOURS[r.level as RiskLevel] ?? '#8c8c8c') };
  return <EChart option={option} height={280} ariaLabel={props.title} />;
}

export function SafetyBoard() {
  const { t } = useKit();
  const summary = useLoad<{ asOf: string; items: StatItem[] }>(BOARD.summary);
  const s = summary.data;
  const panels: PanelDef[] = [
    { key: 'levels', title: 'aqsc.board.levels', call: BOARD.levels, kind: 'pie', span: 10, render: (data) => <LevelPie title={t('aqsc.board.levels')} rows={data as LevelItem[]} /> },
    { key: 'trend', title: 'aqsc.board.trend', call: BOARD.trend, kind: 'series', span: 14, height: 280 },
    { key: 'alarms', title: 'aqsc.board.alarms', call: BOARD.alarms, kind: 'pie', span: 10 },
    {
      key: 'ranking', title: 'aqsc.board.ranking', call: BOARD.ranking, kind: 'table', span: 14,
      render: (data) => (
        <Table<RankRow> size="small" pagination={false} rowKey="name" dataSource={data as RankRow[]} data-testid="score-ranking"
          columns={[
            { title: t('aqsc.col.name'), dataIndex: 'name' },
            { title: t('aqsc.col.score'), dataIndex: 'score', render: (v: number | null) => (v == null ? '--' : v) },
            { title: t('aqsc.driverScore.band'), dataIndex: 'band', render: (v: string | null) => (v ? t(`aqsc.enum.scoreBand.${v}`) : '--') },
          ]} />
      ),
    },
  ];
  return (
    <div data-testid="safety-board" style={{ padding: 16 }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" variant="borderless">
          <Typography.Title level={4} style={{ marginTop: 0 }}>{t('aqsc.board.title')}</Typography.Title>
          {s ? <Typography.Text type="secondary" data-testid="safety-asof">{t('aqsc.board.asOf', { at: s.asOf })}</Typography.Text> : null}
          <div style={{ marginTop: 12 }}>{s ? <StatCards data={s.items} testId="safety-summary" /> : null}</div>
        </Card>
        <Board panels={panels} />
      </Space>
    </div>
  );
}
