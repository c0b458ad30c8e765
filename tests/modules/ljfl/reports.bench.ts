/**
 * `npx tsx tests/modules/ljfl/reports.bench.ts`: the heaviest lists of 垃圾分类业务 and the big-data
 * board's calls through the real server over HTTP (temporary SQLite file, the demo's data: a year of
 * daily archive, 21 days of loads, a year of points movements). Each call is asked RUNS times, request
 * to parsed answer; prints medians. The board's calls are also asked all at once, as the board's first
 * load sends them (the server's part of its first complete draw).
 */
import { loadavg } from 'node:os';
import { signIn, startServer } from '../../support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const L = (p: string) => `/cloud/ljfl/${p}.smvc`;
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toLocaleDateString('sv-SE');

const BOARD = ['loadPromotionCover', 'loadInterActive', 'loadClassification', 'loadCarPositions', 'loadHandleFacPositions', 'loadUnitPositions', 'loadKanbanMapData', 'loadGarbageClassification', 'loadTodayGarbageInfo', 'loadGarbageHandleInfo', 'loadMapDirection', 'loadGarbageNum'];

const server = await startServer({ modules: ['ljfl'], demoDevices: false });
try {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json()) as { result: number; msg: string };
    if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
    return answer;
  };
  const calls: [string, string, Record<string, unknown>][] = [
    ['分类日报, a year of days', L('dataPlatform/loadDailyReport'), { dayStart: day(364), dayEnd: day(0), pageSize: 1000 }],
    ['分类月报, twelve months', L('dataPlatform/loadMonthlyReport'), { pageSize: 100 }],
    ['主体排名, a year', L('dataPlatform/loadSubjectOrderData'), { dayStart: day(364), dayEnd: day(0) }],
    ['单位数据, 30 days', L('dataPlatform/loadUnitData'), { pageSize: 20 }],
    ['积分月报, twelve months', L('dataPlatform/loadIntegrationMonthlyReport'), { pageSize: 100 }],
    ['垃圾记录 getSumData, all loads', L('garbageManage/getSumData'), {}],
    ...BOARD.map((b): [string, string, Record<string, unknown>] => [`board ${b}`, L(`bigDataManage/${b}`), { asOf: new Date().toISOString() }]),
  ];
  const lines: string[] = [];
  for (const [name, path, body] of calls) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await post(path, body);
      times.push(performance.now() - t0);
    }
    lines.push(`${name.padEnd(40)} median ${median(times).toFixed(0).padStart(5)} ms`);
  }
  const all: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    await Promise.all(BOARD.map((b) => post(L(`bigDataManage/${b}`), { asOf: new Date().toISOString() })));
    all.push(performance.now() - t0);
  }
  lines.push(`${'board: all 12 calls at once'.padEnd(40)} median ${median(all).toFixed(0).padStart(5)} ms`);
  console.log(`${RUNS} runs each, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  console.log(lines.join('\n'));
} finally {
  await server.close();
}
