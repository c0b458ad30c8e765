// The estate board over real HTTP: every list through the generated suite; each board call's figures
// read back against the rows they come from (assets, subjects, activity, device use, scores, fixed-time
// disposals, awareness, positions, the devices around an estate); a bin's fill report falling in the
// configured bands, an overflow opening a collection task due at report time + the band's minutes, a
// second overflow keeping it and an escalation bringing its deadline forward, the crew's response on
// time or late; bad input refused with a message and nothing changed; the other tenant's rows
// invisible; a read-only user and a user without 垃圾分类 refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres } from '../../../kit/geo/coords';
import { parseCall } from '../../../kit/resource';
import resources from '../../../modules/zszy/resources';
import { call, resourceSuite, suiteContext } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';

const ctx = suiteContext(['zszy']);
type Row = Record<string, unknown>;
type Series = { categories: string[]; series: { name: string; data: (number | null)[] }[] };
const P = '/cloud/zszy/prd/api';
const data = async <T = Row>(path: string, fields: Row = {}, token?: string) => {
  const a = await call(ctx(), parseCall(path), fields, token ?? ctx().token);
  expect(a.result, `${path}: ${a.msg}`).toBe(0);
  return a.data as T;
};
const refused = async (path: string, fields: Row, token?: string) => {
  const a = await call(ctx(), parseCall(path), fields, token ?? ctx().token);
  expect(a.result, `${path} should be refused`).not.toBe(0);
  return a.msg;
};
const list = async (path: string, fields: Row = {}, token?: string) => (await data<{ records: Row[]; total: number }>(path, { pageSize: 1000, ...fields }, token)).records;
const DEVICES = `GET ${P}/gis/common/positionDeviceList`;
const TASKS = `POST ${P}/collectionTask/pageList`;
const REPORTS = `POST ${P}/fillReport/pageList`;
const REPORT = `POST ${P}/bin/fillReport`;
const RESPOND = `POST ${P}/collectionTask/respond`;
const time = (s: unknown) => new Date(String(s).replace(' ', 'T')).getTime();

for (const d of resources.resources) if (d.api.list) resourceSuite(ctx, d, { module: 'zszy' });

let estates: Row[] = [];
let devices: Row[] = [];
beforeAll(async () => {
  estates = await list(`GET ${P}/v3/housingEstate/page`);
  devices = await list(DEVICES);
});

