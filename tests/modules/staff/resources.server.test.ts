// Server tests of the staff resources, generated from the definitions (tests/kit/resourceSuite.ts):
// each staff kind's calls (paging, sorting, filtering, tenant isolation, create/update/delete with
// history, bad input, export) and the favourite groups and staff.
import { describe } from 'vitest';
import { popularGroup, popularStaff } from '../../../modules/staff/resources/popular';
import { commonStaff, wxhtStaff, yhtStaff } from '../../../modules/staff/resources/staff';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['staff']);

// A new person merged over a seeded one of the same kind (whose relation suits them).
const person = (i: number) => ({ staffCode: `T-${9000 + i}`, staffName: `测试${i}`, photo: null, contractFile: null });

// Each kind is a view of the one staff table: its changes are written to the history as the table's
// (staff.staff.create …), so the suite runs each kind's calls under the table's id.
for (const kind of [yhtStaff, commonStaff, wxhtStaff]) {
  describe(`the staff kind ${kind.id}`, () => resourceSuite(ctx, { ...kind, id: 'staff' }, { module: 'staff', make: person }));
}
resourceSuite(ctx, popularGroup, { module: 'staff', make: (i) => ({ groupName: `测试分组${i}` }) });
// Group 3 holds the first cleaners; people 280–294 are office and guidance staff, in no seeded group 3.
resourceSuite(ctx, popularStaff, { module: 'staff', make: (i) => ({ groupId: 3, staffId: 280 + (i % 15) }) });
