/**
 * The calls of every kind beside its lists:
 * - update (changes data): the monitoring settings of one device (`id` = its row id, or `code`):
 *   `thresholdMinutes` (0: the platform's default), `watched` (是/否, yes/no, true/false, 1/0),
 *   `remark`; a parameter left out or blank stays as it was. Refused as a whole when any is wrong.
 * - offlineDetail (reads): one device's offline episodes within `from`–`to` (default: the last seven
 *   days), oldest first, watched or not.
 * - count (reads; the module's own call, not the spec's): the device pages' tab counts
 *   `{ all, online, offline }` from one reading of the kind's devices (the tabs' lists would read them
 *   three times more on every refresh).
 */
import { HandlerError, type Handler } from '../../../kit/resource';
import { call, KINDS, type MonitorKind } from '../resources/paths';
import { kindDevices, namedDevice, rangeOf } from './devices';
import { episodeRows } from './reports';

type Row = Record<string, unknown>;

const pathOf = (kind: MonitorKind, op: string) => call(kind, op) as string;
const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
const YES = ['是', 'yes', 'true', '1'];
const NO = ['否', 'no', 'false', '0'];

/** The settings a request changes, checked; throws on any bad value. */
function changesOf(input: Row, t: (key: string) => string): Row {
  const out: Row = {};
  if (given(input.thresholdMinutes)) {
    const n = Number(String(input.thresholdMinutes).trim());
    if (!Number.isInteger(n) || n < 0 || n > 10080) throw new HandlerError(t('sbbj.error.threshold'));
    out.thresholdMinutes = n === 0 ? null : n;
  }
  if (given(input.watched)) {
    const w = String(input.watched).trim().toLowerCase();
    if (!YES.includes(w) && !NO.includes(w)) throw new HandlerError(t('sbbj.error.watched'));
    out.watched = YES.includes(w);
  }
  if (input.remark !== undefined && input.remark !== null && String(input.remark) !== '') {
    const remark = String(input.remark).trim();
    if (remark.length > 200) throw new HandlerError(t('sbbj.error.remark'));
    out.remark = remark;
  }
  if (!Object.keys(out).length) throw new HandlerError(t('sbbj.error.nothing'));
  return out;
}

const update =
  (kind: MonitorKind): Handler =>
  async (ctx) => {
    const values = changesOf(ctx.input, ctx.t);
    const d = await namedDevice(ctx.store, kind, ctx.input, ctx.t);
    await ctx.store.transaction(async (store) => {
      const [current] = await store.all('deviceSetting', { deviceId: d.device.id }, 1);
      if (current) await store.update('deviceSetting', Number(current.id), values);
      else await store.create('deviceSetting', { deviceId: d.device.id, kind, watched: true, ...values });
    });
    return { message: ctx.t('sbbj.updated', { code: d.device.code }) };
  };

const offlineDetail =
  (kind: MonitorKind): Handler =>
  async (ctx) => {
    const d = await namedDevice(ctx.store, kind, ctx.input, ctx.t);
    const range = rangeOf(ctx.input.from, ctx.input.to, ctx.store.devices, ctx.t);
    return (await episodeRows(ctx, [d], range)).map(({ offlineFrom, offlineTo, ongoing, durationMinutes }) => ({
      offlineFrom,
      offlineTo,
      ongoing: ctx.t(`sbbj.enum.yesNo.${ongoing}`),
      durationMinutes,
    }));
  };

/** The tab counts of a kind's device page: every device, and those online and offline. */
const count =
  (kind: MonitorKind): Handler =>
  async (ctx) => {
    const devices = await kindDevices(ctx.store, kind, ctx.t);
    const online = devices.filter((d) => d.online).length;
    return { all: devices.length, online, offline: devices.length - online };
  };

export const handlers: Record<string, Handler> = Object.fromEntries(KINDS.flatMap((kind) => [[pathOf(kind, 'update'), update(kind)], [pathOf(kind, 'offlineDetail'), offlineDetail(kind)], [pathOf(kind, 'count'), count(kind)]]));
