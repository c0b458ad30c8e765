// Server tests of every attendance resource, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history, bad input, export.
import resources from '../../../modules/rykq/resources';
import { resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['rykq']);

const fixtures: Record<string, Partial<SuiteOptions>> = {
  shiftTime: { make: (i) => ({ shiftCode: `T${i}`, shiftName: `测试班次${i}` }) },
  attendanceGroup: { make: (i) => ({ groupName: `测试考勤组${i}` }) },
  dutySetting: { make: (i) => ({ staffCode: `T-${9000 + i}`, personName: `测试${i}` }) },
  attendanceRecord: { make: () => ({ punchAt: '2099-01-05 07:58:00' }) }, // newest first: past the seeded month, on the suite's first page
  leaveManage: { make: () => ({ startAt: '2026-01-05 08:00:00', endAt: '2026-01-05 12:00:00' }) },
  clockManage: { make: () => ({ workDate: '2026-01-05', kind: 'normal', reason: '测试更正' }) },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'rykq', ...fixtures[def.id] });
