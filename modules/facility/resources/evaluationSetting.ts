// 考评设置 (evaluationSetting): the tenant's weights of the five parts (whole numbers summing to 100;
// default roads 45, facilities 25, toilets 15, management 5, overall 10) and the grade lines (default
// 90 / 80 / 70). One row per tenant, seeded; edited, never added or deleted.
import { defineResource, number, text } from '../../../kit/resource';
import { facility } from './paths';

const weight = () => number({ required: true, integer: true, min: 0, max: 100, unit: 'facility.unit.percent' });
const line = (help: string) => number({ required: true, min: 0, max: 100, precision: 2, unit: 'facility.unit.point', help });

export const evaluationSetting = defineResource({
  id: 'evaluationSetting',
  title: 'facility.evaluationSetting',
  api: { list: facility('evaluationSetting', 'pageList'), update: facility('evaluationSetting', 'update') },
  fields: {
    name: text({ required: true, max: 30, form: false }),
    roadWeight: weight(),
    facilityWeight: weight(),
    toiletWeight: weight(),
    managementWeight: weight(),
    overallWeight: weight(),
    excellentLine: line('facility.evaluationSetting.linesHelp'),
    goodLine: line('facility.evaluationSetting.linesHelp'),
    passLine: line('facility.evaluationSetting.linesHelp'),
  },
  display: 'name',
});
