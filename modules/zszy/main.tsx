// The estate board's page: a route per page of the manifest; the wall screen and the device circle are its screens.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const EstateScreen = lazyScreen(() => import('./screens/EstateScreen'), 'EstateScreen');
const DeviceCircle = lazyScreen(() => import('./screens/DeviceCircle'), 'DeviceCircle');

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/estates" screens={{ estateScreen: <EstateScreen />, deviceCircle: <DeviceCircle /> }} />,
);
