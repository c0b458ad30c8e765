// The problem-reporting page (wtsb): one route per menu entry of manifest.ts.
import { createRoot } from 'react-dom/client';
import { ModuleApp, ResourcePage } from '../../kit/ui';
import resources from './resources/index';
import { deptReview } from './resources/deptReview';
import { deptType } from './resources/deptType';
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
    home="/cases"
    routes={[
      { path: '/cases', element: <CaseList /> },
      { path: '/mine', element: <MyCases /> },
      { path: '/analysis', element: <AnalysisScreen /> },
      { path: '/kanban', element: <KanbanScreen /> },
      { path: '/stat', element: <StatScreen /> },
      { path: '/types', element: <TypesScreen /> },
      { path: '/areas', element: <AreasScreen /> },
      { path: '/dept-types', element: <ResourcePage def={deptType} /> },
      { path: '/dept-review', element: <ResourcePage def={deptReview} /> },
      { path: '/common', element: <CommonScreen /> },
    ]}
  />,
);
