// The garbage supervision area's page: a route per page of the manifest; the reports are the kit's list
// pages with the tenant's field settings applied (screens/ConfiguredReports.tsx).
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const TransferReport = lazyScreen(() => import('./screens/ConfiguredReports'), 'TransferReport');
const TypeReports = lazyScreen(() => import('./screens/ConfiguredReports'), 'TypeReports');

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/transferSupervision" screens={{ transferSupervision: <TransferReport />, typeReports: <TypeReports /> }} />,
);
