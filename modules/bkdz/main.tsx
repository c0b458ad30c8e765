// The sorting-accuracy page: a route per page of the manifest; the region tree, the rates with their
// definition beside them, and the board are its screens.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp, TreePage } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { region } from './resources/region';

const AccuracyBoard = lazyScreen(() => import('./screens/AccuracyBoard'), 'AccuracyBoard');
const RatesPage = lazyScreen(() => import('./screens/RatesPage'), 'RatesPage');

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    manifest={manifest}
    home="/rates"
    screens={{ regions: <TreePage def={region} />, rates: <RatesPage />, accuracyBoard: <AccuracyBoard /> }}
  />,
);
