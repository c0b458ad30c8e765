// Server tests of the party posts' branches, members and posts, generated from the definitions
// (tests/kit/resourceSuite.ts): paging, sorting, filtering, tenant isolation, CRUD with history, bad input, export.
import { branch } from '../../../modules/djgw/resources/branch';
import { member } from '../../../modules/djgw/resources/member';
import { post } from '../../../modules/djgw/resources/post';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['djgw']);

resourceSuite(ctx, branch, { module: 'djgw', make: (i) => ({ branchName: `测试支部${i}` }) });
resourceSuite(ctx, member, { module: 'djgw', make: (i) => ({ staffCode: `T-${8000 + i}`, memberName: `测试${i}` }) });
resourceSuite(ctx, post, { module: 'djgw', make: (i) => ({ postName: `测试岗位${i}` }) });
