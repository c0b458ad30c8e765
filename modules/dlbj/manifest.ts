// 道路保洁 (spec area road-cleaning) in 环卫运营: roads, lines, shifts and vehicles, and the work
// measured from the vehicles' tracks (completion, reports, statistics, the road tracks map), under the
// shared group 道路作业 (with 机械化作业, jxbjnew).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { dlbjMessages } from './messages';
import { carExp } from './resources/carExp';
import { line } from './resources/line';
import { pointer } from './resources/pointer';
import { completion, roadOperation, workReport, workStat } from './resources/reports';
import { road } from './resources/road';
import { shift } from './resources/shift';

export default defineModule({
  id: 'dlbj',
  title: 'dlbj.module',
  messages: dlbjMessages,
  systems: ['hwyy'],
  specAreas: ['road-cleaning'],
  order: 46,
  menu: [
    group('roadwork', { title: 'dlbj.menu.roadwork', icon: 'flag' }, [
      screen('cleanBoard', { title: 'dlbj.menu.board' }),
      screen('cleanTrack', { title: 'dlbj.menu.track' }),
      page(completion, { key: 'cleanCompletion' }),
      page(workReport, { key: 'cleanReport' }),
      page(roadOperation, { key: 'cleanRoadOps' }),
      page(workStat, { key: 'cleanWorkStat' }),
      page(line, { key: 'cleanLines' }),
      page(road, { key: 'cleanRoads' }),
      page(shift, { key: 'cleanShifts' }),
      page(pointer, { key: 'cleanVehicles' }),
      page(carExp, { key: 'cleanCarExp' }),
    ]),
  ],
});
