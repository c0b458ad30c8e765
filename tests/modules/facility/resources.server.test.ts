// Server tests of 设施考核's resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history where the
// definition has them, bad input refused, export. The workflow, rules and figures: facility.server.test.ts.
import { evaluation, evaluationSetting, facilityInfo, indicator, inspection } from '../../../modules/facility/resources';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['facility']);

resourceSuite(ctx, facilityInfo, { module: 'facility', make: (i) => ({ facilityCode: `CS-${String(i).padStart(3, '0')}`, facilityName: `测试设施${i}`, state: 'inUse' }) });
resourceSuite(ctx, indicator, { module: 'facility', make: (i) => ({ itemCode: `Z${String(i % 10000).padStart(4, '0')}`, itemName: `测试扣分项${i}` }) });
// A new inspection is planned on a facility in use, in the past (the template may be a submitted one: only its form fields are copied).
resourceSuite(ctx, inspection, { module: 'facility', make: (i) => ({ facilityId: 1, inspectDate: `2024-0${1 + (i % 9)}-1${i % 10}`, remark: `测试检查${i}` }) });
resourceSuite(ctx, evaluation, { module: 'facility', make: (i) => ({ month: `${1000 + (i % 9000)}-0${1 + (i % 9)}`, deptId: 'd104', remark: `测试${i}` }) });
resourceSuite(ctx, evaluationSetting, { module: 'facility' });