describe('the board’s figures', () => {
  it('baseAsset counts the estates, households, devices by type and open tasks', async () => {
    const open = await list(TASKS, { state: 'open' });
    const stats = await data<{ label: string; value: number }[]>(`GET ${P}/board/bidiv/baseAsset`, { asOf: new Date().toISOString() });
    const v = (k: string) => stats.find((s) => s.label === `zszy.asset.${k}`)!.value;
    expect(v('estates')).toBe(estates.length);
    expect(v('households')).toBe(estates.reduce((s, e) => s + Number(e.households), 0));
    expect(v('bins')).toBe(devices.filter((d) => d.deviceType === 'bin').length);
    expect(v('cameras')).toBe(devices.filter((d) => d.deviceType === 'camera').length);
    expect(v('openTasks')).toBe(open.length);
    expect(open.length).toBeGreaterThan(0);
  });

  it('baseFlzt splits the estates by disposal mode; activeStatus splits the devices by their last report (24 h), never-reported apart', async () => {
    const modes = await data<{ name: string; value: number }[]>(`GET ${P}/board/bidiv/baseFlzt`);
    expect(modes.reduce((s, m) => s + m.value, 0)).toBe(estates.length);
    const asOf = Date.now();
    const active = await data<{ name: string; value: number }[]>(`GET ${P}/board/bidiv/activeStatus`, { asOf: new Date(asOf).toISOString() });
    const v = (k: string) => active.find((s) => s.name === `zszy.active.${k}`)!.value;
    const never = devices.filter((d) => d.lastReportAt === null).length;
    const recent = devices.filter((d) => d.lastReportAt !== null && time(d.lastReportAt) >= asOf - 24 * 3_600_000).length;
    expect([v('active'), v('inactive'), v('never')]).toEqual([recent, devices.length - recent - never, never]);
    expect(never).toBeGreaterThan(0);
    expect(v('inactive')).toBeGreaterThan(0);
  });

  it('the daily calls read a year of district rows: disposals summed, scores averaged, the on-time rate from its counts, up to the day before asOf', async () => {
    const asOf = new Date();
    const use = await data<Series>(`GET ${P}/gis/flx/flxDeviceUse`, { asOf: asOf.toISOString(), days: 14 });
    expect(use.categories).toHaveLength(14);
    const day = use.categories[13]!;
    const rows = await list(`POST ${P}/districtDaily/pageList`, { dayStart: day, dayEnd: day });
    expect(rows.length).toBeGreaterThan(0);
    expect(use.series[0]!.data[13]).toBe(rows.reduce((s, r) => s + Number(r.deviceUses), 0));
    const score = await data<Series>(`GET ${P}/board/bidiv/residentProjectSummaryScoreDaily`, { asOf: asOf.toISOString(), days: 14 });
    expect(score.series[0]!.data[13]).toBeCloseTo(rows.reduce((s, r) => s + Number(r.residentScore), 0) / rows.length, 1);
    const spot = await data<Series>(`GET ${P}/board/bidiv/spotPutProjectSummaryDaily`, { asOf: asOf.toISOString(), days: 14 });
    const on = rows.reduce((s, r) => s + Number(r.spotOnTime), 0);
    const off = rows.reduce((s, r) => s + Number(r.spotOffTime), 0);
    expect(spot.series.map((s) => s.data[13])).toEqual([on, off, Math.round((on / (on + off)) * 1000) / 10]);
    const year = await list(`POST ${P}/districtDaily/pageList`, { pageSize: 10 });
    expect(String(year[0]!.day) < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('residentKnowRate is aware ÷ surveyed per district in the latest month surveyed', async () => {
    const rate = await data<Series & { month: string }>(`GET ${P}/board/bidiv/residentKnowRate`);
    const surveys = await list(`POST ${P}/awarenessSurvey/pageList`, { month: rate.month });
    expect(surveys.length).toBeGreaterThan(0);
    rate.categories.forEach((c, i) => {
      const district = c.replace('zszy.district.', '');
      const of = surveys.filter((s) => estates.find((e) => e.id === s.estateId)?.district === district);
      const surveyed = of.reduce((s, r) => s + Number(r.surveyed), 0);
      expect(rate.series[0]!.data[i]).toBe(surveyed ? Math.round((of.reduce((s, r) => s + Number(r.aware), 0) / surveyed) * 1000) / 10 : null);
    });
  });

  it('basePosition places every estate; getHouseDeviceCircle finds the devices within the radius, nearest first, and lists the estate’s devices without valid coordinates', async () => {
    const positions = await data<Row[]>(`GET ${P}/board/bidiv/basePosition`);
    expect(positions).toHaveLength(estates.length);
    for (const [i, e] of estates.slice(0, 2).entries()) {
      const answer = await data<{ radius: number; devices: Row[]; anomalies: Row[] }>(`GET ${P}/gis/flx/getHouseDeviceCircle`, { estateId: e.id, radius: 400 });
      const at = e.location as { lng: number; lat: number };
      const expected = devices.filter((d) => {
        const p = d.location as { lng: number; lat: number } | null;
        return p && !(p.lng === 0 && p.lat === 0) && distanceMetres([at.lng, at.lat], [p.lng, p.lat]) <= 400;
      });
      expect(answer.devices.map((d) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
      expect(answer.devices.map((d) => d.distance)).toEqual([...answer.devices.map((d) => d.distance)].sort((a, b) => Number(a) - Number(b)));
      expect(answer.anomalies).toEqual([expect.objectContaining({ deviceType: 'camera', reason: i === 0 ? 'missing' : 'zero' })]);
    }
  });

  it('refuses bad parameters with a message', async () => {
    expect(await refused(`GET ${P}/gis/flx/getHouseDeviceCircle`, {})).toMatch(/estateId/);
    expect(await refused(`GET ${P}/gis/flx/getHouseDeviceCircle`, { estateId: estates[0]!.id, radius: 10 })).toMatch(/radius/);
    expect(await refused(`GET ${P}/gis/flx/getHouseDeviceCircle`, { estateId: 99999 })).toMatch(/99999/);
    expect(await refused(`GET ${P}/gis/flx/flxDeviceUse`, { days: 400 })).toMatch(/days/);
    expect(await refused(`GET ${P}/board/bidiv/baseAsset`, { asOf: 'yesterday' })).toMatch(/asOf/);
    expect(await refused(`GET ${P}/board/bidiv/residentKnowRate`, { month: '2026/11' })).toMatch(/month/);
    expect(await refused(`GET ${P}/board/bidiv/spotPutProjectSummaryDaily`, { district: 'atlantis' })).toMatch(/atlantis/);
  });
});

describe('bins’ fill levels and the collection tasks their overflows open', () => {
  /** A bin of tenant 1 with no open task. */
  async function freeBin(): Promise<Row> {
    const open = new Set((await list(TASKS, { state: 'open' })).map((t) => t.deviceId));
    return (await list(DEVICES, { deviceType: 'bin' })).find((d) => !open.has(d.id) && d.lastReportAt !== null)!;
  }

  it('a normal report sets the bin’s level and band and opens no task', async () => {
    const bin = await freeBin();
    const before = (await list(TASKS)).length;
    const a = await data(REPORT, { deviceCode: bin.deviceCode, fillLevel: 42.5 });
    expect(a).toMatchObject({ band: 'normal', taskId: null, opened: false });
    expect((await list(TASKS)).length).toBe(before);
    const after = (await list(DEVICES, { deviceCode: bin.deviceCode }))[0]!;
    expect(after).toMatchObject({ fillLevel: 42.5, fillBand: 'normal' });
    const reports = await list(REPORTS, { deviceId: bin.id });
    expect(reports[0]).toMatchObject({ fillLevel: 42.5, band: 'normal', taskId: null });
  });

  it('an overflow opens a task due at report time + the band’s minutes; another keeps it; an escalation raises the band and brings the deadline forward; the response is on time', async () => {
    const bin = await freeBin();
    const bands = await list(`POST ${P}/fillBand/pageList`);
    const minutes = (b: string) => Number(bands.find((x) => x.band === b)!.responseMinutes);
    const slight = await data(REPORT, { id: bin.id, fillLevel: 85 });
    expect(slight).toMatchObject({ band: 'slight', opened: true });
    const task = (await list(TASKS, { deviceId: bin.id, state: 'open' }))[0]!;
    expect(task).toMatchObject({ id: slight.taskId, band: 'slight', fillLevel: 85, state: 'open', estateId: bin.estateId });
    expect(time(task.deadline) - time(task.openedAt)).toBe(minutes('slight') * 60_000);
    expect(Math.abs(time(task.openedAt) - ctx().server.now())).toBeLessThan(5_000);

    const again = await data(REPORT, { id: bin.id, fillLevel: 90 });
    expect(again).toMatchObject({ band: 'slight', opened: false, taskId: task.id, deadline: task.deadline });
    const serious = await data(REPORT, { id: bin.id, fillLevel: 120 });
    expect(serious).toMatchObject({ band: 'serious', opened: false, taskId: task.id });
    const escalated = (await list(TASKS, { deviceId: bin.id, state: 'open' }))[0]!;
    expect(escalated.band).toBe('serious');
    expect(time(escalated.deadline)).toBeLessThan(time(task.deadline));
    expect(Math.abs(time(escalated.deadline) - (ctx().server.now() + minutes('serious') * 60_000))).toBeLessThan(5_000);
    expect((await list(TASKS, { deviceId: bin.id })).length).toBe(1);
    expect((await list(REPORTS, { deviceId: bin.id })).slice(0, 3).every((r) => r.taskId === task.id)).toBe(true);

    const done = await data(RESPOND, { id: task.id, note: '已清运' });
    expect(done).toMatchObject({ state: 'responded', onTime: 'onTime', note: '已清运' });
    expect(await refused(RESPOND, { id: task.id })).toMatch(/已响应/);
  });

  it('a response after the deadline is late', async () => {
    const bin = await freeBin();
    const a = await data(REPORT, { id: bin.id, fillLevel: 130 });
    ctx().server.advance(31 * 60_000);
    try {
      expect(await data(RESPOND, { id: a.taskId })).toMatchObject({ onTime: 'late' });
    } finally {
      ctx().server.advance(-31 * 60_000);
    }
  });

  it('the bands are configurable: lowering the slight threshold makes a lower level an overflow', async () => {
    const bands = await list(`POST ${P}/fillBand/pageList`);
    const slight = bands.find((b) => b.band === 'slight')!;
    const bin = await freeBin();
    expect(await data(REPORT, { id: bin.id, fillLevel: 65 })).toMatchObject({ band: 'normal' });
    await data(`POST ${P}/fillBand/update`, { id: slight.id, band: 'slight', minFill: 60, responseMinutes: 45 });
    try {
      const a = await data(REPORT, { id: bin.id, fillLevel: 65 });
      expect(a).toMatchObject({ band: 'slight', opened: true });
      const task = (await list(TASKS, { deviceId: bin.id, state: 'open' }))[0]!;
      expect(time(task.deadline) - time(task.openedAt)).toBe(45 * 60_000);
    } finally {
      await data(`POST ${P}/fillBand/update`, { id: slight.id, band: 'slight', minFill: slight.minFill, responseMinutes: slight.responseMinutes });
    }
  });

  it('refuses a bad report with a message and changes nothing', async () => {
    const bin = await freeBin();
    const camera = devices.find((d) => d.deviceType === 'camera')!;
    const reports = (await list(REPORTS)).length;
    const tasks = (await list(TASKS)).length;
    expect(await refused(REPORT, { id: bin.id, fillLevel: 'abc' })).toMatch(/fillLevel/);
    expect(await refused(REPORT, { id: bin.id, fillLevel: 250 })).toMatch(/fillLevel/);
    expect(await refused(REPORT, { id: bin.id, fillLevel: 90, reportedAt: '2099-01-01T00:00:00Z' })).toMatch(/reportedAt/);
    expect(await refused(REPORT, { deviceCode: 'NOPE-1', fillLevel: 90 })).toMatch(/NOPE-1/);
    expect(await refused(REPORT, { id: camera.id, fillLevel: 90 })).toMatch(/不是智能垃圾桶/);
    expect(await refused(RESPOND, { id: 999999 })).toMatch(/不存在/);
    expect((await list(REPORTS)).length).toBe(reports);
    expect((await list(TASKS)).length).toBe(tasks);
    expect((await list(DEVICES, { deviceCode: bin.deviceCode }))[0]).toMatchObject({ fillLevel: bin.fillLevel, fillBand: bin.fillBand });
  });
});

describe('tenants and rights', () => {
  it('answers each tenant its own estates, devices and tasks; one tenant cannot report to or respond for the other’s', async () => {
    const theirs = await list(DEVICES, {}, ctx().token2);
    expect(theirs.every((d) => String(d.deviceCode).startsWith('XH-'))).toBe(true);
    expect((await list(`GET ${P}/v3/housingEstate/page`, {}, ctx().token2)).length).toBeLessThan(estates.length);
    const stats = await data<{ label: string; value: number }[]>(`GET ${P}/board/bidiv/baseAsset`, {}, ctx().token2);
    expect(stats[0]!.value).not.toBe(estates.length);
    const bin = devices.find((d) => d.deviceType === 'bin')!;
    expect(await refused(REPORT, { id: bin.id, fillLevel: 99 }, ctx().token2)).toMatch(/不存在/);
    expect(await refused(REPORT, { deviceCode: bin.deviceCode, fillLevel: 99 }, ctx().token2)).toMatch(/不存在/);
    const open = (await list(TASKS, { state: 'open' }))[0]!;
    expect(await refused(RESPOND, { id: open.id }, ctx().token2)).toMatch(/不存在/);
    expect(await refused(`GET ${P}/gis/flx/getHouseDeviceCircle`, { estateId: estates[0]!.id }, ctx().token2)).toMatch(/不存在/);
  });

  it('refuses a read-only user’s report and response, and every call to a user without 垃圾分类', async () => {
    const viewer = await signIn(ctx().server.url, 'viewer', 'Viewer@2026');
    const bin = devices.find((d) => d.deviceType === 'bin')!;
    const open = (await list(TASKS, { state: 'open' }))[0]!;
    await refused(REPORT, { id: bin.id, fillLevel: 99 }, viewer.token);
    await refused(RESPOND, { id: open.id }, viewer.token);
    expect((await list(TASKS, { state: 'open' })).some((t) => t.id === open.id)).toBe(true);
    const ops = await signIn(ctx().server.url, 'ops', 'Ops@2026');
    for (const p of ['baseAsset', 'baseFlzt', 'basePosition', 'activeStatus', 'residentKnowRate', 'residentProjectSummaryScoreDaily', 'spotPutProjectSummaryDaily']) await refused(`GET ${P}/board/bidiv/${p}`, {}, ops.token);
    for (const p of [`GET ${P}/gis/flx/flxDeviceUse`, `GET ${P}/gis/flx/getHouseDeviceCircle`, DEVICES, `GET ${P}/v3/housingEstate/page`]) await refused(p, { estateId: 1 }, ops.token);
  });
});
