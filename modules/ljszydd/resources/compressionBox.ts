// 压缩箱: each box at its facility with its sensor (one device at a time, bound through
// facilityInfo/bindDevice, history in deviceBinding), its latest reading (kept on the box by each
// reading: boxReading) and the states the rules (rules/boxState.ts) give them against the tenant's
// thresholds (boxSetting) — composed on every read (server/present.ts), never stored.
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { dd } from './paths';

const state = (source: string, help: string) => enumOf({ source, form: false, help });

export const compressionBox = defineResource({
  id: 'compressionBox',
  title: 'ljszydd.compressionBox',
  api: {
    list: dd('compressionBox', 'pageList'), create: dd('compressionBox', 'save'), update: dd('compressionBox', 'update'),
    remove: dd('compressionBox', 'delete'), export: dd('compressionBox', 'export'),
  },
  fields: {
    boxCode: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{3,20}$', patternMessage: 'ljszydd.compressionBox.codeRule', filter: true, sortable: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    alarms: enumOf({ source: 'alarm', multiple: true, form: false, help: 'ljszydd.compressionBox.alarmsHelp' }),
    fillLevel: number({ form: false, precision: 1, unit: 'ljszydd.unit.percent', sortable: true, help: 'ljszydd.compressionBox.fillLevelHelp' }),
    fillState: state('fillState', 'ljszydd.compressionBox.fillStateHelp'),
    onlineState: state('onlineState', 'ljszydd.compressionBox.onlineStateHelp'),
    battery: number({ form: false, precision: 0, unit: 'ljszydd.unit.percent', sortable: true, help: 'ljszydd.compressionBox.batteryHelp' }),
    temperature: number({ form: false, precision: 1, unit: 'ljszydd.unit.celsius', sortable: true, help: 'ljszydd.compressionBox.temperatureHelp' }),
    reportedAt: datetime({ form: false, sortable: true, help: 'ljszydd.compressionBox.reportedAtHelp' }),
    deviceCode: text({ form: false, filter: true, help: 'ljszydd.compressionBox.deviceHelp' }),
    boxSize: enumOf({ source: 'boxSize', required: true, filter: true, help: 'ljszydd.compressionBox.sizeHelp' }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true, default: 'other' }),
    volume: number({ min: 0.5, max: 40, precision: 1, unit: 'ljszydd.unit.m3' }),
  },
  unique: ['boxCode'],
  display: 'boxCode',
  defaultSort: { field: 'boxCode', order: 'asc' },
  actions: {
    bindDevice: { api: dd('facilityInfo', 'bindDevice'), label: 'ljszydd.compressionBox.bindDevice', scope: 'row', prompt: { deviceCode: 'ljszydd.compressionBox.deviceCodePrompt' } },
    unbindDevice: { api: dd('compressionBox', 'unbindDevice'), label: 'ljszydd.compressionBox.unbindDevice', scope: 'row', confirm: 'ljszydd.compressionBox.unbindConfirm' },
    history: { api: dd('compressionBox', 'history'), label: 'ljszydd.compressionBox.history', scope: 'row', show: 'chart', reads: true },
  },
});
