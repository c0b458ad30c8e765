// Vehicle management's resources (clgl = 车辆管理): read by its page and by the server engine.
import { defineModuleResources, type ResourceDef } from '../../../kit/resource';
import { clglEnums } from '../enums';
import { clglMessages } from '../messages';
import { accident } from './accident';
import { accidentManage } from './accidentManage';
import { annualInspection } from './annualInspection';
import { breakRulesManage } from './breakRulesManage';
import { car } from './car';
import { carCostRecord } from './carCostRecord';
import { carDepreciationConf } from './carDepreciationConf';
import { carInsurance } from './carInsurance';
import { carRecycle } from './carRecycle';
import { checkRecord } from './checkRecord';
import { dailyCost } from './dailyCost';
import { depreciationManage } from './depreciationManage';
import { equipmentManage } from './equipmentManage';
import { equipmentOilRefuel } from './equipmentOilRefuel';
import { equipmentType } from './equipmentType';
import { expirationReminder } from './expirationReminder';
import { fieldConfig } from './fieldConfig';
import { flowNodeConfig } from './flowNodeConfig';
import { fuelConsumption } from './fuelConsumption';
import { insuranceCompany } from './insuranceCompany';
import { insuranceRecord } from './insuranceRecord';
import { maintenanceManage } from './maintenanceManage';
import { maintenanceParentType } from './maintenanceParentType';
import { maintenanceSubType } from './maintenanceSubType';
import { oilCard } from './oilCard';
import { oilCardRecharge } from './oilCardRecharge';
import { oilRefuel } from './oilRefuel';
import { oilSupplier } from './oilSupplier';
import { popularCar } from './popularCar';
import { popularGroup } from './popularGroup';
import { rechargeStation } from './rechargeStation';
import { refuelStation } from './refuelStation';
import { reservedFieldConfig } from './reservedFieldConfig';
import { serviceFactory } from './serviceFactory';
import { upkeepPlan } from './upkeepPlan';
import { waterManage } from './waterManage';
import { waterStation } from './waterStation';
import { whiteList } from './whiteList';

/** Every resource as its screens use it (all of its calls). Order matters for seeds: a resource comes after the ones it refers to. */
export const pageResources: ResourceDef[] = [
  insuranceCompany,
  oilSupplier,
  waterStation,
  refuelStation,
  rechargeStation,
  serviceFactory,
  equipmentType,
  maintenanceParentType,
  maintenanceSubType,
  car,
  waterManage,
  annualInspection,
  insuranceRecord,
  carInsurance,
  accidentManage,
  accident,
  breakRulesManage,
  oilCard,
  oilCardRecharge,
  oilRefuel,
  equipmentManage,
  equipmentOilRefuel,
  depreciationManage,
  carDepreciationConf,
  maintenanceManage,
  upkeepPlan,
  expirationReminder,
  whiteList,
  carCostRecord,
  checkRecord,
  reservedFieldConfig,
  fieldConfig,
  flowNodeConfig,
];

export const pageReports = [dailyCost, fuelConsumption, popularCar, popularGroup, carRecycle];

export default defineModuleResources({
  module: 'clgl',
  messages: clglMessages,
  enums: clglEnums,
  resources: pageResources,
  reports: pageReports,
});
