// 党建岗位 (djgw, designed area party) in 城市管理: party posts with their areas on the map, branches and
// members, claims of posts, activities verified by a branch secretary, monthly rankings.
import { defineModule, group, page } from '../../kit/manifest';
import { djgwMessages } from './messages';
import { activity } from './resources/activity';
import { branch } from './resources/branch';
import { claim } from './resources/claim';
import { member } from './resources/member';
import { post } from './resources/post';
import { branchRanking, memberRanking } from './resources/rankings';

export default defineModule({
  id: 'djgw',
  title: 'djgw.module',
  messages: djgwMessages,
  systems: ['csgl'],
  specAreas: ['party'],
  order: 70,
  menu: [
    group('party', { title: 'djgw.menu.party', icon: 'team' }, [
      page(activity, { key: 'activities' }),
      page(claim, { key: 'claims' }),
      page(post, { key: 'posts' }),
      page(memberRanking, { key: 'memberRanking' }),
      page(branchRanking, { key: 'branchRanking' }),
      page(member, { key: 'members' }),
      page(branch, { key: 'branches' }),
    ]),
  ],
});
