// The resource engine's texts for soft delete and the recycle list, unpaged lists, backup exports,
// keyset paging, the table lookups, list requests it refuses and organisation tree values (kept apart
// from kitMessages.ts so each part grows on its own). A refused parameter reads as the platform's
// calls word it: `<name>：<what is wrong>`.
import { catalogueFromPairs } from './catalogue';

export const engineMessages = catalogueFromPairs({
  'kit.validation.uniqueDeleted': ['{label}已存在（在回收站中，请从回收站恢复）', '{label} already exists (in the recycle list: recover it instead)'],
  'kit.server.recycled': ['已删除，可在回收站恢复', 'Deleted; it can be recovered from the recycle list'],
  'kit.server.recovered': ['已恢复{count}条数据', '{count} records recovered'],
  'kit.server.notRecycled': ['所选数据不在回收站中', 'The selected records are not in the recycle list'],
  'kit.server.noRecoverIds': ['请选择要恢复的数据', 'Select the records to recover'],
  'kit.server.tooMany': ['符合条件的数据有{count}条，超过一次列出的上限{max}条，请缩小查询范围', '{count} records match, more than the {max} one list can hold: narrow the search'],
  'kit.recycle.title': ['回收站', 'Recycle list'],
  'kit.recycle.deleted': ['已删除', 'Deleted'],
  'kit.recycle.deletedAt': ['删除时间', 'Deleted at'],
  'kit.recycle.deletedBy': ['删除人', 'Deleted by'],
  'kit.recycle.recover': ['恢复', 'Recover'],
  'kit.recycle.recoverConfirm': ['确定恢复所选数据吗？', 'Recover the selected records?'],
  'kit.backup': ['备份', 'backup'],
  'kit.lookup.needTable': ['请指定数据表', 'Name a table'],
  'kit.lookup.noTable': ['没有可查询的数据表“{name}”', 'There is no table "{name}" to look up'],
  'kit.lookup.needColumn': ['请指定字段', 'Name a column'],
  'kit.lookup.noColumn': ['数据表{table}没有可查询的字段“{name}”', 'Table {table} has no column "{name}" to look up'],
  'kit.lookup.notTime': ['字段{name}不是日期或时间', 'Column {name} is not a date or a time'],
  'kit.lookup.badTime': ['时间“{value}”格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss', 'Time "{value}" is not YYYY-MM-DD or YYYY-MM-DD HH:mm:ss'],
  'kit.query.integer': ['{name}：类型不正确，应为整数', '{name}: must be a whole number'],
  'kit.query.min': ['{name}：不能小于 {min}', '{name}: must not be less than {min}'],
  'kit.query.max': ['{name}：不能大于 {max}', '{name}: must not be more than {max}'],
  'kit.query.pageSize': ['{name}：每页条数必须在 1 到 {max} 之间', '{name}: the page size must be between 1 and {max}'],
  'kit.query.orderType': ['{name}：取值不正确，应为 asc 或 desc', '{name}: must be asc or desc'],
  'kit.query.format': ['{label}：格式不正确', '{label}: the format is not valid'],
  'kit.query.date': ['{label}：格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss', '{label}: the format is not valid, use YYYY-MM-DD or YYYY-MM-DD HH:mm:ss'],
  'kit.validation.tree': ['{label}：{tree}“{value}”不存在', '{label}: {tree} "{value}" does not exist'],
  'kit.treeSelect.department': ['部门', 'department'],
  'kit.treeSelect.organisation': ['组织', 'organisation'],
});
