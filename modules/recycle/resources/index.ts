// The resources of 再生资源监管 (recycle, spec area recycling-sup): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { recycleMessages } from '../messages';
import { resourcesCategory, subCategory } from './category';
import { customer } from './customer';
import { ENUM_VALUES } from './options';
import { R } from './paths';
import { customerRecord, customerRecordDetail, recordImport } from './record';
import { site } from './site';
import { siteHandleRecord, siteSortingRecord } from './siteRecords';

export default defineModuleResources({
  module: 'recycle',
  messages: recycleMessages,
  enums: { api: R('common', 'loadEnumValue'), values: ENUM_VALUES },
  resources: [customer, site, resourcesCategory, customerRecord, customerRecordDetail, recordImport, siteSortingRecord, siteHandleRecord],
  views: [subCategory],
});
