// 处置场所签约: the agreement under which a disposal site takes a department's loads — its number,
// the classes and price, and its term. disposalSiteSigning/pageList, addOrUpdate, delete, export.
// A carting order goes only to a site with an agreement in force on its day (server/rules).
import { date, defineResource, enumOf, money, reference, text, treeSelect } from '../../../kit/resource';
import { gfgj } from '../paths';

export const disposalSiteSigning = defineResource({
  id: 'disposalSiteSigning',
  title: 'gfgj.disposalSiteSigning',
  api: { list: gfgj('disposalSiteSigning/pageList'), upsert: gfgj('disposalSiteSigning/addOrUpdate'), remove: gfgj('disposalSiteSigning/delete'), export: gfgj('disposalSiteSigning/export') },
  fields: {
    contractNo: text({ required: true, max: 24, pattern: '^[A-Z0-9-]{4,24}$', patternMessage: 'gfgj.codeRule', filter: true, sortable: true }),
    siteId: reference({ resource: 'disposalSite', display: 'siteName', required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    garbageClassId: reference({ resource: 'garbageClass', display: 'className', required: true, filter: true }),
    price: money({ required: true, max: 100000, unit: 'gfgj.unit.yuanPerT', help: 'gfgj.disposalSiteSigning.priceHelp' }),
    startDate: date({ required: true, filter: 'range', sortable: true }),
    endDate: date({ required: true, sortable: true }),
    state: enumOf({ source: 'signingState', required: true, default: 'active', filter: true }),
  },
  unique: ['contractNo'],
  display: 'contractNo',
  defaultSort: { field: 'startDate', order: 'desc' },
});
