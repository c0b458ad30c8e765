// Types of mounted and standalone equipment (sweeping brushes, high-pressure pumps, generators …).
import { defineResource, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const equipmentType = defineResource({
  id: 'equipmentType',
  title: 'clgl.equipmentType',
  api: v2Api('equipmentType'),
  fields: {
    typeName: text({ required: true, max: 30, filter: true, sortable: true }),
    typeCode: text({ required: true, max: 12, pattern: '^[A-Z0-9-]+$', filter: true }),
    remark: text({ max: 200 }),
  },
  unique: ['typeCode'],
  display: 'typeName',
  actions: { all: { api: v2('equipmentType', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
