/** The road-work area's calls (jxbjnew = 机械化作业): POST /cloud/jxbjnew/<entity>/<op>.smvc (form fields or JSON). */
import type { ApiCall } from '../../../kit/resource';

export const jx = (entity: string, op: string): ApiCall => `/cloud/jxbjnew/${entity}/${op}.smvc`;

/** list, save, update, delete of an entity: the spec's four calls of a plain table. */
export const crud = (entity: string) => ({ list: jx(entity, 'pageList'), create: jx(entity, 'save'), update: jx(entity, 'update'), remove: jx(entity, 'delete') });
