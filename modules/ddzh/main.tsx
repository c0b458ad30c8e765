// 指挥调度's page: the kit's lists of the manifest; 调度工单 adds the handling drawer and the create form
// filled from an alarm (screens/Orders.tsx), 告警中心 opens it (screens/Alarms.tsx), and 指挥一张图 is
// screens/CommandMap.tsx.
import { createRoot } from 'react-dom/client';
import { ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { Alarms } from './screens/Alarms';
import { CommandMap } from './screens/CommandMap';
import { Orders } from './screens/Orders';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/orders" screens={{ orders: <Orders />, alarms: <Alarms />, map: <CommandMap /> }} />);
