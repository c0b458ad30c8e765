// 安全生产's server side: demo data, the rules of dangers, checks and incidents, the workflow's effects,
// what rows compose from their lines, the computed lists and the board's calls.
import { changes, defineModuleServer } from '../../kit/resource';
import { safety } from './resources/paths';
import { alarms, levels, ranking, summary, trend } from './server/board';
import { incidentOnWrite, preTripOnWrite } from './server/checks';
import { dangerOnWrite, dangerWorkflow, presentDanger } from './server/dangers';
import { inspectFromTemplate, presentChecklist, presentInspection, presentTraining } from './server/documents';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({
  seed,
  onWrite: { danger: dangerOnWrite, preTripCheck: preTripOnWrite, incident: incidentOnWrite },
  present: { danger: presentDanger, checklist: presentChecklist, inspection: presentInspection, training: presentTraining },
  workflows: { danger: dangerWorkflow },
  reports: reportSources,
  handlers: {
    [safety('inspection', 'fromTemplate')]: changes('aqsc.checklist.act.inspect', inspectFromTemplate),
    [safety('board', 'summary')]: summary,
    [safety('board', 'levels')]: levels,
    [safety('board', 'trend')]: trend,
    [safety('board', 'alarms')]: alarms,
    [safety('board', 'ranking')]: ranking,
  },
});
