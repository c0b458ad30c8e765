// Server tests of every wtsb resource with a list call, generated from the definitions
// (tests/kit/resourceSuite.ts): paging, sorting, filters, refused sort fields, tenant isolation, CRUD
// with the operation history, bad input and export counts, each where the definition has the call.
import { callsOf } from '../../../kit/resource';
import resources from '../../../modules/wtsb/resources/index';
import { call, resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';


const ctx = suiteContext(['wtsb']);
const def = (id: string) => resources.resources.find((r) => r.id === id)!;

const fixtures: Record<string, Partial<SuiteOptions>> = {
  problemType: { make: (i) => ({ typeCode: `TT${100 + i}`, typeName: `测试类型${i}`, parentCode: 'HJ' }) },
  deptArea: { make: (i) => ({ areaName: `测试片区${i}` }) },
  commonPerson: { make: (i) => ({ userId: `test.${i}`, personName: `测试${i}` }) },
  // One common type per problem type: free the template's type first (deleting is part of what is tested).
  commonType: { make: () => ({}), beforeCreate: async (c, template) => void (await call(c, callsOf(def('commonType')).remove!, { ids: String(template.id) })) },
  deptType: { make: (i) => ({ deptName: `测试部门${i}` }) },
  deptReview: { make: (i) => ({ deptName: `测试部门${i}`, reviewMonth: '2025-01' }) },
};

for (const r of resources.resources) if (callsOf(r).list) resourceSuite(ctx, r, { module: 'wtsb', ...fixtures[r.id] });
