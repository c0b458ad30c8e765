// Server tests of 指挥调度's resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history where the definition
// has them, bad input refused. Work orders' flow, sync, alarms and rules: dispatch.server.test.ts.
import { alarm, alarmRule, person, sendLog, workOrder, workOrderEvent } from '../../../modules/ddzh/resources';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['clgl', 'wtsb', 'ddzh']);
const TYPES = ['binOverflow', 'boxFull', 'boxOffline', 'toilet', 'offPost', 'problemCase'];

resourceSuite(ctx, person, { module: 'ddzh' });
resourceSuite(ctx, alarm, { module: 'ddzh' });
resourceSuite(ctx, sendLog, { module: 'ddzh' });
resourceSuite(ctx, workOrderEvent, { module: 'ddzh' });
// One rule per alarm type: the create test frees the type it uses first.
resourceSuite(ctx, alarmRule, {
  module: 'ddzh',
  beforeCreate: async (c) => {
    const post = (path: string, body: Record<string, unknown>) => fetch(c.server.url + path, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: { records: { id: number }[] } }>);
    const rows = (await post('/cloud/dispatch/alarmRule/pageList', { alarmType: TYPES[5] })).data.records;
    if (rows.length) await post('/cloud/dispatch/alarmRule/delete', { ids: rows.map((r) => r.id).join(',') });
  },
  make: () => ({ alarmType: TYPES[5], quietHours: false, quietStart: null, quietEnd: null, releaseAt: null }),
});
resourceSuite(ctx, workOrder, {
  module: 'ddzh',
  make: (i) => ({ title: `测试工单${i}`, alarmId: null, deadlineChoice: '60', deadline: null, carId: 1, driverId: 1 }),
});
