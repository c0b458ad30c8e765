// The garbage supervision area's page: a route per page of the manifest (kit lists and reports only).
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/transferSupervision" />);
