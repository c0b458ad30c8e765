// 巡检考评's server side: demo data, the inspection and appeal flow (server/flow.ts), the library's
// rules, the calls beside CRUD and the computed lists.
import { defineModuleServer } from '../../kit/resource';
import { ryxj } from './resources/paths';
import { agreeEvals, appealLogPage, appealOnWrite, confirmAppeal, confirmEval, evalInfoOnWrite, evalLogPage, reviewOnWrite } from './server/flow';
import { checkBinding, exportFile, exportRemark, maxGrade, parentRules, ruleScoreOnWrite, syncFacility, typeBindingOnWrite } from './server/handlers';
import { mlxcOne, reportSources } from './server/reports';
import { seed } from './server/seed';
import { setting } from './server/settings';

const call = (entity: string, op: string) => String(ryxj(entity, op));

export default defineModuleServer({
  seed,
  onWrite: { evalInfo: evalInfoOnWrite, appeal: appealOnWrite, review: reviewOnWrite, ruleScore: ruleScoreOnWrite, typeBindingInfo: typeBindingOnWrite },
  reports: reportSources,
  handlers: {
    [call('facilityInfo', 'syncFacility')]: syncFacility,
    [call('evalInfo', 'confirm')]: confirmEval,
    [call('evalInfo', 'agrees')]: agreeEvals,
    [call('evalInfo', 'evalLogPage')]: evalLogPage,
    [call('evalInfo', 'exportRemark')]: exportRemark,
    [call('evalInfo', 'exportFile')]: exportFile,
    [call('appeal', 'evalLogPage')]: appealLogPage,
    [call('appeal', 'confirm')]: confirmAppeal,
    [call('review', 'setting')]: setting,
    [call('ruleScore', 'getParentRuleScoreList')]: parentRules,
    [call('typeBindingInfo', 'check')]: checkBinding,
    [call('role', 'getMaxGrade')]: maxGrade,
    [call('mlxc', 'getOne')]: mlxcOne,
  },
});
