/** The public toilets' calls (gcgl = 公厕管理, business.md "Toilet and equipment"): POST under /cloud/gcgl/<entity>/<op>. */
import type { ApiCall } from '../../../kit/resource';

/** One call of an entity (common, equipmentManage, deviceManage, sensorManage, waterElectric …). */
export const call = (entity: string, op: string): ApiCall => `/cloud/gcgl/${entity}/${op}`;

/** The same call as a plain path (handler keys). */
export const pathOf = (entity: string, op: string): string => `/cloud/gcgl/${entity}/${op}`;
