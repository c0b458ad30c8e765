// The waste-classification area's resources (ljfl): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { checkGroupLoader, gradeLoader, ljflEnums } from '../enums';
import { ljflMessages } from '../messages';
import { car } from './car';
import { collectFac } from './collectFac';
import { dailyArchive } from './dailyArchive';
import { carData, dailyReport, facData, integrationDaily, integrationMonthly, monthlyReport, subjectOrder, unitData } from './dataPlatform';
import { deptArea } from './deptArea';
import { garbageRecord } from './garbageRecord';
import { handleFac } from './handleFac';
import { pointsLedger } from './pointsLedger';
import { pointsLine, pointsOrder } from './pointsOrder';
import { resident } from './resident';
import { unit } from './unit';

export default defineModuleResources({
  module: 'ljfl',
  messages: ljflMessages,
  enums: ljflEnums,
  enumLoaders: [gradeLoader, checkGroupLoader],
  // Order matters for seeds: a resource comes after the ones it refers to.
  resources: [unit, car, collectFac, handleFac, garbageRecord, resident, pointsLedger, pointsOrder, pointsLine, deptArea, dailyArchive],
  reports: [unitData, facData, carData, subjectOrder, dailyReport, monthlyReport, integrationDaily, integrationMonthly],
});
