/**
 * `npm run bench:city` (issue 28; docs/scale.md): a Hangzhou-sized city's working day on a throwaway
 * PostgreSQL cluster with two server instances behind nginx (docs/deploy.md's block), measured.
 *
 *   npm run bench:city                        # 60 minutes of play
 *   npm run bench:city -- --minutes 1         # a short run
 *   npm run bench:city -- --minutes 10 --scale 1 --office-users 200 --burst 30 --speed 1
 *
 * 1. The generator (scripts/city/generate.ts) writes the city into a new tenant.
 * 2. The player (scripts/city/play.ts) plays it for --minutes while Chromium (/usr/bin/chromium) shows a
 *    big screen of the tenant's vehicles moved by the live stream (bench/city/screen.html, served at the
 *    nginx origin): first draw, frame lengths, and the live latency from a probe vehicle's ingest call
 *    to its marker drawn in the page.
 * 3. A burst (--burst seconds, default 30; 0 skips it): device messages as fast as 128 callers get
 *    answers, for the ingest's headroom over the city's rate.
 * 4. A demo-sized run (--demo-minutes, default 1, 0 skips): the same player at scale 0.01, for ratios.
 * Each instance's RSS and heap at start, middle and end (as read at that moment, and after a full garbage
 * collection the instance is asked for: what it keeps), errors and restarts are printed at the end.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../tests/support/browser';
import { startCluster } from '../tests/support/pg';
import { mapBounded } from '../kit/resource/pace';
import { D, fmt, percentile, post, Recorder, signIn } from '../scripts/city/client';
import { chinaDate, CITY_PASSWORD, CITY_USER, generateCity, RYKQ, type DeviceKey, type DispatchFleet, type WeighingSites } from '../scripts/city/generate';
import { cityModel, reading } from '../scripts/city/model';
import { playCity, type PlayResult } from '../scripts/city/play';
import { startStack, type Memory, type Stack } from './city/stack';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    scale: { type: 'string', default: '1' },
    speed: { type: 'string', default: '1' },
    'office-users': { type: 'string', default: '200' },
    'history-days': { type: 'string', default: '365' },
    burst: { type: 'string', default: '30' },
    'demo-minutes': { type: 'string', default: '1' },
    // Terminals relayed by gateways of 500 messages, 8 calls in flight (docs/scale.md: one call per
    // terminal cannot carry 1 335 messages a second on 2 cores; --gateway 0 plays that).
    'in-flight': { type: 'string', default: '8' },
    gateway: { type: 'string', default: '500' },
  },
});
const minutes = Number(values.minutes);
const scale = Number(values.scale);
const MB = (b: number | undefined) => (b === undefined ? '--' : (b / 1048576).toFixed(0));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const screenHtml = readFileSync(resolve(import.meta.dirname, 'city/screen.html'), 'utf8');

type Screen = { placedAtFirstDraw: number; listDrawn: number | null; allPlaced: number | null; frames: number[]; moves: [string, number, number][]; events: number; vehicles: number; errors: string[] };

/** Plays the city on a stack with the screen open; answers the play, the screen and the memory readings. */
async function measure(stack: Stack, keys: DeviceKey[], o: { people: (number | null)[]; weighing: WeighingSites; dispatch: DispatchFleet; scale: number; minutes: number; officeUsers: number; label: string }) {
  const tokens = [await signIn(stack.url, CITY_USER, CITY_PASSWORD), await signIn(stack.url, CITY_USER, CITY_PASSWORD)];
  const vehicles = keys.filter((k) => k.kind === 'vehicle');
  const probes = new Set(vehicles.filter((_, i) => i % Math.max(1, Math.floor(vehicles.length / 30)) === 0).map((k) => k.id));
  const sent = new Map<string, number>();
  const browser = await launchBrowser();
  const memory: Record<string, (Memory | null)[]> = { start: stack.instances.map((i) => i.memory()) };
  // The same moments after a full garbage collection in each instance (what it keeps).
  const afterGc = async (k: string) => void (memory[`${k} gc`] = await Promise.all(stack.instances.map((i) => i.memoryAfterGc())));
  await afterGc('start');
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.route(`${stack.url}/city-screen.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: screenHtml }));
    await page.goto(`${stack.url}/city-screen.html#token=${tokens[0]}&probes=${[...probes].join(',')}`);
    // Half way: the memory, and the screen opened afresh (its first draw with the day under way).
    let reopened: Promise<Pick<Screen, 'listDrawn' | 'placedAtFirstDraw' | 'vehicles'> | null> = Promise.resolve(null);
    const middle = setTimeout(() => {
      memory.middle = stack.instances.map((i) => i.memory());
      void afterGc('middle');
      reopened = (async () => {
        const fresh = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
        await fresh.route(`${stack.url}/city-screen.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: screenHtml }));
        await fresh.goto(`${stack.url}/city-screen.html#token=${tokens[1]}`);
        await fresh.waitForFunction(() => (window as unknown as { __screen: Screen }).__screen.listDrawn !== null, undefined, { timeout: 60_000 });
        const r = await fresh.evaluate(() => (window as unknown as { __screen: Screen }).__screen);
        await fresh.close();
        return { listDrawn: r.listDrawn, placedAtFirstDraw: r.placedAtFirstDraw, vehicles: r.vehicles };
      })().catch(() => null);
    }, (o.minutes * 60_000) / 2);
    const play = await playCity({
      url: stack.url, tokens, keys, people: o.people, weighing: o.weighing, dispatch: o.dispatch, scale: o.scale, minutes: o.minutes, officeUsers: o.officeUsers, inFlight: Number(values['in-flight']), gateway: Number(values.gateway),
      onSend: (id, t, at) => void (probes.has(id) && sent.set(`${id}:${t}`, at)),
      progress: (line) => log(`${o.label} ${line}`),
    });
    clearTimeout(middle);
    memory.end = stack.instances.map((i) => i.memory());
    await afterGc('end');
    await new Promise((r) => setTimeout(r, 1500));
    const screen = (await page.evaluate(() => (window as unknown as { __screen: Screen }).__screen)) as Screen;
    const fresh = await reopened;
    const orderStates = await orderStatesOf(stack.url, tokens[0]!, play.orders.raised);
    const latencies = screen.moves.map(([id, t, at]) => (sent.has(`${id}:${t}`) ? at - sent.get(`${id}:${t}`)! : null)).filter((x): x is number => x !== null);
    return { play, screen, fresh, latencies, memory, orderStates };
  } finally {
    await browser.close();
  }
}

/** How many of the orders raised in the run are in each state at its end (dispatch's order list by state). */
async function orderStatesOf(url: string, token: string, raised: number[]): Promise<Record<string, number>> {
  const mine = new Set(raised);
  const out: Record<string, number> = {};
  for (const state of ['pending', 'accepted', 'inProgress', 'completed', 'cancelled']) {
    let n = 0;
    for (let page = 1; ; page++) {
      const got = await post<{ records: { id: number }[]; total: number }>(url, '/cloud/dispatch/workOrder/pageList', { pageNo: page, pageSize: 500, state }, { authorization: `Bearer ${token}` });
      n += got.records.filter((r) => mine.has(r.id)).length;
      if (page * 500 >= got.total) break;
    }
    out[state] = n;
  }
  return out;
}

function report(label: string, m: Awaited<ReturnType<typeof measure>>, stack: Stack) {
  const p: PlayResult = m.play;
  const t = p.rec.times;
  log(`== ${label}: ${p.seconds.toFixed(0)} s`);
  log(`errors: ${p.rec.totalErrors()}${p.rec.samples.length ? ` (${p.rec.samples.slice(0, 5).join(' | ')})` : ''}; restarts: ${stack.restarts()}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
  log(`device messages: ${p.messages} (${(p.messages / p.seconds).toFixed(0)}/s; due ${p.dueRate.toFixed(0)}/s), backlog at the end ${p.backlog}; readings (metric values) accepted ${p.readings} (${(p.readings / p.seconds).toFixed(0)}/s); alarms raised ${p.alarms}`);
  log(`ingest call: p50 ${fmt(percentile(t.get('ingest'), 50), 1)} ms, p99 ${fmt(percentile(t.get('ingest'), 99), 1)} ms`);
  log(`punches through the punch call: ${p.punches}; p50 ${fmt(percentile(t.get('punch'), 50))} ms, p99 ${fmt(percentile(t.get('punch'), 99))} ms`);
  log(`loads weighed through the weighing call: ${p.weighings}; p50 ${fmt(percentile(t.get('weighing'), 50))} ms, p99 ${fmt(percentile(t.get('weighing'), 99))} ms`);
  log(`work orders raised through dispatch's create call: ${p.orders.raised.length}, accepted ${p.orders.accepted}, 按定位刷新 ${p.orders.syncs} times; at the end ${Object.entries(m.orderStates).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const line = (name: string, xs: number[] | undefined) => `${name.padEnd(22)} ${String(xs?.length ?? 0).padStart(6)} calls  p50 ${fmt(percentile(xs, 50))} ms  p99 ${fmt(percentile(xs, 99))} ms`;
  for (const kind of ['list', 'chat', 'detail', 'board', 'screen', 'screen.alarms', 'dispatch']) {
    log(`office ${line(kind, p.rec.ofKind(kind))}`);
    for (const call of p.rec.callsOf(kind)) log(`  ${line(call, t.get(call))}`);
  }
  const s = m.screen;
  const frames = s.frames.slice(1);
  log(`screen: ${s.vehicles} vehicles; first draw (list and latest positions: ${s.placedAtFirstDraw} placed) ${fmt(s.listDrawn)} ms after navigation, every vehicle at a live position ${fmt(s.allPlaced)} ms; ${s.events} live events; frames ${frames.length}, p99 ${fmt(percentile(frames, 99), 1)} ms, over 50 ms: ${frames.filter((f) => f > 50).length}, longest ${fmt(frames.length ? frames.reduce((a, b) => Math.max(a, b), 0) : null)} ms${s.errors.length ? `; page errors: ${s.errors.join('; ')}` : ''}`);
  if (m.fresh) log(`screen opened half way: first draw ${fmt(m.fresh.listDrawn)} ms after navigation with ${m.fresh.placedAtFirstDraw} of ${m.fresh.vehicles} vehicles placed (readings/latest)`);
  log(`live latency (ingest call sent → marker drawn), ${m.latencies.length} moves of probe vehicles: p50 ${fmt(percentile(m.latencies, 50))} ms, p99 ${fmt(percentile(m.latencies, 99))} ms`);
  stack.instances.forEach((_, i) => {
    const at = (k: string) => m.memory[k]?.[i] ?? undefined;
    log(`instance ${i + 1}: RSS ${MB(at('start')?.rss)} → ${MB(at('middle')?.rss)} → ${MB(at('end')?.rss)} MB; heap used ${MB(at('start')?.heapUsed)} → ${MB(at('middle')?.heapUsed)} → ${MB(at('end')?.heapUsed)} MB (start, middle, end); after a full GC: RSS ${MB(at('start gc')?.rss)} → ${MB(at('middle gc')?.rss)} → ${MB(at('end gc')?.rss)} MB, heap used ${MB(at('start gc')?.heapUsed)} → ${MB(at('middle gc')?.heapUsed)} → ${MB(at('end gc')?.heapUsed)} MB`);
  });
}

/**
 * Device messages as fast as `callers` get answers for `seconds`: the ingest's ceiling, one call per
 * message (gateway 0) or `gateway` messages per ingest/batch call.
 */
async function burst(stack: Stack, keys: DeviceKey[], seconds: number, callers: number, gateway = 0) {
  const devices = new Map(cityModel(scale).devices.map((d) => [d.code, d]));
  const rec = new Recorder();
  const until = Date.now() + seconds * 1000;
  let n = 0;
  let messages = 0;
  await mapBounded(Array.from({ length: callers }), callers, async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        if (gateway) {
          const items = Array.from({ length: gateway }, () => {
            const k = keys[n++ % keys.length]!;
            const at = Date.now() - Math.floor(Math.random() * 300_000);
            return { deviceId: k.id, key: k.key, readings: [{ t: at, values: reading(devices.get(k.code)!, at) }] };
          });
          await post(stack.url, `${D}/ingest/batch`, { items });
          messages += gateway;
        } else {
          const k = keys[n++ % keys.length]!;
          const at = Date.now() - Math.floor(Math.random() * 300_000);
          await post(stack.url, `${D}/ingest`, { deviceId: k.id, readings: [{ t: at, values: reading(devices.get(k.code)!, at) }] }, { 'x-device-key': k.key });
          messages++;
        }
        rec.add('ingest', performance.now() - t0);
      } catch (error) {
        rec.fail('ingest', String(error));
      }
    }
  });
  return { rate: messages / seconds, rec };
}

