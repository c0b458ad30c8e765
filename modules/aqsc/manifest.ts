// 安全生产 (designed area `safety`) in 综合管理: hidden dangers in a closed loop with their four risk
// colours, checklist templates and the inspections filled from them, vehicle pre-trip checks per vehicle
// per day, training and drills with attendance, incidents, driver-behaviour alarms with a safety score
// per driver, and a board.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { aqscMessages } from './messages';
import { checklist } from './resources/checklist';
import { danger } from './resources/danger';
import { driverAlarm } from './resources/driverAlarm';
import { incident } from './resources/incident';
import { inspection } from './resources/inspection';
import { preTripCheck } from './resources/preTripCheck';
import { driverScore, preTripDaily } from './resources/reports';
import { training } from './resources/training';

export default defineModule({
  id: 'aqsc',
  title: 'aqsc.module',
  messages: aqscMessages,
  systems: ['zhgl'],
  specAreas: ['safety'],
  order: 50,
  menu: [
    group('safety', { title: 'aqsc.menu.safety', icon: 'safety' }, [
      screen('board', { title: 'aqsc.menu.board', icon: 'dashboard' }),
      page(danger, { key: 'dangers' }),
      page(checklist, { key: 'checklists' }),
      page(inspection, { key: 'inspections' }),
      page(preTripCheck, { key: 'preTrip' }),
      page(preTripDaily, { key: 'preTripDaily' }),
      page(training, { key: 'trainings' }),
      page(incident, { key: 'incidents' }),
      page(driverAlarm, { key: 'driverAlarms' }),
      page(driverScore, { key: 'driverScores' }),
    ]),
  ],
});
