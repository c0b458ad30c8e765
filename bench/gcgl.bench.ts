/**
 * `npm run bench:gcgl`: the toilet ledger's derived lists through the real server over HTTP
 * (temporary SQLite file). TOILETS toilets get a gateway (a toilet device of the store) with four
 * sub-devices and a week of ten-minute readings (ammonia, visitors, tank level, electricity meter:
 * 1,008 times × 4 metrics each); then each call over its default range is asked RUNS times, request
 * to parsed answer: 公厕统计 (the week), 水电统计 (the week), 传感器 (latest readings), 公厕概况
 * (today's visitors) and one sensor's 7-day history chart. Prints medians.
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
  let firstSub = 0;
  for (let n = 0; n < TOILETS; n++) {
    const code = `BENCH-${n}`;
    const device = (await post('/cloud/devices/rest/device/save', { code, name: `压测公厕${n}`, kind: 'toilet' })) as { id: string; key: string };
    const toilet = (await post(G('equipmentManage', 'update'), { toiletCode: `GC-B${String(n).padStart(3, '0')}`, toiletName: `压测公厕${n}`, regionId: region, level: 'second', state: 'open' })) as { id: number };
    const gateway = (await post(G('deviceManage', 'update'), { deviceCode: code, deviceName: `压测网关${n}`, toiletId: toilet.id })) as { id: number };
    for (const [suffix, subType, metric, capacity] of [['NH3', 'nh3', 'nh3', null], ['PF', 'visitors', 'visitors', null], ['SX', 'waterLevel', 'water', 2000], ['DB', 'electricMeter', 'kwh', null]] as const) {
      const sub = (await post(G('deviceManage', 'updateDeviceSub'), { subCode: `${code}-${suffix}`, subName: suffix, gatewayId: gateway.id, subType, metric, ...(capacity ? { capacity } : {}) })) as { id: number };
      if (!firstSub) firstSub = sub.id;
    }
    const readings = Array.from({ length: steps }, (_, i) => {
      const h = (i % 144) / 6;
      return { t: to - (steps - i) * STEP, values: { nh3: Math.round((0.5 + Math.abs(Math.sin(h / 3))) * 100) / 100, visitors: h > 6 && h < 22 ? 20 : 1, water: Math.round(55 + 35 * Math.cos(h / 4)), kwh: 1000 + i * 0.4 } };
    });
    for (let i = 0; i < readings.length; i += 5000) await post('/cloud/devices/rest/ingest', { deviceId: device.id, readings: readings.slice(i, i + 5000) }, { 'x-device-key': device.key });
  }
  const calls: [string, string, Record<string, unknown>][] = [
    ['equipmentManage/statsInfoPageList', G('equipmentManage', 'statsInfoPageList'), { pageSize: 20 }],
    ['waterElectric/pageList', G('waterElectric', 'pageList'), { pageSize: 20 }],
    ['sensorManage/pageList', G('sensorManage', 'pageList'), { pageSize: 20 }],
    ['equipmentManage/getAnalysisInfo', G('equipmentManage', 'getAnalysisInfo'), {}],
    ['sensorManage/getHistoryData (7 d)', G('sensorManage', 'getHistoryData'), { id: firstSub, from: to - 7 * 86_400_000, to }],
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
  console.log(`gcgl ledger lists: ${TOILETS} toilets × ${steps} times × 4 metrics = ${TOILETS * steps * 4} readings over the default week; load ${loadavg()[0]!.toFixed(1)}`);
  for (const l of lines) console.log(`  ${l}`);
} finally {
  await server.close();
}
