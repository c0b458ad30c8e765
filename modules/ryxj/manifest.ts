// 巡检考评 (spec areas ryxj and ryxj-mlxc: facility inspection and scoring) in 城市管理: the facilities,
// the inspectors' clock-ins, the indicator library and its type bindings, inspector roles and their
// people, inspections with their appeals and reviews, the monthly records and 美丽乡村 by street —
// under the shared group 巡检考评 (the facility module adds its pages to the same group).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ryxjMessages } from './messages';
import { appeal } from './resources/appeal';
import { clockInfo } from './resources/clockInfo';
import { evalInfo } from './resources/evalInfo';
import { facilityInfo } from './resources/facilityInfo';
import { role, roleStaff } from './resources/people';
import { evalRecord, examineDimension, mlxc, unitRanking } from './resources/reports';
import { review } from './resources/review';
import { typeBindingInfo } from './resources/ruleScore';

export default defineModule({
  id: 'ryxj',
  title: 'ryxj.module',
  messages: ryxjMessages,
  systems: ['csgl'],
  specAreas: ['ryxj', 'ryxj-mlxc'],
  order: 40,
  menu: [
    group('inspection', { title: 'ryxj.menu.inspection', icon: 'audit' }, [
      page(evalInfo, { key: 'evaluations' }),
      page(appeal, { key: 'appeals' }),
      page(review, { key: 'reviews' }),
      page(evalRecord, { key: 'records' }),
      page(unitRanking, { key: 'ranking' }),
      page(mlxc, { key: 'mlxc' }),
      page(clockInfo, { key: 'clockIns' }),
      page(facilityInfo, { key: 'facilities' }),
      screen('rules', { title: 'ryxj.menu.rules' }),
      page(examineDimension, { key: 'dimensions' }),
      page(typeBindingInfo, { key: 'bindings' }),
      page(role, { key: 'roles' }),
      page(roleStaff, { key: 'roleStaff' }),
    ]),
  ],
});
