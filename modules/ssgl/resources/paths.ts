/**
 * The facility ledgers' calls (ssgl = 设施台账): every ledger has the same six calls under
 * /cloud/ssgl/<entity>/: pageList (paged), getList (unpaged), update (creates without an id, updates
 * with one: the spec names no save), delete, import and export. The common equipment groups are
 * GET (the spec says so); depreciation lives in the gaojie service.
 */
import type { ApiCall, ResourceApi } from '../../../kit/resource';

export const BASE = '/cloud/ssgl';
export const GAOJIE = '/envcloud/hw/gaojie/api/v1';

/** One call of a ledger. */
export const call = (entity: string, op: string): ApiCall => `${BASE}/${entity}/${op}`;

/** A ledger's six calls; `method` GET for the equipment groups (their upload stays a POST: a file needs a body). */
export function ledgerApi(entity: string, method: 'GET' | 'POST' = 'POST'): ResourceApi {
  const m = (op: string): ApiCall => (method === 'GET' ? `GET ${call(entity, op)}` : call(entity, op));
  return {
    list: m('pageList'),
    all: m('getList'),
    upsert: m('update'),
    remove: m('delete'),
    import: call(entity, 'import'),
    export: m('export'),
  };
}

/** A gaojie call: `/envcloud/hw/gaojie/api/v1/<entity>/<op>`. */
export const gaojie = (entity: string, op: string): ApiCall => `${GAOJIE}/${entity}/${op}`;

/** Choices of an enum field: labels are catalogue keys `ssgl.enum.<name>.<value>`. */
export const options = (name: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `ssgl.enum.${name}.${v}` }));
