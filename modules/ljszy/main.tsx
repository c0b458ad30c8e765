// The landfill and sanitation area's page: a route per page of the manifest; these are its screens.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { ClassifyScreen } from './screens/ClassifyScreen';
import { InvestigationScreen } from './screens/InvestigationScreen';
import { KanbanBoard } from './screens/KanbanBoard';
import { PlatformBoard } from './screens/PlatformBoard';
import { RouteFacilitiesScreen } from './screens/RouteFacilitiesScreen';
import { WeighingScreen } from './screens/WeighingScreen';

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
