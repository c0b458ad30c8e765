// Server tests of the assessment's plain resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history, bad input, export.
import { assessObject } from '../../../modules/jxkh/resources/assessObject';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['jxkh']);

resourceSuite(ctx, assessObject, { module: 'jxkh', make: (i) => ({ objectName: `测试对象${i}`, kind: 'town' }) });
