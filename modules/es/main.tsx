// The emergency registers' page: a list page per register (the kit's) and the map.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const ResourceMap = lazyScreen(() => import('./screens/ResourceMap'), 'ResourceMap');

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/map" screens={{ map: <ResourceMap /> }} />);
