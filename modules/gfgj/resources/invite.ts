// 邀请奖励: users invite others to the app. The reward rule (邀请奖励规则: points per invitee) is
// versioned by the time it takes effect; an invite record keeps the version in force when the
// invitee joined, and its reward (inviteRecord/reward) is paid once per invitee, under that version,
// into the inviter's points ledger (rules/invite.ts). inviteRecord/pageList, reward, export;
// inviteRule/* is not in the spec (it names no rule call).
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { gfgj } from '../paths';

export const inviteRule = defineResource({
  id: 'inviteRule',
  title: 'gfgj.inviteRule',
  api: { list: gfgj('inviteRule/pageList'), upsert: gfgj('inviteRule/saveOrUpdate') },
  fields: {
    version: text({ required: true, max: 10, filter: true, sortable: true }),
    effectiveFrom: datetime({ required: true, sortable: true, help: 'gfgj.inviteRule.effectiveFromHelp' }),
    rewardPoints: number({ required: true, integer: true, min: 1, max: 100000 }),
    remark: text({ max: 100 }),
  },
  unique: ['version'],
  display: 'version',
  defaultSort: { field: 'effectiveFrom', order: 'desc' },
});

export const inviteRecord = defineResource({
  id: 'inviteRecord',
  title: 'gfgj.inviteRecord',
  api: { list: gfgj('inviteRecord/pageList'), export: gfgj('inviteRecord/export') },
  fields: {
    inviterId: reference({ resource: 'appUser', display: 'userName', required: true, filter: true }),
    inviteeId: reference({ resource: 'appUser', display: 'userName', required: true, filter: true }),
    joinedAt: datetime({ required: true, filter: 'range', sortable: true }),
    ruleVersion: text({ max: 10, filter: true, help: 'gfgj.inviteRecord.ruleVersionHelp' }),
    rewardPoints: number({ integer: true, help: 'gfgj.inviteRecord.rewardPointsHelp' }),
    rewardState: enumOf({ source: 'rewardState', required: true, default: 'pending', filter: true }),
    rewardedAt: datetime({}),
    rewardedBy: text({ max: 20 }),
  },
  unique: ['inviteeId'],
  defaultSort: { field: 'joinedAt', order: 'desc' },
  actions: {
    reward: { api: gfgj('inviteRecord/reward'), label: 'gfgj.inviteRecord.reward', scope: 'row', confirm: 'gfgj.inviteRecord.rewardConfirm', when: { field: 'rewardState', in: ['pending'] } },
  },
});
