// The terminal boards' page: the terminal real-time wall screen.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const TerminalBoard = lazyScreen(() => import('./screens/TerminalBoard'), 'TerminalBoard');

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/terminalBoard" screens={{ terminalBoard: <TerminalBoard /> }} />);
