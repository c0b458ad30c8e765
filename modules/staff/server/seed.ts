/**
 * Demo data: the demo city's crew (kit/people/demoCrew.ts, the same people in every people module) as
 * staff records, with a few favourite groups. The crew's relations are checked against the statutory
 * retirement age (rules/retirement.ts; the crew's generator simplifies it to 60/55): a person the law
 * has retired by today works under a labour-service agreement starting no earlier than the day of
 * retirement, one it has not keeps (or gets) a labour contract; dispatch stays dispatch.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { demoCrew, type CrewMember } from '../../../kit/people/demoCrew';
import { addDays } from '../rules/dates';
import { retirementDate } from '../rules/retirement';
import type { StaffKind } from '../resources/options';

/**
 * Who is which kind: team leaders, supervisors, clerks and drivers have platform accounts; of the
 * front-line cleaners and loaders, one in three registered through the WeChat mini program, the rest
 * are tracked by badge only. Independent of the employment relation.
 */
export function kindOf(p: Pick<CrewMember, 'post'>, n: number): StaffKind {
  if (p.post !== 'cleaner' && p.post !== 'loader') return 'yht';
  return n % 3 === 0 ? 'wxht' : 'common';
}

/** A crew member's relation and contract start as the law allows them (see the file's comment). */
export function lawfulContract(p: CrewMember, today: string, n: number): { relation: CrewMember['relation']; contractStart: string; contractEnd: string | null; dispatchCompany: string | null } {
  const retire = retirementDate(p.birthDate, p.gender, p.post);
  if (p.relation === 'dispatch') return { relation: 'dispatch', contractStart: p.contractStart, contractEnd: p.contractEnd, dispatchCompany: p.dispatchCompany };
  if (retire > today) return { relation: 'labour', contractStart: p.contractStart, contractEnd: p.contractEnd, dispatchCompany: null };
  // Retired by today: a labour-service agreement from the day of retirement at the earliest, ending
  // when the crew's contract ends (an open-ended contract: a one-year agreement renewed yearly).
  const start = retire > p.contractStart ? retire : p.contractStart;
  const end = p.contractEnd && p.contractEnd >= start ? p.contractEnd : addDays(today, 120 + (n % 240));
  return { relation: 'service', contractStart: start, contractEnd: end, dispatchCompany: null };
}

export const seed: SeedFunction = ({ index, now }) => {
  const today = formatDate(new Date(now));
  const crew = demoCrew(index, today);
  const staff = crew.map((p, n) => ({
    staffCode: p.code, staffName: p.name, staffKind: kindOf(p, n), gender: p.gender, birthDate: p.birthDate, idCard: p.idCard, phone: p.phone,
    deptId: p.deptId, post: p.post, entryDate: p.entryDate, ...lawfulContract(p, today, n), workStreet: p.street,
  }));
  const groups = index === 0 ? ['夜班应急组', '扫雪突击队', '文明城市迎检组'] : ['防汛值守组', '夜班应急组'];
  const popularGroup = groups.map((groupName, i) => ({ groupName, sort: i + 1, remark: null }));
  // Members: the night-shift leaders and drivers (group 1), outdoor team leaders (group 2), the first cleaners (group 3).
  const pick = (test: (p: CrewMember) => boolean, n: number) => crew.map((p, i) => [p, i + 1] as const).filter(([p]) => test(p)).slice(0, n).map(([, pos]) => pos);
  const members: [number, number[]][] = [
    [1, pick((p) => p.shift === 'N' && (p.post === 'leader' || p.post === 'driver'), 8)],
    [2, pick((p) => p.post === 'leader', 10)],
    ...(groups.length > 2 ? [[3, pick((p) => p.post === 'cleaner', 12)] as [number, number[]]] : []),
  ];
  const popularStaff = members.flatMap(([groupId, ids]) => ids.map((staffId) => ({ groupId, staffId, remark: null })));
  return { staff, popularGroup, popularStaff };
};
