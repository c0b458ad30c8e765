/**
 * `npm run bench:cljk`: the vehicle monitor's derived fuel lists through the real server over HTTP
 * (temporary SQLite file). CARS cars of 车辆管理 get a fuel configuration and a device posting a week of
 * two-minute readings (fuel and speed, 5,040 times each, with a refuel and a siphoning a day); then
 * each list over the default week is asked RUNS times, request to parsed answer: abnormal fuel, daily
 * fuel and monthly fuel (which read every reading of every configured car). Prints medians, and the
 * readings each call reads.
 */
import { loadavg } from 'node:os';
import { signIn, startServer } from '../tests/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CARS = Number(process.env.BENCH_CARS ?? 15);
const OIL = '/envcloud/hw/oil/api/v1';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer({ modules: ['cljk', 'clgl'], demoDevices: false });
try {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const post = async (path: string, body: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
    const answer = (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { result: number; msg: string; data: unknown };
    if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };
  const configured = new Set(((await post(`${OIL}/config/getOilConfigList`, { pageSize: 1000 })) as { records: { carId: number }[] }).records.map((c) => c.carId));
  const cars = ((await post('/cloud/clgl/v2/web/car/page', { pageSize: 1000 })) as { records: { id: number; plateNo: string }[] }).records.filter((c) => !configured.has(c.id)).slice(0, CARS);
  if (cars.length < CARS) throw new Error(`only ${cars.length} cars without a configuration (BENCH_CARS=${CARS})`);
  const to = Math.floor(server.now() / 120_000) * 120_000;
  const steps = 7 * 720;
  for (const [n, car] of cars.entries()) {
    const device = (await post('/cloud/devices/rest/device/save', { code: `BENCH-${n}`, name: `${car.plateNo} bench`, kind: 'vehicle' })) as { id: string; key: string };
    await post(`${OIL}/config/saveOilConfig`, { carId: car.id, deviceCode: `BENCH-${n}`, tankCapacity: 120 });
    const readings = Array.from({ length: steps }, (_, i) => {
      const m = i % 720; // a day: 0.1 L a step, refuelled at 08:00, 15 L siphoned at 02:00
      return { t: to - (steps - i) * 120_000, values: { fuel: Math.round((110 - 0.1 * m + (m >= 240 ? 60 : 0) - (m >= 60 ? 15 : 0)) * 10) / 10, speed: m % 30 < 20 ? 25 : 0 } };
    });
    for (let i = 0; i < readings.length; i += 5000) await post('/cloud/devices/rest/ingest', { deviceId: device.id, readings: readings.slice(i, i + 5000) }, { 'x-device-key': device.key });
  }
  const lines: string[] = [];
  for (const [name, path] of [['abnormal/getOilAbnormalList', `${OIL}/abnormal/getOilAbnormalList`], ['daily/list', `${OIL}/daily/list`], ['monthly/list', `${OIL}/monthly/list`]] as const) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      total = ((await post(path, { pageSize: 20 })) as { total: number }).total;
      times.push(performance.now() - t0);
    }
    lines.push(`${name.padEnd(28)} median ${median(times).toFixed(0)} ms (${RUNS} runs, ${total} rows)`);
  }
  console.log(`cljk derived fuel lists: ${CARS} cars × ${steps} times × 2 metrics = ${CARS * steps * 2} readings over the default week; load ${loadavg()[0]!.toFixed(1)}`);
  for (const l of lines) console.log(`  ${l}`);
} finally {
  await server.close();
}
