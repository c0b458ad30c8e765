// The module's fixed choices (values; labels are `ddzh.enum.<name>.<value>` in the catalogue).
export const ORDER_STATES = ['pending', 'accepted', 'inProgress', 'completed', 'cancelled'] as const;
export const OPEN_STATES = ['pending', 'accepted', 'inProgress'] as const;
export const JOB_TYPES = ['haul', 'clean', 'inspect', 'repair'] as const;
/** Jobs whose completion needs a weight change at the destination (the load unloaded). */
export const CARRIES_GARBAGE = ['haul'] as const;
export const PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export const ALARM_TYPES = ['binOverflow', 'boxFull', 'boxOffline', 'toilet', 'offPost', 'problemCase'] as const;
export const ALARM_LEVELS = ['critical', 'major', 'minor'] as const;
export const ALARM_STATES = ['new', 'dispatched', 'ignored'] as const;
export const EVENTS = ['dispatched', 'accepted', 'arrived', 'loaded', 'left', 'arrivedDest', 'unloaded', 'photo', 'reassigned', 'forced', 'cancelled'] as const;
export const CHANNELS = ['notice', 'chat', 'sms', 'app'] as const;
/** The platform's standard roles (server/db/seed.ts: r<tenant>01 管理员, r<tenant>02 调度员, r<tenant>03 只读). */
export const ROLES = ['admin', 'dispatcher', 'readonly'] as const;
export const roleId = (tenantId: string, role: string) => `r${tenantId}0${ROLES.indexOf(role as (typeof ROLES)[number]) + 1}`;
export const SEND_STATES = ['sent', 'held', 'noRecipient'] as const;
export const YES_NO = ['yes', 'no'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
