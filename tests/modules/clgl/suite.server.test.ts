/**
 * The kit's generated suites over the fleet's entities of both generations: paging, sorting,
 * filtering, tenants, CRUD with history, bad input, exports — and, for each, the older generation's
 * paths over the same rows, the unpaged v2 list, keyset paging, the recycle list (cars: recover) and
 * the backup export.
 */
import resources from '../../../modules/clgl/resources';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['clgl']);
const def = (id: string) => resources.resources.find((r) => r.id === id)!;
let plate = 0;

resourceSuite(ctx, def('car'), {
  module: 'clgl',
  make: () => ({ plateNo: `浙A·S${String(1000 + (plate++ % 9000)).padStart(4, '0')}`, vin: null, engineNo: null }),
});
for (const id of ['waterManage', 'annualInspection', 'insuranceRecord', 'accidentManage', 'breakRulesManage', 'oilCard', 'oilRefuel']) {
  resourceSuite(ctx, def(id), { module: 'clgl' });
}
