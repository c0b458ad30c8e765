// The road-work module's resources (jxbjnew = 机械化作业): read by its page and by the server engine.
// A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { jxbjnewMessages } from '../messages';
import { carExpression } from './carExpression';
import { carLine } from './carLine';
import { line } from './line';
import { privateCarLine } from './privateCarLine';
import { road } from './road';
import { roadStandard } from './roadStandard';
import { speedConfig } from './speedConfig';
import { workReport } from './workReport';
import { workResult } from './workResult';

export default defineModuleResources({
  module: 'jxbjnew',
  messages: jxbjnewMessages,
  resources: [roadStandard, road, line, speedConfig, carExpression, carLine, privateCarLine, workResult],
  reports: [workReport],
});
