/**
 * The resource store: every read and write of resource rows, always inside the caller's tenant, each
 * change recorded in the operation history. Routes, module handlers, imports and seeds all go
 * through it, so the rules (validation, uniqueness, references, tenant, history, soft delete, write
 * hooks) live in one place. Reads see the live rows of a soft-delete resource unless asked for its
 * recycle list (`deleted`) or everything (`all`); lists page by keyset where they can (keyset.ts).
 */
import { standaloneDeviceSettings, type DeviceSettings } from './moduleDevices';
import { sql } from 'kysely';
import {
  displayField,
  fieldList,
  parseListQuery,
  validateRecord,
  formatDate,
  type CheckedListQuery,
  type FieldError,
  type ListQuery,
  type ModuleResources,
  type Page,
  type ResourceDef,
  type Translate,
  type CallerContext,
  type AggregateQuery,
  type AggregateRow,
  type ImportCheck,
  type ImportError,
  type ImportResult,
  type BeforeWrite,
  type WriteChange,
  type WriteHook,
  HandlerError,
  softDeleteOf,
  enumValuesOf,
  kitMessages,
  nextTurn,
  pacer,
  translator,
  type Locale,
  type ModuleServer,
} from './kit';
import { HttpError } from '../core/errors';
import { dateBucket, dialectOf, round, serialized } from '../db/dialect';
import { FileService, standaloneFileSettings } from '../db/files';
import { checkFileRefs } from './fileRefs';
import { defaultImportLimits, type ImportLimits } from './importFile';

import { decodeCursor, encodeCursor, orderBy, positionOf, rowsAfter, sortKeyOf, walk, type Select, type SortKey } from './keyset';
import type { TableCatalog } from './lookups';
import { bumpMonths, mergeRows, monthVersions, MonthResults, nextMonth, planMonths, readShared, shapeOf, share, splitByMonth, type KeptPart } from './monthAggregates';
import { moduleStore } from './moduleStore';
import { checkOptionRules, checkTreeValues } from './optionRules';
import { applyFilters } from './query';
import { fromRow, toRow, type Row } from './rows';
import type { StoreExtensions } from './structures';
import { deletionColumns, inScope, liveFlag, recoveryColumns, withoutDeletion, type Scope } from './softDelete';
import { indexedColumns, tableName, type AnyDb } from './tables';
import { isSqlite } from '../db/planner';

/** From this many rows deep, a page without a cursor reads its ids from the index first, then the rows. */
const DEEP_OFFSET = 500;
/** Below this many matches, sorting them all is cheap whatever the plan: never walk the sort's index. */
const WALK_MIN_MATCHES = 2000;

/** Rows an import writes per transaction (a few ms of SQLite each, so another tenant waits at most one batch). */
export const IMPORT_BATCH = 200;
/** Bound values in one seed statement: well under SQLite's 32 766 and PostgreSQL's 65 535. */
const SEED_PARAMETERS = 8000;

/** The columns every new row carries: its tenant, and who created and last changed it when (now). */
function auditColumns(caller: CallerContext, now: string) {
  return { tenantId: caller.tenantId, createdBy: caller.userName, createdAt: now, updatedBy: caller.userName, updatedAt: now };
}

/** What an import's row checks share: reference and tree value hits, and the keys already taken (see takenKeys). */
type ImportCache = { references: Map<string, boolean>; taken: { checked: Set<string>; hits: Set<string> } | null };

/** A validation refusal: the joined messages, with the per-field errors as data. */
export function invalid(errors: FieldError[]): HttpError {
  return new HttpError('INVALID_INPUT', errors.map((e) => e.message).join('；'), { errors });
}

export class ResourceStore {
  constructor(
    readonly db: AnyDb,
    readonly module: ModuleResources,
    readonly t: Translate,
    private readonly hooks: Record<string, BeforeWrite> = {},
    private readonly writeHooks: Record<string, WriteHook> = {},
    /** The platform's file service: image and file fields hold its ids. */
    readonly files: FileService = new FileService(db, standaloneFileSettings),
  ) {}

  /** Trees, documents and references across modules (structures.ts), set when the modules are prepared. */
  ext: StoreExtensions | null = null;

  /** The whole months' aggregates kept of the module's `monthly` resources (monthAggregates.ts). */
  readonly monthResults = new MonthResults();

  /** Bumps the versions of the months a write of a `monthly` resource touches (its field's values before and after). */
  private async touched(caller: CallerContext, def: ResourceDef, rows: (Row | null | undefined)[], db: AnyDb): Promise<void> {
    if (!def.monthly) return;
    await bumpMonths(db, caller.tenantId, `${this.module.module}.${def.id}`, rows.map((r) => r?.[def.monthly!]));
  }

  private readonly translations = new Map<Locale, Translate>();

  /**
   * The module's and the kit's messages in `locale`: what a handler composes (its answers, its
   * refusals, a reminder's text) reads in the caller's language (server/http/locale.ts). `t` is zh-CN.
   */
  translate(locale: Locale): Translate {
    if (locale === 'zh-CN') return this.t;
    let t = this.translations.get(locale);
    if (!t) this.translations.set(locale, (t = translator(locale, kitMessages, this.module.messages)));
    return t;
  }

  private readonly localized = new Map<Locale, ResourceStore>();

