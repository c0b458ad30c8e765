// The vehicle management page: runs in a shell tab, alone in a window (token from the URL) or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../kit/ui';
import { clglRoutes } from './screens/routes';
import { pageModule } from './screens/views';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ModuleApp module={pageModule} routes={clglRoutes()} home="/kanban/operational" />);
