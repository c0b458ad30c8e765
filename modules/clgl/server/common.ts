/**
 * Small helpers of the fleet's server code: reading ids and list parameters from a request's input,
 * the cells a workbook shows for a record (the same labels as the engine's exports), and lookups.
 */
import { exportFields, formatDate, HandlerError, idListItems, type HandlerContext, type ListQuery, type ModuleStore, type NamedField, type ResourceDef } from '../../../kit/resource';
import { clglEnums } from '../enums';

type Input = Record<string, unknown>;

export const now = () => formatDate(new Date(), true);
export const today = () => formatDate(new Date());

/** Ids from `ids` / `id` / `idList` as an array, a JSON array text or a comma list; refused when none. */
export function idsOf(input: Input, t: HandlerContext['t']): number[] {
  const items = (input.ids ?? input.id ?? input.idList) === null ? [] : idListItems(input);
  const ids = items.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  if (!ids.length) throw new HandlerError(t('clgl.action.noSelection'));
  return [...new Set(ids)].slice(0, 1000);
}

/** One id (the row a row action works on). */
export const idOf = (input: Input, t: HandlerContext['t']): number => idsOf(input, t)[0]!;

const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

/** A wire list request (pageNo/page/current, pageSize/rows/size, orderField/orderType, filters) as a ListQuery. */
export function listQueryOf(input: Input, fixed: Record<string, unknown> = {}): ListQuery {
  const orderField = typeof input.orderField === 'string' && input.orderField ? input.orderField : null;
  const size = input.pageSize ?? input.rows ?? input.size;
  return {
    pageNo: int(input.pageNo ?? input.page ?? input.current) ?? 1,
    // A page size that is not a whole number goes on as is, so the engine refuses it with its message.
    pageSize: (int(size) ?? (size === undefined ? 10 : (size as number))),
    sort: orderField ? { field: orderField, order: String(input.orderType).toLowerCase() === 'asc' ? 'asc' : 'desc' } : null,
    filters: { ...input, ...fixed },
  };
}

/** value → zh-CN label of an enum field. */
export function enumLabel(f: NamedField, value: unknown, t: HandlerContext['t']): string {
  const options = f.type === 'enum' ? (f.options ?? (f.source ? clglEnums.values[f.source] : undefined) ?? []) : [];
  const one = (v: unknown) => {
    const o = options.find((x) => x.value === String(v));
    return o ? t(o.label) : String(v);
  };
  return Array.isArray(value) ? value.map(one).join(',') : one(value);
}

/** id → display text for every reference field of the given fields. */
export async function referenceLookups(store: ModuleStore, fields: NamedField[]): Promise<Map<string, Map<number, string>>> {
  const out = new Map<string, Map<number, string>>();
  for (const f of fields) {
    if (f.type !== 'reference') continue;
    const rows = await store.all(f.resource, {}, 20000);
    out.set(f.name, new Map(rows.map((r) => [r.id as number, String(r[f.display] ?? r.id)])));
  }
  return out;
}

/** The cells of a record as an export shows them (labels, display names, 是/否, "a ~ b"). */
export function cellsOf(fields: NamedField[], record: Record<string, unknown>, lookups: Map<string, Map<number, string>>, t: HandlerContext['t']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = record[f.name];
    if (v === null || v === undefined) out[f.name] = null;
    else if (f.type === 'enum') out[f.name] = enumLabel(f, v, t);
    else if (f.type === 'reference') out[f.name] = lookups.get(f.name)?.get(v as number) ?? v;
    else if (f.type === 'boolean') out[f.name] = v ? t('kit.yes') : t('kit.no');
    else if (f.type === 'dateRange') out[f.name] = (v as string[]).join(' ~ ');
    else if (f.type === 'geoPoint') out[f.name] = `${(v as { lng: number }).lng},${(v as { lat: number }).lat}`;
    else out[f.name] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
}

export const stamp = () => now().replace(/\D/g, '');

/** Export columns of a definition (the fields marked for export). */
export const exportColumns = (def: ResourceDef, t: HandlerContext['t']) => exportFields(def).map((f) => ({ key: f.name, header: t(f.label) }));

/** Rounds money to cents. */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** A record that exists and is not in the recycle list, or a refusal. */
export async function live(store: ModuleStore, resource: string, id: number, t: HandlerContext['t']): Promise<Record<string, unknown>> {
  const row = await store.get(resource, id);
  if (!row || row.recycled === true) throw new HandlerError(t('clgl.action.notFound'));
  return row;
}
