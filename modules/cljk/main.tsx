// The vehicle monitor page (the water curve is a screen of its own): runs in a shell tab, alone in a window (token from the URL) or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { RealtimeMonitor } from './screens/RealtimeMonitor';
import { TrackPlayback } from './screens/TrackPlayback';
import { WaterCurve } from './screens/WaterCurve';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={{ waterCurve: <WaterCurve />, track: <TrackPlayback />, realtime: <RealtimeMonitor /> }} home="/oilAbnormal" />);
