/**
 * 作业统计 (dashboard/getStatistics): alarms of the last 7 days, the on-post rate of the last 7 days
 * (its definition under the chart) and this month's overtime by department and kind.
 */
import { Typography } from 'antd';
import { Board, type PanelDef } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { CALLS } from '../resources/paths';

export function Dashboard() {
  const kit = useKit();
  const panels: PanelDef[] = [
    { key: 'alarms', title: 'zyry.dash.alarms', call: CALLS.dashboard, params: { chart: 'alarms' }, kind: 'series', span: 12 },
    { key: 'onPost', title: 'zyry.dash.onPost', call: CALLS.dashboard, params: { chart: 'onPost' }, kind: 'series', span: 12 },
    { key: 'overtime', title: 'zyry.dash.overtime', call: CALLS.dashboard, params: { chart: 'overtime' }, kind: 'series', span: 24 },
  ];
  return (
    <div data-testid="zyry-dashboard" style={{ padding: 16 }}>
      <h2 style={{ marginTop: 0 }}>{kit.t('zyry.menu.dashboard')}</h2>
      <Board panels={panels} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{kit.t('zyry.dash.onPostHelp')}</Typography.Paragraph>
    </div>
  );
}
