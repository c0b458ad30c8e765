// 机械化作业 (spec area jxbjnew) in 环卫运营: roads and their standards, lines, vehicle plans, work
// rules and the work report measured from tracks, under the shared group 道路作业 (with 道路保洁).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { jxbjnewMessages } from './messages';
import { carExpression } from './resources/carExpression';
import { carLine } from './resources/carLine';
import { line } from './resources/line';
import { privateCarLine } from './resources/privateCarLine';
import { road } from './resources/road';
import { roadStandard } from './resources/roadStandard';
import { speedConfig } from './resources/speedConfig';
import { workReport } from './resources/workReport';

export default defineModule({
  id: 'jxbjnew',
  title: 'jxbjnew.module',
  messages: jxbjnewMessages,
  systems: ['hwyy'],
  specAreas: ['jxbjnew'],
  order: 45,
  menu: [
    group('roadwork', { title: 'jxbjnew.menu.roadwork', icon: 'flag' }, [
      screen('mechBoard', { title: 'jxbjnew.menu.dashboard', icon: 'dashboard' }),
      page(workReport, { key: 'mechReport' }),
      page(carLine, { key: 'mechPlans' }),
      page(line, { key: 'mechLines' }),
      page(privateCarLine, { key: 'mechPrivateLines' }),
      page(road, { key: 'mechRoads' }),
      page(roadStandard, { key: 'mechStandards' }),
      page(carExpression, { key: 'mechVehicles' }),
      page(speedConfig, { key: 'mechSpeeds' }),
    ]),
  ],
});
