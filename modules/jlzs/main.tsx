// The sorting data's page: a route per page of the manifest; these are its screens.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

// Each screen is its own chunk, loaded when its route opens.
const StatsBoard = lazyScreen(() => import('./screens/StatsBoard'), 'StatsBoard');
const DatasourceScreen = lazyScreen(() => import('./screens/DatasourceScreen'), 'DatasourceScreen');

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/sortingStats" screens={{ sortingStats: <StatsBoard />, datasources: <DatasourceScreen /> }} />,
);
