// 岗位 (post/pageList): a team's post and the positioning rules its people are read by — the off-post
// tolerance, stationary alarms (opt-in: off unless the group asks for them) and rest windows that
// pause both clocks (rules/positions.ts).
import { boolean, defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { POST_TYPES } from './options';
import { zyry } from './paths';

export const REST_PATTERN = '^(([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d)(,([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d)*$';

export const post = defineResource({
  id: 'post',
  title: 'zyry.post',
  api: { list: zyry('post', 'pageList'), create: zyry('post', 'save'), update: zyry('post', 'update'), remove: zyry('post', 'delete') },
  fields: {
    postName: text({ required: true, max: 30, filter: true, sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    postType: enumOf({ options: POST_TYPES, required: true, filter: true }),
    toleranceMin: number({ integer: true, min: 1, max: 240, default: 15, required: true, unit: 'zyry.unit.minute', help: 'zyry.post.toleranceHelp' }),
    stationaryEnabled: boolean({ default: false, filter: true, help: 'zyry.post.stationaryHelp' }),
    stationaryMinutes: number({ integer: true, min: 5, max: 480, default: 30, required: true, unit: 'zyry.unit.minute' }),
    stationaryRadius: number({ integer: true, min: 5, max: 200, default: 20, required: true, unit: 'zyry.unit.metre' }),
    restWindows: text({ max: 100, pattern: REST_PATTERN, patternMessage: 'zyry.post.restRule', help: 'zyry.post.restHelp' }),
  },
  unique: ['postName'],
  display: 'postName',
  defaultSort: { field: 'postName', order: 'asc' },
});
