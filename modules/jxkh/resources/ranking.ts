// 月度排名 (ranking/pageList): each object of each scheme in a month, its total from the weighted
// indicators (computed on every call: server/ranking.ts), its band and rank; 低分对象 is the same list
// fixed to the orange and red bands.
import { boolean, defineReport, defineView, enumOf, number, reference, text } from '../../../kit/resource';
import { BAND_OPTIONS, KIND_OPTIONS } from './options';
import { assess } from './paths';

export const ranking = defineReport({
  id: 'ranking',
  title: 'jxkh.ranking',
  api: { list: assess('ranking', 'pageList'), export: assess('ranking', 'export') },
  fields: {
    month: text({ filter: 'eq', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'jxkh.monthRule', help: 'jxkh.ranking.monthHelp' }),
    schemeId: reference({ resource: 'scheme', display: 'schemeName', filter: true }),
    rank: number({ integer: true, help: 'jxkh.ranking.rankHelp' }),
    objectName: text({ filter: true }),
    kind: enumOf({ options: KIND_OPTIONS, filter: true }),
    total: number({ precision: 1, help: 'jxkh.ranking.totalHelp' }),
    complete: boolean({ help: 'jxkh.ranking.completeHelp' }),
    band: enumOf({ options: BAND_OPTIONS, filter: 'in', help: 'jxkh.ranking.bandHelp' }),
    parts: text({ help: 'jxkh.ranking.partsHelp' }),
  },
});

export const lowScorers = defineView(ranking, { id: 'lowScorers', title: 'jxkh.lowScorers', filters: { band: ['orange', 'red'] } });
