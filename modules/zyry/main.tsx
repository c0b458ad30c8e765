// The personnel page: the kit's lists of the manifest, and the screens (kanban, alarms with their
// track, position trail, dashboard); runs in a shell tab, alone in a window or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { AlarmList } from './screens/AlarmList';
import { Dashboard } from './screens/Dashboard';
import { Kanban } from './screens/Kanban';
import { TrailScreen } from './screens/TrailScreen';

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/kanban" screens={{ kanban: <Kanban />, alarms: <AlarmList />, trail: <TrailScreen />, dashboard: <Dashboard /> }} />,
);
