// Beautiful villages (美丽乡村): the rural villages with their 美丽乡村 level and latest assessment
// (生活垃圾分类考评), computed from 村社 and the scores.
import { defineReport, enumOf, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';

export const mlxc = defineReport({
  id: 'mlxc',
  title: 'jlzs.mlxc',
  api: { list: jlzs('mlxc', 'pageList') },
  fields: {
    villageName: text({ filter: true, sortable: true }),
    district: enumOf({ source: 'district', filter: true }),
    street: text({ filter: true }),
    households: number({ integer: true, sortable: true }),
    mlxcLevel: enumOf({ source: 'mlxcLevel', filter: true }),
    latestMonth: text(),
    latestTotal: number({ sortable: true, help: 'jlzs.mlxc.latestHelp' }),
    grade: enumOf({ source: 'scoreGrade' }),
  },
  defaultSort: { field: 'villageName', order: 'asc' },
});
