// 事故事件: an incident (a traffic accident, an injury at work, a fire, an equipment failure …) with its
// consequences, cause and measures; vehicle and person where one was involved.
import { datetime, defineResource, enumOf, image, number, reference, text, treeSelect } from '../../../kit/resource';
import { INCIDENT_KINDS, INCIDENT_STATES, opts, SEVERITIES } from './options';
import { safety } from './paths';

export const incident = defineResource({
  id: 'incident',
  title: 'aqsc.incident',
  api: { list: safety('incident', 'pageList'), create: safety('incident', 'save'), update: safety('incident', 'update'), get: safety('incident', 'get'), remove: safety('incident', 'delete'), export: safety('incident', 'export') },
  fields: {
    occurredAt: datetime({ required: true, filter: 'range', sortable: true }),
    kind: enumOf({ options: opts('incidentKind', INCIDENT_KINDS), required: true, filter: true }),
    severity: enumOf({ options: opts('severity', SEVERITIES), required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    place: text({ required: true, max: 100 }),
    carId: reference({ resource: 'clgl.car', display: 'plateNo', filter: 'eq' }),
    personId: reference({ resource: 'person', display: 'name', filter: true }),
    injured: number({ integer: true, min: 0, max: 999, default: 0 }),
    deaths: number({ integer: true, min: 0, max: 999, default: 0 }),
    loss: number({ min: 0, max: 1e9, precision: 2, unit: 'kit.unit.yuan' }),
    description: text({ required: true, max: 500, column: false }),
    cause: text({ max: 500, column: false }),
    measures: text({ max: 500, column: false }),
    state: enumOf({ options: opts('incidentState', INCIDENT_STATES), required: true, filter: true, default: 'reported' }),
    photos: image({ multiple: true, maxSize: 5 * 1024 * 1024 }),
  },
  defaultSort: { field: 'occurredAt', order: 'desc' },
});
