// The landfill and sanitation area's resources (ljszy): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { ljszyEnums } from '../enums';
import { ljszyMessages } from '../messages';
import { abnormalDailyReport } from './abnormalDailyReport';
import { carArrivalRecord } from './carArrivalRecord';
import { carFacilityReport } from './carFacilityReport';
import { carGrossWeightPrimeval } from './carGrossWeightPrimeval';
import { carInfo } from './carInfo';
import { carReport } from './carReport';
import { carRouteBand } from './carRouteBand';
import { carWeightConfig } from './carWeightConfig';
import { carWeightOperate } from './carWeightOperate';
import { carWork } from './carWork';
import { classifyRecord } from './classifyRecord';
import { classifyWeight } from './classifyWeight';
import { collectedFacReport } from './collectedFacReport';
import { company } from './company';
import { companyMonthlyReport } from './companyMonthlyReport';
import { containerWeight } from './containerWeight';
import { facilityContainer } from './facilityContainer';
import { facilityGarType } from './facilityGarType';
import { facilityInfo } from './facilityInfo';
import { facilityReport } from './facilityReport';
import { facilityTypes } from './facilityTypes';
import { grossCompanyView, grossCountView, grossLabelView, grossPropertyView, grossRecordView } from './grossViews';
import { notWorkFacility } from './notWorkFacility';
import { propertyCompany } from './propertyCompany';
import { route } from './route';

export default defineModuleResources({
  module: 'ljszy',
  messages: ljszyMessages,
  enums: ljszyEnums,
  // Order matters for seeds: a resource comes after the ones it refers to.
  resources: [
    propertyCompany,
    company,
    carInfo,
    facilityInfo,
    facilityGarType,
    route,
    carRouteBand,
    carWeightConfig,
    carWeightOperate,
    carArrivalRecord,
    carWork,
    facilityContainer,
    containerWeight,
    classifyWeight,
    notWorkFacility,
    classifyRecord,
    carGrossWeightPrimeval,
    abnormalDailyReport,
  ],
  reports: [
    carReport,
    facilityReport,
    carFacilityReport,
    collectedFacReport,
    grossRecordView,
    grossCountView,
    grossLabelView,
    grossPropertyView,
    grossCompanyView,
    companyMonthlyReport,
    facilityTypes,
  ],
});
