// 党员岗位 (post/pageList): a post (publicity, supervision, greening, sanitation checks) of a branch with
// its responsibility area drawn on the offline map.
import { defineResource, enumOf, geoPolygon, reference, text } from '../../../kit/resource';
import { POST_TYPE_OPTIONS } from './options';
import { party } from './paths';

export const post = defineResource({
  id: 'post',
  title: 'djgw.post',
  api: { list: party('post', 'pageList'), create: party('post', 'save'), update: party('post', 'update'), remove: party('post', 'delete') },
  fields: {
    postName: text({ required: true, max: 40, filter: true, sortable: true }),
    postType: enumOf({ options: POST_TYPE_OPTIONS, required: true, filter: true }),
    branchId: reference({ resource: 'branch', display: 'branchName', required: true, filter: true }),
    street: text({ max: 30, filter: true }),
    area: geoPolygon({ required: true, help: 'djgw.post.areaHelp' }),
    duty: text({ max: 200, multiline: true, column: { width: 220 } }),
  },
  unique: ['postName'],
  display: 'postName',
  defaultSort: { field: 'postName', order: 'asc' },
});
