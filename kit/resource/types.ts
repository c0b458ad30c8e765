/**
 * The types of a resource definition: plain data (no React, no server code), read by the browser
 * engine (list, filter, form, detail, import, export) and by the server engine (tables, routes,
 * validation, history). One file per resource: `export const carInfo = defineResource({...})`.
 */

import type { DocumentOptions, LedgerOptions } from './document';
import type { TableLookup } from './lookups';
import type { SoftDelete } from './softDelete';
import type { TreeOptions } from './tree';
import type { AnyWorkflow } from './workflow';

/** Field types of the spec's forms and tables. */
export type FieldType =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'dateRange'
  | 'enum'
  | 'treeSelect'
  | 'reference'
  | 'image'
  | 'file'
  | 'geoPoint'
  | 'geoShape'
  | 'boolean';

/** How a filter compares: equality, contains (text), range (numbers and dates), any-of (enum). */
export type FilterMode = 'eq' | 'like' | 'range' | 'in';

/** Column presentation in the list page; `true` means a plain column. */
export type ColumnOptions = {
  width?: number;
  /** Pinned to a side by default (the user can change it in the column settings). */
  fixed?: 'left' | 'right';
  /** Hidden by default (the user can show it in the column settings). */
  hidden?: boolean;
};

/** Options every field type has. Every `true`/`false` switch has a default named beside it. */
export type FieldCommon = {
  /**
   * Catalogue key of the label. Default `<title key>.<field name>`, e.g. 'ljszy.carInfo.carCode' for
   * the field carCode of a resource titled 'ljszy.carInfo'.
   */
  label?: string;
  required?: boolean;
  /** Shown and filterable in the filter form (default false); `true` picks the type's natural mode. */
  filter?: boolean | FilterMode;
  /** Shown as a list column (default true). */
  column?: boolean | ColumnOptions;
  /** The list can be sorted by it on the server (default false). */
  sortable?: boolean;
  /** In the create/edit form (default true). */
  form?: boolean;
  /** In the detail view (default true). */
  detail?: boolean;
  /** A column of the exported workbook (default true). */
  export?: boolean;
  /** A column the import accepts (default: same as `form`). */
  import?: boolean;
  /** Catalogue key of a help text shown under the form item. */
  help?: string;
};

export type TextField = FieldCommon & {
  type: 'text';
  min?: number;
  max?: number;
  pattern?: string;
  /** Catalogue key of the message when `pattern` fails (default: the kit's generic one). */
  patternMessage?: string;
  multiline?: boolean;
  default?: string;
  /**
   * Codes the text may hold that read as words (a switch's on/off among numbers and names): shown by
   * their label (catalogue keys) in lists and details; any other text shows as stored.
   */
  labels?: readonly EnumOption[];
};

export type NumberField = FieldCommon & {
  type: 'number' | 'money';
  min?: number;
  max?: number;
  integer?: boolean;
  /** Decimal places kept (money: 2). */
  precision?: number;
  /** Catalogue key of the unit shown after the value, e.g. 'kit.unit.kg'. */
  unit?: string;
  default?: number;
};

export type DateField = FieldCommon & {
  /** date: 'YYYY-MM-DD'; datetime: 'YYYY-MM-DD HH:mm:ss' (zh-cn). */
  type: 'date' | 'datetime';
  default?: 'today' | 'now' | string;
};

/** A period; the value is `[start, end]` (dates), stored in two columns `<name>Start`, `<name>End`. */
export type DateRangeField = FieldCommon & { type: 'dateRange' };

export type EnumOption = { value: string; label: string };

/**
 * Options read from the rows of another resource of the module (a select filled from its list): each
 * row gives one option, `value` is the field stored, `label` the field shown.
 */
export type OptionsFrom = { resource: string; value: string; label: string };

/**
 * Cascading choice: the options are the rows of the option resource whose `by` field equals this
 * record's `field` (a parent choice). A string names a parent field of the same name in both.
 * Choosing another parent clears the choice; the server refuses a pair that does not belong together.
 */
export type DependsOn = string | { field: string; by: string };

/**
 * A choice. Its options are static (`options`, labels are catalogue keys), loaded by name from one of
 * the module's loadEnumValue calls (`source`), or the rows of another resource (`from`).
 */
export type EnumField = FieldCommon & {
  type: 'enum';
  options?: readonly EnumOption[];
  source?: string;
  from?: OptionsFrom;
  /**
   * A choice of the platform's device store: the code of one of the caller's tenant's devices of
   * these store kinds (`['vehicle']`), offered as code and name, refused on every write when not one.
   */
  devices?: readonly string[];
  /** With `from`: only the option rows that belong to the chosen parent. */
  dependsOn?: DependsOn;
  multiple?: boolean;
  default?: string;
};

/** A node of the department or organisation tree; the value is the node id. */
export type TreeSelectField = FieldCommon & { type: 'treeSelect'; tree: 'department' | 'organisation' };

