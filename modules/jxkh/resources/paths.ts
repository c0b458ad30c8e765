/** The assessment area's calls (designed, docs/designed/assess.md): POST /cloud/assess/<entity>/<op>. */
import type { ApiCall } from '../../../kit/resource';

export const assess = (entity: string, op: string): ApiCall => `/cloud/assess/${entity}/${op}`;
