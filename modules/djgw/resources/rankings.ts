// 党员积分排名 and 支部积分排名 (memberRanking, branchRanking): a month's verified points, computed on
// every call (server/rankings.ts).
import { defineReport, number, reference, text } from '../../../kit/resource';
import { party } from './paths';

const month = () => text({ filter: 'eq', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'djgw.monthRule', help: 'djgw.monthHelp' });

export const memberRanking = defineReport({
  id: 'memberRanking',
  title: 'djgw.memberRanking',
  api: { list: party('memberRanking', 'pageList'), export: party('memberRanking', 'export') },
  fields: {
    month: month(),
    rank: number({ integer: true, help: 'djgw.rankHelp' }),
    memberName: text({ filter: true }),
    staffCode: text({}),
    branchId: reference({ resource: 'branch', display: 'branchName', filter: true }),
    activities: number({ integer: true, help: 'djgw.memberRanking.activitiesHelp' }),
    points: number({ integer: true, help: 'djgw.pointsHelp' }),
  },
});

export const branchRanking = defineReport({
  id: 'branchRanking',
  title: 'djgw.branchRanking',
  api: { list: party('branchRanking', 'pageList'), export: party('branchRanking', 'export') },
  fields: {
    month: month(),
    rank: number({ integer: true, help: 'djgw.rankHelp' }),
    branchId: reference({ resource: 'branch', display: 'branchName' }),
    members: number({ integer: true }),
    activeMembers: number({ integer: true, help: 'djgw.branchRanking.activeHelp' }),
    activities: number({ integer: true }),
    points: number({ integer: true, help: 'djgw.pointsHelp' }),
    pointsPerMember: number({ precision: 1, help: 'djgw.branchRanking.perMemberHelp' }),
  },
});
