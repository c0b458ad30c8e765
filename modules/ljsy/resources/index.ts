// The garbage transport area's resources (ljsy): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { ljsyMessages } from '../messages';
import { car } from './car';
import { dailyTotal } from './dailyTotal';
import { deptArea } from './deptArea';
import { factory } from './factory';
import { load } from './load';
import { position } from './position';
import { dailyReport, monthlyReport } from './reports';
import { route } from './route';

export default defineModuleResources({
  module: 'ljsy',
  messages: ljsyMessages,
  // A resource after the ones it refers to (seeds hold 1-based positions).
  resources: [deptArea, car, factory, load, route, position, dailyTotal],
  reports: [dailyReport, monthlyReport],
});
