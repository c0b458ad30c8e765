// Server tests of 再生资源监管's resources, generated from the definitions (tests/kit/resourceSuite.ts):
// paging, sorting, filtering, tenant isolation, create/update/delete with history, bad input, export.
// The records (a document with lines) and their lines are tested in records.server.test.ts.
import { customer } from '../../../modules/recycle/resources/customer';
import { resourcesCategory } from '../../../modules/recycle/resources/category';
import { site } from '../../../modules/recycle/resources/site';
import { siteHandleRecord, siteSortingRecord } from '../../../modules/recycle/resources/siteRecords';
import { resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['recycle']);

resourceSuite(ctx, customer, { module: 'recycle', make: (i) => ({ customerName: `测试商铺${i}` }) });
resourceSuite(ctx, site, { module: 'recycle', make: (i) => ({ siteName: `测试回收站${i}` }) });
resourceSuite(ctx, resourcesCategory, { module: 'recycle', make: (i) => ({ categoryName: `测试小类${i}`, parentId: 1 }) });
// A copy of the newest row takes 10 g out of what that site still holds of that sub-category.
resourceSuite(ctx, siteSortingRecord, { module: 'recycle', make: () => ({ weight: 0.01 }) });
resourceSuite(ctx, siteHandleRecord, { module: 'recycle', make: () => ({ weight: 0.01 }) });
