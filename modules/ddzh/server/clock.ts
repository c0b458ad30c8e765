// The server's clock (the device store's, which tests move) as the platform's local time text, and small readers.
import type { ModuleStore } from '../../../kit/resource';
import { timeText } from '../rules/overdue';

export const nowMs = (store: ModuleStore) => store.devices.now();
export const nowText = (store: ModuleStore) => timeText(store.devices.now());
export const text = (v: unknown) => (v == null ? '' : String(v));
export type Row = Record<string, unknown>;
export const point = (v: unknown): [number, number] | null => {
  const p = v as { lng?: unknown; lat?: unknown } | null | undefined;
  return p && Number.isFinite(Number(p.lng)) && Number.isFinite(Number(p.lat)) && p.lng !== null && p.lat !== null ? [Number(p.lng), Number(p.lat)] : null;
};
export const idOf = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};
