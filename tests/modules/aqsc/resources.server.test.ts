// Server tests of 安全生产's resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history where the definition
// has them, bad input refused. The workflow, the rules, the reports and the board: safety.server.test.ts.
import { checklist, danger, driverAlarm, incident, inspection, person, preTripCheck, training } from '../../../modules/aqsc/resources';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['clgl', 'aqsc']);
const day = (i: number) => new Date(Date.now() - (i + 400) * 86_400_000).toISOString().slice(0, 10);

resourceSuite(ctx, person, { module: 'aqsc' });
resourceSuite(ctx, danger, { module: 'aqsc', make: (i) => ({ title: `测试隐患${i}`, level: 'general', foundAt: `${day(i)} 09:00:00`, deadline: `${day(i - 5)} 09:00:00`, photos: null }) });
resourceSuite(ctx, checklist, { module: 'aqsc', make: (i) => ({ name: `测试检查表${i}`, lines: [{ sort: 1, content: '灯光', standard: '正常' }] }) });
resourceSuite(ctx, inspection, { module: 'aqsc', make: (i) => ({ inspectionNo: null, inspectDate: day(-300), place: `测试地点${i}`, lines: [{ content: '灯光', standard: '正常', result: 'pass' }] }) });
// Today's check of the template's vehicle is removed first: one check per vehicle per day, and the new row must be among the newest.
const today = () => new Date().toISOString().slice(0, 10);
resourceSuite(ctx, preTripCheck, {
  module: 'aqsc',
  beforeCreate: async (c, template) => {
    const post = (path: string, body: Record<string, unknown>) => fetch(c.server.url + path, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: { records: { id: number }[] } }>);
    const rows = (await post('/cloud/safety/preTripCheck/pageList', { carId: template.carId, checkDateStart: today(), checkDateEnd: today() })).data.records;
    if (rows.length) await post('/cloud/safety/preTripCheck/delete', { ids: rows.map((r) => r.id).join(',') });
  },
  make: () => ({ checkDate: today(), checkedAt: `${today()} 00:01:00`, lights: 'ok', brakes: 'ok', extinguisher: 'ok', bodyEquipment: 'ok', faults: null, photos: null }),
});
resourceSuite(ctx, training, { module: 'aqsc', make: (i) => ({ topic: `测试培训${i}`, startAt: `${day(-300)} 14:00:00`, photos: null, lines: [{ personId: 1, present: true }] }) });
resourceSuite(ctx, incident, { module: 'aqsc', make: (i) => ({ occurredAt: `${day(i)} 10:00:00`, photos: null }) });
resourceSuite(ctx, driverAlarm, { module: 'aqsc', make: (i) => ({ alarmAt: `${day(i)} 10:00:00` }) });
