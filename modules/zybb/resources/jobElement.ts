// 作业要素 (rgsb loadJobElementList / loadJobElementInfo): what an area holds that the crew must tend —
// bins, toilets, refuse rooms, bus stops — with how many and how often a day. Writes beside the
// spec's reads are ours (README).
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { rgsb, rgsbWrite } from './paths';

export const jobElement = defineResource({
  id: 'jobElement',
  title: 'zybb.jobElement',
  api: { list: rgsb('loadJobElementList'), get: rgsb('loadJobElementInfo'), create: rgsbWrite('saveJobElementInfo'), update: rgsbWrite('updateJobElementInfo'), remove: rgsbWrite('deleteJobElementInfo') },
  fields: {
    elementName: text({ required: true, max: 40, filter: true, sortable: true }),
    elementType: enumOf({ source: 'elementType', required: true, filter: true }),
    areaId: reference({ resource: 'workArea', display: 'areaName', required: true, filter: true }),
    quantity: number({ integer: true, required: true, min: 1, max: 9999 }),
    frequency: number({ integer: true, min: 0, max: 48, unit: 'zybb.unit.perDay', help: 'zybb.jobElement.frequencyHelp' }),
    remark: text({ max: 200, multiline: true }),
  },
  display: 'elementName',
  defaultSort: { field: 'elementName', order: 'asc' },
});
