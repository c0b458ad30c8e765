// The page's hash routes, one per menu entry of the manifest: a resource's list page or a special screen.
import type { ModuleRoute } from '../../kit/ui';
import { ResourcePage } from '../../kit/ui';
import { abnormalDailyReport } from './resources/abnormalDailyReport';
import { carArrivalRecord } from './resources/carArrivalRecord';
import { carFacilityReport } from './resources/carFacilityReport';
import { carGrossWeightPrimeval } from './resources/carGrossWeightPrimeval';
import { carInfo } from './resources/carInfo';
import { carReport } from './resources/carReport';
import { carRouteBand } from './resources/carRouteBand';
import { carWeightConfig } from './resources/carWeightConfig';
import { carWork } from './resources/carWork';
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
import { ClassifyScreen } from './screens/ClassifyScreen';
import { InvestigationScreen } from './screens/InvestigationScreen';
import { KanbanBoard } from './screens/KanbanBoard';
import { PlatformBoard } from './screens/PlatformBoard';
import { RouteFacilitiesScreen } from './screens/RouteFacilitiesScreen';
import { TabsScreen } from './screens/TabsScreen';
import { WeighingScreen } from './screens/WeighingScreen';

export const routes: ModuleRoute[] = [
  { path: '/platform', element: <PlatformBoard /> },
  { path: '/kanban', element: <KanbanBoard /> },
  { path: '/cars', element: <ResourcePage def={carInfo} /> },
  { path: '/facilities', element: <ResourcePage def={facilityInfo} /> },
  { path: '/garbageTypes', element: <ResourcePage def={facilityGarType} /> },
  { path: '/containers', element: <ResourcePage def={facilityContainer} /> },
  { path: '/propertyCompanies', element: <ResourcePage def={propertyCompany} /> },
  { path: '/companies', element: <ResourcePage def={company} /> },
  { path: '/facilityTypes', element: <ResourcePage def={facilityTypes} /> },
  { path: '/routes', element: <ResourcePage def={route} /> },
  { path: '/routeFacilities', element: <RouteFacilitiesScreen /> },
  { path: '/carRoutes', element: <ResourcePage def={carRouteBand} /> },
  { path: '/weighing', element: <WeighingScreen /> },
  { path: '/weightConfig', element: <ResourcePage def={carWeightConfig} /> },
  { path: '/arrivals', element: <ResourcePage def={carArrivalRecord} /> },
  { path: '/containerWeights', element: <ResourcePage def={containerWeight} /> },
  { path: '/classifyWeights', element: <ResourcePage def={classifyWeight} /> },
  { path: '/gross', element: <TabsScreen defs={[carGrossWeightPrimeval, grossRecordView, grossCountView, grossLabelView, grossPropertyView, grossCompanyView]} /> },
  { path: '/carWork', element: <ResourcePage def={carWork} /> },
  { path: '/classify', element: <ClassifyScreen /> },
  { path: '/notWork', element: <ResourcePage def={notWorkFacility} /> },
  { path: '/investigation', element: <InvestigationScreen /> },
  { path: '/reports', element: <TabsScreen defs={[carReport, facilityReport, carFacilityReport, collectedFacReport]} /> },
  { path: '/abnormal', element: <ResourcePage def={abnormalDailyReport} /> },
  { path: '/companyMonthly', element: <ResourcePage def={companyMonthlyReport} /> },
];
