// 物业RFID (spec area ljszy-rfid): the RFID tags on the bins of the estates' property companies;
// the collection trucks read them at each lift. Importable from a sheet (template), exportable.
import { date, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { rfid } from './paths';

export const rfidTag = defineResource({
  id: 'rfidTag',
  title: 'ljszydd.rfidTag',
  api: {
    list: rfid('pageList'), create: rfid('save'), update: rfid('update'), remove: rfid('delete', 'GET'),
    import: rfid('import'), export: rfid('export'),
  },
  fields: {
    tagCode: text({ required: true, max: 24, pattern: '^[0-9A-F]{8,24}$', patternMessage: 'ljszydd.rfidTag.tagRule', filter: true, sortable: true }),
    estateName: text({ required: true, max: 40, filter: true, sortable: true }),
    propertyCompanyId: reference({ resource: 'ljszy.propertyCompany', display: 'companyName', required: true, filter: true }),
    binType: enumOf({ source: 'binType', required: true, filter: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    location: text({ max: 60, help: 'ljszydd.rfidTag.locationHelp' }),
    issuedOn: date({ filter: 'range', sortable: true }),
    status: enumOf({ source: 'tagStatus', required: true, filter: true, default: 'active' }),
  },
  unique: ['tagCode'],
  display: 'tagCode',
  defaultSort: { field: 'tagCode', order: 'asc' },
});
