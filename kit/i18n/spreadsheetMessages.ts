// The texts of spreadsheets as people have them (issue 22): a header found below a title, columns an
// import does not know, a sheet without a header, and the notes sheet of an import template (kept
// apart from kitMessages.ts so each part grows on its own).
import { catalogueFromPairs } from './catalogue';

export const spreadsheetMessages = catalogueFromPairs({
  'kit.server.importHeaderRow': ['第{row}行是表头，其上的{count}行（标题、说明）不导入', 'Row {row} is the header; the {count} row(s) above it (title, notes) are not imported'],
  'kit.server.importUnknownColumns': ['未识别的列（不导入）：{columns}', 'Columns not recognised (not imported): {columns}'],
  'kit.server.importNoHeader': ['未找到表头：前几行没有一行是导入模板的列，第一行的列“{columns}”均未识别；请使用导入模板的表头', 'No header found: no row near the top holds the import template\'s columns, and none of the first row\'s columns "{columns}" is recognised; use the template\'s header'],
  'kit.import.headerRow': ['第{row}行是表头，其上的行未导入', 'Row {row} is the header; the rows above it are not imported'],
  'kit.import.notes': ['填写说明', 'How to fill in'],
  'kit.import.noteColumn': ['列', 'Column'],
  'kit.import.noteText': ['填写', 'What to write'],
  'kit.import.noteRequired': ['必填', 'Required'],
  'kit.import.note.tree': ['部门名称，如“{example}”；名称重复时写上级/名称，如“{path}”；也可写编号，如“{id}”', 'The department\'s name, e.g. "{example}"; when names repeat, parent/name, e.g. "{path}"; or its id, e.g. "{id}"'],
  'kit.import.note.treePlain': ['部门名称；名称重复时写上级/名称（如“车辆管理中心/一队”）；也可写编号', 'The department\'s name; when names repeat, parent/name (e.g. "Fleet centre/Team 1"); or its id'],
  'kit.import.note.date': ['日期，如 2026-03-10（日期单元格或 2026/3/10 也可）', 'A date, e.g. 2026-03-10 (a date cell or 2026/3/10 too)'],
  'kit.import.note.datetime': ['日期和时间，如 2026-03-10 08:30:00（日期单元格也可）', 'A date and time, e.g. 2026-03-10 08:30:00 (a date cell too)'],
  'kit.import.note.dateRange': ['开始 ~ 结束，如 2026-03-01 ~ 2026-03-31', 'Start ~ end, e.g. 2026-03-01 ~ 2026-03-31'],
  'kit.import.note.enum': ['以下之一：{options}', 'One of: {options}'],
  'kit.import.note.enumMultiple': ['以下一个或多个，用逗号分隔：{options}', 'One or more of, separated by commas: {options}'],
  'kit.import.note.reference': ['{resource}的{display}', 'The {display} of a {resource}'],
  'kit.import.note.boolean': ['是 或 否', 'Yes or No'],
  'kit.import.note.number': ['数字', 'A number'],
  'kit.import.note.geoPoint': ['经度,纬度，如 120.15,30.28', 'Longitude,latitude, e.g. 120.15,30.28'],
  'kit.import.note.text': ['文字', 'Text'],
});
