/**
 * The state changes of the fleet, each refused with a clear message when the record is not in the
 * state the action starts from: fuel card activation, white-list invalidation, ignoring inspection,
 * insurance and upkeep reminders, cost confirmation (one, several or all). (Recovering cars from the
 * recycle list is the engine's recover call.) The actions over many rows (generating reminders,
 * inserting plans, confirming costs) give other requests a turn every 20 ms (kit `pacer`).
 */
import { HandlerError, pacer, type Handler, type HandlerContext } from '../../../kit/resource';
import { CLASSIC, V2 } from '../resources/paths';
import { idOf, idsOf, live, now } from './common';

type Row = Record<string, unknown>;

const activate: Handler = async ({ store, input, t }) => {
  const card = await live(store, 'oilCard', idOf(input, t), t);
  if (card.status !== 'inactive') {
    const status = t(`clgl.enum.oilCardStatus.${String(card.status)}`);
    throw new HandlerError(t('clgl.oilCard.notInactive', { cardNo: String(card.cardNo), status }));
  }
  const saved = await store.update('oilCard', card.id as number, { status: 'active', activatedAt: now(store) });
  return { ...saved, message: t('clgl.oilCard.activated', { cardNo: String(card.cardNo) }) };
};

const invalidate: Handler = async ({ store, input, t }) => {
  const id = idOf(input, t);
  const row = await store.get('whiteList', id);
  if (!row) throw new HandlerError(t('clgl.action.notFound'));
  if (row.status === 'invalid') throw new HandlerError(t('clgl.whiteList.alreadyInvalid'));
  return { ...(await store.update('whiteList', id, { status: 'invalid' })), message: t('clgl.whiteList.invalidated') };
};

/** Marks the pending reminders of one source record as ignored. */
async function ignoreReminders(ctx: HandlerContext, type: string, sourceId: number, carId: unknown) {
  const reminders = await ctx.store.all('expirationReminder', { reminderType: type, carId, status: 'pending' });
  for (const r of reminders) if (r.sourceId === sourceId) await ctx.store.update('expirationReminder', r.id as number, { status: 'ignored' });
}

/** Ignore on an inspection or a policy: no more reminders for this expiry. */
const ignoreSource = (resource: 'annualInspection' | 'insuranceRecord', type: string): Handler => async (ctx) => {
  const row = await live(ctx.store, resource, idOf(ctx.input, ctx.t), ctx.t);
  if (row.remindStatus === 'ignored') throw new HandlerError(ctx.t('clgl.action.alreadyIgnored'));
  const saved = await ctx.store.update(resource, row.id as number, { remindStatus: 'ignored' });
  await ignoreReminders(ctx, type, row.id as number, row.carId);
  return { ...saved, message: ctx.t('clgl.action.ignored') };
};

const ignoreReminder: Handler = async (ctx) => {
  const { store, input, t } = ctx;
  const row = await store.get('expirationReminder', idOf(input, t));
  if (!row) throw new HandlerError(t('clgl.action.notFound'));
  if (row.status !== 'pending') throw new HandlerError(t('clgl.action.alreadyIgnored'));
  const saved = await store.update('expirationReminder', row.id as number, { status: 'ignored' });
  const source = row.reminderType === 'annualInspection' ? 'annualInspection' : row.reminderType === 'insurance' ? 'insuranceRecord' : null;
  if (source && typeof row.sourceId === 'number') {
    const src = await store.get(source, row.sourceId);
    if (src && src.remindStatus !== 'ignored') await store.update(source, row.sourceId, { remindStatus: 'ignored' });
  }
  return { ...saved, message: t('clgl.action.ignored') };
};