/** Each office call alone (no play, median of 3), for the ratios to the same calls under load. */
async function quiet(stack: Stack, keys: DeviceKey[]) {
  const token = await signIn(stack.url, CITY_USER, CITY_PASSWORD);
  const auth = { authorization: `Bearer ${token}` };
  const now = Date.now();
  const yearAgo = new Date(now + 8 * 3600_000 - 365 * 86_400_000).toISOString().slice(0, 10);
  const vehicle = keys.find((k) => k.kind === 'vehicle')!;
  const calls: [string, string, unknown][] = [
    ['list: 30 000 workers, page 25', '/cloud/management/rest/np/staff/pageList', { pageNo: 25, pageSize: 20 }],
    ['list: weighings of 7 days', '/envcloud/hw/jlzs/api/v1/carWeighRecord/pageList', { pageNo: 1, pageSize: 20, weighTimeStart: new Date(now - 7 * 86_400_000).toISOString().slice(0, 10), orderField: 'weighTime', orderType: 'desc' }],
    ['detail: a vehicle\'s last hour', `${D}/readings/track`, { deviceId: vehicle.id, from: now - 3600_000, to: now, columns: 1 }],
    ['board: month report over a year of weighings', '/envcloud/hw/jlzs/api/v1/carWeighRecord/monthReport', { pageNo: 1, pageSize: 20, weighTimeStart: yearAgo }],
    ['screen: every device (no kind)', `${D}/device/list`, {}],
    ['screen: the vehicles (kind=vehicle)', `${D}/device/list`, { kind: 'vehicle' }],
  ];
  for (const [name, path, body] of calls) {
    // The month report 6 times: nginx takes the calls to the instances in turn, so the first computes every
    // month and shares them, the second reads what the first shared (docs/modules.md "Aggregates by
    // month"; before fix 15 it computed them again), the rest answer from what each instance keeps.
    const months = name.startsWith('board');
    const times: number[] = [];
    for (let i = 0; i < (months ? 6 : 3); i++) {
      const t0 = performance.now();
      await post(stack.url, path, body, auth);
      times.push(performance.now() - t0);
    }
    if (months) log(`alone: ${name.padEnd(48)} first on each instance ${fmt(times[0]!)} / ${fmt(times[1]!)} ms (computed and shared / read from the first's), then median ${fmt(percentile(times.slice(2), 50))} ms (whole months kept)`);
    else log(`alone: ${name.padEnd(48)} median ${fmt(percentile(times, 50))} ms`);
  }
  await attendance(stack.url, auth);
}

