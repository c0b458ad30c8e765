// Customer records (回收记录): one handover — a customer hands recyclables over at a site at a time, in
// lines of sub-category × weight × unit price. A record is a document with its lines (details): the
// line amounts and the record's totals are computed from the lines on both sides, never typed.
// customerRecordDetail/pageList lists every line with its record's customer, site and time (copied on
// the line when it is written, for the statistics); saveOrUpdate and delete of a single line are row
// actions served by handlers, which recompute the record's totals in the same transaction.
// customerRecord/import takes one row per line (recordImport), rows with the same record number make
// one record; nothing is written unless every row is valid.
import { datetime, defineResource, money, number, reference, text } from '../../../kit/resource';
import { CALLS, R } from './paths';

const RECORD_NO = '^[A-Z0-9-]{4,24}$';

export const customerRecord = defineResource({
  id: 'customerRecord',
  title: 'recycle.record',
  api: { list: R('customerRecord', 'pageList'), upsert: R('customerRecord', 'saveOrUpdate'), remove: R('customerRecord', 'delete'), export: R('customerRecord', 'export') },
  fields: {
    recordNo: text({ required: true, max: 24, pattern: RECORD_NO, patternMessage: 'recycle.record.noRule', filter: true, sortable: true }),
    customerId: reference({ resource: 'customer', display: 'customerName', required: true, filter: true }),
    siteId: reference({ resource: 'site', display: 'siteName', required: true, filter: true }),
    recordTime: datetime({ required: true, filter: 'range', sortable: true, default: 'now' }),
    collector: text({ max: 20 }),
    totalWeight: number({ form: false, import: false, precision: 2, unit: 'kit.unit.kg', sortable: true, help: 'recycle.record.totalWeightHelp' }),
    totalAmount: money({ form: false, import: false, max: 1e9, help: 'recycle.record.totalAmountHelp' }),
    lineCount: number({ form: false, import: false, integer: true, help: 'recycle.record.lineCountHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['recordNo'],
  display: 'recordNo',
  defaultSort: { field: 'recordTime', order: 'desc' },
  document: {
    lines: 'customerRecordDetail',
    parent: 'recordId',
    linesField: 'details',
    compute: { amount: { product: ['weight', 'unitPrice'] } },
    totals: { totalWeight: { sum: 'weight' }, totalAmount: { sum: 'amount' }, lineCount: { count: true } },
  },
});

export const customerRecordDetail = defineResource({
  id: 'customerRecordDetail',
  title: 'recycle.detail',
  api: { list: R('customerRecordDetail', 'pageList') },
  readOnly: true,
  fields: {
    recordId: reference({ resource: 'customerRecord', display: 'recordNo', form: false, filter: true }),
    subCategoryId: reference({ resource: 'resourcesCategory', display: 'categoryName', required: true, filter: true }),
    weight: number({ required: true, min: 0.01, max: 100_000, precision: 2, unit: 'kit.unit.kg' }),
    unitPrice: money({ required: true, max: 100_000, help: 'recycle.detail.unitPriceHelp' }),
    amount: money({ form: false, import: false, max: 1e9, help: 'recycle.detail.amountHelp' }),
    categoryId: reference({ resource: 'resourcesCategory', display: 'categoryName', form: false, import: false, filter: true }),
    customerId: reference({ resource: 'customer', display: 'customerName', form: false, import: false, filter: true }),
    siteId: reference({ resource: 'site', display: 'siteName', form: false, import: false, filter: true }),
    recordTime: datetime({ form: false, import: false, filter: 'range', sortable: true }),
  },
  defaultSort: { field: 'recordTime', order: 'desc' },
  actions: {
    changeLine: { api: CALLS.detailSave, label: 'recycle.detail.change', scope: 'row', prompt: { weight: 'recycle.detail.weight', unitPrice: 'recycle.detail.unitPrice' } },
    removeLine: { api: CALLS.detailDelete, label: 'recycle.detail.remove', scope: 'row', confirm: 'recycle.detail.removeConfirm' },
  },
});

/**
 * One row of the records' import: a line with its record's number, customer, site and time. Rows with
 * the same number are one record (its customer, site and time from its first row). The unit price may
 * be left blank: the sub-category's reference price is taken. The rows are kept as the import's log.
 */
export const recordImport = defineResource({
  id: 'recordImport',
  title: 'recycle.recordImport',
  api: { import: R('customerRecord', 'import') },
  readOnly: true,
  fields: {
    recordNo: text({ required: true, max: 24, pattern: RECORD_NO, patternMessage: 'recycle.record.noRule' }),
    customerId: reference({ resource: 'customer', display: 'customerName', required: true }),
    siteId: reference({ resource: 'site', display: 'siteName', required: true }),
    recordTime: datetime({ required: true }),
    subCategoryId: reference({ resource: 'resourcesCategory', display: 'categoryName', required: true }),
    weight: number({ required: true, min: 0.01, max: 100_000, precision: 2, unit: 'kit.unit.kg' }),
    unitPrice: money({ max: 100_000 }),
    collector: text({ max: 20 }),
  },
  // The same line imported twice is a duplicate (skipped), not a second line.
  unique: ['recordNo', 'subCategoryId'],
});