/** Creates the reminders of what falls due within 30 days (or is overdue), once per source record. */
const generateReminders: Handler = async ({ store, t }) => {
  const limit = new Date(store.devices.now() + 30 * 86400000).toISOString().slice(0, 10);
  const cars = new Map((await store.all('car')).map((c) => [c.id as number, String(c.plateNo)]));
  const existing = await store.all('expirationReminder', {}, 50000);
  const seen = new Set(existing.map((r) => `${String(r.reminderType)}#${String(r.sourceId)}`));
  let created = 0;
  const pace = pacer();
  const add = async (type: string, row: Row, due: string, params: Record<string, string>) => {
    if (!cars.has(row.carId as number) || seen.has(`${type}#${String(row.id)}`)) return;
    await pace();
    await store.create('expirationReminder', {
      carId: row.carId,
      reminderType: type,
      dueDate: due,
      sourceId: row.id,
      status: 'pending',
      content: t(`clgl.expirationReminder.text.${type}`, { plateNo: cars.get(row.carId as number)!, date: due, ...params }),
    });
    created++;
  };
  for (const r of await store.all('annualInspection', { remindStatus: 'normal', expireDateEnd: limit })) await add('annualInspection', r, String(r.expireDate), {});
  for (const r of await store.all('insuranceRecord', { remindStatus: 'normal', expireDateEnd: limit })) await add('insurance', r, String(r.expireDate), { policyNo: String(r.policyNo) });
  for (const r of await store.all('upkeepPlan', { status: 'pending', planDateEnd: limit })) await add('upkeep', r, String(r.planDate), {});
  return { created, message: t('clgl.expirationReminder.generated', { count: created }) };
};

const ignoreUpkeep: Handler = async ({ store, input, t }) => {
  const row = await store.get('upkeepPlan', idOf(input, t));
  if (!row) throw new HandlerError(t('clgl.action.notFound'));
  if (row.status !== 'pending') throw new HandlerError(t('clgl.upkeepPlan.notPending'));
  return { ...(await store.update('upkeepPlan', row.id as number, { status: 'ignored' })), message: t('clgl.upkeepPlan.ignored') };
};

function parseList(v: unknown): unknown[] | null {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      const parsed = JSON.parse(v) as unknown;
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Plans for several cars at once: `records` (a list of plans), or `plateNos` (comma list) with one
 * `subTypeCode` (or subTypeId) and `planDate`. Every plan is checked before any is written.
 */
const insertAll: Handler = async ({ store, input, t }) => {
  let plans = parseList(input.records ?? input.list) as Row[] | null;
  if (!plans) {
    const plates = String(input.plateNos ?? '').split(/[\s,，、]+/).map((s) => s.trim()).filter(Boolean);
    if (!plates.length) throw new HandlerError(t('clgl.upkeepPlan.nothingToInsert'));
    const cars = await store.all('car');
    const byPlate = new Map(cars.map((c) => [String(c.plateNo), c.id]));
    const unknown = plates.filter((p) => !byPlate.has(p));
    if (unknown.length) throw new HandlerError(t('clgl.upkeepPlan.unknownPlates', { plates: unknown.join('、') }));
    let subTypeId = input.subTypeId;
    if (!subTypeId && input.subTypeCode) {
      const hit = (await store.all('maintenanceSubType', { typeCode: String(input.subTypeCode) })).find((s) => s.typeCode === String(input.subTypeCode));
      if (!hit) throw new HandlerError(t('clgl.upkeepPlan.unknownSubType', { code: String(input.subTypeCode) }));
      subTypeId = hit.id;
    }
    plans = plates.map((p) => ({ carId: byPlate.get(p), subTypeId, planDate: input.planDate, planMileage: input.planMileage, content: input.content }));
  }
  if (!plans.length) throw new HandlerError(t('clgl.upkeepPlan.nothingToInsert'));
  // Checked first by creating nothing: the store validates on create, so validate every plan by a dry pass.
  const errors: string[] = [];
  const ids = new Set((await store.all('car')).map((c) => c.id));
  const subs = new Set((await store.all('maintenanceSubType')).map((c) => c.id));
  plans.forEach((p, i) => {
    if (!ids.has(Number(p.carId))) errors.push(t('clgl.import.rowError', { row: i + 1, message: t('kit.validation.reference', { label: t('clgl.upkeepPlan.carId') }) }));
    if (!subs.has(Number(p.subTypeId))) errors.push(t('clgl.import.rowError', { row: i + 1, message: t('kit.validation.reference', { label: t('clgl.upkeepPlan.subTypeId') }) }));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(p.planDate ?? ''))) errors.push(t('clgl.import.rowError', { row: i + 1, message: t('kit.validation.date', { label: t('clgl.upkeepPlan.planDate') }) }));
  });
  if (errors.length) throw new HandlerError(errors.slice(0, 8).join('；'));
  const created = [];
  const pace = pacer();
  for (const p of plans) {
    await pace();
    created.push(await store.create('upkeepPlan', { carId: Number(p.carId), subTypeId: Number(p.subTypeId), planDate: p.planDate, planMileage: p.planMileage ?? null, content: p.content ?? null, status: 'pending' }));
  }
  return { inserted: created.length, records: created, message: t('clgl.upkeepPlan.inserted', { count: created.length }) };
};

