// What happens at a site after the handover. A sorting record (分拣记录) is weight of a sub-category
// sorted out of the site's recyclable stock (impurities, unusable parts, hazardous items found in the
// bales: they leave the recyclables). A handling record (处置记录) is weight of a sub-category that left
// the site to a processor (利用企业), on a vehicle. A site's stock of a sub-category = received (the
// lines of its customer records) − sorted out − handled; neither record may make it negative.
import { datetime, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { R } from './paths';

const common = {
  siteId: reference({ resource: 'site', display: 'siteName', required: true, filter: true }),
  subCategoryId: reference({ resource: 'resourcesCategory', display: 'categoryName', required: true, filter: true }),
  weight: number({ required: true, min: 0.01, max: 1_000_000, precision: 2, unit: 'kit.unit.kg' }),
};

export const siteSortingRecord = defineResource({
  id: 'siteSortingRecord',
  title: 'recycle.sorting',
  api: { list: R('siteSortingRecord', 'pageList'), upsert: R('siteSortingRecord', 'saveOrUpdate'), remove: R('siteSortingRecord', 'delete'), export: R('siteSortingRecord', 'export') },
  fields: {
    sortTime: datetime({ required: true, filter: 'range', sortable: true, default: 'now' }),
    ...common,
    sortResult: enumOf({ source: 'sortResult', required: true, filter: true }),
    sorter: text({ max: 20 }),
    remark: text({ max: 200, column: false }),
  },
  defaultSort: { field: 'sortTime', order: 'desc' },
});

export const siteHandleRecord = defineResource({
  id: 'siteHandleRecord',
  title: 'recycle.handle',
  api: { list: R('siteHandleRecord', 'pageList'), upsert: R('siteHandleRecord', 'saveOrUpdate'), remove: R('siteHandleRecord', 'delete'), export: R('siteHandleRecord', 'export') },
  fields: {
    handleTime: datetime({ required: true, filter: 'range', sortable: true, default: 'now' }),
    ...common,
    processor: text({ required: true, max: 40, filter: true }),
    carCode: text({ max: 12, filter: true }),
    unitPrice: money({ max: 100_000 }),
    amount: money({ form: false, import: false, max: 1e9, help: 'recycle.handle.amountHelp' }),
    handler: text({ max: 20 }),
    remark: text({ max: 200, column: false }),
  },
  defaultSort: { field: 'handleTime', order: 'desc' },
});
