/**
 * SOS presses become alarms and text messages. A press is a reading `sos` = 1 of a badge (the demo
 * seed also sets the store's rule on it, so live boards raise it at once). Each press addresses one
 * message to each team leader (post type 班组长, at most two) of the worker's department, or one row
 * 无接收人 when the department has none. The platform has no SMS gateway yet: the messages are
 * derived from the presses on every read (nothing to keep in step) and listed for a gateway to send.
 */
import type { HandlerContext, ModuleStore } from '../../../kit/resource';
import { chinaStamp, DAY } from '../rules/time';
import { readingsOf, type Crew, type Row, type Wearer } from './model';

export type SosPress = { wearer: Wearer; t: number; place: string };

/** The SOS presses of the wearers within [from, to], newest first. */
export async function sosPresses(store: ModuleStore, wearers: Wearer[], from: number, to: number): Promise<SosPress[]> {
  const out: SosPress[] = [];
  for (const w of wearers) {
    const r = await readingsOf(store, w, from, to);
    for (const s of r.sos) out.push({ wearer: w, t: s.t, place: s.at ? `${s.at[0].toFixed(5)},${s.at[1].toFixed(5)}` : '--' });
  }
  return out.sort((a, b) => b.t - a.t);
}

/** The presses of the last `days` days. */
export async function recentSos(ctx: Pick<HandlerContext, 'store'>, crew: Crew, days = 7): Promise<SosPress[]> {
  const now = ctx.store.devices.now();
  return sosPresses(ctx.store, crew.wearers, now - days * DAY, now);
}

/** The messages of the presses: one per recipient. */
export function sosMessages(ctx: Pick<HandlerContext, 't'>, crew: Crew, presses: SosPress[]): Row[] {
  const leaders = (deptId: unknown) => crew.workers.filter((w) => w.deptId === deptId && crew.posts.get(Number(w.postId))?.postType === 'leader').slice(0, 2);
  return presses.flatMap((p) => {
    const w = p.wearer.worker;
    const alarmAt = chinaStamp(p.t);
    const content = ctx.t('zyry.sms.content', { name: String(w.personName), code: String(w.staffCode), time: alarmAt, place: p.place });
    const base = { alarmAt, workerId: w.id, personName: w.personName, deviceCode: p.wearer.deviceCode, content };
    const to = leaders(w.deptId);
    if (!to.length) return [{ ...base, id: `${p.wearer.deviceCode}|${p.t}|-`, recipientName: null, recipientPhone: null, state: 'noRecipient' }];
    return to.map((l) => ({ ...base, id: `${p.wearer.deviceCode}|${p.t}|${String(l.id)}`, recipientName: l.personName, recipientPhone: l.phone ?? null, state: 'pending' }));
  });
}
