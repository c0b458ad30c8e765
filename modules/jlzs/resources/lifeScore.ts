// Life score (生活垃圾分类考评): a village's monthly assessment — publicity (20), facilities (20), sorting
// (40) and collection (20) — with the total and its grade computed on every write.
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { jlzs } from '../paths';
import { monthField } from './indexFields';

const part = (max: number) => number({ required: true, min: 0, max, precision: 1 });

export const lifeScore = defineResource({
  id: 'lifeScore',
  title: 'jlzs.lifeScore',
  api: { list: `POST ${jlzs('lifeScore', 'pageList')}`, upsert: jlzs('lifeScore', 'save'), export: `POST ${jlzs('lifeScore', 'export')}` },
  fields: {
    month: monthField(),
    villageId: reference({ resource: 'village', display: 'villageName', required: true, filter: true }),
    publicity: part(20),
    facilities: part(20),
    sorting: part(40),
    collection: part(20),
    total: number({ min: 0, max: 100, precision: 1, form: false, import: false, sortable: true, help: 'jlzs.lifeScore.totalHelp' }),
    grade: enumOf({ source: 'scoreGrade', form: false, import: false, filter: true, help: 'jlzs.lifeScore.gradeHelp' }),
    scorer: text({ max: 20 }),
  },
  unique: ['month', 'villageId'],
  defaultSort: { field: 'month', order: 'desc' },
});
