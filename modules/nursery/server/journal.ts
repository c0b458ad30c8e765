/**
 * The movement journal's write hook (nurseryStockHistory and its three views, every path): a new
 * movement gets its kind, book, type and signed change; one that would make its stock line negative on
 * any day is refused with nothing written; a transfer writes its in-half in the same transaction; the
 * quantities of a written movement never change (a correction is a stock-take or a deletion, which is
 * refused when the line would run negative without it; a transfer's two halves go together).
 */
import { randomUUID } from 'node:crypto';
import { HandlerError, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { BOOK_OF, DEFAULT_KIND, adjustChange, firstNegative, lineKey, signedChange, type Book, type Kind, type Move, type Spec } from '../rules/stock';

type Row = Record<string, unknown>;
type T = (key: string, params?: Record<string, string | number>) => string;

const R = 'nurseryStockHistory';
/** The fields that make a movement's effect: never changed once written. */
const LOCKED = ['kind', 'movedOn', 'subTypeId', 'groupAreaId', 'toGroupAreaId', 'diameter', 'height', 'canopy', 'quantity'] as const;

/** In-halves this process is writing and halves it is deleting with their pair (tenant:key), so the pair's own hook lets them through. */
const pairing = new Set<string>();
const unpairing = new Set<string>();

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
/** A value as compared for a change: numbers by value ("8" = 8 = 8.0), the rest as text, null as empty. */
const norm = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim() !== '' && Number.isFinite(Number(v)) ? String(Number(v)) : String(v));
const same = (a: unknown, b: unknown) => norm(a) === norm(b);

const toMove = (r: Row): Move => ({ id: Number(r.id), movedOn: String(r.movedOn), change: Number(r.change ?? 0), subTypeId: Number(r.subTypeId), groupAreaId: Number(r.groupAreaId), diameter: Number(r.diameter), height: Number(r.height), canopy: num(r.canopy) });
const specOf = (r: Row): Spec => ({ subTypeId: Number(r.subTypeId), groupAreaId: Number(r.groupAreaId), diameter: Number(r.diameter), height: Number(r.height), canopy: num(r.canopy) });

/** The movements of one stock line. */
async function lineMoves(store: ModuleStore, spec: Spec): Promise<Move[]> {
  // Through `referred`: a write through a view (苗木移出 …) scopes the hook's store to the view's rows,
  // while a stock line sums the movements of every book.
  const rows = await store.referred(`nursery.${R}`, { subTypeId: spec.subTypeId, groupAreaId: spec.groupAreaId }, 50_000);
  const key = lineKey(spec);
  return rows.map(toMove).filter((m) => lineKey(m) === key);
}

/** The refusal naming the line, the day and the balance it would reach. */
async function negative(store: ModuleStore, t: T, spec: Spec, at: { movedOn: string; balance: number }, key: string): Promise<HandlerError> {
  const [sub, area] = await Promise.all([store.names('nurseryStockSubType', 'subTypeName', [spec.subTypeId]), store.names('groupAreaManage', 'areaName', [spec.groupAreaId])]);
  const specText = t('nursery.specText', { diameter: spec.diameter, height: spec.height, canopy: spec.canopy ?? '--' });
  return new HandlerError(t(key, { subType: sub.get(spec.subTypeId) ?? '', area: area.get(spec.groupAreaId) ?? '', spec: specText, day: at.movedOn, balance: at.balance }));
}

async function onCreate(values: Row, store: ModuleStore, t: T, tenant: string): Promise<Row> {
  const pairNo = typeof values.pairNo === 'string' ? values.pairNo : null;
  if (pairNo && pairing.has(`${tenant}:${pairNo}`)) return values; // the in-half its out-half writes
  const requested = (values.book as Book | null) ?? null;
  const kind = (values.kind as Kind | null) ?? (requested ? DEFAULT_KIND[requested] : undefined);
  if (!kind) throw new HandlerError(t('nursery.rule.kindRequired'));
  const book = BOOK_OF[kind];
  if (requested && requested !== book) throw new HandlerError(t('nursery.rule.kindNotInBook', { kind: t(`nursery.kind.${kind}`), book: t(`nursery.${requested === 'removal' ? 'removal' : requested}`) }));
  const quantity = Number(values.quantity);
  if (kind !== 'adjust' && !(quantity >= 1)) throw new HandlerError(t('nursery.rule.quantityPositive'));
  const to = num(values.toGroupAreaId);
  if (kind === 'transfer' && to === null) throw new HandlerError(t('nursery.rule.transferTarget'));
  if (kind === 'transfer' && to === Number(values.groupAreaId)) throw new HandlerError(t('nursery.rule.transferSameArea'));
  const subType = await store.get('nurseryStockSubType', Number(values.subTypeId));
  const spec = specOf(values);
  const day = String(values.movedOn);
  const moves = await lineMoves(store, spec);
  const change = kind === 'adjust' ? adjustChange(moves, day, quantity) : signedChange(kind, quantity, 'out');
  const bad = firstNegative([...moves, { ...spec, movedOn: day, change }]);
  if (bad) throw await negative(store, t, spec, bad, 'nursery.rule.negative');
  const row: Row = { ...values, kind, book, typeId: subType?.typeId ?? null, change, direction: null, pairNo: null, toGroupAreaId: kind === 'transfer' ? to : null };
  if (kind === 'transfer') {
    const no = randomUUID();
    const key = `${tenant}:${no}`;
    pairing.add(key);
    try {
      await store.create(R, { ...row, groupAreaId: to, toGroupAreaId: Number(values.groupAreaId), change: quantity, direction: 'in', pairNo: no });
    } finally {
      pairing.delete(key);
    }
    return { ...row, direction: 'out', pairNo: no };
  }
  return row;
}

function onUpdate(values: Row, before: Row, t: T): Row {
  const changed = LOCKED.filter((f) => f in values && !same(values[f], before[f]));
  if (changed.length) throw new HandlerError(t('nursery.rule.movementLocked'));
  return { ...values, kind: before.kind, book: before.book, typeId: before.typeId, change: before.change, direction: before.direction, pairNo: before.pairNo, toGroupAreaId: before.toGroupAreaId };
}

async function onDelete(before: Row, store: ModuleStore, t: T, tenant: string): Promise<void> {
  if (unpairing.has(`${tenant}:${before.id}`)) return; // deleted with its other half, checked there
  const pair = before.pairNo ? (await store.all(R, { kind: 'transfer' })).filter((r) => r.pairNo === before.pairNo && Number(r.id) !== Number(before.id)) : [];
  const gone = new Set([before, ...pair].map((r) => Number(r.id)));
  for (const r of [before, ...pair]) {
    const spec = specOf(r);
    const bad = firstNegative((await lineMoves(store, spec)).filter((m) => !gone.has(m.id!)));
    if (bad) throw await negative(store, t, spec, bad, 'nursery.rule.negativeOnDelete');
  }
  for (const p of pair) {
    const key = `${tenant}:${p.id}`;
    unpairing.add(key);
    try {
      await store.remove(R, [Number(p.id)]);
    } finally {
      unpairing.delete(key);
    }
  }
}

export const journalHook: WriteHook = async (change, { store, t, caller }) => {
  if (change.op === 'create') return onCreate(change.values, store, t, caller.tenantId);
  if (change.op === 'update') return onUpdate(change.values, change.before, t);
  if (change.op === 'delete') await onDelete(change.before, store, t, caller.tenantId);
};
