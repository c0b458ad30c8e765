// The problem-reporting page (wtsb): a route per page of the manifest; these are its screens.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources/index';
import { AnalysisScreen } from './screens/AnalysisScreen';
import { AreasScreen } from './screens/AreasScreen';
import { CaseList } from './screens/CaseList';
import { CommonScreen } from './screens/CommonScreen';
import { KanbanScreen } from './screens/KanbanScreen';
import { MyCases } from './screens/MyCases';
import { StatScreen } from './screens/StatScreen';
import { TypesScreen } from './screens/TypesScreen';

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
