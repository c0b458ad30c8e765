/**
 * `npm run simulate`: feeds live readings of the demo devices into a running server through the
 * ordinary HTTP ingest with their demo keys, so boards and maps move in a demo. Vehicles send a
 * position, speed and fuel every round, toilet sensors every tenth round, and the workers' badges
 * (kind `person`) their wearer's position every round — walking their area on shift, a few leaving it
 * now and then, one standing still, one pressing SOS every six hours (人员作业); the offline demo
 * devices (the silent badge among them) stay silent. Readings follow the same model as the seeded history (server/services/demoDevices.ts),
 * so the tracks continue where the seed left them.
 *
 *   npm run simulate                                   # http://127.0.0.1:8080, a round every 5 s
 *   npm run simulate -- --url http://host:8080 --every 2 --rounds 10
 */
import { parseArgs } from 'node:util';
import { DEMO_DEVICES, demoKey, demoReading } from '../server/services/demoDevices';

const { values } = parseArgs({
  options: { url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://127.0.0.1:8080' }, every: { type: 'string', default: '5' }, rounds: { type: 'string', default: '0' } },
});
const url = values.url.replace(/\/$/, '');
const everyMs = Math.max(0.2, Number(values.every)) * 1000;
const rounds = Number(values.rounds);

async function send(round: number): Promise<string> {
  const t = Date.now();
  const parts: string[] = [];
  for (const d of DEMO_DEVICES) {
    if (d.offline || (d.kind === 'toilet' && round % 10 !== 0)) continue;
    const response = await fetch(`${url}/cloud/devices/rest/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': demoKey(d) },
      body: JSON.stringify({ deviceId: d.id, readings: [{ t, values: demoReading(d, t) }] }),
    });
    const body = (await response.json()) as { result: number; msg?: string; data?: { accepted: number; alarms: unknown[] } };
    if (body.result !== 0) throw new Error(`${d.code}: ${body.result} ${body.msg ?? ''} (is this the demo database? DEMO_DEVICES must not be false)`);
    parts.push(`${d.code}${body.data?.alarms.length ? '!' : ''}`);
  }
  return parts.join(' ');
}

const live = DEMO_DEVICES.filter((d) => !d.offline);
console.log(`simulating ${live.length} demo devices (${live.filter((d) => d.kind === 'person').length} workers' badges) into ${url}, every ${everyMs / 1000} s (Ctrl-C stops)`);
for (let round = 0; rounds === 0 || round < rounds; round++) {
  const started = Date.now();
  try {
    console.log(`${new Date().toISOString().slice(11, 19)} sent: ${await send(round)}`);
  } catch (error) {
    console.error(`${new Date().toISOString().slice(11, 19)} ${error instanceof Error ? error.message : String(error)}`);
  }
  if (rounds !== 0 && round === rounds - 1) break;
  await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - started))));
}
