// The road-cleaning page: the kit's lists of the manifest, the overview board and the road tracks map; runs in a shell tab, alone in a window or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { CleanBoard } from './screens/CleanBoard';
import { RoadTrack } from './screens/RoadTrack';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={{ cleanBoard: <CleanBoard />, cleanTrack: <RoadTrack /> }} home="/cleanBoard" />);