/**
 * A day's attendance of the whole city (target ≤ 60 s): 考勤日报 of yesterday for every worker — the
 * rules run over each person's shifts and punches on every call (modules/rykq/server/reports.ts) — as a
 * page (the report computes every person to count and sort them) and as the whole export; then 考勤月报
 * of the month to yesterday the same two ways (the month a week at a time).
 */
async function attendance(url: string, auth: Record<string, string>) {
  const yesterday = chinaDate(Date.now(), -1);
  const day = { workDateStart: yesterday, workDateEnd: yesterday };
  const t0 = performance.now();
  const page = await post<{ total?: number; totalCount?: number }>(url, RYKQ('dailyReport', 'pageList'), { ...day, pageNo: 1, pageSize: 20 }, auth);
  const t1 = performance.now();
  const file = await fetch(`${url}${RYKQ('dailyReport', 'export')}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(day) });
  const bytes = (await file.arrayBuffer()).byteLength;
  const t2 = performance.now();
  log(`attendance: 考勤日报 of ${yesterday} for the city, ${page.total ?? page.totalCount ?? '--'} person-days: first page ${fmt(t1 - t0)} ms; the whole day exported (${file.status}, ${(bytes / 1048576).toFixed(1)} MB, ${file.headers.get('content-type')}) ${fmt(t2 - t1)} ms (target ≤ 60 s)`);
  // 考勤月报 of yesterday's month (its default): every person over the month's days to yesterday, a week at a time.
  const month = await post<{ total?: number; totalCount?: number }>(url, RYKQ('monthlyReport', 'pageList'), { pageNo: 1, pageSize: 20 }, auth).catch((e: unknown) => {
    log(`attendance: 考勤月报 refused: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  });
  if (!month) return;
  const t3 = performance.now();
  const monthFile = await fetch(`${url}${RYKQ('monthlyReport', 'export')}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
  const monthBytes = (await monthFile.arrayBuffer()).byteLength;
  const t4 = performance.now();
  log(`attendance: 考勤月报 of ${yesterday.slice(0, 7)} (1st to ${yesterday}) for the city, ${month.total ?? month.totalCount ?? '--'} people: first page ${fmt(t3 - t2)} ms; exported (${monthFile.status}, ${(monthBytes / 1048576).toFixed(1)} MB) ${fmt(t4 - t3)} ms`);
}

const cluster = await startCluster();
try {
  log(`bench:city: scale ${scale}, ${minutes} min, ${values['office-users']} office users; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  const stack = await startStack({ cluster });
  try {
    log(`stack up: nginx ${stack.url} → instances ${stack.instances.map((i) => i.port).join(', ')}`);
    const g = await generateCity({ url: stack.url, databaseUrl: stack.databaseUrl, scale, historyDays: Number(values['history-days']), log });
    log(`city generated in tenant ${g.tenantId}: ${g.keys.length} devices`);
    await quiet(stack, g.keys);
    const city = await measure(stack, g.keys, { people: g.people, weighing: g.weighing, dispatch: g.dispatch, scale, minutes, officeUsers: Number(values['office-users']), label: 'city' });
    report(`the city (scale ${scale})`, city, stack);
    if (Number(values.burst) > 0) {
      for (const [gw, callers] of [[0, 128], [200, 8]] as const) {
      const b = await burst(stack, g.keys, Number(values.burst), callers, gw);
      log(`burst${gw ? ` through gateways (${gw} messages a call)` : ' (a call per message)'}: ${b.rate.toFixed(0)} device messages/s for ${values.burst} s with ${callers} callers (p50 ${fmt(percentile(b.rec.times.get('ingest'), 50))} ms, p99 ${fmt(percentile(b.rec.times.get('ingest'), 99))} ms, errors ${b.rec.totalErrors()}) = ${(b.rate / city.play.dueRate).toFixed(1)}× the city's due rate ${city.play.dueRate.toFixed(0)}/s (target ≥ 5×)`);
      }
    }
  } finally {
    await stack.stop();
  }
  if (Number(values['demo-minutes']) > 0) {
    const demo = await startStack({ cluster });
    try {
      const g = await generateCity({ url: demo.url, databaseUrl: demo.databaseUrl, scale: 0.01, historyDays: 365, log: () => undefined });
      const m = await measure(demo, g.keys, { people: g.people, weighing: g.weighing, dispatch: g.dispatch, scale: 0.01, minutes: Number(values['demo-minutes']), officeUsers: 2, label: 'demo' });
      report('a demo-sized city (scale 0.01, 2 office users), for ratios', m, demo);
    } finally {
      await demo.stop();
    }
  }
} finally {
  await cluster.stop();
}
