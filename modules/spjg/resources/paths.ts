/**
 * Video supervision's calls (spjg = 视频监管): the cameras, alarms, tree and control under
 * /cloud/spjg/<entity>/<op>.jhtml (operations.md 7.9, the service's suffix), the generic types and
 * their department bindings under /cloud/spjg/<entity>/<op> (business.md), the recorded video files
 * under /envcloud/hw/wl/video/<op>, and the shared enum and organisation calls the spec lists beside them.
 */
import type { ApiCall } from '../../../kit/resource';

const BASE = '/cloud/spjg';

/** A camera, alarm, tree or control call: `/cloud/spjg/<entity>/<op>.jhtml`. */
export const jhtml = (entity: 'car' | 'video' | 'asset' | 'videoAlarm' | 'videoControl', op: string): ApiCall => `${BASE}/${entity}/${op}.jhtml`;

/** A generic-type call: `/cloud/spjg/<entity>/<op>`. */
export const currency = (entity: 'currencyType' | 'currencyTypeEntity', op: string): ApiCall => `${BASE}/${entity}/${op}`;

/** A recorded video file call: `/envcloud/hw/wl/video/<op>`. */
export const wl = (op: 'upload' | 'list' | 'download' | 'delete'): ApiCall => `/envcloud/hw/wl/video/${op}`;

/** The choices of the module's enums (the gaojie service's loader, as business.md lists it with the generic types). */
export const ENUM_CALL = '/envcloud/hw/gaojie/api/v1/common/loadEnumValue';

/** The organisation tree of the caller's data scope (served by the platform; the binding screen's organisations). */
export const ORG_TREE_CALL = '/cloud/management/rest/np/tenant/dept/loadOrgTreeByPermission.read';

/** The PTZ commands a camera accepts on video/control. */
export const COMMANDS = ['up', 'down', 'left', 'right', 'zoomIn', 'zoomOut', 'stop'] as const;
export type Command = (typeof COMMANDS)[number];

/** Where a camera sits in the camera tree (the video store's group kinds). */
export const PLACES = ['department', 'vehicle', 'facility'] as const;
