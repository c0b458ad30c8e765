// 指挥调度's server side: demo data, the work orders' rules and workflow effects (position-driven
// start and completion, force, reassign), the alarms inbox (gather, ignore, the order's values from an
// alarm), the alarm rules' sending (notice, chat, SMS and app senders, quiet hours) and the command map.
import { defineModuleServer } from '../../kit/resource';
import { dispatch } from './resources/paths';
import { gather, ignore, preview, ruleOnWrite, toOrder } from './server/alarms';
import { today } from './server/map';
import { events, orderOnWrite, orderWorkflow, photo, presentOrder, sync } from './server/orders';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  onWrite: { workOrder: orderOnWrite, alarmRule: ruleOnWrite },
  present: { workOrder: presentOrder },
  workflows: { workOrder: orderWorkflow },
  handlers: {
    [dispatch('workOrder', 'sync')]: sync,
    [dispatch('workOrder', 'photo')]: photo,
    [dispatch('workOrder', 'events')]: events,
    [dispatch('alarm', 'gather')]: gather,
    [dispatch('alarm', 'ignore')]: ignore,
    [dispatch('alarm', 'toOrder')]: toOrder,
    [dispatch('alarmRule', 'preview')]: preview,
    [dispatch('map', 'today')]: today,
  },
});
