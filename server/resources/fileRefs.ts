/**
 * Rows that refer to stored files: the image and file fields of every resource. On every create,
 * update and import row the ids are checked (each must be a file of the caller's tenant); seed rows
 * may carry the files themselves (`seedFile`); and the sweep asks which files any row still refers
 * to, so that uploads nothing refers to can be deleted after a grace period.
 */
import { fieldList, isSeedFile, type CallerContext, type FieldError, type ModuleResources, type ResourceDef, type Translate } from './kit';
import type { FileService } from '../db/files';
import { tableName, type AnyDb } from './tables';

/** The ids a field value holds: one id, a list, or (stored) JSON text of a list. */
export function idsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value !== 'string' || value === '') return [];
  if (value.startsWith('[')) {
    try {
      return idsIn(JSON.parse(value) as unknown);
    } catch {
      return [value];
    }
  }
  return [value];
}

const fileFields = (def: ResourceDef) => fieldList(def).filter((f) => f.type === 'image' || f.type === 'file');

/**
 * Each image or file field among `values` whose ids are not all files of the caller's tenant, as a
 * field error naming the field (unknown, malformed and other tenants' ids read the same: a
 * caller learns nothing about another tenant's files).
 */
export async function checkFileRefs(files: FileService, caller: CallerContext, def: ResourceDef, values: Record<string, unknown>, t: Translate): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const f of fileFields(def)) {
    if (!(f.name in values)) continue;
    const ids = idsIn(values[f.name]);
    if (!ids.length) continue;
    const missing = await files.missing(caller.tenantId, ids);
    if (missing.length) errors.push({ field: f.name, message: t('kit.validation.file', { label: t(f.label), count: missing.length }) });
  }
  return errors;
}

/** A seed row with its `seedFile(...)` values stored for the tenant and replaced by their ids. */
export async function storeSeedFiles(files: FileService, caller: CallerContext, def: ResourceDef, row: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...row };
  for (const f of fileFields(def)) {
    const v = row[f.name];
    const list = Array.isArray(v) ? v : [v];
    if (!list.some(isSeedFile)) continue;
    const seeds = list.filter(isSeedFile);
    const saved = await files.save(caller, seeds.map((s) => ({ name: s.name, mimeType: s.type, data: Buffer.from(s.base64, 'base64') })));
    out[f.name] = Array.isArray(v) ? saved.map((s) => s.id) : saved[0]!.id;
  }
  return out;
}

/**
 * Every file reference of the modules' rows, as `<tenantId>:<fileId>` keys, read through `db` in
 * pages of 5 000 rows (only the id, tenant and file columns). A module whose tables do not exist yet
 * (never served on this database) refers to nothing.
 */
export function referencedFiles(modules: ModuleResources[]): (db: AnyDb) => Promise<Set<string>> {
  const sources = modules.flatMap((m) =>
    m.resources.flatMap((def) => {
      const columns = fileFields(def).map((f) => f.name);
      return columns.length ? [{ table: tableName(m.module, def), columns }] : [];
    }),
  );
  return async (db) => {
    const used = new Set<string>();
    const tables = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
    for (const { table, columns: wanted } of sources) {
      const have = tables.get(table);
      const columns = wanted.filter((c) => have?.has(c));
      if (!columns.length) continue;
      for (let after = 0; ; ) {
        const rows = (await db
          .selectFrom(table)
          .select(['id', 'tenantId', ...columns])
          .where('id', '>', after)
          .where((eb) => eb.or(columns.map((c) => eb(c, 'is not', null))))
          .orderBy('id')
          .limit(5000)
          .execute()) as Record<string, unknown>[];
        for (const r of rows) for (const c of columns) for (const id of idsIn(r[c])) used.add(`${String(r.tenantId)}:${id}`);
        if (rows.length < 5000) break;
        after = Number(rows[rows.length - 1]!.id);
      }
    }
    return used;
  };
}
