/** The area's calls. ljszydd (压缩箱调度): POST /envcloud/hw/ljszydd/<entity>/<op>; ljszy-rfid: /cloud/ljszy/rfid/<op>. */
import type { ApiCall } from '../../../kit/resource';

export const dd = (entity: string, op: string): ApiCall => `/envcloud/hw/ljszydd/${entity}/${op}`;
export const rfid = (op: string, method: 'GET' | 'POST' = 'POST'): ApiCall => `${method} /cloud/ljszy/rfid/${op}`;
