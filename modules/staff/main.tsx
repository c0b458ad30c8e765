// The staff page: every page is a kit list of the manifest (人员档案 with its upload in the toolbar,
// screens/RecordsPage.tsx); runs in a shell tab, alone in a window or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { RecordsPage } from './screens/RecordsPage';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/records" screens={{ records: <RecordsPage /> }} />);
