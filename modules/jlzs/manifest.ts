// The sorting data (jlzs, operations.md §7.4) in 垃圾分类: its pages in the system's shared groups —
// 基础数据 (facilities, villages, categories, data sources), 投放与收运 (weighings and the daily data),
// 分类质量 (indices, assessments, statistics) and 监管考核 (beautiful villages, staff health).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { jlzsMessages } from './messages';
import { carWeighRecord } from './resources/carWeighRecord';
import { collectData } from './resources/collectData';
import { collectMonthReport } from './resources/collectMonthReport';
import { configIndex } from './resources/configIndex';
import { datasource } from './resources/datasource';
import { enterData } from './resources/enterData';
import { facilityManage } from './resources/facilityManage';
import { garbageQuantityIndex } from './resources/garbageQuantityIndex';
import { lifeScore } from './resources/lifeScore';
import { majorIndex } from './resources/majorIndex';
import { metaData } from './resources/metaData';
import { mlxc } from './resources/mlxc';
import { personnelHealth } from './resources/personnelHealth';
import { sortingQualityIndex } from './resources/sortingQualityIndex';
import { sourceReduceIndex } from './resources/sourceReduceIndex';
import { village } from './resources/village';
import { weighReport } from './resources/weighReport';

export default defineModule({
  id: 'jlzs',
  title: 'jlzs.module',
  messages: jlzsMessages,
  systems: ['ljfl'],
  specAreas: ['jlzs'],
  order: 30,
  menu: [
    group('basics', { title: 'jlzs.menu.basics', icon: 'database' }, [
      page(facilityManage, { key: 'facilities', icon: 'environment' }),
      page(village, { key: 'villages', icon: 'home' }),
      page(metaData, { key: 'categories', icon: 'tags' }),
      page(datasource, { key: 'datasources', icon: 'partition' }),
    ]),
    group('collection', { title: 'jlzs.menu.collection', icon: 'car' }, [
      page(carWeighRecord, { key: 'weighings', icon: 'column-height' }),
      page(weighReport, { key: 'weighReport', icon: 'calendar' }),
      page(collectData, { key: 'collectData', icon: 'table' }),
      page(collectMonthReport, { key: 'collectMonth', icon: 'calendar' }),
      page(enterData, { key: 'enterData', icon: 'login' }),
    ]),
    group('quality', { title: 'jlzs.menu.quality', icon: 'check-circle' }, [
      screen('sortingStats', { title: 'jlzs.stats.title', icon: 'pie-chart' }),
      page(sortingQualityIndex, {
        key: 'indices',
        title: 'jlzs.menu.indices',
        icon: 'bar-chart',
        tabs: { sortingQualityIndex, garbageQuantityIndex, sourceReduceIndex, majorIndex },
      }),
      page(configIndex, { key: 'indexConfig', icon: 'setting' }),
    ]),
    group('supervision', { title: 'jlzs.menu.supervision', icon: 'audit' }, [
      page(lifeScore, { key: 'lifeScores', icon: 'safety-certificate' }),
      page(mlxc, { key: 'mlxc', icon: 'build' }),
      page(personnelHealth, { key: 'health', icon: 'safety' }),
    ]),
  ],
});
