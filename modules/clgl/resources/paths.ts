/**
 * The two generations of the fleet API and the calls of one entity in each. The older calls live
 * under /cloud/clgl/<entity>/ (form fields); the v2 calls under /cloud/clgl/v2/web/<entity>/ (POST,
 * JSON body). An entity of both names the older calls as its `classic` generation, and the engine
 * serves both over one table (README.md, "One fleet, two generations of paths").
 */
import type { ApiCall, ResourceApi } from '../../../kit/resource';

export const CLASSIC = '/cloud/clgl';
export const V2 = '/cloud/clgl/v2/web';

/** A v2 call: POST with a JSON body. */
export const v2 = (entity: string, op: string): ApiCall => ({ method: 'POST', path: `${V2}/${entity}/${op}`, json: true });
/** A v2 upload (multipart, so not JSON). */
export const v2Upload = (entity: string, op = 'import'): ApiCall => ({ method: 'POST', path: `${V2}/${entity}/${op}` });
/** An older call: POST with form fields (the client's default). */
export const classic = (entity: string, op: string): ApiCall => `${CLASSIC}/${entity}/${op}`;

/** The v2 operations every v2 entity has: page, list (unpaged), insert, update, deletes, selectOne, import, export. */
export function v2Api(entity: string): ResourceApi {
  return {
    list: v2(entity, 'page'),
    all: v2(entity, 'list'),
    create: v2(entity, 'insert'),
    update: v2(entity, 'update'),
    get: v2(entity, 'selectOne'),
    remove: v2(entity, 'deletes'),
    import: v2Upload(entity),
    export: v2(entity, 'export'),
  };
}

/** The older operations: load (paged list), update (creates without an id), delete, import, export, bkExport (backup). */
export function classicApi(entity: string): ResourceApi {
  return {
    list: classic(entity, 'load'),
    upsert: classic(entity, 'update'),
    remove: classic(entity, 'delete'),
    import: classic(entity, 'import'),
    export: classic(entity, 'export'),
    backup: classic(entity, 'bkExport'),
  };
}

/**
 * Entities of both generations, by v2 id → older path segment: each has the v2 calls as its `api`
 * and the older ones as its `classic` generation, and its deletes are soft (a recycle flag).
 */
export const DUAL = {
  car: 'car',
  waterManage: 'waterManage',
  annualInspection: 'inspectionManage',
  insuranceRecord: 'insuranceManage',
  accidentManage: 'accidentManage',
  breakRulesManage: 'breakRulesManage',
  oilCard: 'oilCardManage',
  oilRefuel: 'refuelManage',
} as const;

export type DualId = keyof typeof DUAL;

/** The generations of a dual entity besides its v2 `api`. */
export const dualGenerations = (id: DualId) => ({ classic: classicApi(DUAL[id]) });
