// The problem-reporting page (wtsb): a route per page of the manifest; these are its screens.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources/index';

// Each screen is its own chunk, loaded when its route opens.
const AnalysisScreen = lazyScreen(() => import('./screens/AnalysisScreen'), 'AnalysisScreen');
const AreasScreen = lazyScreen(() => import('./screens/AreasScreen'), 'AreasScreen');
const CaseList = lazyScreen(() => import('./screens/CaseList'), 'CaseList');
const CommonScreen = lazyScreen(() => import('./screens/CommonScreen'), 'CommonScreen');
const KanbanScreen = lazyScreen(() => import('./screens/KanbanScreen'), 'KanbanScreen');
const MyCases = lazyScreen(() => import('./screens/MyCases'), 'MyCases');
const StatScreen = lazyScreen(() => import('./screens/StatScreen'), 'StatScreen');
const TypesScreen = lazyScreen(() => import('./screens/TypesScreen'), 'TypesScreen');

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    manifest={manifest}
    home="/cases"
    screens={{
      cases: <CaseList />,
      mine: <MyCases />,
      analysis: <AnalysisScreen />,
      kanban: <KanbanScreen />,
      stat: <StatScreen />,
      types: <TypesScreen />,
      areas: <AreasScreen />,
      common: <CommonScreen />,
    }}
  />,
);