const costStatus = (input: Row) => (input.status === 'pending' ? 'pending' : 'confirmed');

/** Status of the chosen costs (default: confirmed). */
const updateStatus: Handler = async ({ store, input, t }) => {
  const status = costStatus(input);
  let count = 0;
  const pace = pacer();
  for (const id of idsOf(input, t)) {
    await pace();
    const row = await store.get('carCostRecord', id);
    if (!row || row.status === status) continue;
    await store.update('carCostRecord', id, { status });
    count++;
  }
  if (!count) throw new HandlerError(t('clgl.carCostRecord.nothingPending'));
  return { updated: count, message: t('clgl.carCostRecord.confirmed', { count }) };
};

/** Most costs one "confirm all" changes (as before: the rest stay for the next call). */
const MAX_ALL_STATUS = 100_000;

/** Updates written in one transaction by "confirm all": short enough for the others, far fewer commits. */
const STATUS_BATCH = 100;

/**
 * Status of every cost matching the request's filters: read 500 at a time (each update takes its row
 * out of the filter), written 100 to a transaction, with turns for other requests between them.
 */
const updateAllStatus: Handler = async ({ store, input, t }) => {
  const status = costStatus(input);
  const { status: _ignored, ...rest } = input;
  const filters = { ...rest, status: status === 'confirmed' ? 'pending' : 'confirmed' };
  const done = new Set<number>();
  const pace = pacer();
  while (done.size < MAX_ALL_STATUS) {
    const batch = (await store.all('carCostRecord', filters, 500)).filter((r) => !done.has(r.id as number));
    if (!batch.length) break;
    const todo = batch.slice(0, MAX_ALL_STATUS - done.size);
    for (let i = 0; i < todo.length; i += STATUS_BATCH) {
      await pace();
      const part = todo.slice(i, i + STATUS_BATCH);
      await store.transaction(async (tx) => {
        for (const r of part) await tx.update('carCostRecord', r.id as number, { status });
      });
      for (const r of part) done.add(r.id as number);
    }
  }
  if (!done.size) throw new HandlerError(t('clgl.carCostRecord.nothingPending'));
  return { updated: done.size, message: t('clgl.carCostRecord.confirmed', { count: done.size }) };
};

export const actionHandlers: Record<string, Handler> = {
  [`POST ${V2}/oilCard/activate`]: activate,
  [`POST ${V2}/whiteList/invalidate`]: invalidate,
  [`POST ${V2}/annualInspection/ignore`]: ignoreSource('annualInspection', 'annualInspection'),
  [`POST ${V2}/insuranceRecord/ignore`]: ignoreSource('insuranceRecord', 'insurance'),
  [`POST ${V2}/expirationReminder/ignore`]: ignoreReminder,
  [`POST ${V2}/expirationReminder/generate`]: generateReminders,
  [`${CLASSIC}/upkeepPlan/ignore`]: ignoreUpkeep,
  [`${CLASSIC}/upkeepPlan/insertAll`]: insertAll,
  [`POST ${V2}/carCostRecord/updateStatus`]: updateStatus,
  [`POST ${V2}/carCostRecord/updateAllStatus`]: updateAllStatus,
};

