/**
 * The calls beside the engine's: sync facilities from 垃圾收运's ledger, bind staff and place boxes
 * at a facility, bind and unbind a box's sensor (one device on one box at a time, each binding
 * dated), a box's last 24 hours as a chart; the write rules of readings and thresholds.
 */
import { formatDate, HandlerError, type BeforeWrite, type Handler, type HandlerContext, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { decideBind, type OpenBinding } from '../rules/binding';
import { thresholdProblem, thresholdsOf } from '../rules/boxState';
import { people } from './crew';
import { timeOf } from './status';

const P = (entity: string, op: string) => `/envcloud/hw/ljszydd/${entity}/${op}`;
const DEVICE = /^[A-Z0-9-]{4,24}$/;
const STAFF = /^[A-Z]{2}\d{4}$/;

const idOf = (ctx: HandlerContext): number => {
  const id = Number(ctx.input.id);
  if (!Number.isInteger(id) || id <= 0) throw new HandlerError(ctx.t('kit.server.notFound'));
  return id;
};
const nowText = (store: ModuleStore) => formatDate(new Date(store.devices.now()), true);

/** 垃圾收运's facility types that hold compression boxes, as this module names them. */
const SOURCE_TYPES: Record<string, string> = { transfer: 'transfer', station: 'station', point: 'point' };

const sync: Handler = async (ctx) => {
  let source: Record<string, unknown>[];
  try {
    source = await ctx.store.referred('ljszy.facilityInfo', {}, 5000);
  } catch {
    throw new HandlerError(ctx.t('ljszydd.facilityInfo.noSource'));
  }
  return ctx.store.transaction(async (store) => {
    const mine = new Map((await store.all('facilityInfo', {}, 20_000)).map((f) => [String(f.facilityCode), f]));
    const at = nowText(store);
    let added = 0, updated = 0;
    for (const s of source) {
      const type = SOURCE_TYPES[String(s.facilityType)];
      if (!type) continue;
      const values = { facilityName: s.facilityName, facilityType: type, district: s.district ?? null, address: s.address ?? null, location: s.location ?? null, syncedAt: at };
      const own = mine.get(String(s.facilityCode));
      if (own) {
        await store.update('facilityInfo', Number(own.id), values);
        updated += 1;
      } else {
        await store.create('facilityInfo', { ...values, facilityCode: s.facilityCode });
        added += 1;
      }
    }
    return { added, updated, message: ctx.t('ljszydd.facilityInfo.synced', { added, updated }) };
  });
};

const bindStaff: Handler = async (ctx) => {
  const id = idOf(ctx);
  const codes = [...new Set(String(ctx.input.staffCodes ?? '').split(/[,，\s]+/).map((c) => c.trim().toUpperCase()).filter(Boolean))];
  if (codes.some((c) => !STAFF.test(c))) throw new HandlerError(ctx.t('ljszydd.facilityInfo.staffRule'));
  const known = await people(ctx.store, ctx.caller.tenantId);
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw new HandlerError(ctx.t('ljszydd.facilityInfo.unknownStaff', { codes: unknown.join('、') }));
  const facility = await ctx.store.get('facilityInfo', id);
  if (!facility) throw new HandlerError(ctx.t('ljszydd.facilityInfo.notFound'));
  const row = await ctx.store.update('facilityInfo', id, { staffCodes: codes.join(',') || null, staffNames: codes.map((c) => known.get(c)).join('、') || null });
  return { ...row, message: ctx.t('ljszydd.facilityInfo.staffBound', { facility: String(facility.facilityName), count: codes.length }) };
};

const bindBox: Handler = async (ctx) => {
  const id = idOf(ctx);
  const code = String(ctx.input.boxCode ?? '').trim().toUpperCase();
  if (!code) throw new HandlerError(ctx.t('ljszydd.facilityInfo.needBox'));
  return ctx.store.transaction(async (store) => {
    const facility = await store.get('facilityInfo', id);
    if (!facility) throw new HandlerError(ctx.t('ljszydd.facilityInfo.notFound'));
    const exact = (await store.all('compressionBox', { boxCode: code }, 1000)).find((b) => String(b.boxCode) === code);
    if (!exact) throw new HandlerError(ctx.t('ljszydd.facilityInfo.unknownBox', { box: code }));
    const names = { box: code, facility: String(facility.facilityName) };
    if (Number(exact.facilityId) === id) throw new HandlerError(ctx.t('ljszydd.facilityInfo.boxAlreadyThere', names));
    const row = await store.update('compressionBox', Number(exact.id), { facilityId: id });
    return { ...row, message: ctx.t('ljszydd.facilityInfo.boxPlaced', names) };
  });
};

async function openBindings(store: ModuleStore): Promise<(OpenBinding & { row: Record<string, unknown> })[]> {
  const rows = await store.all('deviceBinding', {}, 20_000);
  return rows.filter((r) => !r.unboundAt).map((r) => ({ id: Number(r.id), boxId: Number(r.boxId), deviceCode: String(r.deviceCode), row: r }));
}

const bindDevice: Handler = async (ctx) => {
  const id = idOf(ctx);
  const device = String(ctx.input.deviceCode ?? '').trim().toUpperCase();
  if (!DEVICE.test(device)) throw new HandlerError(ctx.t('ljszydd.compressionBox.deviceRule'));
  return ctx.store.transaction(async (store) => {
    const box = await store.get('compressionBox', id);
    if (!box) throw new HandlerError(ctx.t('ljszydd.compressionBox.notFound'));
    const open = await openBindings(store);
    const decision = decideBind(open, id, device);
    if (!decision.ok) {
      const other = decision.reason === 'sameBox' ? box : await store.get('compressionBox', decision.binding.boxId);
      throw new HandlerError(ctx.t(decision.reason === 'sameBox' ? 'ljszydd.compressionBox.sameBox' : 'ljszydd.compressionBox.busy', { device, box: String(other?.boxCode ?? decision.binding.boxId) }));
    }
    const at = nowText(store);
    for (const b of decision.close) await store.update('deviceBinding', b.id, { unboundAt: at, unboundBy: ctx.caller.userName });
    await store.create('deviceBinding', { deviceCode: device, boxId: id, boundAt: at, boundBy: ctx.caller.userName });
    // A new sensor starts without a reading: the box's values are the new device's from its first report.
    const row = await store.update('compressionBox', id, { deviceCode: device, fillLevel: null, battery: null, temperature: null, reportedAt: null });
    const names = { device, box: String(box.boxCode), old: decision.close.map((b) => b.deviceCode).join('、') };
    return { ...row, message: ctx.t(decision.close.length ? 'ljszydd.compressionBox.boundReplaced' : 'ljszydd.compressionBox.bound', names) };
  });
};

const unbindDevice: Handler = async (ctx) => {
  const id = idOf(ctx);
  return ctx.store.transaction(async (store) => {
    const box = await store.get('compressionBox', id);
    if (!box) throw new HandlerError(ctx.t('ljszydd.compressionBox.notFound'));
    const mine = (await openBindings(store)).filter((b) => b.boxId === id);
    if (!mine.length) throw new HandlerError(ctx.t('ljszydd.compressionBox.noDevice', { box: String(box.boxCode) }));
    const at = nowText(store);
    for (const b of mine) await store.update('deviceBinding', b.id, { unboundAt: at, unboundBy: ctx.caller.userName });
    const row = await store.update('compressionBox', id, { deviceCode: null });
    return { ...row, message: ctx.t('ljszydd.compressionBox.unbound', { box: String(box.boxCode), device: mine.map((b) => b.deviceCode).join('、') }) };
  });
};

/** The box's readings of the last 24 hours (to the server's clock), oldest first. */
const history: Handler = async (ctx) => {
  const id = idOf(ctx);
  const box = await ctx.store.get('compressionBox', id);
  if (!box) throw new HandlerError(ctx.t('ljszydd.compressionBox.notFound'));
  const now = ctx.store.devices.now();
  const from = formatDate(new Date(now - 86_400_000), true);
  const rows = (await ctx.store.all('boxReading', { boxId: id, readAtStart: from, readAtEnd: formatDate(new Date(now), true) }, 5000))
    .sort((a, b) => String(a.readAt).localeCompare(String(b.readAt)));
  const val = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    categories: rows.map((r) => String(r.readAt).slice(11, 16)),
    series: [
      { name: ctx.t('ljszydd.compressionBox.series.fillLevel'), data: rows.map((r) => val(r.fillLevel)), unit: '%' },
      { name: ctx.t('ljszydd.compressionBox.series.temperature'), data: rows.map((r) => val(r.temperature)), unit: '℃' },
      { name: ctx.t('ljszydd.compressionBox.series.battery'), data: rows.map((r) => val(r.battery)), unit: '%' },
    ],
  };
};

