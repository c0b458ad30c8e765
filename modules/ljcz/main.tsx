// The waste treatment area's page: a route per page of the manifest; the kanban is its one screen.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const TreatmentKanban = lazyScreen(() => import('./screens/TreatmentKanban'), 'TreatmentKanban');

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/treatmentKanban" screens={{ treatmentKanban: <TreatmentKanban /> }} />,
);
