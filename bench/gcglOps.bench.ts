/**
 * `npm run bench:gcgl-ops`: 公厕管理's operations calls through the real server over HTTP (temporary
 * SQLite file). TOILETS toilets get a gateway (a toilet device of the store with an ammonia rule) and
 * a week of ten-minute readings (ammonia, visitors, tank level: 1,008 times × 3 metrics each, the
 * ammonia above the rule a few hours a day, so alarms are raised); then each call is asked RUNS times,
 * request to parsed answer: the map (gis/getListAndStatistics), one toilet's panel calls, the alarm
 * list and score, the board and the overview. Prints medians.
 */
import { loadavg } from 'node:os';
import { signIn, startServer } from '../tests/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TOILETS = Number(process.env.BENCH_TOILETS ?? 30);
const G = (entity: string, op: string) => `/cloud/gcgl/${entity}/${op}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const STEP = 600_000;

const server = await startServer({ modules: ['gcgl'], demoDevices: false });
try {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const post = async (path: string, body: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
    const answer = (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { result: number; msg: string; data: unknown };
    if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };
  const region = ((await post(G('common', 'getRegion'), { pageSize: 1 })) as { records: { id: number }[] }).records[0]!.id;
  const to = Math.floor(server.now() / STEP) * STEP;
  const steps = 7 * 144;
  let firstToilet = 0;
  for (let n = 0; n < TOILETS; n++) {
    const code = `BENCH-${n}`;
    const device = (await post('/cloud/devices/rest/device/save', { code, name: `压测公厕${n}`, kind: 'toilet' })) as { id: string; key: string };
    await post('/cloud/devices/rest/rule/save', { deviceId: device.id, metric: 'nh3', max: 1.4 });
    const toilet = (await post(G('equipmentManage', 'update'), { toiletCode: `GC-B${String(n).padStart(3, '0')}`, toiletName: `压测公厕${n}`, regionId: region, level: 'second', state: 'open', location: { lng: 120.1 + n / 1000, lat: 30.25 } })) as { id: number };
    if (!firstToilet) firstToilet = toilet.id;
    await post(G('deviceManage', 'update'), { deviceCode: code, deviceName: `压测网关${n}`, toiletId: toilet.id });
    const readings = Array.from({ length: steps }, (_, i) => {
      const h = (i % 144) / 6;
      return { t: to - (steps - 1 - i) * STEP, values: { nh3: Math.round((0.5 + Math.abs(Math.sin(h / 3))) * 100) / 100, visitors: h > 6 && h < 22 ? 20 : 1, water: Math.round(55 + 35 * Math.cos(h / 4)) } };
    });
    for (let i = 0; i < readings.length; i += 5000) await post('/cloud/devices/rest/ingest', { deviceId: device.id, readings: readings.slice(i, i + 5000) }, { 'x-device-key': device.key });
  }
  const calls: [string, string, Record<string, unknown>][] = [
    ['gis/getListAndStatistics', G('gis', 'getListAndStatistics'), {}],
    ['gis/getList', G('gis', 'getList'), {}],
    ['gis/getRealTimeData', G('gis', 'getRealTimeData'), { toiletId: firstToilet }],
    ['gis/getIndexData', G('gis', 'getIndexData'), { toiletId: firstToilet }],
    ['gis/getLineChart (all)', G('gis', 'getLineChart'), {}],
    ['alarmManage/pageList (7 d)', G('alarmManage', 'pageList'), { pageSize: 20 }],
    ['alarmManage/getAlarmScore (7 d)', G('alarmManage', 'getAlarmScore'), {}],
    ['kb/getStatistics', G('kb', 'getStatistics'), {}],
    ['kb/getLineChart (7 d)', G('kb', 'getLineChart'), {}],
    ['yzt/getOdorStat', G('yzt', 'getOdorStat'), {}],
    ['yzt/loadTotalInfo', G('yzt', 'loadTotalInfo'), {}],
  ];
  const lines: string[] = [];
  for (const [name, path, body] of calls) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await post(path, body);
      times.push(performance.now() - t0);
    }
    lines.push(`${name.padEnd(36)} median ${median(times).toFixed(0)} ms (${RUNS} runs)`);
  }
  console.log(`gcgl operations: ${TOILETS} toilets × ${steps} times × 3 metrics = ${TOILETS * steps * 3} readings over a week; load ${loadavg()[0]!.toFixed(1)}`);
  for (const l of lines) console.log(`  ${l}`);
} finally {
  await server.close();
}
