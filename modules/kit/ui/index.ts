/** The kit's React layer: the page context, the resource list page and its parts, the module app. */
export { KitProvider, useKit, THEME_PRIMARY } from './KitProvider';
export type { Kit } from './KitProvider';
export { ResourcePage } from './ResourcePage';
export { ResourceTable, VIRTUAL_THRESHOLD } from './ResourceTable';
export { FilterForm } from './FilterForm';
export { RecordForm } from './RecordForm';
export { DetailView } from './DetailView';
export { ImportDialog, templateCsv } from './ImportDialog';
export { ExportButton } from './ExportButton';
export { ColumnSettings } from './ColumnSettings';
export { FieldInput } from './FieldInput';
export { FieldValue, formatValue, useOptions } from './FieldValue';
export { ActionResult, DataTable, cellText, useColumnTitle } from './ActionResult';
export type { ActionAnswer } from './ActionResult';
export { ModuleApp } from './ModuleApp';
export type { ModuleRoute } from './ModuleApp';
export { pageNotifier, NoticeTarget } from './notices';
export { useUnsaved, pageIsClean } from './unsaved';
