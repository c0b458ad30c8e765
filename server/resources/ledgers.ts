/**
 * Ledgers on the server: movements written when documents are posted or reversed (one signed row per
 * line and dimension set, in the document's transaction), the balance check that refuses a movement
 * taking a balance below zero (naming each dimension's row and the balance), and the balance calls
 * (sums per dimension, paged, filtered by dimension; `positive` leaves out empty balances).
 */
import { sql } from 'kysely';
import { HttpError } from '../core/errors';
import { type ApiCall, type CallerContext, type CheckedFilter, type Page, type ResourceDef } from './kit';
import { dialectOf, round as sqlRound } from '../db/dialect';
import { applyFilters } from './query';
import { toRow, type Row } from './rows';
import type { ResourceStore } from './store';
import { tableName, type AnyDb } from './tables';

/** One movement before it is written: the dimension values and what moves. */
export type Movement = { dims: Row; quantity: number; amount: number | null };

const keyOf = (ledger: ResourceDef, dims: Row) => JSON.stringify(ledger.ledger!.dimensions.map((d) => dims[d] ?? null));

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The balance of one set of dimension values in the caller's tenant. */
async function balanceOf(store: ResourceStore, caller: CallerContext, ledger: ResourceDef, dims: Row, db: AnyDb): Promise<number> {
  let q = db.selectFrom(store.table(ledger)).select(sql<number>`coalesce(sum(quantity), 0)`.as('q')).where('tenantId', '=', caller.tenantId);
  for (const d of ledger.ledger!.dimensions) q = dims[d] === null || dims[d] === undefined ? q.where(d, 'is', null) : q.where(d, '=', dims[d] as string);
  return round(Number((await q.executeTakeFirstOrThrow()).q));
}

/** `物资「螺丝M8」、仓库「一号仓」`: each dimension's label and its row's display text. */
async function namesOf(store: ResourceStore, caller: CallerContext, ledger: ResourceDef, dims: Row, db: AnyDb): Promise<string> {
  const parts: string[] = [];
  for (const d of ledger.ledger!.dimensions) {
    const f = ledger.fields[d]!;
    let name = String(dims[d] ?? '—');
    if (f.type === 'reference' && typeof dims[d] === 'number') {
      const target = store.target(f.resource);
      const row = await target.store.get(caller, target.def, dims[d] as number, db);
      if (row) name = String(row[f.display] ?? name);
    }
    parts.push(`${store.t(f.label ?? d)}「${name}」`);
  }
  return parts.join('、');
}

/**
 * Writes the movements of one document into a ledger, after checking that no balance goes below zero
 * (unless the ledger allows it). `action` names what is refused ('过账', '冲销').
 */
export async function writeMovements(
  store: ResourceStore,
  caller: CallerContext,
  ledger: ResourceDef,
  movements: Movement[],
  source: { type: string; id: number; no: string },
  action: string,
  db: AnyDb,
): Promise<void> {
  const totals = new Map<string, Movement>();
  for (const m of movements) {
    const k = keyOf(ledger, m.dims);
    const t = totals.get(k);
    if (t) t.quantity = round(t.quantity + m.quantity);
    else totals.set(k, { ...m });
  }
  if (!ledger.ledger!.allowNegative) {
    for (const t of totals.values()) {
      if (t.quantity >= 0) continue;
      const balance = await balanceOf(store, caller, ledger, t.dims, db);
      if (round(balance + t.quantity) < 0) {
        throw new HttpError('FAILED', store.t('kit.ledger.negative', { names: await namesOf(store, caller, ledger, t.dims, db), balance, quantity: round(-t.quantity), action }));
      }
    }
  }
  const now = store.nowText();
  const audit = { tenantId: caller.tenantId, createdBy: caller.userName, createdAt: now, updatedBy: caller.userName, updatedAt: now };
  const rows = movements
    .filter((m) => m.quantity !== 0 || (m.amount ?? 0) !== 0)
    .map((m) => ({
      ...toRow(ledger, {
        ...m.dims,
        quantity: m.quantity,
        ...(ledger.ledger!.amount ? { amount: m.amount } : {}),
        sourceType: source.type,
        sourceId: source.id,
        sourceNo: source.no,
        direction: m.quantity >= 0 ? 'in' : 'out',
        postedAt: now,
      }),
      ...audit,
    }));
  for (let i = 0; i < rows.length; i += 200) await db.insertInto(store.table(ledger)).values(rows.slice(i, i + 200)).execute();
}

/** The dimension filters of a balance request (the ledger's own filter rules; trees take branches). */
async function dimensionFilters(store: ResourceStore, caller: CallerContext, ledger: ResourceDef, input: Row): Promise<CheckedFilter[]> {
  const q = store.parseQuery(ledger, { ...input, pageNo: 1, pageSize: 1 });
  const dims = ledger.ledger!.dimensions;
  const filters = q.filters.filter((f) => dims.includes(f.field));
  return store.ext ? store.ext.filters(store, caller, ledger, filters, store.db) : filters;
}

/** A page of balances: sums per dimension set, ordered by the dimensions. */
export async function balancePage(store: ResourceStore, caller: CallerContext, ledger: ResourceDef, input: Row, positive: boolean): Promise<Page> {
  const { pageNo, pageSize } = store.parseQuery(ledger, input);
  const dims = [...ledger.ledger!.dimensions];
  const amount = ledger.ledger!.amount;
  let grouped = applyFilters(store.db.selectFrom(store.table(ledger)).where('tenantId', '=', caller.tenantId), ledger, await dimensionFilters(store, caller, ledger, input), dialectOf(store.db))
    .select(dims)
    .select(sqlRound(sql`sum(quantity)`, 4).as('quantity'))
    .groupBy(dims);
  if (amount) grouped = grouped.select(sqlRound(sql`coalesce(sum(amount), 0)`, 2).as('amount'));
  if (positive) grouped = grouped.having(sql`sum(quantity)`, '>', 0);
  const count = await store.db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let ordered = grouped;
  for (const d of dims) ordered = ordered.orderBy(d);
  const records = (await ordered.limit(pageSize).offset((pageNo - 1) * pageSize).execute()) as Row[];
  return { records, total: Number(count.n), pageNo, pageSize };
}

/** The balance calls of a ledger, each with whether it leaves out empty balances. */
export function balanceCalls(ledger: ResourceDef): { call: ApiCall; positive: boolean }[] {
  return (ledger.ledger?.balance ?? []).map((b) => (typeof b === 'object' && 'call' in b ? { call: b.call, positive: b.positive ?? false } : { call: b as ApiCall, positive: false }));
}

/**
 * A ledger's covering index (tenant, dimensions…, quantity, amount): balances are grouped in index
 * order without a sort, and the balance check before a movement reads a few index entries.
 */
export async function ensureLedgerIndex(db: AnyDb, module: string, ledger: ResourceDef): Promise<void> {
  const table = tableName(module, ledger);
  const columns = ['tenantId', ...ledger.ledger!.dimensions, 'quantity', ...(ledger.ledger!.amount ? ['amount'] : [])];
  await db.schema.createIndex(`ix_${table}_balance`).ifNotExists().on(table).columns(columns).execute();
}
