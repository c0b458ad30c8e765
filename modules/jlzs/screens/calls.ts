// The calls the module's own screens make (分类统计 and 数据源), named once: the screens use them and
// screenCalls.ts lists them for the coverage test.
import { jlzs } from '../paths';

/** The statistics of 分类统计, one panel each (zszy/*). */
export const STATS = {
  trashParent: jlzs('zszy', 'trashParent'),
  trashSub: jlzs('zszy', 'trashSub'),
  rates: jlzs('zszy', 'rates'),
  contaminatedRecyclables: jlzs('zszy', 'contaminatedRecyclables'),
  blueBucketClearing: jlzs('zszy', 'blueBucketClearing'),
  outletsRecyclingStatistics: jlzs('zszy', 'outletsRecyclingStatistics'),
  onlineRecording: jlzs('zszy', 'onlineRecording'),
  unitRecovery: jlzs('zszy', 'unitRecovery'),
  fixedTimeLocationInfo: jlzs('zszy', 'fixedTimeLocationInfo'),
  equipment: jlzs('zszy', 'equipment'),
  regionInfo: jlzs('zszy', 'regionInfo'),
  siteInfo: jlzs('zszy', 'siteInfo'),
};

/** The region choice of 分类统计. */
export const TOWN_STREETS = jlzs('common', 'getTownStreetList');

/** The table and column lookups 数据源 shows. */
export const LOOKUPS = {
  tables: jlzs('datasource', 'loadTables'),
  columns: jlzs('datasource', 'loadTableColumns'),
  values: jlzs('datasource', 'loadColumnValueList'),
};
