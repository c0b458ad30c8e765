// Data sources (数据源): a table of the platform's lookup allowlist that the office reads figures from,
// with the columns it uses. The spec lists pageList and delete; `save` (create or edit) is ours, since a
// list with delete only has no way in (README). The page shows a source's columns and their values
// through the lookup calls (loadTables, loadTableColumns, loadColumnValueList).
import { boolean, defineResource, enumOf, text } from '../../../kit/resource';
import { jlzs } from '../paths';

export const datasource = defineResource({
  id: 'datasource',
  title: 'jlzs.datasource',
  api: { list: `POST ${jlzs('datasource', 'pageList')}`, remove: jlzs('datasource', 'delete'), upsert: jlzs('datasource', 'save') },
  fields: {
    sourceName: text({ required: true, max: 40, filter: true, sortable: true }),
    tableName: enumOf({ source: 'dataTable', required: true, filter: true }),
    columns: text({ max: 400, help: 'jlzs.datasource.columnsHelp' }),
    description: text({ max: 200, multiline: true, column: { width: 260 } }),
    enabled: boolean({ default: true, filter: true }),
  },
  unique: ['sourceName'],
  display: 'sourceName',
  defaultSort: { field: 'sourceName', order: 'asc' },
});
