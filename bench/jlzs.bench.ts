/**
 * `npx tsx bench/jlzs.bench.ts`: the sorting data's heaviest report — 称重月报 (carWeighRecord/monthReport:
 * per month, district and garbage type, loads counted and left out, tonnes and average by the load-weight
 * rule) over a year of weighing records — through the real server over HTTP (temporary SQLite file),
 * request to parsed answer. A year of records (BENCH_LOADS loads a day, default 120: some 40 vehicles on
 * three trips, 43,800 records; one in 37 without a tare, the plants' loads with a confirmed net weight)
 * is written straight into the module's table beside the demo data, in one transaction, as the engine
 * stores them (netWeight and weighed by kit/waste/loadWeight.ts). Then each call is asked BENCH_RUNS
 * times (default 7) and the medians printed: the month report for the year (first page and all pages),
 * its export, calculationWeight of 500 chosen records, the week's vehicles and facilities, and a year
 * of the list sorted by time (first page).
 */
import Database from 'better-sqlite3';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { loadWeight } from '../kit/waste/loadWeight';
import { signIn, startServer } from '../tests/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LOADS = Number(process.env.BENCH_LOADS ?? 120);
const DAYS = 365;
const B = '/envcloud/hw/jlzs/api/v1';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const server = await startServer({ modules: ['ljszy', 'jlzs'], demoDevices: false });
try {
  const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
  const tenantId = String((data as { tenantId: string }).tenantId);
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}${B}/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!(response.headers.get('content-type') ?? '').includes('json')) return (await response.arrayBuffer()).byteLength;
    const answer = (await response.json()) as { result: number; msg: string; data: unknown };
    if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };

  // A year of records, written as the engine writes them (same columns, the weight by the one rule).
  const t0 = performance.now();
  const db = new Database(join(server.dataDir, 'urbanops.db'));
  const table = 'r_jlzs_carWeighRecord';
  const template = db.prepare(`select * from "${table}" where "tenantId" = ? limit 1`).get(tenantId) as Record<string, unknown>;
  const cars = (db.prepare(`select distinct "carId" from "${table}" where "tenantId" = ?`).all(tenantId) as { carId: number }[]).map((r) => r.carId);
  const plants = db.prepare(`select id, "facilityType" from "r_jlzs_facilityManage" where "tenantId" = ? and "facilityType" in ('transfer','incinerator','landfill','sorting')`).all(tenantId) as { id: number; facilityType: string }[];
  const columns = Object.keys(template).filter((c) => c !== 'id');
  const insert = db.prepare(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values (${columns.map(() => '?').join(',')})`);
  const districts = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'];
  const types = ['other', 'other', 'other', 'kitchen', 'kitchen', 'recyclable', 'hazardous', 'bulky'];
  let seedState = 7;
  const next = () => ((seedState = (seedState * 1103515245 + 12345) % 2147483648) / 2147483648);
  let written = 0;
  db.transaction(() => {
    for (let d = DAYS - 1; d >= 0; d--) {
      for (let k = 0; k < LOADS; k++) {
        const when = new Date(Date.now() - d * 86_400_000);
        when.setHours(5 + (k % 14), Math.floor(next() * 60), 0);
        const plant = plants[k % plants.length]!;
        const tare = 9 + (k % 5);
        const gross = tare + 2 + next() * 8;
        const confirmed = plant.facilityType === 'incinerator' || plant.facilityType === 'landfill' ? gross - tare - 0.02 : null;
        const noTare = (k + d) % 37 === 5;
        const load = { confirmedNet: confirmed, gross, tare: noTare ? null : tare };
        const net = loadWeight(load);
        const row: Record<string, unknown> = {
          ...template,
          weighNo: `BENCH${d}-${k}`,
          carId: cars[k % cars.length],
          facilityId: plant.id,
          district: districts[k % districts.length],
          garbageType: types[k % types.length],
          leg: k % 40 === 39 ? 'transfer' : 'collect',
          grossWeight: Math.round(gross * 100) / 100,
          tareWeight: load.tare,
          confirmedNet: confirmed === null ? null : Math.round(confirmed * 1000) / 1000,
          netWeight: net,
          weighed: net === null ? 0 : 1,
          weighTime: stamp(when),
        };
        insert.run(...columns.map((c) => row[c] ?? null));
        written++;
      }
    }
  })();
  db.close();
  const seedMs = performance.now() - t0;

  const yearAgo = stamp(new Date(Date.now() - DAYS * 86_400_000)).slice(0, 10);
  const ids = ((await post('carWeighRecord/pageList', { pageSize: 500, weighTimeStart: yearAgo })) as { records: { id: number }[] }).records.map((r) => r.id);
  const calls: [string, string, Record<string, unknown>][] = [
    ['monthReport, a year (page of 20)', 'carWeighRecord/monthReport', { pageSize: 20, weighTimeStart: yearAgo }],
    ['monthReport, a year (all 1000 rows)', 'carWeighRecord/monthReport', { pageSize: 1000, weighTimeStart: yearAgo }],
    ['monthReportExport, a year (.xlsx)', 'carWeighRecord/monthReportExport', { weighTimeStart: yearAgo }],
    ['calculationWeight, 500 records', 'carWeighRecord/calculationWeight', { ids: ids.join(',') }],
    ['getFacilitys (7 days)', 'carWeighRecord/getFacilitys', {}],
    ['getCars (7 days)', 'carWeighRecord/getCars', {}],
    ['pageList, a year by time (page 1)', 'carWeighRecord/pageList', { pageSize: 20, weighTimeStart: yearAgo, orderField: 'weighTime', orderType: 'desc' }],
  ];
  const lines: string[] = [];
  for (const [name, path, body] of calls) {
    await post(path, body);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      await post(path, body);
      times.push(performance.now() - t);
    }
    lines.push(`${name.padEnd(40)} median ${median(times).toFixed(0).padStart(5)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; ${RUNS} runs)`);
  }
  const report = (await post('carWeighRecord/monthReport', { pageSize: 1000, weighTimeStart: yearAgo })) as { total: number };
  console.log(`jlzs: ${written} weighing records over ${DAYS} days (${LOADS} a day) written in ${(seedMs / 1000).toFixed(1)} s; month report ${report.total} rows; load ${loadavg()[0]!.toFixed(1)}`);
  for (const l of lines) console.log(`  ${l}`);
} finally {
  await server.close();
}
