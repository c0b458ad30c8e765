/**
 * 指挥调度 over real HTTP: an alarm → work order (filled in from the alarm, the alarm marked 已派单) →
 * accepted by hand → in progress only when the vehicle's positions enter the origin's fence after the
 * acceptance (a pass before it starts nothing) → completed at the destination's fence (a haul only once
 * unloaded); forced completion with its reason, reassignment, cancellation, all logged; overdue measured
 * on its own; the alarms gathered from the device store and sent by their rule (the bell's notice, held
 * in quiet hours until the release time, and the send log); bad input, no right, read-only user and the
 * other tenant refused with nothing changed; the command map's figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/server';
import { client, D, fixture, ingest, uploadPhoto, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const V101 = { id: 'dv-demo-1-v1', code: 'V-101' };
// Far from every demo road: the demo vehicles' own positions never fall in these fences.
const ORIGIN = { lng: 120.31, lat: 30.41 };
const DEST = { lng: 120.33, lat: 30.43 };
const near = (p: { lng: number; lat: number }, m = 0) => ({ lng: p.lng, lat: p.lat + m / 111_195 });

const get = async (id: number, c = f.admin) => (await c.json<Row>(D('workOrder', 'get'), { id })).data;
const events = async (id: number) => (await f.admin.json<{ event: string; at: string; actorName: string | null; remark: string | null }[]>(D('workOrder', 'events'), { id })).data;
const newOrder = (values: Record<string, unknown> = {}, c = f.admin) => c.json<Row>(D('workOrder', 'create'), {
  title: '测试清运', jobType: 'clean', priority: 'high', deptId: 'd104', originName: '测试起点', origin: ORIGIN, originRadius: 200,
  destName: '测试终点', dest: DEST, destRadius: 300, carId: 1, deadlineChoice: '60', ...values,
});
const position = (p: { lng: number; lat: number }, dt = 0, extra: Record<string, number> = {}) => ingest(f.server.url, V101.id, V101.code, [{ t: f.server.now() + dt, values: { lng: p.lng, lat: p.lat, speed: 20, ...extra } }]);
const carOfV101 = async () => {
  const cars = (await f.admin.json<Page<Row>>('/cloud/kit/reference/options', { resource: 'clgl.car', display: 'plateNo', keyword: '浙A·B1645' })).data as unknown as { value: number; label: string }[];
  return cars.find((c) => c.label === '浙A·B1645')!.value;
};

beforeAll(async () => { f = await fixture(); }, 240_000);
afterAll(() => f?.server.close());

describe('a work order from an alarm to completion', () => {
  it('fills the order from an alarm, marks the alarm dispatched, and refuses a second order from it', async () => {
    const alarms = (await f.admin.json<Page<Row>>(D('alarm', 'pageList'), { state: 'new', type: 'boxFull', pageSize: 1 })).data.records;
    const alarm = alarms[0]!;
    const filled = await f.admin.json<Row>(D('alarm', 'toOrder'), { id: alarm.id });
    expect(filled.result, filled.msg).toBe(0);
    expect(filled.data).toMatchObject({ alarmId: alarm.id, alarmType: 'boxFull', objectName: alarm.objectName, jobType: 'haul', priority: 'high', originName: alarm.place });
    const r = await newOrder({ ...filled.data, carId: await carOfV101(), destName: '转运站', dest: DEST });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'pending', alarmType: 'boxFull', deviceCode: 'V-101', objectName: alarm.objectName });
    expect(String(r.data.orderNo)).toMatch(/^GD\d{6}$/);
    const marked = (await f.admin.json<Row>(D('alarm', 'get'), { id: alarm.id })).data;
    expect(marked).toMatchObject({ state: 'dispatched', orderNo: r.data.orderNo });
    const before = (await f.admin.json<Page>(D('workOrder', 'pageList'), { pageSize: 1 })).data.total;
    const again = await newOrder({ alarmId: alarm.id });
    expect(again.msg).toBe(`告警${String(alarm.alarmNo)}已派单（${String(r.data.orderNo)}），不能重复派单`);
    expect((await f.admin.json<Page>(D('workOrder', 'pageList'), { pageSize: 1 })).data.total).toBe(before);
    expect((await f.admin.json(D('alarm', 'toOrder'), { id: alarm.id })).result).not.toBe(0);
  });

  it('starts only when the vehicle enters the origin’s fence after acceptance, then completes at the destination, every key event kept', async () => {
    const car = await carOfV101();
    const { data: order } = await newOrder({ carId: car });
    // The vehicle passes the origin before the order is accepted: nothing starts.
    await position(ORIGIN, -60_000);
    f.server.advance(1000);
    const accepted = await f.dispatcher.json<Row>(D('workOrder', 'accept'), { id: order.id });
    expect(accepted.result, accepted.msg).toBe(0);
    expect(accepted.data.state).toBe('accepted');
    expect((await f.admin.json<Row>(D('workOrder', 'sync'), { id: order.id })).result).toBe(0);
    expect((await get(order.id)).state).toBe('accepted');
    // Position calls cannot start it by hand.
    expect((await f.admin.json(D('workOrder', 'arrive'), { id: order.id })).result).not.toBe(0);
    f.server.advance(60_000);
    await position(near(ORIGIN, 150));
    const synced = await f.dispatcher.json<{ started: number; done: number }>(D('workOrder', 'sync'), {});
    expect(synced.result, synced.msg).toBe(0);
    expect(synced.data.started).toBeGreaterThanOrEqual(1);
    const running = await get(order.id);
    expect(running.state).toBe('inProgress');
    expect(running.startedAt).toBeTruthy();
    f.server.advance(60_000);
    await position(near(ORIGIN, 1500));
    f.server.advance(60_000);
    await position(near(DEST, 100));
    await f.admin.json(D('workOrder', 'sync'), {});
    const done = await get(order.id);
    expect(done).toMatchObject({ state: 'completed', forced: false, overdue: 'no', overdueMinutes: 0 });
    expect((await events(order.id)).map((e) => e.event)).toEqual(['dispatched', 'accepted', 'arrived', 'left', 'arrivedDest']);
  });

  it('keeps a haul in progress at the destination until the weight falls, then completes it', async () => {
    const { data: order } = await newOrder({ carId: await carOfV101(), jobType: 'haul' });
    await f.admin.json(D('workOrder', 'accept'), { id: order.id });
    f.server.advance(30_000);
    await position(ORIGIN, 0, { weight: 5000 });
    f.server.advance(30_000);
    await position(ORIGIN, 0, { weight: 5600 });
    f.server.advance(30_000);
    await position(near(ORIGIN, 1500), 0, { weight: 5600 });
    f.server.advance(30_000);
    await position(DEST, 0, { weight: 5600 });
    await f.admin.json(D('workOrder', 'sync'), { id: order.id });
    expect((await get(order.id)).state).toBe('inProgress');
    f.server.advance(30_000);
    await position(DEST, 0, { weight: 5050 });
    await f.admin.json(D('workOrder', 'sync'), { id: order.id });
    expect((await get(order.id)).state).toBe('completed');
    expect((await events(order.id)).map((e) => e.event)).toEqual(['dispatched', 'accepted', 'arrived', 'loaded', 'left', 'arrivedDest', 'unloaded']);
  });

  it('starts and completes an order in one 按定位刷新 when both fences were passed since the last, the completion told in its channel', async () => {
    const { data: order } = await newOrder({ carId: await carOfV101(), title: '一次刷新完成' });
    await f.admin.json(D('workOrder', 'accept'), { id: order.id });
    for (const p of [near(ORIGIN, 100), near(ORIGIN, 1500), near(DEST, 50)]) {
      f.server.advance(30_000);
      await position(p);
    }
    const synced = await f.dispatcher.json<{ read: number; started: number; done: number; message: string }>(D('workOrder', 'sync'), { id: order.id });
    expect(synced.result, synced.msg).toBe(0);
    expect(synced.data).toMatchObject({ read: 1, started: 1, done: 1, message: '已按定位刷新1张工单：1张开始、1张完成' });
    const done = await get(order.id);
    expect(done).toMatchObject({ state: 'completed', forced: false });
    expect(String(done.startedAt) < String(done.completedAt)).toBe(true);
    expect((await events(order.id)).map((e) => e.event)).toEqual(['dispatched', 'accepted', 'arrived', 'left', 'arrivedDest']);
    const channel = (await f.admin.json<{ channels: { id: string; kind: string; ref: string }[] }>('/cloud/chat/channel/list', {})).data.channels.find((c) => c.kind === 'workOrder' && c.ref === String(order.id))!;
    const texts = (await f.admin.json<{ records: { text: string }[] }>('/cloud/chat/message/list', { channelId: channel.id, limit: 50 })).data.records.map((m) => m.text);
    expect(texts.at(-1)).toBe(`${String(order.orderNo)} 已完成（按定位到达目的地）`);
    // Completed, it is no longer read: a second sync finds nothing to do.
    expect((await f.admin.json<{ read: number }>(D('workOrder', 'sync'), { id: order.id })).data.read).toBe(0);
  });

  it('forces completion only with a reason, recorded with who and when', async () => {
    const { data: order } = await newOrder();
    await f.admin.json(D('workOrder', 'accept'), { id: order.id });
    const bare = await f.dispatcher.json(D('workOrder', 'force'), { id: order.id });
    expect(bare.msg).toBe('请填写强制完成原因');
    expect((await get(order.id)).state).toBe('accepted');
    const forced = await f.dispatcher.json<Row>(D('workOrder', 'force'), { id: order.id, remark: '定位终端故障，现场照片确认完成' });
    expect(forced.result, forced.msg).toBe(0);
    expect(forced.data).toMatchObject({ state: 'completed', forced: true, lastRemark: '定位终端故障，现场照片确认完成' });
    const e = (await events(order.id)).at(-1)!;
    expect(e).toMatchObject({ event: 'forced', actorName: 'ddispatch', remark: '定位终端故障，现场照片确认完成' });
    expect((await f.admin.json(D('workOrder', 'force'), { id: order.id, remark: 'x' })).msg).toContain('不能强制完成');
    expect((await f.admin.json(D('workOrder', 'update'), { ...order, title: '改' })).msg).toContain('只有待接单的工单可以修改');
  });

  it('reassigns to another vehicle or crew (back to waiting, recorded) and cancels with a reason', async () => {
    const { data: order } = await newOrder();
    await f.admin.json(D('workOrder', 'accept'), { id: order.id });
    expect((await f.admin.json(D('workOrder', 'reassign'), { id: order.id, remark: '车辆故障', carId: order.carId })).msg).toBe('请选择新的车辆或作业人员');
    const moved = await f.admin.json<Row>(D('workOrder', 'reassign'), { id: order.id, remark: '车辆故障', carId: await carOfV101() });
    expect(moved.result, moved.msg).toBe(0);
    expect(moved.data).toMatchObject({ state: 'pending', deviceCode: 'V-101', acceptedAt: null });
    expect((await f.admin.json(D('workOrder', 'cancel'), { id: order.id })).msg).toBe('请填写取消原因');
    const cancelled = await f.admin.json<Row>(D('workOrder', 'cancel'), { id: order.id, remark: '重复派单' });
    expect(cancelled.data).toMatchObject({ state: 'cancelled' });
    expect((await events(order.id)).map((e) => e.event)).toEqual(['dispatched', 'accepted', 'reassigned', 'cancelled']);
  });

  it('keeps photo proof as an event of an accepted job, and refuses one without a photo', async () => {
    const { data: order } = await newOrder();
    expect((await f.admin.json(D('workOrder', 'photo'), { id: order.id })).msg).toContain('只有已接单或进行中的工单可以拍照留证');
    await f.admin.json(D('workOrder', 'accept'), { id: order.id });
    expect((await f.admin.json(D('workOrder', 'photo'), { id: order.id })).msg).toBe('请上传照片');
    const photo = await uploadPhoto(f.admin, f.server.url, 'proof.png');
    const r = await f.admin.json<Row>(D('workOrder', 'photo'), { id: order.id, photo, remark: '到场' });
    expect(r.result, r.msg).toBe(0);
    const list = (await f.admin.json<Page<Row>>(D('workOrderEvent', 'pageList'), { orderId: order.id })).data.records;
    expect(list.map((e) => [e.event, e.photo])).toEqual([['photo', photo]]);
  });
});

describe('overdue, measured on its own', () => {
  it('counts minutes past the deadline whatever the state, and lists the overdue ones', async () => {
    const { data: order } = await newOrder({ deadlineChoice: '30' });
    expect((await get(order.id)).overdue).toBe('no');
    f.server.advance(45 * 60_000);
    const late = await get(order.id);
    expect(late.overdue).toBe('yes');
    expect(Number(late.overdueMinutes)).toBeGreaterThanOrEqual(15);
    await f.admin.json(D('workOrder', 'sync'), {});
    const listed = (await f.admin.json<Page<Row>>(D('workOrder', 'pageList'), { overdue: 'yes', pageSize: 100 })).data.records;
    expect(listed.map((r) => r.id)).toContain(order.id);
    expect(listed.every((r) => r.overdue === 'yes')).toBe(true);
  });

  it('refuses an order without a vehicle or crew, or with a set time that is missing or past, writing nothing', async () => {
    const before = (await f.admin.json<Page>(D('workOrder', 'pageList'), { pageSize: 1 })).data.total;
    expect((await newOrder({ carId: null, driverId: null })).msg).toBe('请选择车辆或作业人员');
    expect((await newOrder({ deadlineChoice: 'time', deadline: null })).msg).toBe('选择"指定时间"时请填写完成期限');
    expect((await newOrder({ deadlineChoice: 'time', deadline: '2020-01-01 08:00:00' })).msg).toBe('完成期限应晚于派单时间');
    expect((await newOrder({ priority: 'whenever' })).result).not.toBe(0);
    expect((await f.admin.json<Page>(D('workOrder', 'pageList'), { pageSize: 1 })).data.total).toBe(before);
  });
});

describe('rights and tenants', () => {
  it('refuses the read-only user every change; the dispatcher role dispatches orders but keeps no alarm rules', async () => {
    const { data: order } = await newOrder();
    for (const [path, body] of [[D('workOrder', 'accept'), { id: order.id }], [D('workOrder', 'sync'), {}], [D('alarm', 'gather'), {}], [D('workOrder', 'force'), { id: order.id, remark: 'x' }], [D('alarmRule', 'create'), { alarmType: 'toilet' }]] as const) {
      expect((await f.viewer.json(path, body)).result, path).not.toBe(0);
    }
    expect((await newOrder({}, f.viewer)).result).not.toBe(0);
    const mine = await newOrder({}, f.dispatcher);
    expect(mine.result, mine.msg).toBe(0);
    expect((await f.dispatcher.json(D('alarmRule', 'create'), { alarmType: 'toilet' })).result).not.toBe(0);
    expect((await get(order.id)).state).toBe('pending');
  });

  it('keeps the other tenant’s orders and alarms out of sight and out of reach', async () => {
    const { data: order } = await newOrder();
    expect((await f.admin2.json(D('workOrder', 'get'), { id: order.id })).result).not.toBe(0);
    expect((await f.admin2.json(D('workOrder', 'accept'), { id: order.id })).result).not.toBe(0);
    expect((await f.admin2.json(D('workOrder', 'events'), { id: order.id })).result).not.toBe(0);
    const mine = (await f.admin.json<Page<Row>>(D('alarm', 'pageList'), { pageSize: 1 })).data.records[0]!;
    expect((await f.admin2.json(D('alarm', 'ignore'), { id: mine.id })).result).not.toBe(0);
    const theirs = (await f.admin2.json<Page<Row>>(D('workOrder', 'pageList'), { pageSize: 100 })).data.records;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((r) => r.orderNo)).not.toContain(order.orderNo);
    expect((await get(order.id)).state).toBe('pending');
  });
});

describe('alarms and their rules', () => {
  const notices = async () => (await f.admin.json<{ records: { title: string; business: string | null; link: { module: string; path: string; query?: Record<string, string> } | null }[] }>('/cloud/app/subscribeManage/loadPushRecordPage', { pageNo: 1, pageSize: 50 })).data.records;

  it('gathers a toilet sensor’s alarm once, sends it by its rule to the bell with a link to create a work order, and logs every channel', async () => {
    await ingest(f.server.url, 'dv-demo-1-t1', 'T-101', [{ t: f.server.now(), values: { nh3: 9.5 } }]);
    const g = await f.admin.json<{ gathered: number; devices: number; sent: number }>(D('alarm', 'gather'), {});
    expect(g.result, g.msg).toBe(0);
    expect(g.data.devices).toBeGreaterThanOrEqual(1);
    const again = await f.admin.json<{ gathered: number }>(D('alarm', 'gather'), {});
    expect(again.data.gathered).toBe(0);
    const toilet = (await f.admin.json<Page<Row>>(D('alarm', 'pageList'), { type: 'toilet', source: 'device:nh3', pageSize: 100 })).data.records.find((a) => Number(a.value) === 9.5)!;
    expect(toilet).toMatchObject({ state: 'new', level: 'minor', unit: 'ppm' });
    const bell = (await notices()).find((n) => n.link?.query?.alarm === String(toilet.id))!;
    expect(bell.title).toContain(String(toilet.objectName));
    expect(bell).toMatchObject({ business: 'ddzh', link: { module: 'ddzh', path: 'orders', query: { alarm: String(toilet.id) } } });
    const log = (await f.admin.json<Page<Row>>(D('sendLog', 'pageList'), { alarmNo: toilet.alarmNo, pageSize: 10 })).data.records;
    expect(log.map((l) => l.channel).sort()).toEqual(['app', 'notice']);
    expect(String(log[0]!.content)).toContain('9.5ppm');
  });

  it('ignores a new alarm once, and refuses rules with unknown placeholders or incomplete quiet hours', async () => {
    const a = (await f.admin.json<Page<Row>>(D('alarm', 'pageList'), { state: 'new', pageSize: 1 })).data.records[0]!;
    expect((await f.dispatcher.json(D('alarm', 'ignore'), { id: a.id })).result).toBe(0);
    expect((await f.admin.json(D('alarm', 'ignore'), { id: a.id })).msg).toBe(`告警${String(a.alarmNo)}当前为「已忽略」，不能忽略`);
    expect((await f.admin.json(D('alarm', 'toOrder'), { id: a.id })).msg).toBe(`告警${String(a.alarmNo)}已忽略，不能派单`);
    const rule = (await f.admin.json<Page<Row>>(D('alarmRule', 'pageList'), { alarmType: 'boxFull' })).data.records[0]!;
    expect((await f.admin.json(D('alarmRule', 'update'), { ...rule, template: '{object} {weather}' })).msg).toBe('模板中的占位符{weather}不可用');
    expect((await f.admin.json(D('alarmRule', 'update'), { ...rule, quietHours: true, quietStart: '22:00', quietEnd: null, releaseAt: null })).msg).toBe('开启免打扰须填写开始、结束和放行时间');
    expect((await f.admin.json(D('alarmRule', 'update'), { ...rule, quietStart: '25:00' })).result).not.toBe(0);
    const p = await f.admin.json<{ message: string }>(D('alarmRule', 'preview'), { id: rule.id });
    expect(p.data.message).toMatch(/^压缩箱满箱：/);
  });
});

describe('the command map and the enums', () => {
  it('answers today’s orders by state with overdue counted apart, the vehicles, crews and alarms', async () => {
    const r = await f.admin.json<{ byState: Record<string, number>; overdue: number; total: number; vehicles: { code: string; at: unknown; cameras: unknown[] }[]; crews: unknown[]; alarms: unknown[] }>(D('map', 'today'), {});
    expect(r.result, r.msg).toBe(0);
    expect(Object.values(r.data.byState).reduce((a, b) => a + b, 0)).toBe(r.data.total);
    expect(r.data.overdue).toBeGreaterThan(0);
    expect(r.data.vehicles.map((v) => v.code)).toContain('V-101');
    expect(r.data.crews.length).toBeGreaterThan(0);
    const other = await f.admin2.json<{ vehicles: { code: string }[] }>(D('map', 'today'), {});
    expect(other.data.vehicles.map((v) => v.code)).not.toContain('V-101');
    const e = await f.admin.json<Record<string, unknown[]>>(D('common', 'loadEnumValue'), {});
    expect(e.result).toBe(0);
  });
});

describe('quiet hours', () => {
  const notices = async () => (await f.admin.json<{ records: { title: string; business: string | null; link: { module: string; path: string; query?: Record<string, string> } | null }[] }>('/cloud/app/subscribeManage/loadPushRecordPage', { pageNo: 1, pageSize: 50 })).data.records;

  it('holds an alarm raised in quiet hours until the release time: the bell shows it only then', async () => {
    const rule = (await f.admin.json<Page<Row>>(D('alarmRule', 'pageList'), { alarmType: 'toilet' })).data.records[0]!;
    const hhmm = (ms: number) => { const d = new Date(f.server.now() + ms); return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`; };
    const saved = await f.admin.json(D('alarmRule', 'update'), { ...rule, quietHours: true, quietStart: hhmm(-3600_000), quietEnd: hhmm(3600_000), releaseAt: hhmm(2 * 3600_000) });
    expect(saved.result, saved.msg).toBe(0);
    await ingest(f.server.url, 'dv-demo-1-t1', 'T-101', [{ t: f.server.now(), values: { nh3: 7.25 } }]);
    await f.admin.json(D('alarm', 'gather'), {});
    const held = (await f.admin.json<Page<Row>>(D('alarm', 'pageList'), { type: 'toilet', pageSize: 100 })).data.records.find((a) => Number(a.value) === 7.25)!;
    const log = (await f.admin.json<Page<Row>>(D('sendLog', 'pageList'), { alarmNo: held.alarmNo, channel: 'notice' })).data.records[0]!;
    expect(log.state).toBe('held');
    expect(log.heldUntil).toBeTruthy();
    expect((await notices()).some((n) => n.title.includes(String(held.objectName)) && n.link?.query?.alarm === String(held.id))).toBe(false);
    f.server.advance(2 * 3600_000 + 60_000);
    // The session idles out over two hours: sign in again at the later clock.
    f.admin = client(f.server.url, (await signIn(f.server.url, 'admin', 'Admin@2026')).token);
    expect((await notices()).some((n) => n.link?.query?.alarm === String(held.id))).toBe(true);
  });
});

describe('the group chat of dispatch', () => {
  type Channel = { id: string; kind: string; ref: string; title: string };
  type Message = { text: string; senderName: string; link: { kind: string; id: string; title: string } | null };
  const channels = async () => (await f.admin.json<{ channels: Channel[] }>('/cloud/chat/channel/list', {})).data.channels;
  const messagesOf = async (channelId: string) => (await f.admin.json<{ records: Message[] }>('/cloud/chat/message/list', { channelId, limit: 50 })).data.records;

  it('opens a work order’s channel with the order, the dispatcher a member, its dispatch the first message with the order as a card; a forced completion is posted there', async () => {
    const { data: order } = await newOrder({ title: '群聊测试清运' });
    const channel = (await channels()).find((c) => c.kind === 'workOrder' && c.ref === String(order.id))!;
    expect(channel.title).toBe(`工单 ${String(order.orderNo)} 群聊测试清运`);
    const [first] = await messagesOf(channel.id);
    expect(first!.text).toBe(`已派单 ${String(order.orderNo)}：群聊测试清运，测试起点 → 测试终点，限时至 ${String(order.deadline).slice(0, 16)}`);
    expect(first!.link).toEqual({ kind: 'workOrder', id: String(order.id), title: `${String(order.orderNo)} 群聊测试清运` });
    await f.admin.json(D('workOrder', 'accept'), { id: order.id });
    const forced = await f.admin.json(D('workOrder', 'force'), { id: order.id, remark: '现场确认' });
    expect(forced.result, forced.msg).toBe(0);
    expect((await messagesOf(channel.id)).map((m) => m.text).at(-1)).toBe(`${String(order.orderNo)} 已强制完成，原因：现场确认`);
    // The chat link of the command map opens the same channel, not a second one.
    const opened = await f.admin.json<Channel>('/cloud/chat/channel/open', { link: `workOrder:${String(order.id)}` });
    expect(opened.data.id).toBe(channel.id);
  });

  it('posts an alarm in the dispatch room when its rule names the chat, the alarm as a card, logged as sent', async () => {
    const rule = (await f.admin.json<Page<Row>>(D('alarmRule', 'pageList'), { alarmType: 'toilet' })).data.records[0]!;
    const saved = await f.admin.json(D('alarmRule', 'update'), { ...rule, channels: ['notice', 'chat'], quietHours: false });
    expect(saved.result, saved.msg).toBe(0);
    await ingest(f.server.url, 'dv-demo-1-t1', 'T-101', [{ t: f.server.now(), values: { nh3: 8.75 } }]);
    expect((await f.admin.json(D('alarm', 'gather'), {})).result).toBe(0);
    const alarm = (await f.admin.json<Page<Row>>(D('alarm', 'pageList'), { type: 'toilet', pageSize: 100 })).data.records.find((a) => Number(a.value) === 8.75)!;
    const room = (await channels()).find((c) => c.kind === 'team' && c.title === '调度指挥室')!;
    const posted = (await messagesOf(room.id)).find((m) => m.link?.kind === 'alarm' && m.link.id === String(alarm.id))!;
    expect(posted.text).toContain(String(alarm.objectName));
    expect(posted.text).toContain('8.75ppm');
    const log = (await f.admin.json<Page<Row>>(D('sendLog', 'pageList'), { alarmNo: alarm.alarmNo, channel: 'chat', pageSize: 10 })).data.records;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ recipients: '调度指挥室', receivers: 1, state: 'sent' });
  });
});
