// The area's choices, served by its loadEnumValue (common/loadEnumValue) and read by the selects.
import type { EnumRegistry } from '../../kit/resource';
import { gfgj } from './paths';

export const opts = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `gfgj.enum.${prefix}.${v}` }));

export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'] as const;
export const USER_TYPES = ['resident', 'business', 'recycler'] as const;
export const AUDIT_STATES = ['none', 'pending', 'passed', 'rejected'] as const;
/** The order's progress: where the booking stands (rules/order.ts). */
export const PROGRESS = ['booked', 'confirmed', 'rejected', 'collected', 'settled', 'cancelled', 'noOneHome', 'refused', 'duplicate'] as const;
/** The order's payment, a field of its own: never moved by the progress, nor the progress by it. */
export const PAY_STATES = ['unpaid', 'paid', 'failed'] as const;
export const CARTING_STATES = ['waiting', 'transporting', 'arrived', 'signed'] as const;
export const SITE_KINDS = ['sortingCenter', 'recyclingPlant', 'incinerator', 'hazardousStore'] as const;
export const SIGNING_STATES = ['active', 'expired', 'terminated'] as const;
export const REWARD_STATES = ['pending', 'rewarded'] as const;
export const STATION_STATES = ['open', 'closed'] as const;
export const MOVEMENT_KINDS = ['recharge', 'deduct', 'orderPay', 'orderPoints', 'inviteReward', 'seed'] as const;

export const gfgjEnums: EnumRegistry = {
  api: gfgj('common/loadEnumValue'),
  values: {
    district: opts('district', DISTRICTS),
    userType: opts('userType', USER_TYPES),
    auditState: opts('auditState', AUDIT_STATES),
    progress: opts('progress', PROGRESS),
    payState: opts('payState', PAY_STATES),
    cartingState: opts('cartingState', CARTING_STATES),
    siteKind: opts('siteKind', SITE_KINDS),
    signingState: opts('signingState', SIGNING_STATES),
    rewardState: opts('rewardState', REWARD_STATES),
    stationState: opts('stationState', STATION_STATES),
    movementKind: opts('movementKind', MOVEMENT_KINDS),
  },
};
