// The page's React tree (loaded by main.tsx): a route per page of the manifest; the boards are its screens.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import { KanbanScreen } from './screens/KanbanScreen';
import { BOARDS, pageModule } from './screens/views';

const screens = {
  'kanban-home': <KanbanScreen board="operational" />,
  // The operational board is the first entry (kanban-home), not one of the group's.
  ...Object.fromEntries(BOARDS.filter((b) => b !== 'operational').map((b) => [`kanban-${b}`, <KanbanScreen key={b} board={b} />])),
};

export function start(root: HTMLElement): void {
  createRoot(root).render(<ModuleApp module={pageModule} manifest={manifest} screens={screens} home="/kanban/operational" />);
}
