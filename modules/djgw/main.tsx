// The party posts page: every page is a kit list of the manifest; runs in a shell tab, alone in a window or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/activities" />);
