/**
 * 公厕管理's operations over real HTTP, every call of its half: the GIS calls (toilets with live state,
 * readings, visitors per hour, indices, cameras and what the player needs), alarms derived from the
 * readings posted with the device key (never a copy), the alarm score, comments (list, delete, chart),
 * the 看板 board, the 一张图 overview and the cleaners' card swipes. Bad input is refused with a message
 * and changes nothing; another tenant's toilets, cameras and comments are out of reach; the read-only
 * user reads but cannot delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client, type Page } from '../clgl/support';

type Row = Record<string, unknown>;
type Stat = { label: string; value: number | string };
type Series = { categories: string[]; series: { name: string; data: (number | null)[] }[] };

const MIN = 60_000;
const G = (entity: string, op: string) => `/cloud/gcgl/${entity}/${op}`;
const DEVICES = '/cloud/devices/rest';

let server: TestServer;
let admin: Client;
let admin2: Client;
let viewer: Client;
/** The toilets of tenant 1 by name: their ids. */
const ids: Record<string, number> = {};
let tenant2Toilet = 0;
/** 武林广场公厕's device (T-101) and tenant 2's (T-201), with their ingest keys. */
let wulinDevice: { id: string; key: string };
let otherDevice: { id: string; key: string };
/** The times 武林广场公厕's readings were taken; the first three are above the ammonia rule (alarms). */
let times: number[] = [];
const nh3At = (i: number) => (i < 3 ? 3.1 + i / 10 : 1.2);
const visitorsAt = (i: number) => 10 + i;

const ok = async <T,>(c: Client, path: string, body: Row = {}): Promise<T> => {
  const r = await c.json<T>(path, body);
  expect(r.result, `${path}: ${r.msg}`).toBe(0);
  return r.data;
};
const refused = async (c: Client, path: string, body: Row, msg: RegExp) => {
  const r = await c.json(path, body);
  expect(r.result, path).not.toBe(0);
  expect(r.msg).toMatch(msg);
  expect(r.msg).not.toMatch(/at .*\.ts|stack/i);
};

