// The page's React tree (loaded by main.tsx).
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import { clglRoutes } from './screens/routes';
import { pageModule } from './screens/views';

export function start(root: HTMLElement): void {
  createRoot(root).render(<ModuleApp module={pageModule} routes={clglRoutes()} home="/kanban/operational" />);
}
