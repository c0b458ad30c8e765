/**
 * The resource model of the module kit: definitions (plain data), validation and the list request,
 * shared by the browser engine (kit/ui) and the server engine (server/resources).
 */
export { text, number, money, date, datetime, dateRange, enumOf, treeSelect, reference, image, file, geoPoint, geoLine, geoPolygon, boolean } from './fields';
export {
  defineResource,
  parseCall,
  callsOf,
  fieldList,
  columnFields,
  filterFields,
  filterModeOf,
  formFields,
  detailFields,
  exportFields,
  importFields,
  sortableFields,
  displayField,
  storageColumns,
} from './defineResource';
export type { ParsedCall, NamedField } from './defineResource';
export { validateRecord, validateValue, fieldSchema, fromWire, formatDate } from './validation';
export type { FieldError, Validated, ValidateOptions } from './validation';
export { encodeListQuery, parseListQuery, parsePaging, checkedToWire, pageRows, oncePerCall, ListQueryError, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PAGE_NO, MAX_ALL_ROWS } from './listQuery';
export type { ListQuery, CheckedListQuery, CheckedFilter, Page, SortOrder } from './listQuery';
export { idListItems } from './ids';
export { spreadsheetText, fromSpreadsheetText } from './cellText';
export { defineModuleResources, defineReport, isReport, isComputedReport, enumOptionsOf, enumLabel } from './defineModuleResources';
export { everyCall, apiGeneration } from './generations';
export { functionOf, operationFunction, resourceFunctions, holdsFunction, actionFunctions, actionFunction, callKey } from './functions';
export type { FunctionKey } from './functions';
export type { Operation, ServedCall } from './generations';
export { softDeleteFields, softDeleteOf, recycleView, isRecycleView, SOFT_DELETE_DEFAULTS } from './softDelete';
export type { SoftDelete, RecycleViewOptions } from './softDelete';
export { lookupFields, lookupTypeOf, MAX_LOOKUP_VALUES } from './lookups';
export type { TableLookup, TableLookupApi, TableLookups, LookupTable, LookupColumn, LookupValue, LookupDataType, CountOptions, CompiledCount } from './lookups';
export type { WriteHook, WriteChange, WriteHookContext } from './writeHooks';
export type { ModuleResources, ReportDef, EnumRegistry } from './defineModuleResources';
export { defineModuleServer, HandlerError, changes } from './moduleServer';
export { pacer, nextTurn, mapBounded, PACE_SLICE_MS } from './pace';
export type {
  ModuleServer,
  BeforeWrite,
  ModuleStore,
  Handler,
  HandlerContext,
  CallerContext,
  ReportSource,
  SeedFunction,
  DownloadAnswer,
  AggregateQuery,
  AggregateRow,
  ImportAnswer,
  ImportCheck,
  ImportCounts,
  ImportError,
  ImportResult,
  ImportRowStatus,
  ImportMode,
  ImportOptions,
  ModuleDevices,
  ModuleOrg,
  OrgDepartment,
  OrgStaff,
  DeviceReadingRow,
  DeviceAlarmHour,
  StoreDevice,
  StoreSnapshot,
  OfflineEpisode,
} from './moduleServer';
export { defineView, isView, fixedValues, insideFixed } from './views';
export { enumRegistries, enumRegistryOf, enumValuesOf, fieldOptionsOf, optionSource, dependency } from './options';
export type { FixedFilters, FixedValue, ViewDef, ViewInput } from './views';
export { fileAnswer, storedFileAnswer, zipAnswer, seedFile, isSeedFile, FileRefused } from './files';
export type {
  ModuleFiles,
  StoredFileInfo,
  IncomingFile,
  FileRules,
  FileRefusalReason,
  Bytes,
  FileAnswer,
  StoredFileAnswer,
  ZipAnswer,
  ZipEntry,
  SeedFile,
} from './files';
export type * from './types';
export { buildTree, descendantKeys, treeKey, keyText } from './tree';
export type { TreeOptions, TreeRecord } from './tree';
export { DOCUMENT_STATES, documentStatus, computeDocument, postingsOf, linesFieldOf, statusFieldOf } from './document';
export type { DocumentOptions, DocumentState, LedgerOptions, LineCompute, Posting, TotalRule } from './document';
export { defineLedger, ledgerBalance } from './ledger';
export {
  defineWorkflow,
  decide,
  allowedActions,
  allowedWithOutcomes,
  outcomesOf,
  rolesOf,
  functionRoles,
  remarkRequired,
  actionInput,
  workflowLabel,
  workflowLogFields,
} from './workflow';
export type { WorkflowDef, AnyWorkflow, RoleRule, Transition, ActionInput, SetValue, WorkflowMessages, Decision, AllowedAction } from './workflow';
export { REFERENCE_OPTIONS_CALL, referenceTarget, isForeignReference } from './references';
export type { ReferenceTarget, ReferenceOption } from './references';
export { callList, rowLocked, structureCalls } from './structures';
export type { WorkflowContext, WorkflowEffect, WorkflowEffector, WorkflowServer, WorkflowRunner } from './workflowServer';
