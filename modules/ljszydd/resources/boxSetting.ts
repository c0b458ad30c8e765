// 告警阈值: the tenant's thresholds the box rules read (one row per tenant, seeded with the
// defaults of rules/boxState.ts; edited, never added or deleted).
import { defineResource, number, text } from '../../../kit/resource';
import { dd } from './paths';

const pct = (help: string) => number({ required: true, min: 1, max: 100, precision: 1, unit: 'ljszydd.unit.percent', help });
const minutes = (help: string) => number({ required: true, integer: true, min: 1, max: 10080, unit: 'ljszydd.unit.minute', help });

export const boxSetting = defineResource({
  id: 'boxSetting',
  title: 'ljszydd.boxSetting',
  api: { list: dd('boxSetting', 'pageList'), update: dd('boxSetting', 'update') },
  fields: {
    name: text({ required: true, max: 20, form: false }),
    warnLevel: pct('ljszydd.boxSetting.warnLevelHelp'),
    overflowLevel: pct('ljszydd.boxSetting.overflowLevelHelp'),
    smallOfflineMinutes: minutes('ljszydd.boxSetting.smallOfflineHelp'),
    largeOfflineMinutes: minutes('ljszydd.boxSetting.largeOfflineHelp'),
    lowBattery: pct('ljszydd.boxSetting.lowBatteryHelp'),
    hotTemperature: number({ required: true, min: 20, max: 120, precision: 1, unit: 'ljszydd.unit.celsius', help: 'ljszydd.boxSetting.hotTemperatureHelp' }),
  },
  display: 'name',
});
