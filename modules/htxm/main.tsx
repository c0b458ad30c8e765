// 合同项目's page: every page is a kit list of the manifest; the settlements' page adds the
// confirmation drawer (screens/Settlements.tsx).
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { Settlements } from './screens/Settlements';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/serviceContracts" screens={{ settlements: <Settlements /> }} />);
