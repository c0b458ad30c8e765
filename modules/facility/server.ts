// 设施考核's server side: demo data, the inspections' rules and workflow effects, the evaluation's
// computed figures (present), its entered scores, ranking and trend.
import { defineModuleServer } from '../../kit/resource';
import { evaluationCall, facility } from './resources/paths';
import { addUpdateScore, presentEvaluation, reportSources, settingBefore, trendChart } from './server/evaluation';
import { inspectionOnWrite, inspectionWorkflow, removeInspections } from './server/inspection';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  beforeWrite: { evaluationSetting: settingBefore },
  onWrite: { inspection: inspectionOnWrite },
  present: { evaluation: presentEvaluation },
  workflows: { inspection: inspectionWorkflow },
  reports: reportSources,
  handlers: {
    [evaluationCall('addUpdateScore')]: addUpdateScore,
    [facility('evaluation', 'trendChart')]: trendChart,
    [facility('inspection', 'delete')]: removeInspections,
  },
});
