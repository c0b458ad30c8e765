// 设施考核's page: every page is a kit list of the manifest; the inspections' page adds the
// inspection drawer (screens/Inspections.tsx: record findings, submit, the log).
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { Inspections } from './screens/Inspections';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/inspections" screens={{ inspections: <Inspections /> }} />);
