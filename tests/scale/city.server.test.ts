// CI's one-minute city (issue 28; docs/scale.md): a 1/100 Hangzhou (30 vehicles, 300 workers with
// badges, 5 boxes, 20 toilet sensors, a year of weighings) generated into a new tenant by
// scripts/city/generate.ts, then one minute of scripts/city/play.ts — every terminal posting its own
// readings, the boxes raising their alarms, loads weighed, work orders raised and accepted, five office
// users — on two server instances over one
// PostgreSQL database, calls going to each in turn. PostgreSQL only: the generator writes its tenant
// and history straight into PostgreSQL (no call creates a tenant).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';
import { freshDatabase, onPostgres, testCluster } from '../support/pg';
import { chinaDate, generateCity, RYKQ, type Generated } from '../../scripts/city/generate';
import { punchesOf } from '../../scripts/city/attendance';
import { playCity, type PlayResult } from '../../scripts/city/play';
import { cityModel } from '../../scripts/city/model';
import { D, NP, post } from '../../scripts/city/client';

const SCALE = 0.01;
let a: TestServer;
let b: TestServer;
let city: Generated;
let played: PlayResult;
let startedAt: number;

describe.skipIf(!onPostgres())('a 1/100 city for one minute on two instances (PostgreSQL)', () => {
  beforeAll(async () => {
    const cluster = await testCluster();
    const database = await freshDatabase(cluster.url, cluster.template);
    // One after the other: without the run's template the first start seeds the database.
    a = await startServer({ databaseUrl: database, demoDevices: false });
    b = await startServer({ databaseUrl: database, demoDevices: false });
    city = await generateCity({ url: a.url, databaseUrl: database, scale: SCALE, historyDays: 365, concurrency: 8 });
    startedAt = Date.now();
    // Loads at any hour and 14 400 a day (10 a minute), so the minute weighs some whatever the time of day.
    // Work orders: six a minute, each accepted 10 s after it is raised, 按定位刷新 every 20 s.
    played = await playCity({
      url: a.url, urls: [a.url, b.url], tokens: [city.token], keys: city.keys, people: city.people, weighing: city.weighing, weighingsPerDay: 14_400, weighingHours: [0, 24],
      dispatch: city.dispatch, ordersPerHour: 360, orderTimes: { acceptAfterS: 10, syncEveryS: 20 }, scale: SCALE, minutes: 1, officeUsers: 5, inFlight: 16,
    });
  }, 180_000);
  afterAll(async () => {
    await a?.close().catch(() => undefined);
    await b?.close().catch(() => undefined);
  });

  it('plays the minute without an error, every message sent in its time', () => {
    expect(played.rec.samples).toEqual([]);
    expect(played.rec.totalErrors()).toBe(0);
    expect(played.backlog).toBe(0);
    // 30 vehicles every 10 s, 300 badges every 30 s, 20 toilets every minute, 5 boxes every 5 min.
    expect(played.dueRate).toBeCloseTo(30 / 10 + 300 / 30 + 20 / 60 + 5 / 300, 1);
    expect(played.messages).toBeGreaterThanOrEqual(Math.floor(played.dueRate * 55));
    expect(played.rec.count('ingest')).toBe(played.messages);
    for (const kind of ['list', 'detail']) expect(played.rec.ofKind(kind).length, kind).toBeGreaterThan(0);
  });

  it('has the readings in the store, read back through the API of either instance', async () => {
    const auth = { authorization: `Bearer ${city.token}` };
    const listed = await post<{ code: string; kind: string; online: boolean }[]>(b.url, `${D}/device/list`, {}, auth);
    const model = cityModel(SCALE);
    expect(listed.length).toBe(model.devices.length);
    // Every terminal that fell due in the minute has been heard from: all but boxes whose turn had not come.
    const silent = listed.filter((d) => !d.online && d.kind !== 'box');
    expect(silent.map((d) => d.code)).toEqual([]);
    const vehicle = city.keys.find((k) => k.kind === 'vehicle')!;
    const track = await post<{ t: number[] }>(a.url, `${D}/readings/track`, { deviceId: vehicle.id, from: startedAt - 1000, to: Date.now() + 1000, columns: 1 }, auth);
    expect(track.t.length).toBeGreaterThanOrEqual(5);
    const badge = city.keys.find((k) => k.kind === 'person')!;
    const walk = await post<{ t: number[] }>(b.url, `${D}/readings/track`, { deviceId: badge.id, from: startedAt - 1000, to: Date.now() + 1000, columns: 1 }, auth);
    expect(walk.t.length).toBeGreaterThanOrEqual(1);
    // Every message carried at least two readings (a badge's position), all accepted.
    expect(played.readings).toBeGreaterThanOrEqual(played.messages * 2);
  });

  it('has the city’s workers and a year of weighings, read back through the API', async () => {
    const auth = { authorization: `Bearer ${city.token}` };
    const staff = await post<{ total: number }>(a.url, `${NP}/staff/pageList`, { pageNo: 1, pageSize: 1 }, auth);
    expect(Number(staff.total)).toBe(300);
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    const report = await post<{ total: number }>(b.url, '/envcloud/hw/jlzs/api/v1/carWeighRecord/monthReport', { pageNo: 1, pageSize: 1000, weighTimeStart: yearAgo }, auth);
    expect(Number(report.total)).toBeGreaterThanOrEqual(12);
  });

  it('weighs the minute’s loads through the weighing call: listed at the city’s vehicles and facilities, in this month’s report', async () => {
    const auth = { authorization: `Bearer ${city.token}` };
    expect(city.weighing.cars.length).toBe(30);
    expect(city.weighing.facilities.length).toBe(12);
    expect(played.weighings).toBeGreaterThanOrEqual(8);
    expect(played.rec.count('weighing')).toBe(played.weighings);
    const J = '/envcloud/hw/jlzs/api/v1';
    const listed = await post<{ total: number; records: Record<string, unknown>[] }>(b.url, `${J}/carWeighRecord/pageList`, { pageNo: 1, pageSize: 100, weighNo: 'CP', weighTimeStart: chinaDate(startedAt, -1) }, auth);
    expect(Number(listed.total)).toBe(played.weighings);
    for (const r of listed.records) {
      expect(city.weighing.cars).toContain(Number(r.carId));
      expect(city.weighing.facilities.find((f) => f.id === Number(r.facilityId))?.district).toBe(r.district);
      expect(r.weighed).toBe(true);
      expect(Number(r.netWeight)).toBeGreaterThan(0);
    }
    // This month's loads in the month report, the played ones with them (each write moved the month's version).
    const month = chinaDate(Date.now()).slice(0, 7);
    const report = await post<{ records: { month: string; loads: number }[] }>(a.url, `${J}/carWeighRecord/monthReport`, { pageNo: 1, pageSize: 1000, weighTimeStart: `${month}-01` }, auth);
    expect(report.records.filter((r) => r.month === month).reduce((n, r) => n + Number(r.loads), 0)).toBeGreaterThanOrEqual(played.weighings);
  });

  it('raises the minute’s work orders for the fleet in 车辆管理, each accepted and followed by the vehicle’s positioning device', async () => {
    const auth = { authorization: `Bearer ${city.token}` };
    // Five of the city's 30 vehicles registered in 车辆管理 (500 at full size), with the districts' departments.
    expect(city.dispatch.cars.length).toBe(5);
    expect(city.dispatch.departments.length).toBe(6);
    expect(played.orders.raised.length).toBeGreaterThanOrEqual(5);
    expect(played.orders.accepted).toBe(played.orders.raised.length);
    expect(played.orders.syncs).toBeGreaterThanOrEqual(2);
    expect(played.rec.count('dispatch:sync (按定位刷新)')).toBe(played.orders.syncs);
    const listed = await post<{ total: number; records: Record<string, unknown>[] }>(b.url, '/cloud/dispatch/workOrder/pageList', { pageNo: 1, pageSize: 100 }, auth);
    expect(Number(listed.total)).toBe(played.orders.raised.length);
    const device = new Map(city.dispatch.cars.map((c) => [c.id, c.device]));
    for (const r of listed.records) {
      expect(played.orders.raised).toContain(Number(r.id));
      // The car's device found by its plate (the device's name starts with it) among the city's 30 vehicles.
      expect(r.deviceCode).toBe(device.get(Number(r.carId)));
      expect(['accepted', 'inProgress', 'completed']).toContain(r.state);
    }
  });

  it('has the workers on duty and yesterday’s attendance computed from their punches; today’s punches of the minute sent', async () => {
    const auth = { authorization: `Bearer ${city.token}` };
    const yesterday = chinaDate(Date.now(), -1);
    const day = await post<{ total: number; records: { status: string; staffCode: string }[] }>(a.url, RYKQ('dailyReport', 'pageList'), { workDateStart: yesterday, workDateEnd: yesterday, pageNo: 1, pageSize: 1000 }, auth);
    expect(Number(day.total)).toBe(300);
    // Each worker's day as scripts/city/attendance.ts punched it: nothing on a rest day, else a result.
    const rest = cityModel(SCALE).workers.filter((_, i) => punchesOf(i, yesterday).length === 0).length;
    const statuses = day.records.map((r) => r.status);
    expect(statuses.filter((s) => s === 'normal').length).toBeGreaterThan(100);
    expect(statuses.filter((s) => s === 'rest' || s === 'absent').length).toBe(rest);
    expect(played.rec.count('punch')).toBe(played.punches);
    expect(city.people.every((p) => p !== null)).toBe(true);
  });
});