/** A row of another resource; the value is its id, shown by its `display` field. */
export type ReferenceField = FieldCommon & {
  type: 'reference';
  /**
   * Id of the referenced resource: `'route'` in the same module, or `'<module>.<resource>'` of another
   * module (its owner), checked when the server starts (see references.ts).
   */
  resource: string;
  display: string;
  /** Only the referenced rows that belong to the chosen parent (a city of the chosen province). */
  dependsOn?: DependsOn;
};

/** An uploaded image or file; the value is the stored file id (or a list of them when `multiple`). */
export type FileField = FieldCommon & {
  type: 'image' | 'file';
  multiple?: boolean;
  /** Accepted MIME types or extensions, e.g. ['image/png', '.pdf']. */
  accept?: string[];
  /** Largest size in bytes (default 5 MB). */
  maxSize?: number;
};

/** A position; the value is `{ lng, lat }` (WGS-84), stored in two columns `<name>Lng`, `<name>Lat`. */
export type GeoPointField = FieldCommon & { type: 'geoPoint' };

/**
 * A line or polygon drawn on the map (`geoLine()`, `geoPolygon()`); the value is GeoJSON geometry text
 * (kit/map/shapes.ts), WGS-84, stored in one text column.
 */
export type GeoShapeField = FieldCommon & { type: 'geoShape'; shape: 'line' | 'polygon' };

export type BooleanField = FieldCommon & { type: 'boolean'; default?: boolean };

export type FieldDef =
  | TextField
  | NumberField
  | DateField
  | DateRangeField
  | EnumField
  | TreeSelectField
  | ReferenceField
  | FileField
  | GeoPointField
  | GeoShapeField
  | BooleanField;

/** HTTP methods the spec names; a call without one uses the client's default, POST. */
export type HttpMethod = 'GET' | 'POST';

/**
 * Payload packings (shell.md §7 "Shared request conventions"), as the request client names them:
 * tenant (tenantId, userId, access_token, token), parameters (JSON in a `parameters` field), param
 * (`param` + `authParam`), userName, systemUserId, userId (beside parameters), carDataJson. The server
 * accepts every one of them.
 */
export type Packing = 'tenant' | 'parameters' | 'param' | 'userName' | 'systemUserId' | 'userId' | 'carDataJson';

/**
 * One call: `'POST /cloud/ljszy/carInfo/pageList'`, a bare path (POST), or the object form with
 * packings (default `['tenant']`) and `json` (a raw JSON body instead of form fields). A path keeps the
 * service's suffix as the spec writes it (`.smvc`, `.jhtml`).
 */
export type ApiCall = string | { method?: HttpMethod; path: string; pack?: Packing[]; json?: boolean };

/**
 * The operations of a resource, each at the path the spec names. The engine's names are on the left;
 * the spec's many spellings go on the right: list ← pageList / load / page / queryList; create ←
 * save / insert / create / addOrUpdate; upsert ← saveOrUpdate; get ← getOne / selectOne / getById / view;
 * remove ← delete / deletes / deleteByIds; all ← getList / list (unpaged); recycleList, recover;
 * backup ← bkExport.
 */
export type ResourceApi = {
  list?: ApiCall;
  create?: ApiCall;
  update?: ApiCall;
  /** One call that creates without an id and updates with one (saveOrUpdate, addOrUpdate). */
  upsert?: ApiCall;
  get?: ApiCall;
  remove?: ApiCall;
  import?: ApiCall;
  export?: ApiCall;
  /** Every matching row, unpaged (getList, list): the list's filters and sort, at most MAX_ALL_ROWS rows. */
  all?: ApiCall;
  /** The recycle list of a soft-delete resource (recycleList): deleted rows, paged and filtered like `list`. */
  recycleList?: ApiCall;
  /** Takes rows of the recycle list back (recover): `ids`. */
  recover?: ApiCall;
  /** Backup export (bkExport): every row, deleted ones too (flagged), every field and the audit columns. */
  backup?: ApiCall;
};

/** A call beside CRUD (printing, syncFacility, enhanceRoute …): served by a module server handler. */
export type ActionDef = {
  api: ApiCall;
  /** Catalogue key of the button label. */
  label: string;
  /** Where the button is: on each row, on the selection, or in the toolbar. */
  scope: 'row' | 'selection' | 'toolbar';
  /** Catalogue key of a confirmation question; no confirmation when omitted. */
  confirm?: string;
  /** The answer is a file to save (kind download) instead of data. */
  download?: boolean;
  /** Values the user types before the call: parameter name → catalogue key of its label. */
  prompt?: Record<string, string>;
  /**
   * How the answer is shown: message (default: the server's message), table (a list or a page of
   * records in a dialog), detail (an object as label/value pairs), chart (a series answer,
   * `{ categories, series }` as kit/charts draws it, in a dialog: a sensor's history).
   */
  show?: 'message' | 'table' | 'detail' | 'chart';
  /**
   * What a `table` or `detail` answer holds, so its headers and cells read as the list's do: the rows
   * of another resource of the module (its id), or fields of their own (labels default to
   * `<module>.col.<key>`; only these keys are shown). Default: the action's resource. A key of its own
   * may hold a row of a resource (its id) or a nested object or list of them (`AnswerFields`). Keys
   * outside these fields are labelled `<module>.col.<key>`; ids (`id`, `…Id` keys that are no field)
   * and a tree's `parentId` and `children` are not shown.
   */
  answer?: string | AnswerFields;
  /** Shown only on rows whose `field` holds one of `in` (post on drafts, reverse on posted documents). */
  when?: { field: string; in: readonly unknown[] };
  /**
   * The action only reads (a detail, a lookup): it needs no function (functions.ts) and its handler's
   * store refuses writes. Otherwise it needs its function, `<module>.<resource>.act.<name>`.
   */
  reads?: boolean;
};

