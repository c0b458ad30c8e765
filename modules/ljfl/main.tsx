// The waste-classification area's page: a route per page of the manifest; these are its screens.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

// Each screen is its own chunk, loaded when its route opens.
const BigDataBoard = lazyScreen(() => import('./screens/BigDataBoard'), 'BigDataBoard');
const GarbageRecords = lazyScreen(() => import('./screens/GarbageRecords'), 'GarbageRecords');

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/units" screens={{ board: <BigDataBoard />, garbage: <GarbageRecords /> }} />,
);
