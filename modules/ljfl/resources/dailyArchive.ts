// The daily archive (日汇总档案): a day's collected tonnes per district, kept once the day's loads are no
// longer kept one by one (server/history.ts: a day and district with loads is read from its loads,
// else from here). Tonnes per type are the day's counted load weights (kit/waste/loadWeight.ts; null:
// no load with a valid weight — unknown, not 0); 未计重 counts the loads left out.
import { date, defineResource, enumOf, number } from '../../../kit/resource';
import { ljfl } from '../paths';

const tonnes = () => number({ precision: 3, unit: 'kit.unit.t' });

export const dailyArchive = defineResource({
  id: 'dailyArchive',
  title: 'ljfl.dailyArchive',
  api: { list: ljfl('dataPlatform/archiveList') },
  fields: {
    day: date({ required: true, filter: 'range', sortable: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    kitchen: tonnes(),
    recyclable: tonnes(),
    hazardous: tonnes(),
    other: tonnes(),
    loads: number({ integer: true }),
    leftOut: number({ integer: true, help: 'ljfl.leftOutHelp' }),
  },
  readOnly: true,
  defaultSort: { field: 'day', order: 'desc' },
});
