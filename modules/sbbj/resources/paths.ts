/** The device offline monitor's calls: POST under /envcloud/hw/sbbj/api/v1/<kind>/<op> (sbbj = 设备离线监测). */
import type { ApiCall } from '../../../kit/resource';

const BASE = '/envcloud/hw/sbbj/api/v1';

/** The four kinds of monitored device, as the spec names their paths. */
export const KINDS = ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const;
export type MonitorKind = (typeof KINDS)[number];

/**
 * One call of a kind: the spec's `pageList`, `update`, `offlinePageList`, `offlineDetail`,
 * `offlineExport`, and the module's own `count` (the device pages' tab counts; README.md).
 */
export const call = (kind: MonitorKind | 'common', op: string): ApiCall => `${BASE}/${kind}/${op}`;
