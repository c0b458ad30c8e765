// 绩效考核 (jxkh, designed area assess) in 城市管理: schemes of weighted indicators over six kinds of
// objects, manual scores, the monthly ranking in four colour bands and its low scorers.
import { defineModule, group, page } from '../../kit/manifest';
import { jxkhMessages } from './messages';
import { assessObject } from './resources/assessObject';
import { bandSetting } from './resources/bandSetting';
import { manualScore } from './resources/manualScore';
import { lowScorers, ranking } from './resources/ranking';
import { scheme } from './resources/scheme';

export default defineModule({
  id: 'jxkh',
  title: 'jxkh.module',
  messages: jxkhMessages,
  systems: ['csgl'],
  specAreas: ['assess'],
  order: 60,
  menu: [
    group('assessment', { title: 'jxkh.menu.assessment', icon: 'flag' }, [
      page(ranking, { key: 'ranking', tabs: { all: ranking, low: lowScorers } }),
      page(manualScore, { key: 'scores' }),
      page(scheme, { key: 'schemes' }),
      page(assessObject, { key: 'objects' }),
      page(bandSetting, { key: 'bands' }),
    ]),
  ],
});
