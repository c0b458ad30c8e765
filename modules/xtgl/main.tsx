// The administration page (xtgl): one screen per menu entry, each its own chunk.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources/index';

const UsersScreen = lazyScreen(() => import('./screens/UsersScreen'), 'UsersScreen');
const OrgScreen = lazyScreen(() => import('./screens/OrgScreen'), 'OrgScreen');
const RolesScreen = lazyScreen(() => import('./screens/RolesScreen'), 'RolesScreen');
const MenusScreen = lazyScreen(() => import('./screens/MenusScreen'), 'MenusScreen');
const ParamsScreen = lazyScreen(() => import('./screens/ParamsScreen'), 'ParamsScreen');
const NoticesScreen = lazyScreen(() => import('./screens/NoticesScreen'), 'NoticesScreen');
const HistoryScreen = lazyScreen(() => import('./screens/HistoryScreen'), 'HistoryScreen');
const MessagingScreen = lazyScreen(() => import('./screens/MessagingScreen'), 'MessagingScreen');
const IncomeScreen = lazyScreen(() => import('./screens/IncomeScreen'), 'IncomeScreen');
const LinkedScreen = lazyScreen(() => import('./screens/LinkedScreen'), 'LinkedScreen');

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    manifest={manifest}
    home="/users"
    screens={{
      users: <UsersScreen />,
      org: <OrgScreen />,
      roles: <RolesScreen />,
      menus: <MenusScreen />,
      params: <ParamsScreen />,
      notices: <NoticesScreen />,
      history: <HistoryScreen />,
      messaging: <MessagingScreen />,
      income: <IncomeScreen />,
      linked: <LinkedScreen />,
    }}
  />,
);
