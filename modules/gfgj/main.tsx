// The household-recycling area's page: a route per page of the manifest; these are its screens.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const Orders = lazyScreen(() => import('./screens/Orders'), 'Orders');
const Audits = lazyScreen(() => import('./screens/Audits'), 'Audits');
const Carting = lazyScreen(() => import('./screens/Carting'), 'Carting');
const StatsScreen = lazyScreen(() => import('./screens/StatsScreen'), 'StatsScreen');

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    manifest={manifest}
    home="/orders"
    screens={{ orders: <Orders />, businessAudit: <Audits kind="business" />, recyclerAudit: <Audits kind="recycler" />, carting: <Carting />, stats: <StatsScreen /> }}
  />,
);
