/** The asset archive's calls: POST under /cloud/asset/<entity>/<op>, form fields or JSON. */
import type { ApiCall } from '../../../kit/resource';

/** One call of an entity. */
export const call = (entity: string, op: string): ApiCall => `/cloud/asset/${entity}/${op}`;
