// Server tests of every personnel resource, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history, bad input, export.
import { beforeAll } from 'vitest';
import resources from '../../../modules/zyry/resources';
import { resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';
import { client } from '../clgl/support';

const ctx = suiteContext(['zyry']);

// Badges of the device store the device suite binds (the demo's are all bound already).
beforeAll(async () => {
  const admin = client(ctx().server.url, ctx().token);
  for (let i = 0; i < 12; i++) await admin.json('/cloud/devices/rest/device/save', { code: `B-9${String(i).padStart(3, '0')}`, name: `测试工牌${i}`, kind: 'person' });
});

let freshWorker = 0;

const fixtures: Record<string, Partial<SuiteOptions>> = {
  post: { make: (i) => ({ postName: `测试岗位${i}`, restWindows: '11:30-12:30' }) },
  jobArea: { make: (i) => ({ areaName: `测试区域${i}` }) },
  worker: { make: (i) => ({ staffCode: `T${9000 + i}`, personName: `测试${i}` }) },
  jobElement: { make: (i) => ({ elementName: `测试要素${i}` }) },
  device: { make: (i) => ({ deviceCode: `B-9${String(i % 12).padStart(3, '0')}` }) },
  attendanceAdjust: { make: () => ({ workDate: '2099-01-05', kind: 'excuseOffPost', reason: '测试调整' }) },
  overtimeRecord: { make: () => ({ workDate: '2099-01-05', hours: 2 }) },
  forecast: { make: (i) => ({ forecastDate: `2099-01-${String(1 + (i % 28)).padStart(2, '0')}`, tempMax: 30 }) },
  // One contract per worker: each create is for a worker made for it.
  personContract: {
    beforeCreate: async (c, template) => {
      const w = await client(c.server.url, c.token).json<{ id: number }>('/cloud/zyry/api/v2/person/save', { staffCode: `C${Date.now() % 1e8}`, personName: '合同测试', deptId: 'd104', postId: 1, shift: 'Z' });
      freshWorker = w.data.id;
      void template;
    },
    make: () => ({ workerId: freshWorker }),
  },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'zyry', ...fixtures[def.id] });
