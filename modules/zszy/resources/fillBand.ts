// 满溢分级 (the bands a bin's fill level falls in, configurable per tenant): a report at or above a
// band's threshold is in that band (the highest one it reaches); below the slight band it is normal.
// An overflow (slight or serious) opens a collection task due `responseMinutes` after the report.
import { defineResource, enumOf, number } from '../../../kit/resource';
import { ruleBandOptions } from './options';

const api = (name: string) => `POST /cloud/zszy/prd/api/fillBand/${name}`;

export const fillBand = defineResource({
  id: 'fillBand',
  title: 'zszy.fillBand',
  api: { list: api('pageList'), create: api('save'), update: api('update'), remove: api('delete') },
  fields: {
    band: enumOf({ options: ruleBandOptions, required: true, filter: true }),
    minFill: number({ required: true, min: 1, max: 200, precision: 1, unit: 'zszy.unit.percent', help: 'zszy.help.minFill' }),
    responseMinutes: number({ required: true, integer: true, min: 5, max: 1440, unit: 'zszy.unit.minutes', help: 'zszy.help.responseMinutes' }),
  },
  unique: ['band'],
  display: 'band',
});
