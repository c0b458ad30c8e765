// The resources of 指挥调度 (ddzh, area `dispatch`): read by its page and by the server engine. A resource
// comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { ddzhMessages } from '../messages';
import { alarm, alarmAll, alarmNew } from './alarm';
import { alarmRule } from './alarmRule';
import { ENUM_VALUES } from './options';
import { dispatch } from './paths';
import { person } from './person';
import { sendLog } from './sendLog';
import { orderTabs, workOrder, workOrderEvent, workOrderLog } from './workOrder';

export { alarm, alarmRule, person, sendLog, workOrder, workOrderEvent, workOrderLog };

export default defineModuleResources({
  module: 'ddzh',
  messages: ddzhMessages,
  enums: { api: dispatch('common', 'loadEnumValue'), values: ENUM_VALUES },
  resources: [person, alarm, alarmRule, sendLog, workOrder, workOrderLog, workOrderEvent],
  views: [alarmNew, alarmAll, ...Object.values(orderTabs)],
});
