// The nursery page (园林绿化): runs in a shell tab, alone in a window (token from the URL) or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { TreeMap } from './screens/TreeMap';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={{ treeMap: <TreeMap /> }} home="/stock" />);
