// The resources of 安全生产 (aqsc, area `safety`): read by its page and by the server engine. A resource
// comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { aqscMessages } from '../messages';
import { checklist, checklistItem } from './checklist';
import { danger, dangerAll, dangerLog, dangerMajor, dangerOpen } from './danger';
import { driverAlarm } from './driverAlarm';
import { incident } from './incident';
import { inspection, inspectionItem } from './inspection';
import { ENUM_VALUES } from './options';
import { safety } from './paths';
import { person } from './person';
import { preTripCheck } from './preTripCheck';
import { driverScore, preTripDaily } from './reports';
import { training, trainingAttendee } from './training';

export { checklist, checklistItem, danger, dangerLog, driverAlarm, driverScore, incident, inspection, inspectionItem, person, preTripCheck, preTripDaily, training, trainingAttendee };

export default defineModuleResources({
  module: 'aqsc',
  messages: aqscMessages,
  enums: { api: safety('common', 'loadEnumValue'), values: ENUM_VALUES },
  resources: [person, danger, dangerLog, checklist, checklistItem, inspection, inspectionItem, preTripCheck, training, trainingAttendee, incident, driverAlarm],
  views: [dangerOpen, dangerMajor, dangerAll],
  reports: [preTripDaily, driverScore],
});
