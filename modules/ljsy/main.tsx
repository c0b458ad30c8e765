// The garbage transport area's page: a route per page of the manifest; the board is its one screen.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const TransportBoard = lazyScreen(() => import('./screens/TransportBoard'), 'TransportBoard');

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/transportLoads" screens={{ transportBoard: <TransportBoard /> }} />,
);
