/** The staff area's calls (人事管理: /cloud/staff/<entity>/<op>, POST unless the spec says GET). */
import type { ApiCall } from '../../../kit/resource';

export const staffCall = (entity: string, op: string): ApiCall => `/cloud/staff/${entity}/${op}`;

/** The area's upload (contract scans, photos): stored in the tenant's file service, answered as file/upload answers. */
export const STAFF_UPLOAD = '/cloud/staff/file/upload';
/** The department tree with the number of people in each department and its branch. */
export const DEPT_COUNT_TREE = 'POST /cloud/staff/dept/countTree';
