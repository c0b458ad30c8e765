/**
 * What the lists show that the rules compute on every read: a box's fill, online, battery and
 * temperature states and its alarms; a facility's number of boxes and of boxes in alarm.
 */
import type { HandlerContext } from '../../../kit/resource';
import { statusOf, thresholds } from './status';

type Rows = Record<string, unknown>[];
type Ctx = Omit<HandlerContext, 'input'>;

export const present = {
  compressionBox: async (rows: Rows, { store }: Ctx): Promise<Rows> => {
    if (!rows.length) return rows;
    const th = await thresholds(store);
    const now = store.devices.now();
    return rows.map((r) => {
      const s = statusOf(r, now, th);
      return { ...r, fillState: s.fillState, onlineState: s.onlineState, alarms: s.alarms };
    });
  },
  facilityInfo: async (rows: Rows, { store }: Ctx): Promise<Rows> => {
    if (!rows.length) return rows;
    const [th, boxes] = await Promise.all([thresholds(store), store.all('compressionBox', {}, 20_000)]);
    const now = store.devices.now();
    const count = new Map<number, [number, number]>();
    for (const b of boxes) {
      const c = count.get(Number(b.facilityId)) ?? [0, 0];
      c[0] += 1;
      if (statusOf(b, now, th).alarms.length) c[1] += 1;
      count.set(Number(b.facilityId), c);
    }
    return rows.map((r) => ({ ...r, boxCount: count.get(Number(r.id))?.[0] ?? 0, alarmBoxes: count.get(Number(r.id))?.[1] ?? 0 }));
  },
};
