// Depreciation rules per vehicle type (service life, residual rate, method); POST with a JSON body.
import { defineResource, enumOf, number } from '../../../kit/resource';
import { CLASSIC } from './paths';

const call = (op: string) => ({ method: 'POST' as const, path: `${CLASSIC}/carDepreciationConf/${op}`, json: true });

export const carDepreciationConf = defineResource({
  id: 'carDepreciationConf',
  title: 'clgl.carDepreciationConf',
  api: { list: call('pageList'), create: call('save'), update: call('update'), remove: call('delete') },
  fields: {
    carType: enumOf({ source: 'carType', required: true, filter: true }),
    usefulYears: number({ required: true, min: 1, max: 30, integer: true, sortable: true }),
    residualRate: number({ required: true, min: 0, max: 50, precision: 2, label: 'clgl.carDepreciationConf.residualRate' }),
    method: enumOf({ source: 'depreciationMethod', required: true, default: 'straightLine' }),
  },
  unique: ['carType'],
  display: 'carType',
});
