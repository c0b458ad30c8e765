// The records accuracy is computed from, each allocated to a housing estate: a supervisor's grading of
// a day's disposals at a facility (graded, correctly sorted), a spot check's deduction, or the purity
// measured at the truck. A record that names a facility and no estate is allocated to the estate the
// facility is banded to (server.ts); one with neither stays unallocated and counts nowhere.
import { date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { bkdz } from './paths';

export const dataAllocation = defineResource({
  id: 'dataAllocation',
  title: 'bkdz.dataAllocation',
  api: { list: bkdz('dataAllocation/pageList'), update: bkdz('dataAllocation/update'), import: bkdz('dataAllocation/import'), export: bkdz('dataAllocation/export') },
  fields: {
    recordDate: date({ required: true, filter: 'range', sortable: true }),
    source: enumOf({ source: 'source', required: true, filter: true, help: 'bkdz.dataAllocation.sourceHelp' }),
    facilityId: reference({ resource: 'facility', display: 'facilityName', filter: true }),
    regionId: reference({ resource: 'region', display: 'regionName', filter: true, help: 'bkdz.dataAllocation.regionHelp' }),
    gradedCount: number({ integer: true, min: 0, max: 100000, sortable: true, unit: 'bkdz.unit.times' }),
    correctCount: number({ integer: true, min: 0, max: 100000, unit: 'bkdz.unit.times' }),
    deduction: number({ min: 0, max: 100, precision: 1, unit: 'bkdz.unit.points' }),
    purity: number({ min: 0, max: 100, precision: 1, unit: 'bkdz.unit.percent' }),
    inspector: text({ max: 20, filter: true }),
    remark: text({ max: 100 }),
  },
  defaultSort: { field: 'recordDate', order: 'desc' },
});
