/**
 * The demo city's workforce, as every people module's demo data tells it: the crews of tenant 1's
 * teams (≈ 300 people over 道路保洁一队/二队, 车辆管理中心, 垃圾分类指导中心 and the offices) and tenant 2's
 * (≈ 80), with the same 工号, names, posts, shifts, work areas, badges and contracts in 人事管理,
 * 人员考勤, 人员作业, 审批中心 and the field reports, so one story runs through the product.
 *
 * Plain data from a deterministic generator (kit/geo/demoCity.ts `random`): the same crew on every
 * machine. Dates are relative to `today`, so contract reminders (60/30/15/7/3 days, expired) always
 * have someone to remind of. A person's work area is a stretch of a base-map road (kit/geo/hangzhou.ts,
 * the roads the demo vehicles drive): `area.center` on the road, `area.fence` a closed ≈ 300 × 120 m
 * rectangle along it.
 *
 * @example
 *   const crew = demoCrew(0, formatDate(new Date()));        // tenant 1
 *   crew.filter((p) => p.badge)                               // the ≈ 30 people wearing a positioning badge
 */
import { random } from '../geo/demoCity';
import { isRetired } from './retirement';
import { roads } from '../geo/hangzhou';
import type { LngLat } from '../geo';

export type CrewPost = 'cleaner' | 'driver' | 'loader' | 'leader' | 'supervisor' | 'clerk';
/** 劳动合同 (labour contract), 劳务协议 (labour service: people past the statutory retirement age), 劳务派遣 (dispatch). */
export type CrewRelation = 'labour' | 'service' | 'dispatch';
/** 早班 05:00–13:00, 白班 08:30–17:30, 夜班 22:00–06:00, 两头班 05:00–09:00 + 14:00–18:00. */
export type CrewShift = 'D' | 'Z' | 'N' | 'S';

export type CrewMember = {
  /** 工号, unique in the tenant (HJ1001… tenant 1, XH1001… tenant 2): the person's key in every module. */
  code: string;
  name: string;
  gender: '男' | '女';
  deptId: string;
  post: CrewPost;
  postName: string;
  birthDate: string;
  entryDate: string;
  phone: string;
  /** 18 characters with a valid check digit; fake, never a real person's. */
  idCard: string;
  relation: CrewRelation;
  /** The dispatching company, for `dispatch` only. */
  dispatchCompany: string | null;
  contractStart: string;
  /** Null for an open-ended labour contract (无固定期限). */
  contractEnd: string | null;
  /** The road the person works on (a base-map road's name). */
  street: string;
  area: { center: LngLat; fence: LngLat[] };
  shift: CrewShift;
  outdoor: boolean;
  /** The positioning badge's device code (kind `person` in the device store), or null. */
  badge: string | null;
};

