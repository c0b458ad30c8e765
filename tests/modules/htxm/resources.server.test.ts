// Server tests of 合同项目's resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history where the
// definition has them, bad input refused. The settlement, its workflow, the rules and the computed
// lists: settlement.server.test.ts.
import { contract, deduction, priceAdjust, priceLine, quantityEntry, settlement, settlementLine } from '../../../modules/htxm/resources';
import { page, resourceSuite, suiteContext } from '../../kit/resourceSuite';
import { MODULES } from './support';

const ctx = suiteContext(MODULES);
let draftId: unknown = null;

resourceSuite(ctx, contract, { module: 'htxm', make: (i) => ({ contractNo: `HT-2031-${1000 + (i % 9000)}`, roadCodes: null, renewedFromId: null }) });
resourceSuite(ctx, priceLine, { module: 'htxm', make: (i) => ({ lineName: `测试单价${i}` }) });
resourceSuite(ctx, priceAdjust, { module: 'htxm', make: (i, row) => ({ effectiveDate: `${String(row.effectiveDate).slice(0, 8)}${String(2 + (i % 12)).padStart(2, '0')}` }) });
resourceSuite(ctx, quantityEntry, { module: 'htxm', make: (i) => ({ month: `2019-${String((i % 12) + 1).padStart(2, '0')}` }) });
resourceSuite(ctx, settlement, { module: 'htxm' });
resourceSuite(ctx, settlementLine, { module: 'htxm' });
resourceSuite(ctx, deduction, {
  module: 'htxm',
  // A deduction changes only on a draft settlement: the seed's drafts of last month.
  beforeCreate: async (c) => {
    draftId = (await page(c, settlement, { state: 'draft', pageSize: 1 })).records[0]!.id;
  },
  make: (i) => ({ settlementId: draftId, source: 'inspection', reason: `测试扣款${i}`, amount: 100 + i }),
});
