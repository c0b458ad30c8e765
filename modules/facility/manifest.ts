// 设施考核 (spec areas facility and evaluation) in 城市管理: the facility ledger, the indicator
// library, inspections (plan → record findings → submit) and the units' monthly evaluation with its
// weights, grades, ranking and trend, under the shared group 巡检考评 (key inspection, with ryxj).
import { defineModule, group, page } from '../../kit/manifest';
import { facilityMessages } from './messages';
import { evaluation } from './resources/evaluation';
import { evaluationSetting } from './resources/evaluationSetting';
import { facilityInfo } from './resources/facilityInfo';
import { indicator } from './resources/indicator';
import { inspection } from './resources/inspection';
import { ranking, trend } from './resources/reports';

export default defineModule({
  id: 'facility',
  title: 'facility.module',
  messages: facilityMessages,
  systems: ['csgl'],
  specAreas: ['facility', 'evaluation'],
  order: 41,
  menu: [
    group('inspection', { title: 'facility.menu.inspection', icon: 'audit' }, [
      page(inspection, { key: 'inspections' }),
      page(evaluation, { key: 'evaluations' }),
      page(ranking, { key: 'ranking' }),
      page(trend, { key: 'trend' }),
      page(facilityInfo, { key: 'facilities' }),
      page(indicator, { key: 'indicators' }),
      page(evaluationSetting, { key: 'evaluationSettings' }),
    ]),
  ],
});