  /**
   * This store speaking `locale`: the same tables, rows and rules, its messages (saved, deleted, a
   * field's refusal) in that language. The engine's operations answer a request through the store of
   * the request's language, so what the engine composes reads in the caller's language as a handler's
   * texts do.
   */
  inLocale(locale: Locale): ResourceStore {
    if (locale === 'zh-CN') return this;
    let local = this.localized.get(locale);
    if (!local) this.localized.set(locale, (local = Object.create(this, { t: { value: this.translate(locale) } }) as ResourceStore));
    return local;
  }

  /** Per resource id: what its rows show that the server composes (ModuleServer `present`), set when the modules are prepared. */
  presenters: NonNullable<ModuleServer['present']> = {};

  /** The store and definition a reference field names: this module's, or another's (`'clgl.car'`). */
  target(ref: string): { store: ResourceStore; def: ResourceDef } {
    return this.ext ? this.ext.target(this, ref) : { store: this, def: this.resource(ref) };
  }

  /** The platform's table lookups (set by prepareModules once every module's store exists). */
  catalog: TableCatalog | null = null;

  /** What an import may hold (set by prepareModules from the configuration). */
  importLimits: ImportLimits = defaultImportLimits;

  /** The clock and threshold module code reads the device store with (set by prepareModules from the configuration). */
  deviceSettings: DeviceSettings = standaloneDeviceSettings;

  /** The server's clock (the configured `now`, which tests move; the wall clock outside a server), in ms. */
  now(): number {
    return this.deviceSettings.now();
  }

  /** The server's clock as the engine writes times: 'YYYY-MM-DD HH:mm:ss'. */
  nowText(): string {
    return formatDate(new Date(this.now()), true);
  }

  /**
   * Runs the resource's write hook inside the write's transaction with a store on it; answers the
   * values to write instead, if the hook gives any. A HandlerError refuses the write.
   */
  private async writeHook(caller: CallerContext, def: ResourceDef, change: WriteChange, trx: AnyDb): Promise<Row | undefined> {
    const h = this.writeHooks[def.id];
    if (!h) return undefined;
    return (await h(change, { caller, store: moduleStore(this, caller, trx), t: this.t })) ?? undefined;
  }

  /** The caller's rows of a resource in a scope, filtered. */
  private base(caller: CallerContext, def: ResourceDef, filters: CheckedListQuery['filters'], db: AnyDb, scope: Scope, unindexed = false): Select {
    return inScope(applyFilters(db.selectFrom(this.table(def)).where('tenantId', '=', caller.tenantId), def, filters, dialectOf(db), unindexed), def, scope);
  }

  /** A list's filters as the query applies them: a filter by a tree node takes the node's branch (structures.ts). */
  private async widened(caller: CallerContext, def: ResourceDef, filters: CheckedListQuery['filters'], db: AnyDb): Promise<CheckedListQuery['filters']> {
    return this.ext ? this.ext.filters(this, caller, def, filters, db) : filters;
  }

  /** Validated values after the module's beforeWrite hook (derived fields, cross-field rules). */
  private hook(def: ResourceDef, values: Row, before: Row | null): Row {
    const h = this.hooks[def.id];
    if (!h) return values;
    try {
      return h(values, before, this.t);
    } catch (e) {
      if (e instanceof HandlerError) throw new HttpError('INVALID_INPUT', e.message);
      throw e;
    }
  }

  resource(id: string): ResourceDef {
    const def = this.module.resources.find((r) => r.id === id);
    if (!def) throw new Error(`${this.module.module}: no resource "${id}"`);
    return def;
  }

  /** The table of one of this module's resources. */
  table(def: ResourceDef) {
    return tableName(this.module.module, def);
  }

  private enumValues = (source: string) => enumValuesOf(this.module, source)?.map((o) => o.value);

  validate(def: ResourceDef, input: Record<string, unknown>, mode: 'create' | 'update' | 'import', trusted = false) {
    return validateRecord(def, input, { t: this.t, mode, enumValues: this.enumValues, trusted });
  }

  /**
   * One page of the caller's rows. The next page after a page this store answered reads by keyset
   * from the request's `cursor`; any other deep page finds its ids on the index first, then reads
   * only those rows. The answer's `nextCursor` is where the next page starts.
   */
  async page(caller: CallerContext, def: ResourceDef, q: CheckedListQuery, db: AnyDb = this.db, scope: Scope = 'live'): Promise<Page> {
    const filters = await this.widened(caller, def, q.filters, db);
    const counted = this.base(caller, def, filters, db, scope);
    const count = await counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(count.n);
    const key = sortKeyOf(def, q);
    const offset = (q.pageNo - 1) * q.pageSize;
    const base = (await this.walkSortIndex(def, q, filters, total, offset, db)) ? this.base(caller, def, filters, db, scope, true) : counted;
    const after = q.cursor ? decodeCursor(q.cursor, q, key) : null;
    const rows = after
      ? await rowsAfter(base.selectAll(), key, after, q.pageSize)
      : offset >= DEEP_OFFSET
        ? await this.rowsByIds(caller, def, db, await orderBy(base.select('id'), key).limit(q.pageSize).offset(offset).execute())
        : ((await orderBy(base.selectAll(), key).limit(q.pageSize).offset(offset).execute()) as Row[]);
    const page: Page = { records: rows.map((r) => fromRow(def, r)), total, pageNo: q.pageNo, pageSize: q.pageSize };
    if (rows.length === q.pageSize && offset + rows.length < total) page.nextCursor = encodeCursor(q, key, positionOf(rows[rows.length - 1]!, key));
    return page;
  }

