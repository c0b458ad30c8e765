// The public toilets page: runs in a shell tab, alone in a window (token from the URL) or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { ToiletBoard } from './screens/ToiletBoard';
import { ToiletMap } from './screens/ToiletMap';
import { ToiletOverview } from './screens/ToiletOverview';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={{ gis: <ToiletMap />, board: <ToiletBoard />, yzt: <ToiletOverview /> }} home="/toilets" />);
