// The landfill and sanitation area's page: a route per page of the manifest; these are its screens.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

// Each screen is its own chunk, loaded when its route opens.
const ClassifyScreen = lazyScreen(() => import('./screens/ClassifyScreen'), 'ClassifyScreen');
const InvestigationScreen = lazyScreen(() => import('./screens/InvestigationScreen'), 'InvestigationScreen');
const KanbanBoard = lazyScreen(() => import('./screens/KanbanBoard'), 'KanbanBoard');
const PlatformBoard = lazyScreen(() => import('./screens/PlatformBoard'), 'PlatformBoard');
const RouteFacilitiesScreen = lazyScreen(() => import('./screens/RouteFacilitiesScreen'), 'RouteFacilitiesScreen');
const WeighingScreen = lazyScreen(() => import('./screens/WeighingScreen'), 'WeighingScreen');

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    manifest={manifest}
    home="/kanban"
    screens={{
      platform: <PlatformBoard />,
      kanban: <KanbanBoard />,
      routeFacilities: <RouteFacilitiesScreen />,
      weighing: <WeighingScreen />,
      classify: <ClassifyScreen />,
      investigation: <InvestigationScreen />,
    }}
  />,
);
