/**
 * Documents with line items on the server: a document and its lines are validated together (each
 * line's errors named by its row), computed (line values and totals, the kit's computeDocument) and
 * written in one transaction; a document that posts writes its ledger movements when posted (at
 * creation with `postOnCreate`) and the opposite ones when reversed. A posted or reversed document is
 * never edited or deleted: its update is refused, its delete refused or — `removePosted: 'reverse'` —
 * turned into a reversal. The document's operations (create, update, upsert, get, remove, lines, post,
 * reverse) are here, served by server/http/routes/structures.ts; list, export and import stay the
 * engine's.
 */
import { HttpError } from '../core/errors';
import {
  computeDocument,
  displayField,
  linesFieldOf,
  postingsOf,
  rowLocked,
  softDeleteOf,
  statusFieldOf,
  type CallerContext,
  type FieldError,
  type ResourceDef,
} from './kit';
import { writeMovements, type Movement } from './ledgers';
import { fromRow, type Row } from './rows';
import { invalid, type ResourceStore } from './store';
import type { AnyDb } from './tables';
import { serialized } from '../db/dialect';

type Input = Record<string, unknown>;

/** Most lines one document may hold. */
export const MAX_LINES = 1000;

const docOf = (def: ResourceDef) => def.document!;
const linesDef = (store: ResourceStore, def: ResourceDef) => store.resource(docOf(def).lines);

/** The lines of a request: a JSON array (text or parsed) in the lines field; refuses anything else. */
function requestLines(store: ResourceStore, def: ResourceDef, input: Input): Row[] {
  const raw = input[linesFieldOf(docOf(def))];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = null;
    }
  }
  if (raw === undefined || raw === null || raw === '') list = [];
  if (!Array.isArray(list) || list.some((l) => typeof l !== 'object' || l === null || Array.isArray(l))) {
    throw new HttpError('INVALID_INPUT', store.t('kit.document.badLines'));
  }
  if (list.length > MAX_LINES) throw new HttpError('INVALID_INPUT', store.t('kit.document.tooManyLines', { max: MAX_LINES }));
  return list as Row[];
}

/** A line's error as the form shows it: the field `lines.<index>.<name>`, the message with the row number. */
const lineError = (store: ResourceStore, def: ResourceDef, index: number, e: FieldError): FieldError => ({
  field: `${linesFieldOf(docOf(def))}.${index}.${e.field}`,
  message: store.t('kit.document.lineError', { row: index + 1, message: e.message }),
});

/** Validates a document and its lines (every error, of both); answers the values to write. */
function validateDocument(store: ResourceStore, def: ResourceDef, input: Input, mode: 'create' | 'update') {
  const d = docOf(def);
  const lineDef = linesDef(store, def);
  const errors: FieldError[] = [];
  const master = store.validate(def, input, mode);
  if (!master.ok) errors.push(...master.errors);
  const lines: Row[] = [];
  requestLines(store, def, input).forEach((line, i) => {
    const v = store.validate(lineDef, line, 'create');
    if (v.ok) lines.push(v.value);
    else errors.push(...v.errors.filter((e) => e.field !== d.parent).map((e) => lineError(store, def, i, e)));
  });
  const min = d.minLines ?? 1;
  if (!errors.length && lines.length < min) errors.push({ field: linesFieldOf(d), message: store.t('kit.document.minLines', { min }) });
  if (errors.length) throw invalid(errors);
  const computed = computeDocument(d, lineDef, def, lines);
  return { master: { ...(master.ok ? master.value : {}), ...computed.totals }, lines: computed.lines };
}

/** The lines of a stored document, in the order they were written. */
export async function documentLines(store: ResourceStore, caller: CallerContext, def: ResourceDef, id: number, db: AnyDb = store.db): Promise<Row[]> {
  const lineDef = linesDef(store, def);
  const rows = await db.selectFrom(store.table(lineDef)).selectAll().where('tenantId', '=', caller.tenantId).where(docOf(def).parent, '=', id).orderBy('id').execute();
  return rows.map((r) => fromRow(lineDef, r));
}

/** A stored document with its lines inline (the get call's answer). */
export async function withLines(store: ResourceStore, caller: CallerContext, def: ResourceDef, id: number, db: AnyDb): Promise<Row> {
  const doc = await store.get(caller, def, id, db);
  if (!doc) throw new HttpError('FAILED', store.t('kit.server.notFound'));
  return { ...doc, [linesFieldOf(docOf(def))]: await documentLines(store, caller, def, id, db) };
}

async function insertLines(store: ResourceStore, caller: CallerContext, def: ResourceDef, docId: number, lines: Row[], db: AnyDb) {
  const lineDef = linesDef(store, def);
  for (const [i, line] of lines.entries()) {
    try {
      await store.create(caller, lineDef, { ...line, [docOf(def).parent]: docId }, db, false, true);
    } catch (e) {
      const errors = e instanceof HttpError ? (e.data as { errors?: FieldError[] } | null)?.errors : undefined;
      if (errors) throw invalid(errors.map((x) => lineError(store, def, i, x)));
      throw e;
    }
  }
}

const nameOf = (def: ResourceDef, doc: Row) => String(doc[displayField(def)] ?? doc.id);

/** Refuses a change of a posted or reversed document, naming it and its state. */
function refuseLocked(store: ResourceStore, def: ResourceDef, doc: Row): void {
  if (!rowLocked(def, doc)) return;
  const state = String(doc[statusFieldOf(docOf(def))]);
  throw new HttpError('FAILED', store.t('kit.document.locked', { name: nameOf(def, doc), state: store.t(`kit.document.state.${state}`) }));
}

