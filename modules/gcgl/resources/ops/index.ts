// The operations half's definitions (gcgl = 公厕管理): its own resources (comments, card swipes, after
// the ledger's toilets they refer to) and its computed list (alarms).
import { toiletAlarm } from './alarm';
import { toiletComment } from './comment';
import { swipeCardRecord } from './swipeCard';

export { toiletAlarm, toiletComment, swipeCardRecord };
export { OPS, opsCall } from './paths';

/** The operations resources, to follow the ledger's in the module's resource list. */
export const opsResources = [toiletComment, swipeCardRecord];
/** The operations computed lists, for the module's report list. */
export const opsReports = [toiletAlarm];
