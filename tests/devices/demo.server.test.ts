// The demo devices seeded at the first start (server/services/demoDevices.ts), over real HTTP: the
// vehicles are online and their tracks of the last hours lie along the base map's roads, fuel falls
// and jumps back at a refuel, toilet sensors report a day, two devices are offline, and the demo
// key of a device ingests a live reading (what `npm run simulate` does).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from '../server/helpers';
import { DEMO_DEVICES, demoKey, demoReading } from '../../server/services/demoDevices';

const D = '/cloud/devices/rest';
let server: TestServer;
let token: string;
type Device = { id: string; code: string; kind: string; online: boolean };
let devices: Device[];

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  // The demo cameras are devices too (kind 'camera', tests/devices/video.server.test.ts), and so are the
  // workers' badges (kind 'person', tests/modules/zyry/positions.server.test.ts).
  devices = ((await call(server.url, `${D}/device/list`, { token })).body.data as Device[]).filter((d) => d.kind !== 'camera' && d.kind !== 'person');
}, 60_000);
afterAll(async () => server?.close());

describe('demo devices', () => {
  it('seeds the vehicles and toilets of tenant 1, all online except the two offline ones', () => {
    expect(devices.map((d) => d.code)).toEqual(['T-101', 'T-102', 'T-103', 'T-104', 'T-105', 'V-101', 'V-102', 'V-103', 'V-104', 'V-105', 'V-106', 'V-107']);
    expect(devices.filter((d) => !d.online).map((d) => d.code)).toEqual(['T-105', 'V-107']);
  });

  it('has six hours of track per vehicle, moving along its road and stopping at the ends', async () => {
    const v = devices.find((d) => d.code === 'V-101')!;
    const to = server.now() + 60_000;
    const track = (await call(server.url, `${D}/readings/track?deviceId=${v.id}&from=${to - 7 * 3600_000}&to=${to}`, { token })).body.data as { lng: number; lat: number; speed: number }[];
    expect(track.length).toBe(181);
    // 中河高架 runs north–south at about 120.155–120.170 E.
    expect(track.every((p) => p.lng > 120.15 && p.lng < 120.175 && p.lat > 30.2 && p.lat < 30.345)).toBe(true);
    expect(new Set(track.map((p) => p.lat)).size).toBeGreaterThan(100);
    expect(track.some((p) => p.speed === 0)).toBe(true);
  });

  it('lets fuel fall while driving and jump back at a refuel', async () => {
    // Over a day of the model (the seed's formula), every vehicle refuels at least once.
    const v = DEMO_DEVICES.find((d) => d.code === 'V-101')!;
    const t0 = server.now();
    const fuel = Array.from({ length: 144 }, (_, i) => demoReading(v, t0 + i * 600_000).fuel!);
    const jumps = fuel.filter((f, i) => i > 0 && f - fuel[i - 1]! > 50);
    expect(jumps.length).toBeGreaterThanOrEqual(1);
    // Ten minutes apart, fuel is lower every time but at the refuel.
    expect(fuel.filter((f, i) => i > 0 && f < fuel[i - 1]!).length).toBe(143 - jumps.length);
    const series = await call(server.url, `${D}/readings/series?deviceId=dv-demo-1-v1&metric=fuel&from=${t0 - 6 * 3600_000}&to=${t0 + 60_000}&points=50`, { token });
    expect((series.body.data as { points: unknown[] }).points.length).toBeGreaterThan(20);
  });

  it('takes a live reading with a demo key (what npm run simulate sends)', async () => {
    const v = DEMO_DEVICES.find((d) => d.code === 'V-102')!;
    const t = server.now();
    const r = await call(server.url, `${D}/ingest`, { json: { deviceId: v.id, readings: [{ t, values: demoReading(v, t) }] }, headers: { 'x-device-key': demoKey(v) } });
    expect(r.body.data).toMatchObject({ accepted: 4, duplicates: 0 });
  });

  it('npm run simulate sends one round of live readings for every device that is not offline', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const before = server.now();
    const { stdout } = await promisify(execFile)(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/simulate.ts', '--url', server.url, '--rounds', '1'], { cwd: root });
    expect(stdout).toMatch(/sent: .*V-101.*V-106.*T-101.*V-201/);
    expect(stdout).not.toMatch(/V-107|T-105/);
    const v = DEMO_DEVICES.find((d) => d.code === 'V-103')!;
    const track = (await call(server.url, `${D}/readings/track?deviceId=${v.id}&from=${before}&to=${Date.now() + 60_000}`, { token })).body.data as { t: number }[];
    expect(track).toHaveLength(1);
  }, 60_000);
});
