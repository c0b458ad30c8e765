// 再生资源监管's page: runs in a shell tab, alone in a window (token from the URL) or in a portal. The
// categories are a tree table; records, statistics, the site map and the tracks are screens.
import { createRoot } from 'react-dom/client';
import { ModuleApp, TreePage, lazyScreen } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { resourcesCategory } from './resources/category';
import { RecordsScreen } from './screens/RecordsScreen';

const StatisticsScreen = lazyScreen(() => import('./screens/StatisticsScreen'), 'StatisticsScreen');
const SiteMapScreen = lazyScreen(() => import('./screens/SiteMapScreen'), 'SiteMapScreen');
const TrajectoryScreen = lazyScreen(() => import('./screens/TrajectoryScreen'), 'TrajectoryScreen');

const screens = {
  records: <RecordsScreen />,
  statistics: <StatisticsScreen />,
  siteMap: <SiteMapScreen />,
  trajectory: <TrajectoryScreen />,
  categories: <TreePage def={resourcesCategory} />,
};

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={screens} home="/records" />);
