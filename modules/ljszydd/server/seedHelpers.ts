/** What the seed borrows from the kit, in one place. */
import { formatDate } from '../../../kit/resource';

export { demoCity, random } from '../../../kit/geo/demoCity';
/** 'YYYY-MM-DD HH:mm:ss' in local time, as datetime fields hold it. */
export const formatDateOf = (d: Date) => formatDate(d, true);
