/**
 * The warehouse's calls (kcglnew = 仓库管理, the newer stock service): every call is POST under
 * /cloud/kcglnew/web/<entity>/<op>, form fields or JSON (the server accepts both).
 */
import type { ApiCall, ResourceApi } from '../../../kit/resource';

export const BASE = '/cloud/kcglnew/web';

/** One call of an entity. */
export const call = (entity: string, op: string): ApiCall => `${BASE}/${entity}/${op}`;

/** The base data's six calls: create, update, delete, pageList (paged), getList (unpaged), getById. */
export function crudApi(entity: string): ResourceApi {
  return {
    list: call(entity, 'pageList'),
    all: call(entity, 'getList'),
    get: call(entity, 'getById'),
    create: call(entity, 'create'),
    update: call(entity, 'update'),
    remove: call(entity, 'delete'),
  };
}
