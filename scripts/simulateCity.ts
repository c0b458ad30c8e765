/**
 * `npm run simulate:city`: a Hangzhou-sized city in a new tenant of a running server on PostgreSQL,
 * then a working day of it through HTTP (issue 28; docs/scale.md). The generator (scripts/city/
 * generate.ts) needs the database's URL only to create the tenant (no call does) and to write the
 * year of weighings in bulk; everything else goes through the public calls and the device ingest.
 *
 *   npm run simulate:city -- --url http://127.0.0.1:8080 --database-url postgres://…/urbanops --minutes 10
 *   npm run simulate:city -- --url … --keys city-keys.json --skip-generate --minutes 60 --speed 2
 *   npm run simulate:city -- --url … --database-url … --scale 0.01 --minutes 1     # a small city
 *   npm run simulate:city -- --url … --keys city-keys.json --skip-generate --gateway 200   # terminals relayed by gateways
 *
 * The devices' keys, the workers' duty-setting ids (today's punches name them), the weighing sites and dispatch's fleet are written to (and,
 * with --skip-generate, read from) --keys (default ./city-keys.json): a key is shown once, at registration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateCity, CITY_PASSWORD, CITY_USER, type DeviceKey, type DispatchFleet, type WeighingSites } from './city/generate';
import { playCity } from './city/play';
import { fmt, percentile, signIn } from './city/client';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://127.0.0.1:8080' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    scale: { type: 'string', default: '1' },
    minutes: { type: 'string', default: '10' },
    speed: { type: 'string', default: '1' },
    'office-users': { type: 'string', default: '200' },
    'history-days': { type: 'string', default: '365' },
    keys: { type: 'string', default: 'city-keys.json' },
    gateway: { type: 'string', default: '0' },
    'skip-generate': { type: 'boolean', default: false },
  },
});
const url = values.url.replace(/\/$/, '');
const scale = Number(values.scale);
let keys: DeviceKey[];
let people: (number | null)[] = [];
let weighing: WeighingSites | undefined;
let dispatch: DispatchFleet | undefined;
if (values['skip-generate']) {
  ({ keys, people = [], weighing, dispatch } = JSON.parse(readFileSync(values.keys, 'utf8')) as { keys: DeviceKey[]; people?: (number | null)[]; weighing?: WeighingSites; dispatch?: DispatchFleet });
} else {
  if (!values['database-url']) throw new Error('--database-url (or DATABASE_URL) is needed to create the tenant: no call creates one');
  console.log(`generating a city at scale ${scale} into ${url}`);
  const g = await generateCity({ url, databaseUrl: values['database-url'], scale, historyDays: Number(values['history-days']), log: console.log });
  keys = g.keys;
  people = g.people;
  weighing = g.weighing;
  dispatch = g.dispatch;
  writeFileSync(values.keys, JSON.stringify({ tenantId: g.tenantId, keys, people, weighing, dispatch }));
  console.log(`tenant ${g.tenantId}: ${keys.length} device keys written to ${values.keys}`);
}
const tokens = [await signIn(url, CITY_USER, CITY_PASSWORD)];
console.log(`playing ${values.minutes} min at speed ${values.speed} with ${values['office-users']} office users`);
const r = await playCity({ url, tokens, keys, people, weighing, dispatch, scale, minutes: Number(values.minutes), speed: Number(values.speed), officeUsers: Number(values['office-users']), gateway: Number(values.gateway), progress: console.log });
console.log(`${r.messages} device messages (${(r.messages / r.seconds).toFixed(0)}/s, due ${r.dueRate.toFixed(0)}/s), ${r.readings} readings accepted (${(r.readings / r.seconds).toFixed(0)}/s), backlog at the end ${r.backlog}, alarms ${r.alarms}`);
for (const [kind, xs] of [...r.rec.times].sort(([a], [b]) => (a < b ? -1 : 1))) console.log(`  ${kind.padEnd(22)} ${String(xs.length).padStart(7)} calls  p50 ${fmt(percentile(xs, 50))} ms  p99 ${fmt(percentile(xs, 99))} ms`);
console.log(`errors: ${r.rec.totalErrors()}${r.rec.samples.length ? `\n  ${r.rec.samples.join('\n  ')}` : ''}`);
process.exitCode = r.rec.totalErrors() ? 1 : 0;
