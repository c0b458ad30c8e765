/**
 * Demo data of both tenants: shifts (early, day, night across midnight, split), attendance groups of
 * the three kinds bound to the demo city's departments, a few dozen people of the demo crew (kit/people/demoCrew.ts: the same 工号 and names as 人事管理's), and the last 30 days of
 * punches laid by the rules' own schedule, with the usual exceptions — late arrivals, a forgotten
 * punch, an absence, a correction with its reason (an added punch and an appeal upheld), leave of
 * several types (a whole day, half a day, field work) and overtime past the 3 h cap.
 * Tenant 1: 36 people, ≈ 2 500 rows; tenant 2: 12 people. References are 1-based positions.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { random } from '../../../kit/geo/demoCity';
import { demoCrew } from '../../../kit/people/demoCrew';
import { addDays, layShift, scheduled, stampOf, type Group } from '../rules/attendance';
import { shiftOf } from './model';

type Row = Record<string, unknown>;
const SHIFTS: Row[] = [
  { shiftCode: 'D', shiftName: '早班', on1: '05:00', off1: '13:00' },
  { shiftCode: 'Z', shiftName: '白班', on1: '08:30', off1: '17:30' },
  { shiftCode: 'N', shiftName: '夜班', on1: '22:00', off1: '06:00' },
  { shiftCode: 'S', shiftName: '两头班', on1: '05:00', off1: '09:00', on2: '14:00', off2: '18:00' },
].map((s) => ({ late: 5, seriousLate: 30, missingLate: 60, early: 5, missingEarly: 60, earliest: 90, latest: 240, ...s }));

// name, kind, dept, shift (position), workDays, rota, dueHours
type G = [string, Group['kind'], string, number | null, string | null, string | null, number | null];
const GROUPS: G[][] = [
  [
    ['保洁一队两头班', 'fixed', 'd104', 4, '1,2,3,4,5,6', null, null],
    ['保洁二队早夜轮班', 'rota', 'd105', null, '1,2,3,4,5,6,7', 'D,D,N,N,R,R', null],
    ['车管中心夜班', 'rota', 'd106', null, '1,2,3,4,5,6,7', 'N,N,N,R,R', null],
    ['综合办公室', 'fixed', 'd102', 2, '1,2,3,4,5', null, null],
    ['分类督导自由工时', 'free', 'd107', null, '1,2,3,4,5,6', null, 6],
  ],
  [
    ['作业一部早夜轮班', 'rota', 'd203', null, '1,2,3,4,5,6,7', 'D,N,R', null],
    ['综合部', 'fixed', 'd202', 2, '1,2,3,4,5', null, null],
  ],
];
// people per group
const SIZES = [[10, 9, 6, 5, 6], [8, 4]];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林'];
const GIVEN = ['建华', '秀英', '国平', '桂兰', '志强', '丽萍', '德明', '玉梅', '卫东', '春燕', '海军', '红霞', '永康', '金凤', '立新', '美玲', '长青', '淑珍', '小军', '雪梅'];
const PLACES = ['延安路保洁点', '中河路工具房', '凤起路集合点', '解放路作业点', '车管中心大门'];

export const seed: SeedFunction = ({ index, now: clock }) => {
  const rnd = random(2511 + index);
  const today = formatDate(new Date(clock));
  const rotaStart = addDays(today, -35);
  const groups = GROUPS[index] ?? GROUPS[1]!;
  const shiftRows = SHIFTS;
  const shiftMap = new Map(shiftRows.map((s) => [String(s.shiftCode), shiftOf(s)]));
  const groupRows = groups.map(([groupName, groupType, deptId, shiftId, workDays, rota, dueHours]) => ({
    groupName, groupType, deptId, shiftId, workDays, rota, rotaStart: rota ? rotaStart : null, dueHours,
  }));
  const people: Row[] = [];
  const groupOfPerson: Group[] = [];
  const crew = demoCrew(index, today);
  const crewOf = (deptId: string) => crew.filter((m) => m.deptId === deptId);
  (SIZES[index] ?? SIZES[1]!).forEach((size, g) => {
    const [, kind, deptId, shiftPos, workDays, rota, dueHours] = groups[g]!;
    const group: Group = { kind, workDays: (workDays ?? '').split(',').map(Number), shift: shiftPos ? String(shiftRows[shiftPos - 1]!.shiftCode) : null, rota: rota ? rota.split(',') : [], rotaStart, dueMinutes: (dueHours ?? 8) * 60 };
    for (let i = 0; i < size; i++) {
      const n = people.length;
      // The group's department's people of the demo crew, in order (the same 工号 and names as 人事管理's).
      const member = crewOf(deptId)[i];
      people.push({
        staffCode: member?.code ?? `${index ? 'XH' : 'HJ'}${9001 + n}`,
        personName: member?.name ?? SURNAMES[(n * 7 + index * 5) % SURNAMES.length]! + GIVEN[(n * 3 + index) % GIVEN.length]!,
        deptId, groupId: g + 1, rotaOffset: kind === 'rota' ? i % (rota!.split(',').length) : 0,
      });
      groupOfPerson.push(group);
    }
  });

  const now = formatDate(new Date(clock), true);
  const punches: Row[] = [];
  const leave: Row[] = [];
  const corrections: Row[] = [];
  const day = (ago: number) => addDays(today, -ago);
  // The exceptions, by person position and days ago (moved to the person's nearest earlier workday).
  const workday = (p: number, ago: number) => {
    for (let a = ago; a < 30; a++) if (scheduled(groupOfPerson[p]!, day(a), Number(people[p]!.rotaOffset))) return a;
    return ago;
  };
  const at = (p: number, ago: number) => `${p}:${workday(p, ago)}`;
  const forgotKey = at(4, 12);
  const forgotten = new Set([at(2, 5), forgotKey]);            // the off punch forgotten (the second corrected below)
  const absent = new Set([at(index ? 5 : 14, 3)]);
  const appealKey = at(6, 8);                                   // 45 min late, appeal upheld
  const fieldAgo = workday(3, 10);
  const leaveDays = new Set(['1:15', '1:14', `3:${fieldAgo}`]); // wholly on leave (annual; field work)
  const longNight = at(index === 0 ? 19 : 1, 6);                // a stay of 4.5 h past the off time: over the 3 h cap
  leave.push({ personId: 2, leaveType: 'annual', startAt: `${day(15)} 00:00:00`, endAt: `${day(13)} 00:00:00`, reason: '年休假' });
  leave.push({ personId: 4, leaveType: 'field', startAt: `${day(fieldAgo)} 00:00:00`, endAt: `${day(fieldAgo - 1)} 00:00:00`, reason: '支援区环卫应急保障' });
  corrections.push({ personId: 5, workDate: day(workday(4, 12)), kind: 'punch', punchAt: null, reason: '工牌没电未打下班卡，班长证明正常下班', manager: '王芳' });
  corrections.push({ personId: 7, workDate: day(workday(6, 8)), kind: 'normal', punchAt: null, reason: '上班途中遇交通事故，有交警证明，申诉通过', manager: '王芳' });
  // Yesterday (the daily report's default day) shows a morning's leave and an added punch too.
  const onYesterday = people.map((_, p) => p).filter((p) => p > 8 && !['FREE', null].includes(scheduled(groupOfPerson[p]!, day(1), Number(people[p]!.rotaOffset))));
  const [leaveYesterday, forgotYesterday] = onYesterday;
  if (leaveYesterday !== undefined) {
    const code = scheduled(groupOfPerson[leaveYesterday]!, day(1), Number(people[leaveYesterday]!.rotaOffset))!;
    const on = layShift(shiftMap.get(code)!, day(1))[0]!.on;
    leave.push({ personId: leaveYesterday + 1, leaveType: 'personal', startAt: stampOf(on), endAt: stampOf(on + 120), reason: '车辆年检' });
  }
  const forgotKey2 = forgotYesterday === undefined ? '' : `${forgotYesterday}:1`;
  if (forgotKey2) {
    forgotten.add(forgotKey2);
    corrections.push({ personId: forgotYesterday! + 1, workDate: day(1), kind: 'punch', punchAt: null, reason: '下班时打卡机故障，班长确认', manager: '李明' });
  }

  people.forEach((person, p) => {
    const group = groupOfPerson[p]!;
    for (let ago = 30; ago >= 1; ago--) {
      const date = day(ago);
      const key = `${p}:${ago}`;
      const code = scheduled(group, date, Number(person.rotaOffset));
      if (!code || absent.has(key) || leaveDays.has(key)) continue;
      const pid = p + 1;
      const add = (m: number) => {
        const at = stampOf(Math.round(m * 60) / 60 + rnd.int(0, 59) / 60);
        if (at < now) punches.push({ personId: pid, punchAt: at, source: rnd.next() < 0.85 ? 'badge' : 'app', place: rnd.pick(PLACES) });
      };
      if (code === 'FREE') {
        const start = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 60_000 + 8 * 60 + rnd.int(-20, 40);
        add(start);
        add(start + (group.dueMinutes ?? 480) + rnd.int(-30, 60));
        continue;
      }
      const shift = shiftMap.get(code)!;
      layShift(shift, date).forEach((pair, i, pairs) => {
        let on = pair.on - rnd.int(3, 15);
        if (key === appealKey && i === 0) on = pair.on + 45;
        else if (rnd.next() < 0.04) on = pair.on + rnd.int(6, 40);
        add(on);
        const last = i === pairs.length - 1;
        if (forgotten.has(key) && last) {
          if (key === forgotKey) corrections[0]!.punchAt = stampOf(pair.off + 2);
          if (key === forgotKey2) corrections[2]!.punchAt = stampOf(pair.off + 1);
          return;
        }
        let off = pair.off + rnd.int(0, 10);
        if (last && key === longNight) off = pair.off + 270;
        else if (last && rnd.next() < 0.08) off = pair.off + rnd.int(30, 90);
        add(off);
      });
    }
  });
  // Half a day of sick leave and a morning of personal leave on days the people work.
  const half = people.findIndex((_, p) => groupOfPerson[p]!.kind === 'fixed' && groupOfPerson[p]!.shift === 'Z');
  if (half >= 0) {
    leave.push({ personId: half + 1, leaveType: 'sick', startAt: `${day(4)} 13:00:00`, endAt: `${day(4)} 17:30:00`, reason: '发热就医' });
    leave.push({ personId: half + 2, leaveType: 'personal', startAt: `${day(11)} 08:30:00`, endAt: `${day(11)} 12:00:00`, reason: '子女家长会' });
  }
  // An added punch needs its time: drop one whose day turned out not to be worked.
  const kept = corrections.filter((c) => c.kind !== 'punch' || c.punchAt);
  return { shiftTime: shiftRows, attendanceGroup: groupRows, dutySetting: people, attendanceRecord: punches, leaveManage: leave, clockManage: kept };
};
