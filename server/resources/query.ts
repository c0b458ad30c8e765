/**
 * Checked list queries as Kysely statements. Only column names of the definition (checked by
 * parseListQuery) and bound values reach SQL; every statement starts from the caller's tenant.
 */
import { sql, type Expression } from 'kysely';
import { fieldList, type CheckedFilter, type CheckedListQuery, type ResourceDef } from './kit';
import { contains, type DialectName } from '../db/dialect';
import { orderBy, sortKeyOf, type Select } from './keyset';

/**
 * Applies checked filters to a select of one resource's table. With `unindexed`, the filter terms
 * are written so SQLite uses no index for them (its unary `+` on the column), which leaves the sort's
 * index to drive the query (SQLite only): see ResourceStore.page for when that is the faster plan.
 */
export function applyFilters(qb: Select, def: ResourceDef, filters: CheckedFilter[], dialect: DialectName, unindexed = false): Select {
  const types = new Map(fieldList(def).map((f) => [f.name, f]));
  const col = (name: string): Expression<unknown> | string => (unindexed ? sql`+${sql.ref(name)}` : name);
  for (const filter of filters) {
    const f = types.get(filter.field);
    if (!f) continue;
    switch (filter.mode) {
      case 'like':
        qb = qb.where((eb) => contains(eb, dialect, filter.field, String(filter.value)));
        break;
      case 'eq':
        qb = qb.where(col(filter.field), '=', typeof filter.value === 'boolean' ? (filter.value ? 1 : 0) : filter.value);
        break;
      case 'in':
        qb = f.type === 'enum' && f.multiple
          ? qb.where((eb) => eb.or((filter.value as string[]).map((v) => contains(eb, dialect, filter.field, JSON.stringify(v)))))
          : qb.where(col(filter.field), 'in', filter.value);
        break;
      case 'range': {
        const start = filter.value[0];
        let end = filter.value[1];
        if (f.type === 'datetime' && typeof end === 'string' && end.length === 10) end = `${end} 23:59:59`;
        const [startCol, endCol] = filter.columns;
        // A period overlaps the asked range: it ends after the start and starts before the end.
        if (start !== null) qb = qb.where(col(f.type === 'dateRange' ? endCol : startCol), '>=', start);
        if (end !== null) qb = qb.where(col(startCol), '<=', end);
        break;
      }
    }
  }
  return qb;
}

/** The sort of a checked query (newest first by default), with the id as the tie-breaker. */
export function applySort(qb: Select, def: ResourceDef, q: Pick<CheckedListQuery, 'sort'>): Select {
  return orderBy(qb, sortKeyOf(def, q));
}
