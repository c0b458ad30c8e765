// The computed lists of the evaluation (server/evaluation.ts fills them on every call):
// - 月度排名 (ranking): one month's units, ranked by total (incomplete units last, unranked);
// - 考评趋势 (trend): each unit's months of one year (total, grade, rank), with the year's chart.
import { boolean, defineReport, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { facility } from './paths';

const score = (help?: string) => number({ precision: 2, ...(help ? { help } : {}) });

export const ranking = defineReport({
  id: 'ranking',
  title: 'facility.ranking',
  api: { list: facility('evaluation', 'ranking'), export: facility('evaluation', 'rankingExport') },
  fields: {
    rank: number({ integer: true, help: 'facility.evaluation.rankHelp' }),
    deptId: treeSelect({ tree: 'department' }),
    month: text({ filter: 'eq', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'facility.evaluation.monthRule', help: 'facility.ranking.monthHelp' }),
    roadScore: score(),
    facilityScore: score('facility.evaluation.facilityScoreHelp'),
    toiletScore: score('facility.evaluation.toiletScoreHelp'),
    managementScore: score(),
    overallScore: score(),
    total: score('facility.evaluation.totalHelp'),
    grade: enumOf({ source: 'grade', help: 'facility.evaluation.gradeHelp' }),
    complete: boolean({ help: 'facility.evaluation.completeHelp' }),
    // The parts still missing are on 月度考评; here 已完成 says whether the unit is ranked.
    missing: text({ column: false, help: 'facility.evaluation.missingHelp' }),
  },
});

export const trend = defineReport({
  id: 'trend',
  title: 'facility.trend',
  api: { list: facility('evaluation', 'trend') },
  fields: {
    year: text({ filter: 'eq', pattern: '^\\d{4}$', patternMessage: 'facility.trend.yearRule', column: false, help: 'facility.trend.yearHelp' }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    month: text({}),
    total: score('facility.evaluation.totalHelp'),
    grade: enumOf({ source: 'grade' }),
    rank: number({ integer: true, help: 'facility.evaluation.rankHelp' }),
    facilityScore: score('facility.evaluation.facilityScoreHelp'),
    toiletScore: score('facility.evaluation.toiletScoreHelp'),
    missing: text({ help: 'facility.evaluation.missingHelp' }),
  },
  actions: { chart: { api: facility('evaluation', 'trendChart'), label: 'facility.trend.chart', scope: 'toolbar', show: 'chart', reads: true } },
});
