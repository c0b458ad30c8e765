// The party posts' resources (djgw = 党建岗位, designed area party): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { djgwMessages } from '../messages';
import { activity } from './activity';
import { branch } from './branch';
import { claim } from './claim';
import { member } from './member';
import { post } from './post';
import { branchRanking, memberRanking } from './rankings';

export default defineModuleResources({
  module: 'djgw',
  messages: djgwMessages,
  resources: [branch, member, post, claim, activity],
  reports: [memberRanking, branchRanking],
});
