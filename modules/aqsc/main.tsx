// 安全生产's page: every page is a kit list of the manifest; the dangers' page adds the handling drawer
// (screens/Dangers.tsx) and the board is screens/SafetyBoard.tsx.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { Dangers } from './screens/Dangers';
import { SafetyBoard } from './screens/SafetyBoard';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/dangers" screens={{ dangers: <Dangers />, board: <SafetyBoard /> }} />);
