// The landfill and sanitation area's page: one definition registry, hash routes per menu entry.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import resources from './resources';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} routes={routes} home="/kanban" />);
