// The landfill and sanitation area (ljszy, operations.md §7.10) in the sanitation operations system:
// every page declared once — its menu entry, route and title (main.tsx names the special screens).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ljszyMessages } from './messages';
import { abnormalDailyReport } from './resources/abnormalDailyReport';
import { carArrivalRecord } from './resources/carArrivalRecord';
import { carFacilityReport } from './resources/carFacilityReport';
import { carGrossWeightPrimeval } from './resources/carGrossWeightPrimeval';
import { carInfo } from './resources/carInfo';
import { carReport } from './resources/carReport';
import { carRouteBand } from './resources/carRouteBand';
import { carWeightConfig } from './resources/carWeightConfig';
import { carWeightOperate } from './resources/carWeightOperate';
import { carWork } from './resources/carWork';
import { classifyRecord } from './resources/classifyRecord';
import { classifyWeight } from './resources/classifyWeight';
import { collectedFacReport } from './resources/collectedFacReport';
import { company } from './resources/company';
import { companyMonthlyReport } from './resources/companyMonthlyReport';
import { containerWeight } from './resources/containerWeight';
import { facilityContainer } from './resources/facilityContainer';
import { facilityGarType } from './resources/facilityGarType';
import { facilityInfo } from './resources/facilityInfo';
import { facilityReport } from './resources/facilityReport';
import { facilityTypes } from './resources/facilityTypes';
import { grossCompanyView, grossCountView, grossLabelView, grossPropertyView, grossRecordView } from './resources/grossViews';
import { notWorkFacility } from './resources/notWorkFacility';
import { propertyCompany } from './resources/propertyCompany';
import { route } from './resources/route';

export default defineModule({
  id: 'ljszy',
  title: 'ljszy.module',
  messages: ljszyMessages,
  systems: ['hwyy'],
  specAreas: ['ljszy'],
  order: 20,
  menu: [
    group('boards', { title: 'ljszy.menu.boards', icon: 'dashboard' }, [
      // A big screen (1920×1080): the menu opens it alone in a new window, for a wall display.
      screen('platform', { title: 'ljszy.menu.platform', icon: 'fund', openMode: 'window' }),
      screen('kanban', { title: 'ljszy.menu.kanban', icon: 'dashboard' }),
    ]),
    group('basics', { title: 'ljszy.menu.basics', icon: 'database' }, [
      page(carInfo, { key: 'cars', icon: 'car' }),
      page(facilityInfo, { key: 'facilities', icon: 'environment' }),
      page(facilityGarType, { key: 'garbageTypes', icon: 'tags' }),
      page(facilityContainer, { key: 'containers', icon: 'inbox' }),
      page(propertyCompany, { key: 'propertyCompanies', icon: 'home' }),
      page(company, { key: 'companies', icon: 'bank' }),
      page(facilityTypes, { key: 'facilityTypes', icon: 'appstore' }),
    ]),
    group('routing', { title: 'ljszy.menu.routing', icon: 'node-index' }, [
      page(route, { key: 'routes', icon: 'node-index' }),
      screen('routeFacilities', { title: 'ljszy.routeFac.title', icon: 'partition' }),
      page(carRouteBand, { key: 'carRoutes', icon: 'link' }),
    ]),
    group('weighingGroup', { title: 'ljszy.menu.weighing', icon: 'column-height' }, [
      page(carWeightOperate, { key: 'weighing', icon: 'printer' }),
      page(carWeightConfig, { key: 'weightConfig', icon: 'setting' }),
      page(carArrivalRecord, { key: 'arrivals', icon: 'login' }),
      page(containerWeight, { key: 'containerWeights', icon: 'column-height' }),
      page(classifyWeight, { key: 'classifyWeights', icon: 'bar-chart' }),
      page(carGrossWeightPrimeval, {
        key: 'gross',
        icon: 'table',
        tabs: { carGrossWeightPrimeval, grossRecordView, grossCountView, grossLabelView, grossPropertyView, grossCompanyView },
      }),
    ]),
    group('operation', { title: 'ljszy.menu.operation', icon: 'schedule' }, [
      page(carWork, { key: 'carWork', icon: 'schedule' }),
      page(classifyRecord, { key: 'classify', icon: 'pie-chart' }),
      page(notWorkFacility, { key: 'notWork', icon: 'warning' }),
      screen('investigation', { title: 'ljszy.invest.title', icon: 'search' }),
    ]),
    group('reportsGroup', { title: 'ljszy.menu.reports', icon: 'file-text' }, [
      page(carReport, { key: 'reports', title: 'ljszy.menu.collectionReports', icon: 'file-text', tabs: { carReport, facilityReport, carFacilityReport, collectedFacReport } }),
      page(abnormalDailyReport, { key: 'abnormal', icon: 'alert' }),
      page(companyMonthlyReport, { key: 'companyMonthly', icon: 'calendar' }),
    ]),
  ],
});
