// 班次时间 (shiftTime/pageList; the shift-time lookup GET /cloud/pdgl/api/v1/shiftTime answers every
// shift unpaged): one or two on/off pairs ('HH:mm'; a time before the previous one is the next day),
// the tiered lateness and early-leave thresholds in minutes and the punch window.
import { defineResource, number, text } from '../../../kit/resource';
import { rykq } from './paths';

const TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const time = (required: boolean) => text({ required, pattern: TIME, patternMessage: 'rykq.shiftTime.timeRule' });
const minutes = (def: number, help?: string) => number({ required: true, integer: true, min: 0, max: 720, default: def, unit: 'rykq.unit.minute', column: false, ...(help ? { help } : {}) });

export const shiftTime = defineResource({
  id: 'shiftTime',
  title: 'rykq.shiftTime',
  api: { list: rykq('shiftTime', 'pageList'), create: rykq('shiftTime', 'save'), update: rykq('shiftTime', 'update'), remove: rykq('shiftTime', 'delete') },
  generations: { pdgl: { all: 'GET /cloud/pdgl/api/v1/shiftTime' } },
  fields: {
    shiftCode: text({ required: true, max: 8, pattern: '^[A-Z][A-Z0-9]{0,7}$', patternMessage: 'rykq.shiftTime.codeRule', filter: true, sortable: true }),
    shiftName: text({ required: true, max: 30, filter: true }),
    on1: time(true),
    off1: time(true),
    on2: time(false),
    off2: time(false),
    late: minutes(5, 'rykq.shiftTime.lateHelp'),
    seriousLate: minutes(30, 'rykq.shiftTime.seriousLateHelp'),
    missingLate: minutes(60, 'rykq.shiftTime.missingLateHelp'),
    early: minutes(5, 'rykq.shiftTime.earlyHelp'),
    missingEarly: minutes(60, 'rykq.shiftTime.missingEarlyHelp'),
    earliest: minutes(120, 'rykq.shiftTime.earliestHelp'),
    latest: minutes(240, 'rykq.shiftTime.latestHelp'),
  },
  unique: ['shiftCode'],
  display: 'shiftName',
  defaultSort: { field: 'shiftCode', order: 'asc' },
});
