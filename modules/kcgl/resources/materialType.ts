// Material types (物资类型) as a tree (劳保用品 → 工作服 …); getTreeType answers it nested. The
// materials' page puts this tree on the left.
import { defineResource, number, reference, text } from '../../../kit/resource';
import { call, crudApi } from './paths';

export const materialType = defineResource({
  id: 'materialType',
  title: 'kcgl.materialType',
  api: crudApi('materialType'),
  fields: {
    typeCode: text({ required: true, max: 16, pattern: '^[A-Z0-9]{1,16}$', patternMessage: 'kcgl.materialType.codeRule', filter: true }),
    typeName: text({ required: true, max: 20, filter: true }),
    parentId: reference({ resource: 'materialType', display: 'typeName' }),
    sort: number({ integer: true, min: 0, max: 9999, default: 0 }),
  },
  unique: ['typeCode'],
  display: 'typeName',
  tree: { parent: 'parentId', order: 'sort', api: call('materialType', 'getTreeType') },
});
