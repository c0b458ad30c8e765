/**
 * The resource store: every read and write of resource rows, always inside the caller's tenant, each
 * change recorded in the operation history. Routes, module handlers, imports and seeds all go
 * through it, so the rules (validation, uniqueness, references, tenant, history) live in one place.
 */
import { sql, type Transaction } from 'kysely';
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
  type BeforeWrite,
  HandlerError,
} from './kit';
import { HttpError } from '../http/envelope';
import { FileService, standaloneFileSettings } from '../services/files';
import { checkFileRefs } from './fileRefs';
import { applyFilters, applySort } from './query';
import { fromRow, toRow, type Row } from './rows';
import { tableName, type AnyDb } from './tables';

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
    /** The platform's file service: image and file fields hold its ids. */
    readonly files: FileService = new FileService(db, standaloneFileSettings),
  ) {}

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

  private table(def: ResourceDef) {
    return tableName(this.module.module, def);
  }

  private enumValues = (source: string) => this.module.enums?.values[source]?.map((o) => o.value);

  validate(def: ResourceDef, input: Record<string, unknown>, mode: 'create' | 'update' | 'import', trusted = false) {
    return validateRecord(def, input, { t: this.t, mode, enumValues: this.enumValues, trusted });
  }

  async page(caller: CallerContext, def: ResourceDef, q: CheckedListQuery, db: AnyDb = this.db): Promise<Page> {
    const base = applyFilters(db.selectFrom(this.table(def)).where('tenantId', '=', caller.tenantId), def, q.filters);
    const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await applySort(base.selectAll(), def, q)
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute();
    return { records: rows.map((r) => fromRow(def, r)), total: Number(count.n), pageNo: q.pageNo, pageSize: q.pageSize };
  }

  /** Every matching row, read in chunks so the connection is free between them (exports). */
  async *stream(caller: CallerContext, def: ResourceDef, q: Pick<CheckedListQuery, 'filters' | 'sort'>, chunk = 2000, db: AnyDb = this.db) {
    const base = applyFilters(db.selectFrom(this.table(def)).where('tenantId', '=', caller.tenantId), def, q.filters);
    for (let offset = 0; ; offset += chunk) {
      const rows = await applySort(base.selectAll(), def, q).limit(chunk).offset(offset).execute();
      for (const r of rows) yield fromRow(def, r);
      if (rows.length < chunk) return;
    }
  }

  async get(caller: CallerContext, def: ResourceDef, id: number, db: AnyDb = this.db): Promise<Row | null> {
    const row = await db.selectFrom(this.table(def)).selectAll().where('tenantId', '=', caller.tenantId).where('id', '=', id).executeTakeFirst();
    return row ? fromRow(def, row) : null;
  }

  /** Checks uniqueness and references of validated values; the errors, or none. */
  private async checkRules(caller: CallerContext, def: ResourceDef, values: Row, id: number | null, db: AnyDb): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    if (def.unique?.length && def.unique.every((u) => values[u] !== undefined && values[u] !== null)) {
      let q = db.selectFrom(this.table(def)).select('id').where('tenantId', '=', caller.tenantId);
      for (const u of def.unique) q = q.where(u, '=', values[u] as string);
      if (id !== null) q = q.where('id', '!=', id);
      if (await q.executeTakeFirst()) {
        const first = def.unique[0]!;
        errors.push({ field: first, message: this.t('kit.validation.unique', { label: this.t(def.fields[first]!.label ?? first) }) });
      }
    }
    for (const f of fieldList(def)) {
      if (f.type !== 'reference' || typeof values[f.name] !== 'number') continue;
      const target = this.resource(f.resource);
      const hit = await db.selectFrom(this.table(target)).select('id').where('tenantId', '=', caller.tenantId).where('id', '=', values[f.name] as number).executeTakeFirst();
      if (!hit) errors.push({ field: f.name, message: this.t('kit.validation.reference', { label: this.t(f.label) }) });
    }
    errors.push(...(await checkFileRefs(this.files.bound(db), caller, def, values, this.t)));
    return errors;
  }

  /** Creates a row; `trusted` (server code) may set fields the form does not show. */
  async create(caller: CallerContext, def: ResourceDef, input: Row, db: AnyDb = this.db, history = true, trusted = false): Promise<Row> {
    const v = this.validate(def, input, 'create', trusted);
    if (!v.ok) throw invalid(v.errors);
    v.value = this.hook(def, v.value, null);
    const errors = await this.checkRules(caller, def, v.value, null, db);
    if (errors.length) throw invalid(errors);
    const now = formatDate(new Date(), true);
    const audit = { tenantId: caller.tenantId, createdBy: caller.userName, createdAt: now, updatedBy: caller.userName, updatedAt: now };
    const inserted = await db.insertInto(this.table(def)).values({ ...toRow(def, v.value), ...audit }).returning('id').executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    if (history) await this.history(caller, 'create', def, id, v.value, db);
    return (await this.get(caller, def, id, db))!;
  }

  /**
   * Seeds only: validates (trusted) and inserts one row without the uniqueness and reference queries
   * or the re-read — seed data is the module's own, and thousands of rows must load in well under a
   * second. Answers the new id.
   */
  async insertSeed(caller: CallerContext, def: ResourceDef, input: Row, db: AnyDb): Promise<number> {
    const v = this.validate(def, input, 'create', true);
    if (!v.ok) throw new Error(`${this.module.module}.${def.id} seed: ${v.errors.map((e) => e.message).join('; ')}`);
    const values = this.hook(def, v.value, null);
    const now = formatDate(new Date(), true);
    const audit = { tenantId: caller.tenantId, createdBy: caller.userName, createdAt: now, updatedBy: caller.userName, updatedAt: now };
    const inserted = await db.insertInto(this.table(def)).values({ ...toRow(def, values), ...audit }).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  async update(caller: CallerContext, def: ResourceDef, id: number, input: Row, db: AnyDb = this.db, trusted = false): Promise<Row> {
    const before = await this.get(caller, def, id, db);
    if (!before) throw new HttpError('FAILED', this.t('kit.server.notFound'));
    const v = this.validate(def, input, 'update', trusted);
    if (!v.ok) throw invalid(v.errors);
    v.value = this.hook(def, v.value, before);
    const errors = await this.checkRules(caller, def, { ...before, ...v.value }, id, db);
    if (errors.length) throw invalid(errors);
    const changes = toRow(def, v.value);
    await db
      .updateTable(this.table(def))
      .set({ ...changes, updatedBy: caller.userName, updatedAt: formatDate(new Date(), true) })
      .where('tenantId', '=', caller.tenantId)
      .where('id', '=', id)
      .execute();
    await this.history(caller, 'update', def, id, v.value, db);
    return (await this.get(caller, def, id, db))!;
  }

  /** Runs `fn` in a transaction: `db`'s own when `db` already is one (no nesting), else a new one. */
  private inTransaction<T>(db: AnyDb, fn: (trx: AnyDb) => Promise<T>): Promise<T> {
    return db.isTransaction ? fn(db) : db.transaction().execute((trx: Transaction<unknown>) => fn(trx as AnyDb));
  }

  /** Deletes the caller's rows among `ids`; refuses when none of them is the caller's. */
  async remove(caller: CallerContext, def: ResourceDef, ids: number[], db: AnyDb = this.db): Promise<number> {
    if (!ids.length) throw new HttpError('INVALID_INPUT', this.t('kit.server.noIds'));
    return this.inTransaction(db, async (trx) => {
      const rows = await trx.selectFrom(this.table(def)).selectAll().where('tenantId', '=', caller.tenantId).where('id', 'in', ids).execute();
      if (!rows.length) throw new HttpError('FAILED', this.t('kit.server.notFound'));
      await this.refuseIfReferenced(caller, def, rows, trx);
      await trx.deleteFrom(this.table(def)).where('tenantId', '=', caller.tenantId).where('id', 'in', rows.map((r) => r.id as number)).execute();
      const name = displayField(def);
      for (const r of rows) await this.history(caller, 'delete', def, r.id as number, { [name]: r[name] }, trx);
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
    for (const other of this.module.resources) {
      for (const [field, f] of Object.entries(other.fields)) {
        if (f.type !== 'reference' || f.resource !== def.id) continue;
        const hit = await trx
          .selectFrom(this.table(other))
          .select([field, (eb) => eb.fn.countAll<number>().over().as('total')])
          .where('tenantId', '=', caller.tenantId)
          .where(field, 'in', ids)
          .limit(1)
          .executeTakeFirst();
        if (!hit) continue;
        const row = rows.find((r) => r.id === hit[field]);
        throw new HttpError('FAILED', this.t('kit.server.referenced', {
          name: String(row?.[displayField(def)] ?? hit[field]),
          count: Number(hit.total),
          resource: this.t(other.title),
        }));
      }
    }
  }

  /**
   * Imports rows in one transaction. Every row is validated first (fields, beforeWrite, uniqueness
   * against the table and within the file, references); with `validOnly` false nothing is written
   * unless all are valid; with `validOnly` true the valid rows are written and the rest named.
   * `write`, when given, writes each accepted row instead of the bulk insert (inside the same
   * transaction; a throw rolls the whole import back).
   */
  async importRows(
    caller: CallerContext,
    def: ResourceDef,
    rows: { row: number; values: Row }[],
    validOnly: boolean,
    db: AnyDb = this.db,
    write?: (values: Row, trx: AnyDb) => Promise<unknown>,
  ) {
    return this.inTransaction(db, async (trx) => {
      const errors: { row: number; field: string; message: string }[] = [];
      const accepted: Row[] = [];
      const keys = new Set<string>();
      const first = def.unique?.[0];
      for (const r of rows) {
        const v = this.validate(def, r.values, 'import');
        let rowErrors = v.ok ? [] : v.errors;
        if (v.ok) {
          try {
            v.value = this.hook(def, v.value, null);
            rowErrors = await this.checkRules(caller, def, v.value, null, trx);
            if (!rowErrors.length && first && def.unique!.every((u) => v.value[u] !== undefined && v.value[u] !== null)) {
              const key = JSON.stringify(def.unique!.map((u) => v.value[u]));
              if (keys.has(key)) rowErrors = [{ field: first, message: this.t('kit.validation.unique', { label: this.t(def.fields[first]!.label ?? first) }) }];
              keys.add(key);
            }
          } catch (e) {
            if (!(e instanceof HttpError)) throw e;
            rowErrors = [{ field: '', message: e.message }];
          }
        }
        if (rowErrors.length) for (const e of rowErrors) errors.push({ row: r.row, ...e });
        else if (v.ok) accepted.push(v.value);
      }
      if (errors.length && !validOnly) return { imported: 0, total: rows.length, errors };
      const now = formatDate(new Date(), true);
      const audit = { tenantId: caller.tenantId, createdBy: caller.userName, createdAt: now, updatedBy: caller.userName, updatedAt: now };
      if (write) for (const v of accepted) await write(v, trx);
      else for (let i = 0; i < accepted.length; i += 200) {
        await trx.insertInto(this.table(def)).values(accepted.slice(i, i + 200).map((v) => ({ ...toRow(def, v), ...audit }))).execute();
      }
      await this.history(caller, 'import', def, 0, { count: accepted.length }, trx);
      return { imported: accepted.length, total: rows.length, errors };
    });
  }

  /** Counts and sums per group; group and sum names are checked against the definition. */
  async aggregate(caller: CallerContext, def: ResourceDef, q: AggregateQuery, db: AnyDb = this.db): Promise<AggregateRow[]> {
    const checked = parseListQuery(def, { ...(q.filters ?? {}), pageSize: 1 }, this.t);
    const known = (name: string) => name in def.fields;
    let qb = applyFilters(db.selectFrom(this.table(def)).where('tenantId', '=', caller.tenantId), def, checked.filters);
    const groups: string[] = [];
    for (const g of q.groupBy) {
      const [field, unit] = g.split(':') as [string, string | undefined];
      if (!known(field)) throw new Error(`aggregate: unknown field ${field}`);
      const alias = unit ? `${field}_${unit}` : field;
      const expr = unit === 'day' ? sql`substr(${sql.ref(field)}, 1, 10)` : unit === 'month' ? sql`substr(${sql.ref(field)}, 1, 7)` : sql.ref(field);
      qb = qb.select(expr.as(alias)).groupBy(alias);
      groups.push(alias);
    }
    for (const s of q.sum ?? []) {
      if (!known(s)) throw new Error(`aggregate: unknown field ${s}`);
      qb = qb.select(sql<number>`round(coalesce(sum(${sql.ref(s)}), 0), 2)`.as(s));
    }
    qb = qb.select((eb) => eb.fn.countAll<number>().as('count'));
    const order = q.orderBy;
    if (order && (groups.includes(order.field) || order.field === 'count' || (q.sum ?? []).includes(order.field))) qb = qb.orderBy(order.field, order.order);
    else qb = qb.orderBy('count', 'desc');
    return (await qb.limit(q.limit ?? 1000).execute()) as AggregateRow[];
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
        created_at: Date.now(),
      })
      .execute();
  }

  /** Parses a list request of a resource (throws INVALID_INPUT on a bad field, sort or page size). */
  parseQuery(def: ResourceDef, raw: Row | ListQuery, maxPageSize?: number): CheckedListQuery {
    return parseListQuery(def, raw as Row, this.t, maxPageSize);
  }
}
