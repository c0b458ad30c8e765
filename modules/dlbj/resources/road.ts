// 道路 (road/page, save, delete): a road with its cleaning grade, class, line on the map, size, the
// passes each job needs per shift and the matching tolerance; length and area are computed from the line.
import { defineResource, enumOf, geoLine, number, text } from '../../../kit/resource';
import { rc } from './paths';

const passes = (help?: string) => number({ required: true, integer: true, min: 0, max: 9, default: 1, ...(help ? { help } : {}) });

export const road = defineResource({
  id: 'road',
  title: 'dlbj.road',
  api: { list: rc('road', 'page'), upsert: rc('road', 'save'), remove: rc('road', 'delete') },
  fields: {
    roadName: text({ required: true, max: 40, filter: true, sortable: true }),
    roadCode: text({ required: true, max: 20, pattern: '^[A-Z]{1,4}-?\\d{1,6}$', patternMessage: 'dlbj.road.codeRule', filter: true, sortable: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    grade: enumOf({ source: 'grade', required: true, filter: true, help: 'dlbj.road.gradeHelp' }),
    roadClass: enumOf({ source: 'roadClass', required: true, filter: true }),
    startName: text({ max: 40 }),
    endName: text({ max: 40 }),
    path: geoLine({ required: true }),
    length: number({ form: false, precision: 0, unit: 'dlbj.unit.m', sortable: true, help: 'dlbj.road.lengthHelp' }),
    width: number({ required: true, min: 1, max: 200, precision: 1, unit: 'dlbj.unit.m' }),
    area: number({ form: false, precision: 0, unit: 'dlbj.unit.m2', help: 'dlbj.road.areaHelp' }),
    sweepPasses: passes('dlbj.road.passesHelp'),
    washPasses: passes(),
    dustPasses: passes(),
    tolerance: number({ required: true, min: 1, max: 100, default: 20, precision: 0, unit: 'dlbj.unit.m', help: 'dlbj.road.toleranceHelp' }),
  },
  unique: ['roadCode'],
  display: 'roadName',
  defaultSort: { field: 'roadCode', order: 'asc' },
});
