// 压缩箱告警: the boxes with any alarm now, most urgent first, computed on every call by the rules
// (server/alarms.ts) — what a dispatcher acts on: full boxes to haul, silent sensors to check.
import { datetime, defineReport, enumOf, number, text } from '../../../kit/resource';
import { dd } from './paths';

export const boxAlarm = defineReport({
  id: 'boxAlarm',
  title: 'ljszydd.boxAlarm',
  api: { list: dd('compressionBox', 'alarmPageList'), export: dd('compressionBox', 'alarmExport') },
  fields: {
    boxCode: text({ filter: true }),
    facilityName: text({ filter: true }),
    alarm: enumOf({ source: 'alarm', filter: 'in', help: 'ljszydd.boxAlarm.alarmHelp' }),
    alarms: enumOf({ source: 'alarm', multiple: true, help: 'ljszydd.compressionBox.alarmsHelp' }),
    fillLevel: number({ precision: 1, unit: 'ljszydd.unit.percent', help: 'ljszydd.compressionBox.fillStateHelp' }),
    battery: number({ precision: 0, unit: 'ljszydd.unit.percent', help: 'ljszydd.compressionBox.batteryHelp' }),
    temperature: number({ precision: 1, unit: 'ljszydd.unit.celsius', help: 'ljszydd.compressionBox.temperatureHelp' }),
    reportedAt: datetime({ help: 'ljszydd.compressionBox.onlineStateHelp' }),
    silentMinutes: number({ integer: true, unit: 'ljszydd.unit.minute', help: 'ljszydd.boxAlarm.silentHelp' }),
    deviceCode: text({}),
    boxSize: enumOf({ source: 'boxSize', filter: true }),
  },
});