async function device(c: Client, code: string, name: string, rule = true) {
  const d = await ok<{ id: string; key: string }>(c, `${DEVICES}/device/save`, { code, name, kind: 'toilet' });
  if (rule) await ok(c, `${DEVICES}/rule/save`, { deviceId: d.id, metric: 'nh3', max: 2.5 });
  return d;
}
async function ingest(d: { id: string; key: string }, readings: { t: number; values: Record<string, number> }[]) {
  const r = await fetch(`${server.url}${DEVICES}/ingest`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': d.key }, body: JSON.stringify({ deviceId: d.id, readings }) });
  const e = (await r.json()) as { result: number; msg: string; data: { alarms: unknown[] } };
  expect(e.result, e.msg).toBe(0);
  return e.data;
}

beforeAll(async () => {
  // The server's clock runs from today's noon, so every reading of the test falls on one day.
  const [noon, real] = [new Date().setHours(12, 0, 0, 0), Date.now()];
  server = await startServer({ modules: ['gcgl'], demoDevices: false, now: () => noon + (Date.now() - real) });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  [admin, admin2, viewer] = [client(server.url, a.token), client(server.url, b.token), client(server.url, v.token)];
  for (const r of (await ok<Page<Row>>(admin, G('equipmentManage', 'pageList'), { pageSize: 100 })).records) ids[String(r.toiletName)] = Number(r.id);
  tenant2Toilet = Number((await ok<Page<Row>>(admin2, G('equipmentManage', 'pageList'), { pageSize: 100 })).records[0]!.id);
  // 湖滨公厕: heard three hours ago and not since (20 minutes on, it is offline), with a camera at its door.
  await ingest(await device(admin, 'T-102', '湖滨公厕'), [{ t: server.now() - 180 * MIN, values: { nh3: 0.8, visitors: 4, water: 70 } }]);
  await ok(admin, `${DEVICES}/camera/save`, { code: 'CV-1', name: '门口', groupKind: 'facility', groupName: '湖滨公厕', streamUrl: '/live/CV-1.m3u8' });
  server.advance(20 * MIN);
  // 武林广场公厕: a reading every ten minutes for the last two hours, the newest three above the ammonia rule.
  const now = server.now();
  times = Array.from({ length: 12 }, (_, i) => now - i * 10 * MIN);
  wulinDevice = await device(admin, 'T-101', '武林广场公厕');
  await ingest(wulinDevice, times.map((t, i) => ({ t, values: { nh3: nh3At(i), visitors: visitorsAt(i), water: 60 } })));
  // Tenant 2's 西溪湿地公厕, alarming too, and its camera.
  otherDevice = await device(admin2, 'T-201', '西溪湿地公厕');
  await ingest(otherDevice, [{ t: now, values: { nh3: 4, visitors: 99, water: 50 } }]);
  await ok(admin2, `${DEVICES}/camera/save`, { code: 'CV-9', name: '门口', groupKind: 'facility', groupName: '西溪湿地公厕' });
}, 120_000);
afterAll(() => server?.close());

const sum = (list: number[]) => list.reduce((s, v) => s + v, 0);
const alarmsPosted = () => times.filter((_, i) => nh3At(i) > 2.5).length;

describe('the toilets on the map (gis/getListAndStatistics, gis/getList)', () => {
  it('lists every toilet with its point, online and alarm state, latest readings and today’s visitors, and counts them', async () => {
    const { statistics, list } = await ok<{ statistics: Row; list: Row[] }>(admin, G('gis', 'getListAndStatistics'));
    expect(list.map((r) => r.name)).toContain('武林广场公厕');
    expect(list.length).toBe(Object.keys(ids).length);
    const wulin = list.find((r) => r.name === '武林广场公厕')!;
    expect(wulin).toMatchObject({ toiletId: ids['武林广场公厕'], deviceCode: 'T-101', online: true, alarming: true, nh3: 3.1, water: 60, alarmsToday: alarmsPosted(), visitorsToday: sum(times.map((_, i) => visitorsAt(i))) });
    expect(typeof wulin.lng).toBe('number');
    expect(list.find((r) => r.name === '湖滨公厕')).toMatchObject({ deviceCode: 'T-102', online: false, alarming: false, nh3: 0.8 });
    expect(list.find((r) => r.name === '六和塔公厕')).toMatchObject({ deviceCode: '', online: false, nh3: null, visitorsToday: 0 });
    expect(statistics).toMatchObject({ total: list.length, online: 1, offline: list.length - 1, alarming: 1, alarmsToday: alarmsPosted() });
    expect(JSON.stringify(list)).not.toMatch(/西溪/);
  });

  it('narrows the map by name or code and by state, and refuses an unknown state with a message', async () => {
    const named = await ok<Row[]>(admin, G('gis', 'getList'), { name: '湖滨' });
    expect(named.map((r) => r.name)).toEqual(['湖滨公厕']);
    expect(named[0]).toMatchObject({ online: false, alarming: false, deviceCode: 'T-102' });
    expect((await ok<Row[]>(admin, G('gis', 'getList'), { state: 'online' })).map((r) => r.name)).toEqual(['武林广场公厕']);
    await refused(admin, G('gis', 'getList'), { state: 'sometimes' }, /online 或 offline/);
  });
});

describe('one toilet (getLineChart, getIndexData, getRealTimeData, getAlarmAndHumanCount)', () => {
  it('answers visitors per hour of today: the readings summed by hour, hours to come empty', async () => {
    const chart = await ok<Series>(admin, G('gis', 'getLineChart'), { toiletId: ids['武林广场公厕'] });
    expect(chart.categories).toHaveLength(24);
    const data = chart.series[0]!.data;
    expect(sum(data.map((v) => v ?? 0))).toBe(sum(times.map((_, i) => visitorsAt(i))));
    const hour = new Date(times[0]!).getHours();
    expect(data[hour]).toBe(sum(times.flatMap((t, i) => (new Date(t).getHours() === hour ? [visitorsAt(i)] : []))));
    if (hour < 23) expect(data[23]).toBeNull();
    // Every toilet together: 湖滨's four visitors more.
    const all = await ok<Series>(admin, G('gis', 'getLineChart'), {});
    expect(sum(all.series[0]!.data.map((v) => v ?? 0))).toBe(sum(times.map((_, i) => visitorsAt(i))) + 4);
    await refused(admin, G('gis', 'getLineChart'), { date: '2026-02-30' }, /不是有效的日期/);
  });

  it('answers a toilet’s indices and latest readings, and refuses a missing or another tenant’s toilet', async () => {
    const index = await ok<(Stat & { key: string })[]>(admin, G('gis', 'getIndexData'), { toiletId: ids['武林广场公厕'] });
    expect(Object.fromEntries(index.map((s) => [s.key, s.value]))).toMatchObject({ nh3: 3.1, nh3Max: nh3At(2), alarms: alarmsPosted(), water: 60 });
    const now = await ok<Row>(admin, G('gis', 'getRealTimeData'), { toiletId: ids['湖滨公厕'] });
    expect(now).toMatchObject({ name: '湖滨公厕', online: false, nh3: 0.8, visitors: 4, water: 70 });
    expect(String(now.readAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await refused(admin, G('gis', 'getRealTimeData'), {}, /请选择公厕/);
    await refused(admin, G('gis', 'getIndexData'), { toiletId: tenant2Toilet }, new RegExp(`公厕不存在：${tenant2Toilet}`));
    await refused(admin2, G('gis', 'getRealTimeData'), { toiletId: ids['武林广场公厕'] }, /公厕不存在/);
  });

  it('counts today’s alarms and visitors, of one toilet or all, each toilet apart', async () => {
    const all = await ok<{ alarmCount: number; humanCount: number; byToilet: Row[] }>(admin, G('gis', 'getAlarmAndHumanCount'));
    expect(all).toMatchObject({ alarmCount: alarmsPosted(), humanCount: sum(times.map((_, i) => visitorsAt(i))) + 4 });
    expect(all.byToilet.find((r) => r.name === '湖滨公厕')).toMatchObject({ alarms: 0, visitors: 4 });
    const one = await ok<{ alarmCount: number; byToilet: Row[] }>(admin, G('gis', 'getAlarmAndHumanCount'), { toiletId: ids['湖滨公厕'] });
    expect(one.byToilet).toHaveLength(1);
    const other = await ok<{ alarmCount: number; humanCount: number }>(admin2, G('gis', 'getAlarmAndHumanCount'));
    expect(other).toMatchObject({ alarmCount: 1, humanCount: 99 });
  });
});

describe('cameras (gis/getBindVideoList, gis/startVideoInfo)', () => {
  it('lists the cameras at a toilet and answers what the player needs: the live source and the recordings call', async () => {
    const cams = await ok<Row[]>(admin, G('gis', 'getBindVideoList'), { toiletId: ids['湖滨公厕'] });
    expect(cams.map((c) => c.code)).toEqual(['CV-1']);
    expect(await ok<Row[]>(admin, G('gis', 'getBindVideoList'), { toiletId: ids['武林广场公厕'] })).toEqual([]);
    const info = await ok<Row>(admin, G('gis', 'startVideoInfo'), { cameraId: cams[0]!.cameraId });
    expect(info).toMatchObject({ code: 'CV-1', toiletName: '湖滨公厕', live: { url: '/live/CV-1.m3u8' }, clips: { call: '/cloud/devices/rest/clip/list', params: { cameraId: cams[0]!.cameraId } } });
    // The camera is not at the toilet named, is another tenant's, or is not named at all.
    await refused(admin, G('gis', 'startVideoInfo'), { cameraId: cams[0]!.cameraId, toiletId: ids['武林广场公厕'] }, /摄像头不存在或不在公厕/);
    await refused(admin2, G('gis', 'startVideoInfo'), { cameraId: cams[0]!.cameraId }, /摄像头不存在或不在公厕/);
    await refused(admin, G('gis', 'startVideoInfo'), {}, /请选择摄像头/);
    expect((await ok<Row>(admin2, G('gis', 'startVideoInfo'), { code: 'CV-9' })).live).toBeNull();
  });
});

describe('alarms (alarmManage/pageList, alarmManage/getAlarmScore)', () => {
  it('lists the alarms the store raised from the posted readings, and a new reading above the rule adds one', async () => {
    const page = await ok<Page<Row>>(admin, G('alarmManage', 'pageList'), { pageSize: 100 });
    expect(page.total).toBe(alarmsPosted());
    expect(page.records[0]).toMatchObject({ toiletName: '武林广场公厕', deviceCode: 'T-101', metric: 'nh3', value: 3.1, kind: 'high' });
    expect(JSON.stringify(page.records)).not.toMatch(/西溪/);
    // The device posts one more reading above the rule, with its key.
    const t = server.now();
    const key = await ok<{ id: string; key: string }>(admin, `${DEVICES}/device/save`, { code: 'T-103', name: '杭州东站北公厕', kind: 'toilet' });
    await ok(admin, `${DEVICES}/rule/save`, { deviceId: key.id, metric: 'nh3', max: 2.5 });
    expect((await ingest(key, [{ t, values: { nh3: 5.5, visitors: 1, water: 80 } }])).alarms).toHaveLength(1);
    const after = await ok<Page<Row>>(admin, G('alarmManage', 'pageList'), { pageSize: 100, toiletName: '东站' });
    expect(after.records.map((r) => [r.toiletName, r.value])).toEqual([['杭州东站北公厕', 5.5]]);
    expect((await ok<Page<Row>>(admin, G('alarmManage', 'pageList'), { pageSize: 100 })).total).toBe(alarmsPosted() + 1);
    // A reading above the rule sent with a wrong key, or with another tenant's device key, is refused and raises nothing.
    for (const key of ['wrong-key', otherDevice.key]) {
      const sent = await fetch(`${server.url}${DEVICES}/ingest`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': key }, body: JSON.stringify({ deviceId: wulinDevice.id, readings: [{ t, values: { nh3: 8 } }] }) });
      expect(((await sent.json()) as { result: number }).result).not.toBe(0);
    }
    expect((await ok<Page<Row>>(admin, G('alarmManage', 'pageList'), { pageSize: 100 })).total).toBe(alarmsPosted() + 1);
    const r = await admin.json(G('alarmManage', 'pageList'), { alarmAtStart: '2026-13-01' });
    expect(r.result).not.toBe(0);
  });

  it('scores each toilet from its alarm hours over the range: 100 less 5 per hour with alarms', async () => {
    const score = await ok<{ rows: Row[]; days: number }>(admin, G('alarmManage', 'getAlarmScore'), {});
    expect(score.days).toBe(7);
    const hours = new Set(times.filter((_, i) => nh3At(i) > 2.5).map((t) => Math.floor(t / 3_600_000))).size;
    expect(score.rows.find((r) => r.name === '武林广场公厕')).toMatchObject({ alarms: alarmsPosted(), alarmHours: hours, score: 100 - 5 * hours, grade: 'excellent' });
    expect(score.rows.find((r) => r.name === '湖滨公厕')).toMatchObject({ alarms: 0, score: 100 });
    await refused(admin, G('alarmManage', 'getAlarmScore'), { startDate: '2026-05-02', endDate: '2026-05-01' }, /时间范围不正确/);
  });
});

describe('comments (commentManage/pageList, delete, getLineChart; kb/getCommentChart)', () => {
  it('lists the seeded comments of the last 30 days, charts them per day and per star', async () => {
    const page = await ok<Page<Row>>(admin, G('commentManage', 'pageList'), { pageSize: 500 });
    expect(page.total).toBeGreaterThan(20);
    expect(page.records[0]).toHaveProperty('rating');
    const chart = await ok<Series>(admin, G('commentManage', 'getLineChart'), {});
    expect(chart.categories).toHaveLength(30);
    expect(sum(chart.series[1]!.data.map((v) => v ?? 0))).toBe(page.total);
    const pie = await ok<{ name: string; value: number }[]>(admin, G('kb', 'getCommentChart'), {});
    expect(pie.map((p) => p.name)).toEqual([5, 4, 3, 2, 1].map((n) => `gcgl.ops.chart.stars.${n}`));
    expect(sum(pie.map((p) => p.value))).toBe(page.total);
    const one = await ok<Series>(admin, G('commentManage', 'getLineChart'), { toiletId: ids['湖滨公厕'] });
    expect(sum(one.series[1]!.data.map((v) => v ?? 0))).toBeLessThan(page.total);
  });

  it('deletes a comment for the admin only: the viewer and the other tenant are refused and nothing changes', async () => {
    const before = await ok<Page<Row>>(admin, G('commentManage', 'pageList'), { pageSize: 500 });
    const id = Number(before.records[0]!.id);
    expect((await viewer.json(G('commentManage', 'delete'), { ids: String(id) })).result).not.toBe(0);
    expect((await admin2.json(G('commentManage', 'delete'), { ids: String(id) })).result).not.toBe(0);
    expect((await ok<Page<Row>>(admin, G('commentManage', 'pageList'), { pageSize: 500 })).total).toBe(before.total);
    await ok(admin, G('commentManage', 'delete'), { ids: String(id) });
    const after = await ok<Page<Row>>(admin, G('commentManage', 'pageList'), { pageSize: 500 });
    expect(after.total).toBe(before.total - 1);
    expect(after.records.some((r) => Number(r.id) === id)).toBe(false);
  });
});

describe('the board and the overview (kb/getStatistics, kb/getLineChart, yzt/*)', () => {
  it('answers the board’s figures, its visitors and alarms per day, in the kit’s panel shapes', async () => {
    const stats = await ok<Stat[]>(admin, G('kb', 'getStatistics'), {});
    const of = (list: Stat[], key: string) => list.find((s) => s.label === `gcgl.ops.stat.${key}`)?.value;
    expect(of(stats, 'toilets')).toBe(Object.keys(ids).length);
    expect(of(stats, 'online')).toBe(2);
    expect(of(stats, 'alarmsToday')).toBe(alarmsPosted() + 1);
    const trend = await ok<Series>(admin, G('kb', 'getLineChart'), {});
    expect(trend.categories).toHaveLength(7);
    expect(trend.series.map((s) => s.name)).toEqual(['gcgl.ops.chart.visitors', 'gcgl.ops.chart.alarms']);
    expect(trend.series[1]!.data.at(-1)).toBe(alarmsPosted() + 1);
    await refused(admin, G('kb', 'getLineChart'), { startDate: 'yesterday' }, /startDate不是有效的日期/);
  });

  it('answers the overview: sensors by state, visitors and odour per toilet, the totals', async () => {
    const sensors = await ok<Stat[]>(admin, G('yzt', 'getStatSensor'), {});
    expect(sensors.map((s) => s.value)).toEqual([3, 2, 1, 2]);
    const visitors = await ok<Series>(admin, G('yzt', 'getVisitorStat'), {});
    expect(visitors.categories).toContain('湖滨公厕');
    expect(visitors.series[0]!.data[visitors.categories.indexOf('湖滨公厕')]).toBe(4);
    const odor = await ok<Series>(admin, G('yzt', 'getOdorStat'), {});
    expect(odor.series[1]!.data[odor.categories.indexOf('武林广场公厕')]).toBe(nh3At(2));
    // A toilet without a gateway has no count: unknown (null, no bar), never 0.
    const unequipped = (await ok<Row[]>(admin, G('gis', 'getList'), {})).filter((t) => t.deviceId === null).map((t) => String(t.name));
    expect(unequipped.length).toBeGreaterThan(0);
    for (const name of unequipped) {
      const i = visitors.categories.indexOf(name);
      expect([visitors.series[0]!.data[i], visitors.series[1]!.data[i], odor.series[2]!.data[odor.categories.indexOf(name)]], name).toEqual([null, null, null]);
    }
    const total = await ok<Stat[]>(admin, G('yzt', 'loadTotalInfo'), {});
    expect(total.find((s) => s.label === 'gcgl.ops.stat.cameras')?.value).toBe(1);
    expect((await ok<Stat[]>(admin2, G('yzt', 'getStatSensor'), {})).map((s) => s.value)).toEqual([1, 1, 0, 1]);
  });
});

describe('card swipes (swipeCardRecordManage/getDailyTimes)', () => {
  it('counts the cleaners’ swipes per day and toilet, and refuses a backwards range', async () => {
    const rows = await ok<Row[]>(admin, G('swipeCardRecordManage', 'getDailyTimes'), {});
    expect(rows.length).toBeGreaterThan(0);
    const full = rows.find((r) => r.times === 5)!;
    expect(full).toMatchObject({ cleaners: 2, firstAt: '06:30:00', lastAt: '20:30:00' });
    const one = await ok<Row[]>(admin, G('swipeCardRecordManage', 'getDailyTimes'), { toiletId: ids['湖滨公厕'] });
    expect(new Set(one.map((r) => r.toiletName))).toEqual(new Set(['湖滨公厕']));
    expect(JSON.stringify(await ok<Row[]>(admin2, G('swipeCardRecordManage', 'getDailyTimes'), {}))).not.toMatch(/湖滨/);
    await refused(admin, G('swipeCardRecordManage', 'getDailyTimes'), { startDate: '2026-05-02', endDate: '2026-05-01' }, /时间范围不正确/);
  });

  it('lets the read-only user read every operations call', async () => {
    for (const [path, body] of [
      [G('gis', 'getListAndStatistics'), {}],
      [G('alarmManage', 'pageList'), {}],
      [G('kb', 'getStatistics'), {}],
      [G('yzt', 'loadTotalInfo'), {}],
      [G('swipeCardRecordManage', 'getDailyTimes'), {}],
    ] as const)
      await ok(viewer, path, body);
  });
});
