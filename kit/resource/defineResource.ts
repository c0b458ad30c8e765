/**
 * `defineResource` checks a definition once, when its file is loaded, and fills in the defaults, so
 * both engines read the same complete data. Helpers here answer the questions both engines ask: which
 * fields are columns, filters, in the form; which calls exist and how they are sent.
 *
 * @example
 *   export const carInfo = defineResource({
 *     id: 'carInfo', title: 'ljszy.carInfo',
 *     api: { list: 'POST /cloud/ljszy/carInfo/pageList', create: '/cloud/ljszy/carInfo/save',
 *            update: '/cloud/ljszy/carInfo/update', remove: '/cloud/ljszy/carInfo/delete' },
 *     fields: { carCode: text({ required: true, max: 16, filter: true }) },
 *   });
 */
import { everyCall } from './generations';
import { parseCall, type ParsedCall } from './parseCall';
import { checkLookup } from './lookups';
import { checkSoftDelete, softDeleteOf } from './softDelete';
import { checkResourceStructures } from './structures';
import type { ApiCall, ColumnOptions, FieldDef, FilterMode, ResourceApi, ResourceDef, ResourceInput } from './types';

export { parseCall, type ParsedCall };

/** Names that become SQL identifiers: checked here once, so the server never quotes user text. */
const NAME = /^[A-Za-z][A-Za-z0-9]{0,47}$/;
const RESERVED = new Set(['id', 'tenantId', 'createdBy', 'createdAt', 'updatedBy', 'updatedAt']);

/** Types a definition, checks its names and fills each field's label key. Throws on a bad definition. */
export function defineResource<const F extends Record<string, FieldDef>>(input: ResourceInput<F>): ResourceDef<F> {
  if (!NAME.test(input.id)) throw new Error(`resource id "${input.id}" must be a plain identifier`);
  const fields = {} as Record<string, FieldDef>;
  for (const [name, field] of Object.entries(input.fields)) {
    if (!NAME.test(name) || RESERVED.has(name)) throw new Error(`${input.id}: field name "${name}" is not allowed`);
    if (field.type === 'reference' && !NAME.test(field.display)) throw new Error(`${input.id}.${name}: bad display`);
    fields[name] = { ...field, label: field.label ?? `${input.title}.${name}` };
  }
  everyCall(input);
  const soft = softDeleteOf(input);
  if (soft) checkSoftDelete(input.id, fields, soft);
  else if (input.api.recycleList || input.api.recover) throw new Error(`${input.id}: recycleList and recover need softDelete`);
  if (input.lookup) checkLookup(input.id, fields, input.lookup);
  if (input.monthly !== undefined && !['date', 'datetime'].includes(fields[input.monthly]?.type ?? '')) throw new Error(`${input.id}: monthly names "${input.monthly}", not a date or datetime field`);
  // A ledger's movements are posted by documents (server/resources/ledgers.ts), which move no month.
  if (input.monthly !== undefined && input.ledger) throw new Error(`${input.id}: monthly on a ledger (its movements are posted by documents, which keep no months)`);
  checkResourceStructures(input);
  return { ...input, fields: fields as F, kind: 'resource' };
}

/** The operations a resource has, parsed. */
export function callsOf(def: ResourceDef): Partial<Record<keyof ResourceApi, ParsedCall>> {
  const out: Partial<Record<keyof ResourceApi, ParsedCall>> = {};
  for (const [op, call] of Object.entries(def.api) as [keyof ResourceApi, ApiCall | undefined][]) {
    if (call) out[op] = parseCall(call);
  }
  return out;
}

/** A field with its name and resolved label. */
export type NamedField = FieldDef & { name: string; label: string };

const namedFields = new WeakMap<ResourceDef, { fields: ResourceDef['fields']; list: NamedField[] }>();

/**
 * The definition's fields with their names and labels, in order. Built once per definition (the
 * server asks for it several times per row of a 100 000-row import); each call answers a new array.
 */
export function fieldList(def: ResourceDef): NamedField[] {
  let known = namedFields.get(def);
  if (!known || known.fields !== def.fields) {
    known = { fields: def.fields, list: Object.entries(def.fields).map(([name, f]) => ({ ...f, name, label: f.label ?? `${def.title}.${name}` })) };
    namedFields.set(def, known);
  }
  return known.list.slice();
}

export function columnFields(def: ResourceDef): (NamedField & { columnOptions: ColumnOptions })[] {
  return fieldList(def)
    .filter((f) => f.column !== false)
    .map((f) => ({ ...f, columnOptions: typeof f.column === 'object' ? f.column : {} }));
}

/** The natural filter of a type: text contains, numbers and dates by range, choices by any-of. */
export function filterModeOf(f: FieldDef): FilterMode | null {
  if (!f.filter) return null;
  if (typeof f.filter === 'string') return f.filter;
  switch (f.type) {
    case 'text':
      return 'like';
    case 'number':
    case 'money':
    case 'date':
    case 'datetime':
    case 'dateRange':
      return 'range';
    case 'enum':
      return 'in';
    case 'geoPoint':
    case 'geoShape':
    case 'image':
    case 'file':
      return null;
    default:
      return 'eq';
  }
}

export function filterFields(def: ResourceDef): (NamedField & { mode: FilterMode })[] {
  return fieldList(def).flatMap((f) => {
    const mode = filterModeOf(f);
    return mode ? [{ ...f, mode }] : [];
  });
}

export const formFields = (def: ResourceDef): NamedField[] => fieldList(def).filter((f) => f.form !== false);
export const detailFields = (def: ResourceDef): NamedField[] => fieldList(def).filter((f) => f.detail !== false);
export const exportFields = (def: ResourceDef): NamedField[] => fieldList(def).filter((f) => f.export !== false);
export const importFields = (def: ResourceDef): NamedField[] =>
  fieldList(def).filter((f) => (f.import ?? f.form) !== false && f.type !== 'image' && f.type !== 'file');
export const sortableFields = (def: ResourceDef): NamedField[] => fieldList(def).filter((f) => f.sortable === true);

/** The field that names a row: `display`, else the first text field, else the id. */
export function displayField(def: ResourceDef): string {
  return def.display ?? fieldList(def).find((f) => f.type === 'text')?.name ?? 'id';
}

/** Where a field lives in the table: one column, or two for ranges and points. */
export function storageColumns(name: string, f: FieldDef): { column: string; sql: 'text' | 'real' | 'integer' }[] {
  switch (f.type) {
    case 'dateRange':
      return [
        { column: `${name}Start`, sql: 'text' },
        { column: `${name}End`, sql: 'text' },
      ];
    case 'geoPoint':
      return [
        { column: `${name}Lng`, sql: 'real' },
        { column: `${name}Lat`, sql: 'real' },
      ];
    case 'number':
      return [{ column: name, sql: f.integer ? 'integer' : 'real' }];
    case 'money':
      return [{ column: name, sql: 'real' }];
    case 'boolean':
    case 'reference':
      return [{ column: name, sql: 'integer' }];
    default:
      return [{ column: name, sql: 'text' }];
  }
}
