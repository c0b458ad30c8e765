/** The data monitor's calls: POST raw JSON under /cloud/dataMonitor/web/api/<entity>/<op> (enum/list is a GET). */
import type { ApiCall } from '../../../kit/resource';

const BASE = '/cloud/dataMonitor/web/api';

/** One call of an entity (`dataIncreaseMonitorItem`, `dataIncreaseMonitorRecord`). */
export const call = (entity: string, op: string): ApiCall => ({ method: 'POST', path: `${BASE}/${entity}/${op}`, json: true });

/** The enum loader (`common/enum/list`). */
export const enumCall: ApiCall = { method: 'GET', path: `${BASE}/common/enum/list` };

export const ITEM = 'dataIncreaseMonitorItem';
export const RECORD = 'dataIncreaseMonitorRecord';
