// The test module's page: every route from the manifest, no screen of its own.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../../../../kit/ui';
import manifest from './manifest';
import resources from './resources';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} />);
