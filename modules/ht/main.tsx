// 审批中心's page: every page is a kit list of the manifest; the applications' page adds the
// approval drawer (screens/Approvals.tsx).
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { Approvals } from './screens/Approvals';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/applications" screens={{ applications: <Approvals /> }} />);
