// The road-cleaning module's definitions (dlbj = 道路保洁, spec area road-cleaning): read by its page
// and by the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { dlbjEnums } from '../enums';
import { dlbjMessages } from '../messages';
import { lineDay, roadDay } from './archive';
import { carExp } from './carExp';
import { line } from './line';
import { pointer } from './pointer';
import { completion, roadOperation, workReport, workStat } from './reports';
import { road } from './road';
import { shift } from './shift';

export default defineModuleResources({
  module: 'dlbj',
  messages: dlbjMessages,
  enums: dlbjEnums,
  resources: [pointer, shift, road, line, carExp, roadDay, lineDay],
  reports: [completion, workReport, roadOperation, workStat],
});
