// The demo module's page: the kit renders each page of the manifest (here the students' list page).
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} />);
