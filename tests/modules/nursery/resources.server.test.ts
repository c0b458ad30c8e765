// Server tests of every nursery resource, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history, bad input, export.
import resources from '../../../modules/nursery/resources';
import { resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['nursery']);

/** A new movement of its own stock line (an odd specification), so no seeded line runs negative. */
const fresh = (i: number) => ({ movedOn: '2026-01-05', diameter: 90 + (i % 100) / 10, height: 9.5, canopy: 7.5, quantity: 3, toGroupAreaId: null, pairNo: null });

const fixtures: Record<string, Partial<SuiteOptions>> = {
  nurseryStockType: { make: (i) => ({ typeName: `测试类型${i}` }) },
  nurseryStockSubType: { make: (i) => ({ subTypeName: `测试品种${i}` }) },
  groupAreaManage: { make: (i) => ({ areaName: `测试片区${i}` }) },
  nurseryStockHistory: { make: (i) => ({ ...fresh(i), kind: 'increase', book: null }) },
  tree: { make: (i) => ({ treeNo: `T-${100000 + i}`, status: 'standing', removedOn: null, removalReason: null }) },
  treecuringtype: { make: (i) => ({ typeName: `测试养护${i}` }) },
  treecuringhistory: { make: () => ({ curedOn: '2026-01-05', actionNeeded: null, noticedOn: null, resolvedOn: null }) },
};

// The journal's views (increases, removals, transfers and stock-takes) are tested in journal.server.test.ts.
for (const def of resources.resources) resourceSuite(ctx, def, { module: 'nursery', ...fixtures[def.id] });
