/**
 * The id list of a request, as the spec's calls send it: `ids` (or `id`, `idList`) as an array, a
 * JSON array text ('[1,2]', '["1","2"]') or a comma list ('1,2'), or a single value. Shared by the
 * engine's delete route and module handlers; each decides what a bad item means (refuse or skip).
 *
 * @example idListItems({ ids: '[3, "4"]' }) // ['3', '4']
 */
export function idListItems(input: Record<string, unknown>): unknown[] {
  const raw = input.ids ?? input.id ?? input.idList;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.replace(/^\[|\]$/g, '').split(',') : raw === undefined ? [] : [raw];
  return list.map((x) => (typeof x === 'string' ? x.trim().replace(/"/g, '') : x));
}
