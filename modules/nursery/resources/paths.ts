// The nursery area's calls (spec area `nursery`, /cloud/nursery/web/): every entity answers pageList,
// create, update, delete, getById, getList and export (POST form data; export downloads an .xlsx).
import type { ResourceApi } from '../../../kit/resource';

/** One call of an entity: `/cloud/nursery/web/<entity>/<name>` (POST). */
export const call = (entity: string, name: string): string => `/cloud/nursery/web/${entity}/${name}`;

/** The seven calls every nursery entity has, as the engine's operations. */
export const crud = (entity: string): ResourceApi => ({
  list: call(entity, 'pageList'),
  create: call(entity, 'create'),
  update: call(entity, 'update'),
  remove: call(entity, 'delete'),
  get: call(entity, 'getById'),
  all: call(entity, 'getList'),
  export: call(entity, 'export'),
});
