// Local times as the platform writes them ('YYYY-MM-DD HH:mm:ss', zh-CN local time) and back.
import { formatDate } from '../../../kit/resource';

/** Milliseconds of a local 'YYYY-MM-DD HH:mm:ss' (or a date alone: its midnight); NaN when unreadable. */
export const msOf = (stamp: string): number => new Date(`${stamp.length === 10 ? `${stamp} 00:00:00` : stamp}`.replace(' ', 'T')).getTime();
/** The local 'YYYY-MM-DD HH:mm:ss' of a moment. */
export const stampOf = (ms: number): string => formatDate(new Date(ms), true);
export const plusHours = (stamp: string, hours: number): string => stampOf(msOf(stamp) + hours * 3_600_000);
