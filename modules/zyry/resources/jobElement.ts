// 作业要素 (jobElement/pageList): what a job area holds that the work is about — bins, collection
// points, toilets, bus stops, pavements — each at its place in the area.
import { defineResource, enumOf, geoPoint, reference, text } from '../../../kit/resource';
import { ELEMENT_TYPES } from './options';
import { zyry } from './paths';

export const jobElement = defineResource({
  id: 'jobElement',
  title: 'zyry.jobElement',
  api: { list: zyry('jobElement', 'pageList'), create: zyry('jobElement', 'save'), update: zyry('jobElement', 'update'), remove: zyry('jobElement', 'delete') },
  fields: {
    elementName: text({ required: true, max: 40, filter: true, sortable: true }),
    elementType: enumOf({ options: ELEMENT_TYPES, required: true, filter: true }),
    areaId: reference({ resource: 'jobArea', display: 'areaName', required: true, filter: true }),
    location: geoPoint({}),
    remark: text({ max: 200 }),
  },
  display: 'elementName',
  defaultSort: { field: 'elementName', order: 'asc' },
});
