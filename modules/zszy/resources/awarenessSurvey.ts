// 居民知晓率调查 (one row per estate and month): households asked and households that knew the sorting
// rules; the awareness rate is aware ÷ surveyed, unknown ("--") where nobody was asked.
import { defineResource, number, reference, text } from '../../../kit/resource';

export const awarenessSurvey = defineResource({
  id: 'awarenessSurvey',
  title: 'zszy.awarenessSurvey',
  api: { list: 'POST /cloud/zszy/prd/api/awarenessSurvey/pageList' },
  readOnly: true,
  fields: {
    month: text({ required: true, pattern: '^\\d{4}-\\d{2}$', filter: 'eq', sortable: true }),
    estateId: reference({ resource: 'housingEstate', display: 'estateName', required: true, filter: true }),
    surveyed: number({ integer: true, min: 0, required: true }),
    aware: number({ integer: true, min: 0, required: true }),
  },
  display: 'month',
  defaultSort: { field: 'month', order: 'desc' },
});