/**
 * Posts (`sign` 1) or reverses (`sign` −1) a document inside `db`'s transaction: every posting's
 * movements, checked against the ledgers' balances, then the new state and a history record.
 */
async function move(store: ResourceStore, caller: CallerContext, def: ResourceDef, id: number, sign: 1 | -1, db: AnyDb): Promise<Row> {
  const d = docOf(def);
  const status = statusFieldOf(d);
  const doc = await store.get(caller, def, id, db);
  if (!doc) throw new HttpError('FAILED', store.t('kit.server.notFound'));
  const from = sign === 1 ? 'draft' : 'posted';
  const action = store.t(sign === 1 ? 'kit.document.post' : 'kit.document.reverse');
  if (doc[status] !== from) {
    throw new HttpError('FAILED', store.t('kit.document.wrongState', { name: nameOf(def, doc), state: store.t(`kit.document.state.${String(doc[status])}`), action }));
  }
  const lines = await documentLines(store, caller, def, id, db);
  for (const p of postingsOf(d)) {
    const ledger = store.resource(p.ledger);
    const movements: Movement[] = lines.map((line) => ({
      dims: Object.fromEntries(Object.entries(p.dimensions).map(([dim, field]) => [dim, field in line ? line[field] : doc[field]])),
      quantity: Number(line[p.quantity] ?? 0) * p.sign * sign,
      amount: p.amount ? Number(line[p.amount] ?? 0) * p.sign * sign : null,
    }));
    await writeMovements(store, caller, ledger, movements, { type: def.id, id, no: nameOf(def, doc) }, action, db);
  }
  const next = sign === 1 ? 'posted' : 'reversed';
  await store.update(caller, def, id, { [status]: next }, db, true);
  await store.history(caller, sign === 1 ? 'post' : 'reverse', def, id, { [displayField(def)]: nameOf(def, doc) }, db);
  return withLines(store, caller, def, id, db);
}

const inTransaction = <T>(store: ResourceStore, fn: (trx: AnyDb) => Promise<T>): Promise<T> => serialized(store.db, (trx) => fn(trx as AnyDb));

/** Posts (`sign` 1) or reverses (−1) a document in a transaction of its own; answers it with its lines. */
export const postDocument = (store: ResourceStore, caller: CallerContext, def: ResourceDef, id: number, sign: 1 | -1): Promise<Row> =>
  inTransaction(store, (trx) => move(store, caller, def, id, sign, trx));

/** Creates (id null) or updates a document with its lines in one transaction; posts it when it posts on creation. */
export function saveDocument(store: ResourceStore, caller: CallerContext, def: ResourceDef, input: Input, id: number | null): Promise<Row> {
  const d = docOf(def);
  return inTransaction(store, async (trx) => {
    if (id !== null) {
      const before = await store.get(caller, def, id, trx);
      if (!before) throw new HttpError('FAILED', store.t('kit.server.notFound'));
      refuseLocked(store, def, before);
    }
    const { master, lines } = validateDocument(store, def, input, id === null ? 'create' : 'update');
    let docId: number;
    if (id === null) {
      const posts = postingsOf(d).length > 0;
      docId = (await store.create(caller, def, { ...master, ...(posts ? { [statusFieldOf(d)]: 'draft' } : {}) }, trx, true, true)).id as number;
    } else {
      docId = id;
      await store.update(caller, def, id, master, trx, true);
      await trx.deleteFrom(store.table(linesDef(store, def))).where('tenantId', '=', caller.tenantId).where(d.parent, '=', id).execute();
    }
    await insertLines(store, caller, def, docId, lines, trx);
    if (id === null && d.postOnCreate && postingsOf(d).length) return move(store, caller, def, docId, 1, trx);
    return withLines(store, caller, def, docId, trx);
  });
}

/**
 * Before documents are deleted (any way: route or module code): a posted or reversed one is refused;
 * the lines of the others go with them (a recycled document keeps its lines, for its recovery).
 */
export async function documentBeforeRemove(store: ResourceStore, caller: CallerContext, def: ResourceDef, rows: Row[], db: AnyDb): Promise<void> {
  const d = docOf(def);
  for (const r of rows) {
    if (rowLocked(def, r)) {
      throw new HttpError('FAILED', store.t('kit.document.removePosted', { name: nameOf(def, r), state: store.t(`kit.document.state.${String(r[statusFieldOf(d)])}`) }));
    }
  }
  if (softDeleteOf(def)) return;
  const ids = rows.map((r) => r.id as number);
  await db.deleteFrom(store.table(linesDef(store, def))).where('tenantId', '=', caller.tenantId).where(d.parent, 'in', ids).execute();
}

/** Deletes drafts; with `removePosted: 'reverse'`, reverses the posted ones among `ids` instead. */
export async function removeDocuments(store: ResourceStore, caller: CallerContext, def: ResourceDef, ids: number[]) {
  const d = docOf(def);
  if (d.removePosted !== 'reverse') return { deleted: await store.remove(caller, def, ids), reversed: 0 };
  return inTransaction(store, async (trx) => {
    const posted: number[] = [];
    for (const id of ids) if ((await store.get(caller, def, id, trx))?.[statusFieldOf(d)] === 'posted') posted.push(id);
    for (const id of posted) await move(store, caller, def, id, -1, trx);
    const drafts = ids.filter((id) => !posted.includes(id));
    return { deleted: drafts.length ? await store.remove(caller, def, drafts, trx) : 0, reversed: posted.length };
  });
}
