/**
 * Seeds the demo devices (server/services/demoDevices.ts) at the first start: the devices with their
 * demo keys and rules, then readings through the ordinary ingest (so rollups, alarms and live events
 * are as in real use): vehicles every two minutes over the last six hours, toilet sensors every ten
 * minutes over the last day, the silent vehicle's six hours ending two days ago, and no readings in
 * the signal gaps of V-106 and T-102 (offline episodes that ended). About 8,000
 * readings, so the first start stays fast (docs/maps.md gives the measured cost). Workers' badges:
 * the last 24 hours, every 3 minutes on the wearer's shift and every 15 off it (positions only: two
 * metrics), the silent badge's readings ending three hours before the start.
 */
import type { Db } from '../db';
import type { DeviceService } from './devices';
import { badgeTimes, DEMO_DEVICES, DEMO_RULES, demoKey, demoReading, keyHash } from './demoDevices';

const MIN = 60_000;

/**
 * Writes the demo devices and their readings up to `now`; answers how many readings were written, or
 * null when another start on the same database wrote the first demo device (it seeds them all).
 */
export async function seedDemoDevices(db: Db, devices: DeviceService, now: number): Promise<number | null> {
  const end = Math.floor(now / MIN) * MIN;
  let written = 0;
  for (const [i, d] of DEMO_DEVICES.entries()) {
    const claimed = await db
      .insertInto('devices')
      .values({ id: d.id, tenant_id: d.tenantId, code: d.code, name: d.name, kind: d.kind, key_hash: keyHash(demoKey(d)), heartbeat_at: null, created_at: now })
      // Any conflict, not only on the id: on PostgreSQL a start racing this one may have its row on
      // (tenant, code) first, which an `on conflict (id)` does not catch (two instances starting at once).
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      if (i === 0) return null;
      continue;
    }
    const rule = DEMO_RULES[d.kind];
    await devices.setRule(d.tenantId, d.id, { metric: rule.metric, min: rule.min, max: rule.max });
    if (d.offline === 'never') continue;
    const last = d.offline === 'silent' ? end - (d.kind === 'person' ? 180 : 2 * 1440) * MIN : end;
    const [span, step] = d.kind === 'vehicle' ? [360 * MIN, 2 * MIN] : [1440 * MIN, 10 * MIN];
    const items = [];
    const silent = (t: number) => d.gap !== undefined && t > end - d.gap.from * MIN && t < end - d.gap.to * MIN;
    if (d.kind === 'person') for (const t of badgeTimes(d, end - span, last)) items.push({ t, values: demoReading(d, t) });
    else for (let t = last - span; t <= last; t += step) if (!silent(t)) items.push({ t, values: demoReading(d, t) });
    const result = await devices.ingest({ id: d.id, tenantId: d.tenantId, code: d.code }, items);
    written += result.accepted;
    // Heard from when it last sent (the ingest records "now").
    await db.updateTable('devices').set({ heartbeat_at: last }).where('id', '=', d.id).execute();
  }
  return written;
}
