/**
 * 告警中心: the alarms inbox in two tabs (新告警, 全部); 派单 on a new alarm opens 调度工单 with the create
 * form filled in from it (`#/orders?alarm=<id>`), 忽略 sets it aside, 汇集告警 gathers new ones.
 */
import { ResourcePage } from '../../../kit/ui';
import { alarm, alarmTabs } from '../resources/alarm';

export function Alarms() {
  return (
    <ResourcePage
      def={alarm}
      tabs={alarmTabs}
      counts
      onRowAction={(name, row) => {
        if (name !== 'createOrder') return false;
        window.location.hash = `#/orders?alarm=${String(row.id)}`;
        return true;
      }}
    />
  );
}