export const POST_NAMES: Record<CrewPost, string> = { cleaner: '保洁员', driver: '驾驶员', loader: '装卸工', leader: '班组长', supervisor: '督导员', clerk: '文员' };
export const RELATION_NAMES: Record<CrewRelation, string> = { labour: '劳动合同', service: '劳务协议', dispatch: '劳务派遣' };
export const SHIFT_TIMES: Record<CrewShift, [string, string][]> = {
  D: [['05:00', '13:00']],
  Z: [['08:30', '17:30']],
  N: [['22:00', '06:00']],
  S: [['05:00', '09:00'], ['14:00', '18:00']],
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹'];
const GIVEN_M = ['建华', '国平', '志强', '德明', '卫东', '海军', '永康', '立新', '长青', '小军', '国庆', '建军', '明华', '伟民', '正清', '金福', '荣生', '根发', '水根', '宏伟'];
const GIVEN_F = ['秀英', '桂兰', '丽萍', '玉梅', '春燕', '红霞', '金凤', '美玲', '淑珍', '雪梅', '月娥', '彩霞', '素芬', '爱华', '小红', '慧敏', '菊英', '凤仙', '琴', '芳'];
const DISPATCHERS = ['杭州人力资源开发有限公司', '浙江外服劳务派遣有限公司'];

/** Teams of each tenant: department, how many people, posts by share, shifts, roads worked, outdoor. */
type Team = { deptId: string; size: number; posts: [CrewPost, number][]; shifts: CrewShift[]; roads: string[]; outdoor: boolean };
const TEAMS: Team[][] = [
  [
    { deptId: 'd104', size: 110, posts: [['cleaner', 0.9], ['leader', 0.1]], shifts: ['D', 'S', 'N', 'Z'], roads: ['延安路', '中河高架', '文三路—天目山路'], outdoor: true },
    { deptId: 'd105', size: 100, posts: [['cleaner', 0.88], ['leader', 0.08], ['loader', 0.04]], shifts: ['D', 'N', 'S'], roads: ['之江路', '江南大道', '德胜高架'], outdoor: true },
    { deptId: 'd106', size: 45, posts: [['driver', 0.8], ['loader', 0.15], ['leader', 0.05]], shifts: ['N', 'D', 'Z'], roads: ['德胜高架', '中河高架', '江南大道'], outdoor: true },
    { deptId: 'd107', size: 30, posts: [['supervisor', 0.9], ['leader', 0.1]], shifts: ['Z', 'D'], roads: ['文三路—天目山路', '延安路'], outdoor: true },
    { deptId: 'd103', size: 8, posts: [['leader', 0.5], ['clerk', 0.5]], shifts: ['Z'], roads: ['延安路'], outdoor: false },
    { deptId: 'd102', size: 7, posts: [['clerk', 1]], shifts: ['Z'], roads: ['延安路'], outdoor: false },
  ],
  [
    { deptId: 'd203', size: 32, posts: [['cleaner', 0.9], ['leader', 0.1]], shifts: ['D', 'N', 'S'], roads: ['文三路—天目山路'], outdoor: true },
    { deptId: 'd204', size: 28, posts: [['cleaner', 0.9], ['leader', 0.1]], shifts: ['D', 'S', 'Z'], roads: ['之江路'], outdoor: true },
    { deptId: 'd205', size: 14, posts: [['driver', 0.85], ['loader', 0.15]], shifts: ['N', 'D'], roads: ['文三路—天目山路', '之江路'], outdoor: true },
    { deptId: 'd202', size: 6, posts: [['clerk', 1]], shifts: ['Z'], roads: ['文三路—天目山路'], outdoor: false },
  ],
];

/** The crew of a tenant by its seed index (0: tenant 1, 1: tenant 2), dates relative to `today` (YYYY-MM-DD). */
export function demoCrew(index: number, today: string): CrewMember[] {
  const cached = cache.get(`${index}|${today}`);
  if (cached) return cached;
  const rnd = random(2525 + index);
  const teams = TEAMS[index] ?? TEAMS[1]!;
  const prefix = index === 0 ? 'HJ' : 'XH';
  const year = Number(today.slice(0, 4));
  const crew: CrewMember[] = [];
  let badges = 0;
  for (const team of teams) {
    for (let i = 0; i < team.size; i++) {
      const n = crew.length;
      const gender: '男' | '女' = team.posts[0]![0] === 'driver' || rnd.next() < 0.45 ? '男' : '女';
      const post = pickShare(team.posts, (i + 0.5) / team.size);
      // Street crews are older (many past 50, some past retirement age: 60 for men, 50/55 for women).
      // The second round of reminder thresholds (and the contract expired yesterday) goes to dispatched
      // people of working age, so every reminder tab shows a dispatching company too.
      const dispatched = n % 7 === 3 && DISPATCH_SLOTS.has(Math.floor(n / 7));
      const drawn = post === 'cleaner' ? rnd.int(38, 66) : rnd.int(24, 58);
      const age = dispatched ? Math.min(drawn, 45) : drawn;
      const birthDate = `${year - age}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`;
      // Past the statutory retirement age (./retirement.ts, the 2025 rule) today: a labour service agreement.
      const retired = isRetired(birthDate, gender, post, today);
      const relation: CrewRelation = retired ? 'service' : rnd.next() < 0.15 || dispatched ? 'dispatch' : 'labour';
      const entryYears = Math.min(age - 20, rnd.int(0, 14));
      const entryDate = addDays(`${year - entryYears}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`, 0);
      const term = relation === 'labour' ? 3 * 365 : 365;
      const contractEnd = endOf(n, relation, today, rnd.int(90, term - 30));
      const contractStart = contractEnd ? addDays(contractEnd, -term) : entryDate;
      const street = team.roads[i % team.roads.length]!;
      const shift = post === 'clerk' ? 'Z' : team.shifts[i % team.shifts.length]!;
      crew.push({
        code: `${prefix}${1001 + n}`,
        name: `${SURNAMES[(n * 7 + i) % SURNAMES.length]}${(gender === '男' ? GIVEN_M : GIVEN_F)[(n * 3 + i * 11) % 20]}`,
        gender,
        deptId: team.deptId,
        post,
        postName: POST_NAMES[post],
        birthDate,
        entryDate: entryDate < contractStart ? entryDate : contractStart,
        phone: `13${index === 0 ? 6 : 7}0571${String(1001 + n).padStart(4, '0')}`,
        idCard: idCard(index === 0 ? '330102' : '330106', birthDate, n, gender),
        relation,
        dispatchCompany: relation === 'dispatch' ? DISPATCHERS[n % 2]! : null,
        contractStart,
        contractEnd,
        street,
        area: areaOn(street, (i * 0.137 + 0.05) % 0.9 + 0.05),
        shift,
        outdoor: team.outdoor && post !== 'clerk',
        badge: team.outdoor && post === 'cleaner' && i % 9 === 0 ? `B-${index + 1}${String(++badges).padStart(3, '0')}` : null,
      });
    }
  }
  cache.set(`${index}|${today}`, crew);
  return crew;
}
const cache = new Map<string, CrewMember[]>();

// The first people of each tenant have contracts ending at each reminder threshold (and one expired
// yesterday, one ending today), so every reminder shows in the demo; the rest end later, or never.
const REMINDER_DAYS = [60, 30, 15, 7, 3, 0, -1, 59, 29, 14, 6, 2];
const DISPATCH_SLOTS = new Set([6, 7, 8, 9, 10, 11]);
function endOf(n: number, relation: CrewRelation, today: string, later: number): string | null {
  const slot = Math.floor(n / 7);
  if (n % 7 === 3 && slot < REMINDER_DAYS.length) return addDays(today, REMINDER_DAYS[slot]!);
  if (relation === 'labour' && n % 5 === 0) return null;
  return addDays(today, later);
}

function pickShare(posts: [CrewPost, number][], at: number): CrewPost {
  let sum = 0;
  for (const [post, share] of posts) {
    sum += share;
    if (at < sum) return post;
  }
  return posts[posts.length - 1]![0];
}

/** A ≈ 300 × 120 m rectangle along the road at fraction `f` of its length, centred on the road. */
function areaOn(roadName: string, f: number): { center: LngLat; fence: LngLat[] } {
  const path = (roads.find((r) => r.name === roadName) ?? roads[0]!).path;
  const seg = Math.min(path.length - 2, Math.floor(f * (path.length - 1)));
  const local = f * (path.length - 1) - seg;
  const [a, b] = [path[seg]!, path[seg + 1]!];
  const center: LngLat = [round6(a[0] + (b[0] - a[0]) * local), round6(a[1] + (b[1] - a[1]) * local)];
  const mx = 111320 * Math.cos((center[1] * Math.PI) / 180);
  const my = 110540;
  const dx = (b[0] - a[0]) * mx;
  const dy = (b[1] - a[1]) * my;
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const at = (along: number, across: number): LngLat => [round6(center[0] + (ux * along - uy * across) / mx), round6(center[1] + (uy * along + ux * across) / my)];
  const fence = [at(-150, -60), at(150, -60), at(150, 60), at(-150, 60)];
  return { center, fence: [...fence, fence[0]!] };
}

/** The 17th digit is odd for a man, even for a woman; the 18th is the GB 11643 check character. */
function idCard(region: string, birthDate: string, n: number, gender: '男' | '女'): string {
  const seq = 100 + (n % 899);
  const body = `${region}${birthDate.replaceAll('-', '')}${seq % 2 === (gender === '男' ? 1 : 0) ? seq : seq + 1}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

const pad = (n: number) => String(n).padStart(2, '0');
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
