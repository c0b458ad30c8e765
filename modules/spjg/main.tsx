// The video supervision page (the live camera screen and the kit's lists): runs in a shell tab, alone in a window (token from the URL) or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { DeptBindings } from './screens/DeptBindings';
import { VideoMonitor } from './screens/VideoMonitor';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={{ monitor: <VideoMonitor />, deptBindings: <DeptBindings /> }} home="/monitor" />);
