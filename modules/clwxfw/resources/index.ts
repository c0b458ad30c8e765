// The vehicle maintenance service's resources (clwxfw = 车辆维修服务), over the cars of 车辆管理:
// read by the page and by the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { clwxfwMessages } from '../messages';
import { cost, oilCost, repairCost } from './cost';
import { enumLoaders } from './enums';
import { oilRefuel, stationParam } from './refuel';
import { carDevice, carDevicePage, costByType, costMonth, repairByClass } from './reports';
import { serviceCar } from './serviceCar';
import { settlement } from './settlement';
import { tenantParm } from './tenantParm';
import { whiteRecord } from './whiteRecord';

export default defineModuleResources({
  module: 'clwxfw',
  messages: clwxfwMessages,
  enumLoaders,
  resources: [tenantParm, serviceCar, whiteRecord, stationParam, oilRefuel, settlement, cost],
  views: [oilCost, repairCost],
  reports: [costMonth, costByType, repairByClass, carDevicePage, carDevice],
});