export const handlers: Record<string, Handler> = {
  [P('facilityInfo', 'sync')]: sync,
  [P('facilityInfo', 'bindStaff')]: bindStaff,
  [P('facilityInfo', 'bindCompressionBox')]: bindBox,
  [P('facilityInfo', 'bindDevice')]: bindDevice,
  [P('compressionBox', 'unbindDevice')]: unbindDevice,
  [P('compressionBox', 'history')]: history,
};

/**
 * A sensor's report: it goes to the box the device is bound to (refused when none), and becomes the
 * box's latest reading unless an newer one is stored already.
 */
const onReading: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create') return;
  const device = String(change.values.deviceCode ?? '').trim().toUpperCase();
  // The filter matches codes containing the text: the box is the one whose code is exactly it.
  const exact = (await store.all('compressionBox', { deviceCode: device }, 1000)).find((b) => String(b.deviceCode) === device);
  if (!exact) throw new HandlerError(t('ljszydd.boxReading.unbound', { device }));
  const at = timeOf(change.values.readAt);
  const latest = timeOf(exact.reportedAt);
  if (at !== null && (latest === null || at >= latest)) {
    await store.update('compressionBox', Number(exact.id), { fillLevel: change.values.fillLevel ?? null, battery: change.values.battery ?? null, temperature: change.values.temperature ?? null, reportedAt: change.values.readAt });
  }
  return { ...change.values, deviceCode: device, boxId: Number(exact.id) };
};

export const onWrite: Record<string, WriteHook> = { boxReading: onReading };

const beforeSetting: BeforeWrite = (values, before, t) => {
  const problem = thresholdProblem(thresholdsOf({ ...before, ...values }));
  if (problem) throw new HandlerError(t(problem));
  return values;
};

export const beforeWrite: Record<string, BeforeWrite> = { boxSetting: beforeSetting };
