// Sorting facilities (智能分类亭, 定时定点投放点, 桶站) and the housing estate each is banded to: a
// facility's graded disposals count for its estate. banding is the edit (the form asks for the estate
// only), cancel releases the facility; the facilities themselves come from the devices' registry.
import { datetime, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { bkdz } from './paths';

export const facility = defineResource({
  id: 'facility',
  title: 'bkdz.facility',
  api: { list: bkdz('facility/pageList'), update: bkdz('facility/banding') },
  fields: {
    facilityName: text({ required: true, max: 40, filter: true, sortable: true, form: false }),
    facilityCode: text({ required: true, max: 20, filter: true, sortable: true, form: false }),
    facilityType: enumOf({ source: 'facilityType', required: true, filter: true, form: false }),
    address: text({ max: 80, form: false }),
    estateId: reference({ resource: 'region', display: 'regionName', filter: true, help: 'bkdz.facility.estateHelp' }),
    bandTime: datetime({ form: false, sortable: true }),
  },
  unique: ['facilityCode'],
  display: 'facilityName',
  defaultSort: { field: 'facilityCode', order: 'asc' },
  actions: {
    cancel: { api: bkdz('facility/cancel'), label: 'bkdz.facility.cancel', scope: 'row', confirm: 'bkdz.facility.cancelConfirm' },
  },
});
