// 合同项目's server side: demo data, the records' rules, the month's settlement and its workflow's
// effects, the computed reminders and payments.
import { changes, defineModuleServer } from '../../kit/resource';
import { cc } from './resources/paths';
import { reportSources } from './server/reports';
import { contractBefore, contractOnWrite, deductionOnWrite, presentSettlement, priceAdjustOnWrite, priceLineBefore, settlementWorkflow } from './server/rules';
import { seed } from './server/seed';
import { recompute, settle } from './server/settle';

export default defineModuleServer({
  seed,
  beforeWrite: { contract: contractBefore, priceLine: priceLineBefore },
  onWrite: { contract: contractOnWrite, priceAdjust: priceAdjustOnWrite, deduction: deductionOnWrite },
  present: { settlement: presentSettlement },
  workflows: { settlement: settlementWorkflow },
  reports: reportSources,
  handlers: {
    [cc('contract', 'settle')]: changes('htxm.contract.act.settle', settle),
    [cc('settlement', 'recompute')]: changes('htxm.settlement.act.recompute', recompute),
  },
});
