/**
 * The box rules applied to stored rows: the tenant's thresholds (boxSetting, or the defaults) and the
 * server's clock (the device store's `now`, which tests move), and each box's states and alarms.
 */
import type { ModuleStore } from '../../../kit/resource';
import { boxStatus, thresholdsOf, type BoxSize, type BoxStatus, type BoxThresholds } from '../rules/boxState';

/** 'YYYY-MM-DD HH:mm:ss' (local time, as datetime fields hold it) as ms; null when blank or unreadable. */
export function timeOf(v: unknown): number | null {
  if (typeof v !== 'string' || !v) return null;
  const t = new Date(v.replace(' ', 'T')).getTime();
  return Number.isFinite(t) ? t : null;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

export async function thresholds(store: ModuleStore): Promise<BoxThresholds> {
  const [row] = await store.all('boxSetting', {}, 1);
  return thresholdsOf(row);
}

/** A stored box's states at `now`. */
export function statusOf(box: Record<string, unknown>, now: number, th: BoxThresholds): BoxStatus {
  return boxStatus({
    size: (box.boxSize === 'large' ? 'large' : 'small') as BoxSize,
    deviceCode: box.deviceCode ? String(box.deviceCode) : null,
    reportedAt: timeOf(box.reportedAt),
    fillLevel: num(box.fillLevel),
    battery: num(box.battery),
    temperature: num(box.temperature),
  }, now, th);
}
