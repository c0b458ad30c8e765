/** The personnel area's calls (zyry = 人员作业): POST /cloud/zyry/api/v2/<entity>/<op>, form fields or JSON. */
import type { ApiCall } from '../../../kit/resource';

export const zyry = (entity: string, op: string): ApiCall => `/cloud/zyry/api/v2/${entity}/${op}`;

/** The calls the module's screens make beside the kit's lists. */
export const CALLS: Record<'kanban' | 'dashboard' | 'trail', ApiCall> = {
  kanban: '/cloud/zyry/api/v2/kanban/getStatistics',
  dashboard: '/cloud/zyry/api/v2/dashboard/getStatistics',
  trail: '/cloud/zyry/api/v2/positionTrail/list',
};
