/**
 * Several calls per operation: a resource's `api` is the generation its screens call; `generations`
 * names more (an older API version, another service's paths, single aliases such as `view` beside
 * `getById`). The engine serves every call of every generation over the same table with the same
 * rules, so a row created at one generation's path is listed, edited and deleted at another's.
 *
 * @example
 *   defineResource({
 *     id: 'car', api: { list: 'POST /cloud/clgl/v2/web/car/page', get: …, all: 'POST /cloud/clgl/v2/web/car/list' },
 *     generations: {
 *       classic: { list: '/cloud/clgl/car/load', upsert: '/cloud/clgl/car/update', remove: '/cloud/clgl/car/delete' },
 *       alias: { get: 'POST /cloud/clwxfw/api/np/v2/car/view.smvc' },
 *     },
 *     …
 *   });
 *   <ResourcePage def={apiGeneration(car, 'classic')} />   // the older screen of the same table
 */
import { parseCall, type ParsedCall } from './parseCall';
import type { ApiCall, ResourceApi, ResourceDef } from './types';

export type Operation = keyof ResourceApi;

/** One served call of a resource: its operation, the generation naming it (null: `api`), parsed. */
export type ServedCall = { op: Operation; generation: string | null; call: ParsedCall };

const key = (c: ParsedCall) => `${c.method} ${c.path}`;

/**
 * Every call of a resource, each once: `api` first, then each generation in order. The same call
 * for the same operation in two generations is served once; the same call for two operations is a
 * definition error (the server could not tell which is meant).
 */
export function everyCall(def: Pick<ResourceDef, 'id' | 'api' | 'generations'>): ServedCall[] {
  const out: ServedCall[] = [];
  const seen = new Map<string, Operation>();
  const add = (api: ResourceApi, generation: string | null) => {
    for (const [op, raw] of Object.entries(api) as [Operation, ApiCall | undefined][]) {
      if (!raw) continue;
      const call = parseCall(raw);
      const before = seen.get(key(call));
      if (before === op) continue;
      if (before) throw new Error(`${def.id}: ${key(call)} is both ${before} and ${op}`);
      seen.set(key(call), op);
      out.push({ op, generation, call });
    }
  };
  add(def.api, null);
  for (const [name, api] of Object.entries(def.generations ?? {})) add(api, name);
  return out;
}

/**
 * A resource as one generation's screen sees it: the same fields and rules, with that generation's
 * calls as its `api` (id `<id><Name>`, e.g. carClassic, so its column settings are its own).
 */
export function apiGeneration<D extends ResourceDef>(def: D, name: string): D {
  const api = def.generations?.[name];
  if (!api) throw new Error(`${def.id} has no API generation "${name}"`);
  const { generations: _all, ...rest } = def;
  return { ...rest, id: `${def.id}${name[0]!.toUpperCase()}${name.slice(1)}`, api, functionsOf: def.functionsOf ?? def.id } as D;
}
