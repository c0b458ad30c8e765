// 道路 (road/pageList): a road of the work area — grade (一/二/三级), class, its line drawn on the
// map, length (from the drawing, metres), width, area (length × width), the passes a day each job
// needs (0 = not done on this road; empty = the road standard's for its grade) and the matching
// tolerance: a track point within this many metres of the line is on the road.
import { defineResource, enumOf, geoLine, number, text, treeSelect } from '../../../kit/resource';
import { CLASS_OPTIONS, GRADE_OPTIONS } from './options';
import { crud } from './paths';

const passes = () => number({ integer: true, min: 0, max: 12, help: 'jxbjnew.road.passesHelp' });

export const road = defineResource({
  id: 'road',
  title: 'jxbjnew.road',
  api: crud('road'),
  fields: {
    roadCode: text({ required: true, max: 16, pattern: '^[A-Z][A-Z0-9-]{1,15}$', patternMessage: 'jxbjnew.road.codeRule', filter: true, sortable: true }),
    roadName: text({ required: true, max: 40, filter: true, sortable: true }),
    grade: enumOf({ options: GRADE_OPTIONS, required: true, filter: true, sortable: true }),
    roadClass: enumOf({ options: CLASS_OPTIONS, required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    path: geoLine({ required: true, help: 'jxbjnew.road.pathHelp' }),
    length: number({ precision: 0, unit: 'jxbjnew.unit.m', form: false, sortable: true, help: 'jxbjnew.road.lengthHelp' }),
    width: number({ required: true, min: 1, max: 100, precision: 1, unit: 'jxbjnew.unit.m' }),
    area: number({ precision: 0, unit: 'jxbjnew.unit.m2', form: false, help: 'jxbjnew.road.areaHelp' }),
    sweepPasses: passes(),
    washPasses: passes(),
    dustPasses: passes(),
    tolerance: number({ required: true, min: 3, max: 100, integer: true, default: 20, unit: 'jxbjnew.unit.m', help: 'jxbjnew.road.toleranceHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['roadCode'],
  display: 'roadName',
  defaultSort: { field: 'roadCode', order: 'asc' },
});
