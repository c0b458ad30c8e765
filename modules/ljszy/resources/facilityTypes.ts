// Facility types of the facility ledger service (/cloud/ssgl, facility management), used by filters here.
import { defineReport, number, text } from '../../../kit/resource';

export const facilityTypes = defineReport({
  id: 'facilityTypes',
  title: 'ljszy.facilityTypes',
  api: { list: '/cloud/ssgl/facilityManage/pageList' },
  fields: {
    typeCode: text({ filter: true, sortable: true }),
    typeName: text({ filter: true }),
    facilities: number({ sortable: true }),
  },
});
