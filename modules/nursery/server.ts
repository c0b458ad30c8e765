// The nursery module's server side (园林绿化): the movement journal's rules on every write path, the
// stock computed from it, trees' removal and care rules, and the demo.
import { defineModuleServer } from '../../kit/resource';
import { journalHook } from './server/journal';
import { stockReport, subTypesByGroupArea } from './server/reports';
import { seed } from './server/seed';
import { curingBeforeWrite, curingHook, removeTree, treeHook } from './server/trees';
import { call } from './resources/paths';

export default defineModuleServer({
  seed,
  beforeWrite: { treecuringhistory: curingBeforeWrite },
  onWrite: { nurseryStockHistory: journalHook, tree: treeHook, treecuringhistory: curingHook },
  reports: { nurseryStock: stockReport },
  handlers: {
    [call('nurseryStockSubType', 'getListByGroupArea')]: subTypesByGroupArea,
    [call('tree', 'remove')]: removeTree,
  },
});