/** The keys of an action's answer: a field, a resource whose row the key holds (its id), or nested keys (an object or a list of them). */
export type AnswerFields = { [key: string]: FieldDef | string | AnswerFields };

/** A resource as written in its file. */
export type ResourceInput<F extends Record<string, FieldDef> = Record<string, FieldDef>> = {
  /** Unique in the module; also the table name's last part. */
  id: string;
  /** Catalogue key of the title. */
  title: string;
  api: ResourceApi;
  fields: F;
  /** Field shown as the row's name (confirmations, references); default the first text field. */
  display?: keyof F & string;
  /** Default sort (the newest first when omitted). */
  defaultSort?: { field: keyof F & string; order: 'asc' | 'desc' };
  /** Extra calls of the resource. */
  actions?: Record<string, ActionDef>;
  /** Fields unique per tenant (together), refused with a clear message when repeated. */
  unique?: (keyof F & string)[];
  /** Create and edit in a drawer (default) or a modal. */
  formIn?: 'drawer' | 'modal';
  /** Read-only resource: no create, edit, delete or import in the UI (e.g. machine records). */
  readOnly?: boolean;
  /**
   * Rows whose `field` holds one of `in` are closed (a settled cost): the list shows them without
   * 编辑 and 删除. The module's server refuses such changes itself (a hook), since its own code may
   * still change them (a revoked settlement reopens its costs).
   */
  lockedWhen?: { field: keyof F & string; in: readonly unknown[] };
  /** A tree by its parent field (tree.ts): tree calls, tree select, no cycles, delete of a branch. */
  tree?: TreeOptions;
  /** A document with line items (document.ts): saved with its lines, totals computed, posted to ledgers. */
  document?: DocumentOptions;
  /** A ledger of movements posted by documents (document.ts, defineLedger): balances per dimension. */
  ledger?: LedgerOptions;
  /** The record's life as a state machine (workflow.ts): states, guarded actions, who acts, the action log. */
  workflow?: AnyWorkflow;
  /**
   * More API generations (older versions, other services' paths, aliases) of the same resource, by
   * name: the engine serves each of their calls over the same table with the same rules
   * (generations.ts; `apiGeneration(def, name)` is that generation's screen).
   */
  generations?: Record<string, ResourceApi>;
  /** Deletes move rows to a recycle list (softDelete.ts): `true` uses the fields of `softDeleteFields()`. */
  softDelete?: true | SoftDelete;
  /**
   * Function codes that replace the derived ones (`<module>.<id>.<key>`, functions.ts), by key:
   * `create`, `update`, `delete`, `import`, `export`, `act.<action>`, `flow.<workflow action>`.
   */
  functions?: Partial<Record<string, string>>;
  /** The resource whose functions this one's calls need (set by `apiGeneration`: the same table). */
  functionsOf?: string;
  /** Offered to the table and column lookups (lookups.ts): `true` (its exported fields) or the field names. */
  lookup?: TableLookup;
  /**
   * A date or datetime field whose months the server keeps aggregate results of
   * (server/resources/monthAggregates.ts): an `aggregate` grouped by `<field>:month` over a range of
   * months reads each whole month's kept result and computes only the partial months at its ends.
   * For a large history read by month (a year of weighings: 称重月报).
   */
  monthly?: keyof F & string;
};

/** A checked definition, as `defineResource` returns it. */
export type ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> = ResourceInput<F> & {
  readonly kind: 'resource';
};

type ValueOf<T extends FieldDef> = T extends { type: 'number' | 'money' }
  ? number
  : T extends { type: 'boolean' }
    ? boolean
    : T extends { type: 'dateRange' }
      ? [string, string]
      : T extends { type: 'geoPoint' }
        ? { lng: number; lat: number }
        : T extends { type: 'reference' }
          ? number
          : T extends { type: 'enum'; multiple: true }
            ? string[]
            : T extends { type: 'image' | 'file'; multiple: true }
              ? string[]
              : string;

/** The record type of a resource: its fields plus id and audit fields. */
export type RecordOf<R extends ResourceDef> = {
  [K in keyof R['fields']]: ValueOf<R['fields'][K]> | null;
} & AuditFields;

/** Fields every stored row has besides its own; never written by a client. */
export type AuditFields = {
  id: number;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
};
