// 巡检考评's page: every page is a kit list of the manifest; the indicator library is the kit's tree page.
import { createRoot } from 'react-dom/client';
import { ModuleApp, TreePage } from '../../kit/ui';
import manifest from './manifest';
import resources, { ruleScore } from './resources';

createRoot(document.getElementById('root')!).render(
  <ModuleApp module={resources} manifest={manifest} home="/evaluations" screens={{ rules: <TreePage def={ruleScore} /> }} />,
);