  /**
   * Whether a page is read faster by walking the sort field's index and testing the filters on each
   * row than by finding every match through a filter's index and sorting them all. SQLite does not
   * know how many rows a filter keeps (PostgreSQL does, and decides itself: always false there); the
   * count just made does. Walking reads about (offset + page) × rows ÷ matches rows, sorting reads
   * every match: walk when that is fewer. The table's highest id stands for its row count (an upper
   * bound, so the choice errs towards sorting).
   */
  private async walkSortIndex(def: ResourceDef, q: CheckedListQuery, filters: CheckedListQuery['filters'], total: number, offset: number, db: AnyDb): Promise<boolean> {
    if (!filters.length || total < WALK_MIN_MATCHES || !isSqlite(db)) return false;
    const { column } = sortKeyOf(def, q);
    if ((column && !indexedColumns(def).has(column)) || filters.every((c) => c.mode === 'like')) return false;
    const top = await db.selectFrom(this.table(def)).select((eb) => eb.fn.max('id').as('n')).executeTakeFirst();
    const rows = Number(top?.n ?? 0);
    return (offset + q.pageSize) * rows < total * total;
  }

  /** The stored rows of `ids` (the caller's), in the order of `ids`. */
  private async rowsByIds(caller: CallerContext, def: ResourceDef, db: AnyDb, ids: Row[]): Promise<Row[]> {
    if (!ids.length) return [];
    // By id alone, so SQLite reads the rows by key (with the tenant in the WHERE it walks the tenant's
    // index instead); the tenant is checked on what comes back.
    const rows: Row[] = await db.selectFrom(this.table(def)).selectAll().where('id', 'in', ids.map((r) => r.id as number)).execute();
    const byId = new Map(rows.filter((r) => r.tenantId === caller.tenantId).map((r) => [r.id as number, r]));
    return ids.flatMap((r): Row[] => {
      const row = byId.get(r.id as number);
      return row ? [row] : [];
    });
  }

  /** Every matching row in the list's order, read by keyset `chunk` rows at a time (exports). */
  async *stream(caller: CallerContext, def: ResourceDef, q: Pick<CheckedListQuery, 'filters' | 'sort'>, chunk = 2000, db: AnyDb = this.db, scope: Scope = 'live') {
    const key: SortKey = sortKeyOf(def, q);
    const filters = await this.widened(caller, def, q.filters, db);
    for await (const r of walk(this.base(caller, def, filters, db, scope).selectAll(), key, chunk)) yield fromRow(def, r);
  }

