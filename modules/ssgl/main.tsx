// The facility ledgers page (the depreciation chart is a screen of one Board panel): runs in a shell tab, alone in a window (token from the URL) or in a portal.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { DepreciationChart } from './screens/DepreciationChart';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={{ depreciationChart: <DepreciationChart /> }} home="/accounts" />);
