// The road-work page: the board is a screen of its own, every other page a kit list of the manifest.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { MechBoard } from './screens/MechBoard';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/mechBoard" screens={{ mechBoard: <MechBoard /> }} />);