  /**
   * Every matching row, unpaged (the `all` call): refused with a message asking for narrower filters
   * when more than `max` match, rather than answering a silently cut list.
   */
  async all(caller: CallerContext, def: ResourceDef, q: Pick<CheckedListQuery, 'filters' | 'sort'>, max: number, db: AnyDb = this.db): Promise<Row[]> {
    const count = await this.base(caller, def, await this.widened(caller, def, q.filters, db), db, 'live').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(count.n) > max) throw new HttpError('FAILED', this.t('kit.server.tooMany', { count: Number(count.n), max }));
    const out: Row[] = [];
    for await (const r of this.stream(caller, def, q, 2000, db)) out.push(r);
    return out;
  }

  async get(caller: CallerContext, def: ResourceDef, id: number, db: AnyDb = this.db, scope: Scope = 'live'): Promise<Row | null> {
    const row = await this.base(caller, def, [], db, scope).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(def, row) : null;
  }

  /** The message when another row of the tenant (live or deleted) holds these values' unique key; else null. */
  private async uniqueHit(caller: CallerContext, def: ResourceDef, values: Row, id: number | null, db: AnyDb, known?: ImportCache): Promise<string | null> {
    if (!def.unique?.length || !def.unique.every((u) => values[u] !== undefined && values[u] !== null)) return null;
    const single = def.unique.length === 1 ? def.unique[0]! : null;
    // An import looked up this resource's keys for all its rows at once: this one is not taken.
    if (known?.taken && single && known.taken.checked.has(String(values[single])) && !known.taken.hits.has(String(values[single]))) return null;
    let q = db.selectFrom(this.table(def)).selectAll().where('tenantId', '=', caller.tenantId);
    for (const u of def.unique) q = q.where(u, '=', values[u] as string);
    if (id !== null) q = q.where('id', '!=', id);
    const hit = await q.executeTakeFirst();
    if (!hit) return null;
    const first = def.unique[0]!;
    const soft = softDeleteOf(def);
    const key = soft && hit[soft.flag] === 1 ? 'kit.validation.uniqueDeleted' : 'kit.validation.unique';
    return this.t(key, { label: this.t(def.fields[first]!.label ?? first) });
  }

  /**
   * Checks uniqueness and references of validated values; the errors, or none. A deleted row keeps
   * its unique key (it is recovered, not entered again), and the message says where it is. A
   * reference being written must name a live row; one kept from before may name a deleted row. An
   * organisation tree value being written (not the one an update keeps: `before`) must be a node of
   * the caller's tenant. Every write passes here: create, update, module code and each import row.
   */
  private async checkRules(caller: CallerContext, def: ResourceDef, values: Row, id: number | null, db: AnyDb, written: Row = values, unique = true, known?: ImportCache, before: Row | null = null): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const hit = unique ? await this.uniqueHit(caller, def, values, id, db, known) : null;
    if (hit) errors.push({ field: def.unique![0]!, message: hit });
    for (const f of fieldList(def)) {
      if (f.type !== 'reference' || typeof values[f.name] !== 'number') continue;
      const target = this.target(f.resource);
      const memo = `${f.name}:${String(values[f.name])}`;
      const hit = known?.references.get(memo) ?? Boolean(await target.store.get(caller, target.def, values[f.name] as number, db, f.name in written ? 'live' : 'all'));
      known?.references.set(memo, hit);
      if (!hit) errors.push({ field: f.name, message: this.t('kit.validation.reference', { label: this.t(f.label) }) });
    }
    errors.push(...(await checkTreeValues(this, caller, def, written, db, before, known?.references)));
    if (this.ext) errors.push(...(await this.ext.checkWrite(this, caller, def, values, id, db)));
    // The file ids this change writes (an id already stored stays as it is).
    errors.push(...(await checkFileRefs(this.files.bound(db), caller, def, written, this.t)));
    if (!errors.length) errors.push(...(await checkOptionRules(this, caller, def, values, db)));
    return errors;
  }

  /** Inserts validated values with the audit columns (and a live flag); answers the new id. */
  private async insert(caller: CallerContext, def: ResourceDef, values: Row, db: AnyDb): Promise<number> {
    const audit = auditColumns(caller, this.nowText());
    const inserted = await db.insertInto(this.table(def)).values({ ...toRow(def, withoutDeletion(def, values)), ...liveFlag(def), ...audit }).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  /** Creates a row; `trusted` (server code) may set fields the form does not show. */
  async create(caller: CallerContext, def: ResourceDef, input: Row, db: AnyDb = this.db, history = true, trusted = false): Promise<Row> {
    const v = this.validate(def, input, 'create', trusted);
    if (!v.ok) throw invalid(v.errors);
    v.value = this.hook(def, v.value, null);
    return this.inTransaction(db, async (trx) => {
      const errors = await this.checkRules(caller, def, v.value, null, trx);
      if (errors.length) throw invalid(errors);
      const values = (await this.writeHook(caller, def, { op: 'create', values: v.value, before: null }, trx)) ?? v.value;
      const id = await this.insert(caller, def, values, trx);
      await this.touched(caller, def, [values], trx);
      if (history) await this.history(caller, 'create', def, id, values, trx);
      return (await this.get(caller, def, id, trx))!;
    });
  }

  /**
   * Seeds only: validates (trusted) and inserts one row without the uniqueness and reference queries
   * or the re-read — seed data is the module's own, and thousands of rows must load in well under a
   * second. Answers the new id.
   */
  async insertSeed(caller: CallerContext, def: ResourceDef, input: Row, db: AnyDb): Promise<number> {
    return (await this.insertSeedRows(caller, def, [input], db))[0]!;
  }

  /**
   * Seeds only, many rows at once: each validated (trusted) and hooked as `insertSeed` does, then
   * inserted in multi-row statements (as many rows as keep the statement under SEED_PARAMETERS bound
   * values) — a seed of thousands of rows costs a few statements, not one round trip a row. Answers
   * the new ids in the rows' order (SQLite and PostgreSQL return a multi-row insert's ids in order).
   */
  async insertSeedRows(caller: CallerContext, def: ResourceDef, inputs: Row[], db: AnyDb): Promise<number[]> {
    const audit = auditColumns(caller, this.nowText());
    const rows = inputs.map((input) => {
      const v = this.validate(def, input, 'create', true);
      if (!v.ok) throw new Error(`${this.module.module}.${def.id} seed: ${v.errors.map((e) => e.message).join('; ')}`);
      return { ...toRow(def, withoutDeletion(def, this.hook(def, v.value, null))), ...liveFlag(def), ...audit };
    });
    const ids: number[] = [];
    // Rows of one statement share its columns: group by the set of columns given (a seed may leave fields out).
    let at = 0;
    while (at < rows.length) {
      const columns = Object.keys(rows[at]!).sort().join(',');
      const size = Math.max(1, Math.floor(SEED_PARAMETERS / (columns.split(',').length || 1)));
      let end = at + 1;
      while (end < rows.length && end - at < size && Object.keys(rows[end]!).sort().join(',') === columns) end++;
      for (const r of await db.insertInto(this.table(def)).values(rows.slice(at, end)).returning('id').execute()) ids.push(Number(r.id));
      at = end;
    }
    // A demo row may already be in the recycle list (车辆回收站): its flag, time and user as the seed gives them.
    const soft = softDeleteOf(def);
    if (soft) {
      for (const [i, input] of inputs.entries()) {
        if (input[soft.flag] !== true) continue;
        const by = soft.by && typeof input[soft.by] === 'string' ? String(input[soft.by]) : caller.userName;
        const at = soft.at && typeof input[soft.at] === 'string' ? String(input[soft.at]) : this.nowText();
        await db.updateTable(this.table(def)).set(deletionColumns(def, { ...caller, userName: by }, at)).where('tenantId', '=', caller.tenantId).where('id', '=', ids[i]!).execute();
      }
    }
    await this.touched(caller, def, rows, db);
    return ids;
  }

  async update(caller: CallerContext, def: ResourceDef, id: number, input: Row, db: AnyDb = this.db, trusted = false): Promise<Row> {
    return this.inTransaction(db, async (trx) => {
      const before = await this.get(caller, def, id, trx);
      if (!before) throw new HttpError('FAILED', this.t('kit.server.notFound'));
      const v = this.validate(def, input, 'update', trusted);
      if (!v.ok) throw invalid(v.errors);
      v.value = this.hook(def, v.value, before);
      const errors = await this.checkRules(caller, def, { ...before, ...v.value }, id, trx, v.value, true, undefined, before);
      if (errors.length) throw invalid(errors);
      const values = (await this.writeHook(caller, def, { op: 'update', values: v.value, before }, trx)) ?? v.value;
      await trx
        .updateTable(this.table(def))
        .set({ ...toRow(def, withoutDeletion(def, values)), updatedBy: caller.userName, updatedAt: this.nowText() })
        .where('tenantId', '=', caller.tenantId)
        .where('id', '=', id)
        .execute();
      await this.touched(caller, def, [before, { ...before, ...values }], trx);
      await this.history(caller, 'update', def, id, changeOf(values, before), trx);
      return (await this.get(caller, def, id, trx))!;
    });
  }

  /** Runs `fn` in a transaction: `db`'s own when `db` already is one (no nesting), else a new one. */
  private inTransaction<T>(db: AnyDb, fn: (trx: AnyDb) => Promise<T>): Promise<T> {
    return serialized(db, (trx) => fn(trx as AnyDb));
  }

  /**
   * Deletes the caller's rows among `ids`; refuses when none of them is the caller's (live) row. A
   * soft-delete resource's rows go to its recycle list (they keep what refers to them); other rows
   * are erased unless something still refers to them.
   */
  async remove(caller: CallerContext, def: ResourceDef, ids: number[], db: AnyDb = this.db): Promise<number> {
    if (!ids.length) throw new HttpError('INVALID_INPUT', this.t('kit.server.noIds'));
    return this.inTransaction(db, async (trx) => {
      const rows = await this.base(caller, def, [], trx, 'live').selectAll().where('id', 'in', ids).execute();
      if (!rows.length) throw new HttpError('FAILED', this.t('kit.server.notFound'));
      // A tree's branch deleted with its node; a document's lines checked and removed with it.
      if (this.ext) rows.push(...(await this.ext.beforeRemove(this, caller, def, rows, trx)));
      const found = rows.map((r) => r.id as number);
      const soft = softDeleteOf(def) !== null;
      if (!soft) await this.refuseIfReferenced(caller, def, rows, trx);
      for (const r of rows) await this.writeHook(caller, def, { op: 'delete', values: null, before: fromRow(def, r) }, trx);
      const now = this.nowText();
      if (soft) {
        await trx.updateTable(this.table(def)).set({ ...deletionColumns(def, caller, now), updatedBy: caller.userName, updatedAt: now }).where('tenantId', '=', caller.tenantId).where('id', 'in', found).execute();
      } else await trx.deleteFrom(this.table(def)).where('tenantId', '=', caller.tenantId).where('id', 'in', found).execute();
      await this.touched(caller, def, rows, trx);
      const name = displayField(def);
      for (const r of rows) await this.history(caller, 'delete', def, r.id as number, { [name]: r[name] }, trx);
      return rows.length;
    });
  }

  /** Takes the caller's rows among `ids` back from the recycle list; refuses when none of them is in it. */
  async recover(caller: CallerContext, def: ResourceDef, ids: number[], db: AnyDb = this.db): Promise<number> {
    if (!softDeleteOf(def)) throw new Error(`${this.module.module}.${def.id} has no recycle list`);
    if (!ids.length) throw new HttpError('INVALID_INPUT', this.t('kit.server.noRecoverIds'));
    return this.inTransaction(db, async (trx) => {
      const rows = await this.base(caller, def, [], trx, 'deleted').selectAll().where('id', 'in', ids).execute();
      if (!rows.length) throw new HttpError('FAILED', this.t('kit.server.notRecycled'));
      for (const r of rows) await this.writeHook(caller, def, { op: 'recover', values: null, before: fromRow(def, r) }, trx);
      const now = this.nowText();
      await trx
        .updateTable(this.table(def))
        .set({ ...recoveryColumns(def), updatedBy: caller.userName, updatedAt: now })
        .where('tenantId', '=', caller.tenantId)
        .where('id', 'in', rows.map((r) => r.id as number))
        .execute();
      await this.touched(caller, def, rows, trx);
      const name = displayField(def);
      for (const r of rows) await this.history(caller, 'recover', def, r.id as number, { [name]: r[name] }, trx);
      return rows.length;
    });
  }

  /**
   * Refuses to delete rows that rows of the module's resources still refer to (a reference field
   * naming `def`), so no weighing is left pointing at a deleted vehicle. The message names the first
   * row found and who refers to it.
   */
  private async refuseIfReferenced(caller: CallerContext, def: ResourceDef, rows: Row[], trx: AnyDb): Promise<void> {
    const ids = rows.map((r) => r.id as number);
    const referrers = this.ext ? this.ext.referrers(this, def) : this.module.resources.flatMap((other) =>
      Object.entries(other.fields).filter(([, f]) => f.type === 'reference' && f.resource === def.id).map(([field]) => ({ store: this as ResourceStore, def: other, field })));
    for (const { store, def: other, field } of referrers) {
      let q = trx
        .selectFrom(store.table(other))
        .select([field, (eb) => eb.fn.countAll<number>().over().as('total')])
        .where('tenantId', '=', caller.tenantId)
        .where(field, 'in', ids);
      // Rows deleted together (a branch of a tree) do not hold each other back.
      if (store === this && other.id === def.id) q = q.where('id', 'not in', ids);
      const hit = await q.limit(1).executeTakeFirst();
      if (!hit) continue;
      const row = rows.find((r) => r.id === hit[field]);
      throw new HttpError('FAILED', this.t('kit.server.referenced', {
        name: String(row?.[displayField(def)] ?? hit[field]),
        count: Number(hit.total),
        resource: store.t(other.title),
      }));
    }
  }

  /**
   * Checks import rows without writing: each row's fields, beforeWrite, references and rules, and
   * its unique key (the definition's `unique` fields) against the table and the rows above it in the
   * file. Answers every row with its status (`valid`, `duplicate`, `invalid`), its values as they
   * would be stored, and the errors by row (a duplicate's error has `duplicate: true`). Keys and
   * references are looked up in bulk, and the check yields to other requests every 20 ms.
   */
  async checkImport(caller: CallerContext, def: ResourceDef, rows: { row: number; values: Row }[], db: AnyDb = this.db): Promise<ImportCheck> {
    const errors: ImportError[] = [];
    const checked: ImportCheck['rows'] = [];
    const seen = new Map<string, number>();
    const first = def.unique?.[0];
    const label = first ? this.t(def.fields[first]!.label ?? first) : '';
    const known: ImportCache = { references: new Map(), taken: await this.takenKeys(caller, def, rows.map((r) => r.values), db) };
    // Other requests are answered at least every 20 ms of checking.
    const pace = pacer();
    for (const r of rows) {
      await pace();
      const v = this.validate(def, r.values, 'import');
      let rowErrors: ImportError[] = v.ok ? [] : v.errors.map((e) => ({ row: r.row, ...e }));
      let values = v.ok ? v.value : r.values;
      if (v.ok) {
        try {
          values = this.hook(def, v.value, null);
          const key = first && def.unique!.every((u) => values[u] !== undefined && values[u] !== null) ? JSON.stringify(def.unique!.map((u) => values[u])) : null;
          const dup = key === null ? null : seen.has(key) ? this.t('kit.validation.uniqueInFile', { label, row: seen.get(key)! }) : await this.uniqueHit(caller, def, values, null, db, known);
          if (key !== null && !seen.has(key)) seen.set(key, r.row);
          if (dup) rowErrors = [{ row: r.row, field: first!, message: dup, duplicate: true }];
          else rowErrors = (await this.checkRules(caller, def, values, null, db, values, false, known)).map((e) => ({ row: r.row, ...e }));
        } catch (e) {
          if (!(e instanceof HttpError)) throw e;
          rowErrors = [{ row: r.row, field: '', message: e.message }];
        }
      }
      errors.push(...rowErrors);
      const status = !rowErrors.length ? 'valid' : rowErrors.some((e) => e.duplicate) ? 'duplicate' : 'invalid';
      checked.push({ row: r.row, status, values });
    }
    const count = (s: string) => checked.filter((c) => c.status === s).length;
    return { rows: checked, errors, total: rows.length, valid: count('valid'), duplicates: count('duplicate'), invalid: count('invalid') };
  }

  /**
   * Imports rows, checked first as `checkImport` does; with `validOnly` false nothing is written
   * unless every row is valid; with `validOnly` true the valid rows are written and the rest named and
   * counted (duplicates apart from invalid rows). The bulk insert writes {@link IMPORT_BATCH} rows per
   * transaction, yielding between them, so a 100 000-row import never holds the database for long;
   * should a batch fail, the batches already written are deleted again (all rows or none).
   * `write`, when given, writes each accepted row instead of the bulk insert, and so does the
   * resource's write hook: then all writes share one transaction (a throw rolls the import back).
   * Inside a caller's transaction (`db`), everything happens in it.
   */
  async importRows(
    caller: CallerContext,
    def: ResourceDef,
    rows: { row: number; values: Row }[],
    validOnly: boolean,
    db: AnyDb = this.db,
    write?: (values: Row, trx: AnyDb) => Promise<unknown>,
  ): Promise<ImportResult> {
    const check = await this.checkImport(caller, def, rows, db);
    const { errors, total, duplicates, invalid } = check;
    if (errors.length && !validOnly) return { imported: 0, total, duplicates, invalid, errors };
    const accepted = check.rows.filter((r) => r.status === 'valid').map((r) => r.values);
    if (write || this.writeHooks[def.id]) {
      await this.inTransaction(db, async (trx) => {
        if (write) for (const v of accepted) await write(v, trx);
        else for (const v of accepted) await this.insert(caller, def, (await this.writeHook(caller, def, { op: 'create', values: v, before: null }, trx)) ?? v, trx);
        await this.history(caller, 'import', def, 0, { count: accepted.length }, trx);
      });
    } else await this.insertBatches(caller, def, accepted, db);
    return { imported: accepted.length, total, duplicates, invalid, errors };
  }

  /**
   * For a resource keyed by one text field: which of the imported keys are already in the table (one
   * query per 500 rows instead of one per row). A key that validation or a hook changed is not among
   * the checked ones and is queried as before; null for other resources.
   */
  private async takenKeys(caller: CallerContext, def: ResourceDef, values: Row[], db: AnyDb): Promise<ImportCache['taken']> {
    const key = def.unique?.length === 1 ? def.unique[0]! : null;
    if (!key || def.fields[key]?.type !== 'text') return null;
    const checked = new Set(values.map((v) => v[key]).filter((k) => typeof k === 'string' || typeof k === 'number').map((k) => String(k).trim()));
    const wanted = [...checked];
    const hits = new Set<string>();
    for (let i = 0; i < wanted.length; i += 500) {
      const found = await db.selectFrom(this.table(def)).select(key).where('tenantId', '=', caller.tenantId).where(key, 'in', wanted.slice(i, i + 500)).execute();
      for (const h of found) hits.add(String(h[key]));
    }
    return { checked, hits };
  }

  /** Bulk-inserts accepted import rows, {@link IMPORT_BATCH} per transaction; all or none (see importRows). */
  private async insertBatches(caller: CallerContext, def: ResourceDef, accepted: Row[], db: AnyDb): Promise<void> {
    const audit = auditColumns(caller, this.nowText());
    const written: number[] = [];
    try {
      for (let at = 0; at < accepted.length || at === 0; at += IMPORT_BATCH) {
        // Rows built before the transaction, so it holds the connection only for the inserts.
        const batch = accepted.slice(at, at + IMPORT_BATCH).map((v) => ({ ...toRow(def, withoutDeletion(def, v)), ...liveFlag(def), ...audit }));
        const last = at + IMPORT_BATCH >= accepted.length;
        await this.inTransaction(db, async (trx) => {
          const ids: number[] = [];
          for (let i = 0; i < batch.length; i += 200) {
            for (const r of await trx.insertInto(this.table(def)).values(batch.slice(i, i + 200)).returning('id').execute()) ids.push(Number(r.id));
          }
          await this.touched(caller, def, batch, trx);
          if (last) await this.history(caller, 'import', def, 0, { count: accepted.length }, trx);
          written.push(...ids);
        });
        if (!db.isTransaction && !last) await nextTurn();
      }
    } catch (error) {
      for (let i = 0; i < written.length && !db.isTransaction; i += 500) {
        await db.deleteFrom(this.table(def)).where('tenantId', '=', caller.tenantId).where('id', 'in', written.slice(i, i + 500)).execute();
      }
      if (!db.isTransaction) await this.touched(caller, def, accepted, db);
      throw error;
    }
  }

  /**
   * Counts and sums per group; group and sum names are checked against the definition. A `monthly`
   * resource's aggregate by its field's month reads each whole month of the range (and, without an end,
   * this month's days before today) from the results kept here or shared by another instance
   * (monthAggregates.ts) and computes only the partial month at the start and the rows from the end's
   * month (or today) on.
   */
  async aggregate(caller: CallerContext, def: ResourceDef, q: AggregateQuery, db: AnyDb = this.db): Promise<AggregateRow[]> {
    const checked = parseListQuery(def, { ...(q.filters ?? {}), pageSize: 1 }, this.t);
    const plan = def.monthly ? planMonths(def.monthly, q, checked.filters, this.nowText()) : null;
    if (!plan) return this.aggregateRows(caller, def, q, checked.filters, db);
    const field = def.monthly!;
    const resource = `${this.module.module}.${def.id}`;
    // Versions first: a write committing after this read leaves a newer version than the one kept.
    const versions = await monthVersions(db, caller.tenantId, resource, plan.whole, plan.days);
    const { [`${field}Start`]: _s, [`${field}End`]: _e, ...rest } = q.filters ?? {};
    const shape = shapeOf([rest, q.groupBy, q.sum ?? [], q.orderBy ?? null, q.limit ?? 1000]);
    const daysPart = plan.days ? { part: `${plan.days.from}<${plan.days.to}`, version: versions.days } : null;
    const wanted: KeptPart[] = [...plan.whole.map((month) => ({ part: month, version: versions.months.get(month) ?? 0 })), ...(daysPart ? [daysPart] : [])];
    const key = (p: KeptPart) => `${caller.tenantId}|${resource}|${shape}|${p.part}`;
    const kept = new Map(wanted.map((p) => [p.part, this.monthResults.get(key(p), p.version)]));
    // Not kept here: what another instance (or this one before a restart) computed at the same version.
    const shared = await readShared(db, caller.tenantId, resource, shape, wanted.filter((p) => !kept.get(p.part)));
    for (const p of wanted.filter((w) => shared.has(w.part))) {
      kept.set(p.part, shared.get(p.part)!);
      this.monthResults.set(key(p), p.version, shared.get(p.part)!);
    }
    // Computed here: kept and shared, but not inside a transaction (its own writes may not commit).
    const computed: Array<KeptPart & { rows: AggregateRow[] }> = [];
    const keep = (p: KeptPart, rows: AggregateRow[]) => {
      kept.set(p.part, rows);
      if (db.isTransaction) return rows;
      this.monthResults.set(key(p), p.version, rows);
      computed.push({ ...p, rows });
      return rows;
    };
    const months = wanted.filter((p) => p.part !== daysPart?.part);
    const missing = months.filter((p) => !kept.get(p.part));
    // The months not kept: one query grouped by month from the first to the last of them (an instance's
    // first report over a year was 13 queries, 4.5–6.6 s at a city's size), split by month; a month's
    // own query only when that answer reached its bound (a month's rows may have been cut).
    if (missing.length > 1) {
      const span = { from: missing[0]!.part, to: nextMonth(missing[missing.length - 1]!.part) };
      const bound = (q.limit ?? 1000) * plan.whole.length;
      const rows = await this.aggregateRows(caller, def, q, checked.filters, db, [span.from, span.to], bound);
      if (rows.length < bound) {
        const byMonth = splitByMonth(rows, `${field}_month`, q);
        for (const p of months.filter((m) => m.part >= span.from && m.part < span.to)) keep(p, byMonth.get(p.part) ?? []);
      }
    }
    const parts = [await this.aggregateRows(caller, def, q, checked.filters, db, [null, plan.whole[0] ?? plan.days!.from])];
    for (const p of months) parts.push(kept.get(p.part) ?? keep(p, await this.aggregateRows(caller, def, q, checked.filters, db, [p.part, nextMonth(p.part)])));
    if (daysPart) parts.push(kept.get(daysPart.part) ?? keep(daysPart, await this.aggregateRows(caller, def, q, checked.filters, db, [plan.days!.from, plan.days!.to])));
    await share(db, caller.tenantId, resource, shape, computed, this.nowText());
    parts.push(await this.aggregateRows(caller, def, q, checked.filters, db, [plan.tail, null]));
    return mergeRows(parts, q);
  }

  /**
   * One aggregate query; `months` bounds the monthly field to [from, to) (months 'YYYY-MM' or days
   * 'YYYY-MM-DD', null: open);
   * `limit` replaces the query's own (several months answered at once).
   */
  private async aggregateRows(caller: CallerContext, def: ResourceDef, q: AggregateQuery, filters: CheckedListQuery['filters'], db: AnyDb, months?: [string | null, string | null], limit = q.limit ?? 1000): Promise<AggregateRow[]> {
    const known = (name: string) => name in def.fields;
    let qb = this.base(caller, def, filters, db, 'live');
    // 'YYYY-MM' sorts before every date and time of its month, after those of the month before.
    if (months?.[0]) qb = qb.where(def.monthly!, '>=', months[0]);
    if (months?.[1]) qb = qb.where(def.monthly!, '<', months[1]);
    const groups: string[] = [];
    for (const g of q.groupBy) {
      const [field, unit] = g.split(':') as [string, string | undefined];
      if (!known(field)) throw new Error(`aggregate: unknown field ${field}`);
      const alias = unit ? `${field}_${unit}` : field;
      const expr = unit === 'day' || unit === 'month' ? dateBucket(field, unit) : sql.ref(field);
      qb = qb.select(expr.as(alias)).groupBy(alias);
      groups.push(alias);
    }
    for (const s of q.sum ?? []) {
      if (!known(s)) throw new Error(`aggregate: unknown field ${s}`);
      // To the field's own decimals (tonnes have 3): a month's sum rounded to 2 was off by up to 0.02 t.
      const digits = Math.max(2, (def.fields[s] as { precision?: number }).precision ?? 2);
      qb = qb.select(round(sql`coalesce(sum(${sql.ref(s)}), 0)`, digits).as(s));
    }
    qb = qb.select((eb) => eb.fn.countAll<number>().as('count'));
    const order = q.orderBy;
    if (order && (groups.includes(order.field) || order.field === 'count' || (q.sum ?? []).includes(order.field))) qb = qb.orderBy(order.field, order.order);
    else qb = qb.orderBy('count', 'desc');
    return (await qb.limit(limit).execute()) as AggregateRow[];
  }

  /** One operation-history record (the platform's operation_logs) per change. */
  async history(caller: CallerContext, operation: string, def: ResourceDef, id: number, detail: unknown, db: AnyDb = this.db) {
    await db
      .insertInto('operation_logs')
      .values({
        tenant_id: caller.tenantId,
        user_id: caller.userId,
        user_name: caller.userName,
        operation: `${this.module.module}.${def.id}.${operation}`,
        target: `${this.module.module}.${def.id}#${id}`,
        detail: JSON.stringify(detail).slice(0, 2000),
        created_at: this.deviceSettings.now(),
      })
      .execute();
  }

  /** Parses a list request of a resource (throws INVALID_INPUT on a bad field, sort or page size). */
  parseQuery(def: ResourceDef, raw: Row | ListQuery, maxPageSize?: number): CheckedListQuery {
    return parseListQuery(def, raw as Row, this.t, maxPageSize);
  }
}

/** Same value as the history reads it: null, undefined and '' are all "empty". */
const sameValue = (a: unknown, b: unknown): boolean => {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return JSON.stringify(a) === JSON.stringify(b);
};

/**
 * An update's history detail: the fields whose value changed, with their new values, and under
 * `$before` the values they had — so the history shows 车辆类型：清洗车 → 扫路车, not every field the
 * form sent again.
 */
export function changeOf(values: Row, before: Row): Row {
  const after: Row = {};
  const was: Row = {};
  for (const [field, value] of Object.entries(values)) {
    if (sameValue(value, before[field])) continue;
    after[field] = value;
    was[field] = before[field] ?? null;
  }
  return { ...after, $before: was };
}
