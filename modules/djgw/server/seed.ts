/**
 * Demo data of the party posts, per tenant, from the demo crew (kit/people/demoCrew.ts): a branch per
 * working department, ten members each (eight in tenant 2; the first two secretaries), three posts per
 * branch along the streets its members work, their areas the members' fenced areas; a year of claims
 * (quarters, each post passed from member to member; the current one runs two months ahead) and an
 * activity on each post every four days by its claimant, verified by another secretary of the branch
 * after a week (one in twenty rejected), the last week's pending; the newest carry a photo.
 * Dates count from the seed's `now`. ≈ 1 200 rows per tenant.
 */
import { random } from '../../../kit/geo/demoCity';
import { demoCrew, type CrewMember } from '../../../kit/people/demoCrew';
import { formatDate, seedFile, type SeedFunction } from '../../../kit/resource';
import { POST_TYPES } from '../rules/party';

type Row = Record<string, unknown>;

const BRANCHES: [string, string][][] = [
  [['d104', '道路保洁一队党支部'], ['d105', '道路保洁二队党支部'], ['d106', '车辆管理中心党支部'], ['d107', '垃圾分类指导中心党支部']],
  [['d203', '作业一部党支部'], ['d204', '作业二部党支部'], ['d205', '车队党支部']],
];
const TYPE_NAMES: Record<string, string> = { publicity: '宣传岗', supervision: '监督岗', greening: '绿化岗', sanitation: '环卫检查岗' };
const CONTENT: Record<string, string[]> = {
  publicity: ['在责任区向居民宣传垃圾分类知识', '张贴文明城市宣传海报并讲解', '入户发放分类指南'],
  supervision: ['检查责任区沿街商铺门前三包', '监督垃圾桶满溢及时清运', '劝导乱扔垃圾行为'],
  greening: ['清理绿化带内垃圾和杂物', '补种责任区缺损绿植', '修剪绿化带并清运枝叶'],
  sanitation: ['检查保洁员路段保洁质量', '检查果壳箱清洁与破损', '巡查道路积水与垃圾死角'],
};
const PHOTO = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const DAY = 86_400_000;
const polygon = (ring: [number, number][]) => JSON.stringify({ type: 'Polygon', coordinates: [ring] });

export const seed: SeedFunction = ({ index, now }) => {
  const day = (n: number) => formatDate(new Date(now + n * DAY));
  const crew = demoCrew(index, day(0));
  const rnd = random(7000 + index);
  const perBranch = index === 0 ? 10 : 8;
  const branch: Row[] = [], member: Row[] = [], post: Row[] = [], claim: Row[] = [], activity: Row[] = [];
  const branchMembers: { pos: number; person: CrewMember; secretary: boolean }[][] = [];
  for (const [deptId, branchName] of BRANCHES[index] ?? []) {
    const b = branch.push({ branchName, deptId });
    const people = crew.filter((p) => p.deptId === deptId).sort((x, y) => Number(y.post === 'leader' || y.post === 'supervisor') - Number(x.post === 'leader' || x.post === 'supervisor')).slice(0, perBranch);
    branchMembers.push(people.map((person, i) => ({
      pos: member.push({ memberName: person.name, staffCode: person.code, branchId: b, role: i < 2 ? 'secretary' : 'member', joinDate: day(-365 * (3 + rnd.int(0, 20)) - rnd.int(0, 300)) }),
      person, secretary: i < 2,
    })));
  }
  branchMembers.forEach((members, bi) => {
    for (let k = 0; k < 3 && members.length; k++) {
      const holder = members[(k * 3 + 2) % members.length]!;
      const type = POST_TYPES[(bi + k) % POST_TYPES.length]!;
      const p = post.push({ postName: `${holder.person.street}${TYPE_NAMES[type]}`, postType: type, branchId: bi + 1, street: holder.person.street, area: polygon(holder.person.area.fence), duty: CONTENT[type]![0] });
      // Quarters from a year ago: the last one runs two months past today.
      for (let q = 0; q < 5; q++) {
        const start = -365 + q * 91, end = q === 4 ? 60 : start + 90;
        const claimant = members[(k + q * 2 + 1) % members.length]!;
        claim.push({ postId: p, memberId: claimant.pos, startDate: day(start), endDate: day(end), pledge: '按时履职，每周不少于一次岗位活动' });
        for (let d = start + rnd.int(0, 3); d <= Math.min(end, 0); d += 4) {
          const verifier = members.find((m) => m.secretary && m.pos !== claimant.pos)!;
          const old = d < -7;
          const rejected = old && rnd.next() < 0.05;
          activity.push({
            activityDate: day(d), postId: p, memberId: claimant.pos, content: rnd.pick(CONTENT[type]!), points: rnd.int(2, 6),
            photos: d > -3 ? [seedFile('活动照片.png', 'image/png', PHOTO)] : null,
            state: old ? (rejected ? 'rejected' : 'verified') : 'pending',
            verifierId: old ? verifier.pos : null,
            verifiedAt: old ? `${day(d + 2)} 18:00:00` : null,
            verifyRemark: rejected ? '照片与岗位不符' : null,
          });
        }
      }
    }
  });
  return { branch, member, post, claim, activity };
};
