/**
 * The statutory retirement age (法定退休年龄) from birth date, gender and kind of post, under the
 * gradual raise in force since 2025-01-01 (全国人大常委会关于实施渐进式延迟法定退休年龄的决定, 2024):
 * - men: 60, raised by one month for every 4 months of birth from January 1965, up to 63;
 * - women in management and office posts (女职工55岁岗位): 55, raised one month per 4 months of birth
 *   from January 1970, up to 58;
 * - women in production and field posts (女职工50岁岗位): 50, raised one month per 2 months of birth
 *   from January 1975, up to 55.
 * A person is past the age from the day they reach it (birth date plus those years and months; a day
 * the month lacks is its last day). Which women's posts count as management: clerk and supervisor.
 * Used by the demo crew (./demoCrew.ts: who is on a labour service agreement) and 人事管理's rules.
 */

export type Gender = '男' | '女';
export type Post = 'cleaner' | 'driver' | 'loader' | 'leader' | 'supervisor' | 'clerk';

/** Women's posts retiring at the 55 base (management, office); every other post is a worker's (50 base). */
export const MANAGEMENT_POSTS: readonly string[] = ['supervisor', 'clerk'];

type Scheme = { base: number; from: [number, number]; every: number; cap: number };
const MEN: Scheme = { base: 60, from: [1965, 1], every: 4, cap: 36 };
const WOMEN_55: Scheme = { base: 55, from: [1970, 1], every: 4, cap: 36 };
const WOMEN_50: Scheme = { base: 50, from: [1975, 1], every: 2, cap: 60 };

export type RetirementAge = { years: number; months: number; totalMonths: number };

/** The statutory retirement age of a person born on `birthDate`. */
export function retirementAge(birthDate: string, gender: Gender, post?: string | null): RetirementAge {
  const s = gender === '男' ? MEN : post && MANAGEMENT_POSTS.includes(post) ? WOMEN_55 : WOMEN_50;
  const born = Number(birthDate.slice(0, 4)) * 12 + Number(birthDate.slice(5, 7)) - 1;
  const since = born - (s.from[0] * 12 + s.from[1] - 1);
  const delay = since < 0 ? 0 : Math.min(s.cap, Math.floor(since / s.every) + 1);
  const totalMonths = s.base * 12 + delay;
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, totalMonths };
}

/** The day the person reaches the statutory retirement age. */
export function retirementDate(birthDate: string, gender: Gender, post?: string | null): string {
  return addMonths(birthDate, retirementAge(birthDate, gender, post).totalMonths);
}

/** Whether the person has reached the statutory retirement age on `day`. */
export function isRetired(birthDate: string, gender: Gender, post: string | null | undefined, day: string): boolean {
  return retirementDate(birthDate, gender, post) <= day;
}

/** `text` (YYYY-MM-DD) plus `months`; a day the month lacks becomes its last day. */
function addMonths(text: string, months: number): string {
  const total = Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12), month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(Number(text.slice(8, 10)), last)).padStart(2, '0')}`;
}
