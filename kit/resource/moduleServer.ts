/**
 * What a module gives the server engine besides its definitions: seeds, the functions behind its
 * reports, and handlers for the calls that are not CRUD (dashboards, printing, route helpers). Types
 * only, so a module's `server.ts` stays free of the server's internals: the engine hands each function
 * a `ModuleStore` that is already scoped to the caller's tenant, checks every field name against the
 * definitions, and writes the operation history.
 *
 * @example
 *   export default defineModuleServer({
 *     seed: ({ index }) => ({ carInfo: [{ carCode: index ? '浙A·D1001' : '苏A·D1234', ... }] }),
 *     handlers: { 'POST /cloud/ljszy/kanban/dailyForeCast': async ({ store }) => store.aggregate(...) },
 *   });
 */
import type { ModuleFiles } from './files';
import type { CheckedListQuery, ListQuery, Page } from './listQuery';
import type { WorkflowRunner, WorkflowServer } from './workflowServer';
import type { TableLookups } from './lookups';
import type { WriteHook } from './writeHooks';
import type { DeviceAlarm } from '../contract';

/** Who is calling; set by the server's auth (every handler runs signed in). */
export type CallerContext = { tenantId: string; userId: string; userName: string };

/** A group-by over one resource: counts and sums per group, checked against the definition. */
export type AggregateQuery = {
  filters?: Record<string, unknown>;
  /** Fields to group by; `<dateField>:day` or `<dateField>:month` groups a date/datetime by day or month. */
  groupBy: string[];
  sum?: string[];
  /** At most this many groups (default 1000), largest count first unless `orderBy` says otherwise. */
  limit?: number;
  orderBy?: { field: string; order: 'asc' | 'desc' };
};
export type AggregateRow = Record<string, string | number | null> & { count: number };

/** How `importFile` writes: `check` validates only; `all` (default) every row or none; `valid` the valid rows. */
export type ImportMode = 'check' | 'all' | 'valid';

export type ImportOptions = {
  mode?: ImportMode;
  /**
   * Writes one accepted (validated) row instead of the engine's bulk insert, through `store`, the
   * import's transaction: for rows whose creation has side effects (a card's balance). A throw rolls
   * the whole import back.
   */
  create?: (values: Record<string, unknown>, store: ModuleStore) => Promise<unknown>;
};

/** One refused cell of an import row; `duplicate` marks a unique key already stored or repeated in the file. */
export type ImportError = { row: number; field: string; message: string; duplicate?: boolean };

/** How an import row fares: written as is, refused as a duplicate of its unique key, or refused as invalid. */
export type ImportRowStatus = 'valid' | 'duplicate' | 'invalid';

/** An import's counts: every row is valid, a duplicate or invalid (`total` = the three together). */
export type ImportCounts = { total: number; valid: number; duplicates: number; invalid: number };

/** The check of every import row (writes nothing): each row's status and values as they would be stored. */
export type ImportCheck = ImportCounts & { rows: { row: number; status: ImportRowStatus; values: Record<string, unknown> }[]; errors: ImportError[] };

/** What an import wrote: how many rows, and the rows left out (duplicates and invalid ones, counted apart). */
export type ImportResult = Omit<ImportCounts, 'valid'> & { imported: number; errors: ImportError[] };

/**
 * What the engine's import route answers (its `data`): counts, per-row errors, unmatched headers;
 * every row is accounted for (`imported` + `duplicates` + `invalid` = `total` once written). Row
 * numbers (`errors[].row`, `preview[].row`, `headerRow`) are the sheet's own, as Excel shows them.
 */
export type ImportAnswer = ImportResult & {
  /** Headers of the header row that name no field (their columns are not imported). */
  unknownColumns: string[];
  /** The sheet row that was taken as the header: the first whose cells are the template's columns (rows above it, such as a title, are passed over). */
  headerRow?: number;
  /** `check` only: how many rows would be written. */
  valid?: number;
  /** `check` only: the first 200 rows as they would be stored, each with its status. */
  preview?: ImportCheck['rows'];
};

/** The tenant-scoped store a module's server code works with. */
export type ModuleStore = {
  list(resource: string, query: ListQuery): Promise<Page>;
  /** Every row matching the filters, up to `limit` (default 5000). */
  all(resource: string, filters?: Record<string, unknown>, limit?: number): Promise<Record<string, unknown>[]>;
  get(resource: string, id: number): Promise<Record<string, unknown> | null>;
  create(resource: string, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  update(resource: string, id: number, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  aggregate(resource: string, query: AggregateQuery): Promise<AggregateRow[]>;
  /**
   * Deletes the caller's rows among `ids` (one history record each), as the delete route does;
   * answers how many. Refuses an empty list, and a list of which none is the caller's. A soft-delete
   * resource's rows go to its recycle list.
   */
  remove(resource: string, ids: number[]): Promise<number>;
  /** Takes rows of a soft-delete resource back from its recycle list (as the recover route does); answers how many. */
  recover(resource: string, ids: number[]): Promise<number>;
  /** The platform's table and column lookups over the offered tables, in the caller's tenant (lookups.ts). */
  lookups: TableLookups;
  /**
   * The text of `display` of the caller's rows `ids` of a resource this module refers to (its own, or
   * another module's as a reference field names it: `'clgl.car'`), by id; ids not found are absent.
   *
   * @example
   *   const plates = await ctx.store.names('clgl.car', 'plateNo', configs.map((c) => Number(c.carId)));
   */
  names(resource: string, display: string, ids: readonly number[]): Promise<Map<number, string>>;
  /**
   * Runs `fn` in one database transaction: every read and write through the `store` it is given
   * commits together, and a throw rolls all of them back (and is rethrown). Inside `fn` use only
   * that store: the outer one refuses while its transaction is open (a single SQLite connection
   * would wait on itself). Nested calls join the open transaction.
   */
  transaction<T>(fn: (store: ModuleStore) => Promise<T>): Promise<T>;
  /**
   * The engine's import of an uploaded .xlsx/.csv (the handler's `input.file`) into `resource`:
   * same reading, header matching, validation and messages as the import route, in one transaction.
   * Answers the route's data; throws the route's refusal (bad file, empty file, or — with `all` — bad
   * rows, the answer as the error's data) when nothing was written.
   */
  importFile(resource: string, file: unknown, options?: ImportOptions): Promise<ImportAnswer>;
  /** The workflow of `resource` (its definition's `workflow`): take actions, start records, read logs. */
  workflow(resource: string): WorkflowRunner;
  /** The caller's stored files (check, save, info, read); see files.ts. Saves join the store's transaction. */
  files: ModuleFiles;
  /** The platform's device store in the caller's tenant, read only (devices, cameras, offline episodes). */
  devices: ModuleDevices;
  /**
   * Rows of another module's resource (`'clgl.car'`), read only, in the caller's tenant, matching the
   * filters (up to `limit`, default 5000): what a module keeps about another module's records is
   * keyed by them, and it reads them here rather than copying them.
   */
  referred(ref: string, filters?: Record<string, unknown>, limit?: number): Promise<Record<string, unknown>[]>;
  /** The platform's organisation in the caller's tenant, read only: departments and staff. */
  org: ModuleOrg;
  /**
   * Pushes a notice to the shell's bell of the tenant's users among `to.userIds` and holders of
   * `to.roleIds` (each once; a user who unsubscribed from the category gets nothing); answers how many
   * received it. `at` in the future holds it until then (quiet hours). Joins the store's transaction.
   *
   * @example
   *   await ctx.store.notify({ roleIds: ['r101'] }, { category: 'alarm', title: '压缩箱满溢', content: '…',
   *     business: 'ddzh', link: { module: 'ddzh', path: 'orders', query: { alarm: '12' } } });
   */
  notify(to: NoticeRecipients, notice: ModuleNotice): Promise<number>;
  /**
   * The platform's group chat (docs/chat.md) in the caller's tenant: `open` a channel (idempotent per
   * kind + ref: a second call adds the missing members) and `post` in it as the caller (a module posts
   * without being a member). Both join the store's transaction; a handler that only reads refuses them.
   *
   * @example
   *   const { channelId } = await ctx.store.chat.open({ kind: 'workOrder', ref: String(order.id), title: `工单 ${order.code}`, memberIds: ['1001', '1002'] });
   *   await ctx.store.chat.post(channelId, { text: '工单已派发', link: { kind: 'workOrder', id: String(order.id), title: order.title } });
   */
  chat: ModuleChat;
};

/** The chat as module code uses it (ModuleStore.chat). */
export type ModuleChat = {
  open(channel: { kind: 'workOrder' | 'team' | 'area' | 'direct'; ref: string; title: string; memberIds: string[] }): Promise<{ channelId: string }>;
  post(channelId: string, message: { text: string; link?: { kind: 'workOrder' | 'alarm' | 'vehicle' | 'case'; id: string; title: string } }): Promise<{ seq: number }>;
};

/** Whom a module's notice reaches: users and every holder of a role, in the caller's tenant. */
export type NoticeRecipients = { userIds?: readonly string[]; roleIds?: readonly string[] };

/** A notice as module code pushes it (server/services/notices.ts NoticeDraft). */
export type ModuleNotice = {
  category: 'system' | 'workOrder' | 'alarm' | 'approval';
  title: string;
  content: string;
  /** What the bell groups it under: the module id (default: the pushing module's). */
  business?: string;
  /** The page a click opens: a module's route and query. */
  link?: { module: string; path: string; query?: Record<string, string>; title?: string };
  /** When it shows (epoch ms); later than now holds it until then. Default: now. */
  at?: number;
};

/** A department of the platform's organisation as module code reads it (type 'company' for an organisation, 'dept' below it). */
export type OrgDepartment = { id: string; parentId: string | null; code: string; name: string; sort: number; type: 'company' | 'dept' | string };
/** A staff member of the platform's organisation as module code reads it. */
export type OrgStaff = { id: string; deptId: string; code: string; name: string; phone: string; job: string };

/** The organisation's read side for module code, scoped to the caller's tenant. */
export type ModuleOrg = {
  /** Every department, in the order the tenant sorts them. */
  departments(): Promise<OrgDepartment[]>;
  /**
   * The departments the caller may see by the data scope of their roles: all of them, or their own
   * department and those below it (the platform's "with permission" trees).
   */
  visibleDepartments(): Promise<OrgDepartment[]>;
  /** Every staff member, by code. */
  staff(): Promise<OrgStaff[]>;
};


/** A device of the platform's device store (server/services/devices.ts) as module code reads it. */
export type StoreDevice = {
  id: string;
  code: string;
  name: string;
  /** The store's kind: 'vehicle', 'toilet' or 'camera'. */
  kind: string;
  createdAt: number;
  /** The last time the device was heard (any ingest, even an empty one); null when never. */
  heartbeatAt: number | null;
  /** A camera's place in the camera tree ('department', 'vehicle' or 'facility' and its name) and its live stream address (HLS); null for other devices. */
  place: { kind: string; name: string; streamUrl: string | null } | null;
};

/** A snapshot alarm of a camera (docs/video.md): its still image is the stored file `fileId`. */
export type StoreSnapshot = { id: string; cameraId: string; fileId: string; t: number; kind: string; note: string };

/**
 * A time a device was offline: from the last time it was heard until the next (`to` null: still
 * offline at `now`), counted when that silence is longer than the device's threshold.
 */
export type OfflineEpisode = { deviceId: string; from: number; to: number | null; durationMs: number };

/** Which devices a lookup wants: codes among these, and/or a name starting so (both: either matches). */
export type DeviceMatch = { codes?: readonly string[]; namePrefix?: string };

/** The device store's read side for module code, scoped to the caller's tenant. */
export type ModuleDevices = {
  /** The server's clock (tests move it). */
  now(): number;
  /** The platform's offline threshold in seconds (DEVICE_OFFLINE_SECONDS). */
  offlineSeconds: number;
  /**
   * A device's default offline threshold in seconds: the platform's, or longer for a kind that reports
   * less often (a toilet's sensors report every ten minutes: 15 minutes).
   */
  thresholdSeconds(device: StoreDevice): number;
  /**
   * The one definition of offline, for states, counts and the episode still going: when the device's
   * current silence began if it is offline now — never heard (since it was registered), or silent for
   * longer than `thresholdSeconds` (default {@link ModuleDevices.thresholdSeconds}) since it was last
   * heard —, null while it is online.
   *
   * @example
   *   const online = ctx.store.devices.offlineSince(device) === null;
   */
  offlineSince(device: StoreDevice, thresholdSeconds?: number): number | null;
  /** The longest range in days the platform's device calls cover in one call (MAX_RANGE_DAYS). */
  maxRangeDays: number;
  /**
   * The tenant's devices of the given store kinds (all when omitted), by code; with `match` only those
   * whose code is among `codes` or whose name starts with `namePrefix` (a lookup of one order's vehicle
   * or one page's badges need not read a city's 35 500 devices: issue 28).
   *
   * @example
   *   const [badge] = await store.devices.list(['person'], { codes: [row.badge] });
   *   const [truck] = await store.devices.list(['vehicle'], { namePrefix: plate });
   */
  list(kinds?: readonly string[], match?: DeviceMatch): Promise<StoreDevice[]>;
  /**
   * The offline episodes of the devices that overlap `[from, to]`, derived from the times their
   * readings were taken and their last heartbeat: each silence longer than the device's threshold
   * (`thresholdSeconds(deviceId)`), oldest first. A device never heard is offline since it was
   * registered, as {@link ModuleDevices.offlineSince} says: its episode is still going.
   */
  offlineEpisodes(devices: readonly StoreDevice[], range: { from: number; to: number }, thresholdSeconds: (deviceId: string) => number): Promise<OfflineEpisode[]>;
  /** The cameras' snapshot alarms taken within `[from, to)` (either open), newest first, at most `limit`. */
  snapshots(o: { from?: number; to?: number; limit: number }): Promise<StoreSnapshot[]>;
  /**
   * The readings of one device's `metrics` taken within `[from, to]`, oldest first, one entry per
   * time with the metrics read then (a metric not read at that time is absent). Never downsampled:
   * figures derived from levels (fuel, water) need every step. Refused (throws) beyond `maxRangeDays`.
   *
   * @example
   *   const steps = await ctx.store.devices.readings(device.id, ['fuel', 'speed'], { from, to });
   *   // [{ t: 1764115200000, values: { fuel: 83.1, speed: 0 } }, …]
   */
  readings(deviceId: string, metrics: readonly string[], range: { from: number; to: number }): Promise<DeviceReadingRow[]>;
  /**
   * The threshold alarms the store raised (device_alarms: a reading beyond its device's rule) for
   * `deviceIds` (every device when omitted), taken within `[from, to)` (either open), newest first,
   * at most `limit`. The alarms themselves, never a copy.
   *
   * @example
   *   const alarms = await ctx.store.devices.alarms({ deviceIds: toilets.map((d) => d.id), from, limit: 1000 });
   */
  alarms(o: { deviceIds?: readonly string[]; from?: number; to?: number; limit: number }): Promise<DeviceAlarm[]>;
  /**
   * How many threshold alarms each device raised per hour within `[from, to)` (either open): one row
   * per device and hour that had any, `hour` the hour's start (ms). Counted in the database, whatever
   * their number, for totals, per-day figures and hours with an alarm.
   *
   * @example
   *   const hours = await ctx.store.devices.alarmCounts({ deviceIds, from, to });
   *   // [{ deviceId: 'dv…', hour: 1764115200000, count: 6 }, …]
   */
  alarmCounts(o: { deviceIds?: readonly string[]; from?: number; to?: number }): Promise<DeviceAlarmHour[]>;
};

/** Alarms of one device within one hour (`hour`: its start, ms). */
export type DeviceAlarmHour = { deviceId: string; hour: number; count: number };

/** The metrics one device read at one time (`t`, milliseconds). */
export type DeviceReadingRow = { t: number; values: Record<string, number> };

export type HandlerContext = {
  caller: CallerContext;
  /** The request's parameters: query and body, unpacked from any of the spec's packings. */
  input: Record<string, unknown>;
  store: ModuleStore;
  /** zh-CN catalogue texts (server messages). */
  t: (key: string, params?: Record<string, string | number>) => string;
};

/** A file answer: the engine streams it as an .xlsx workbook named `fileName`. */
export type DownloadAnswer = {
  download: true;
  fileName: string;
  columns: { key: string; header: string; width?: number }[];
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
};

/**
 * A handler answers data for the envelope, or a file: a workbook (`DownloadAnswer`), any bytes
 * (`fileAnswer`), a stored file with byte ranges (`storedFileAnswer`) or a streamed zip (`zipAnswer`).
 * A thrown `HandlerError` becomes its message. A handler reads unless it names the function its call
 * needs (`changes(code, handler)`, or the function of the definition's action served at its call):
 * a reading handler's store refuses every write.
 */
export type Handler = ((ctx: HandlerContext) => Promise<unknown> | unknown) & { readonly function?: string };

/**
 * A handler that changes data: its call needs the function `code` (kit/resource/functions.ts), and
 * its store may write. Handlers at a definition's action call need that action's function already.
 *
 * @example
 *   [problemApi.save]: changes('wtsb.problem.create', saveProblemInfo),
 */
export function changes(code: string, handler: Handler): Handler {
  return Object.assign((ctx: HandlerContext) => handler(ctx), { function: code });
}

/** A report function pages its own rows from a checked list query. */
export type ReportSource = (ctx: HandlerContext, query: CheckedListQuery) => Promise<Page> | Page;

/**
 * Seed rows per resource id for one tenant; `index` is 0 for the first tenant, 1 for the second; `now` is
 * the server's clock at the seed (tests move it), which the seed's dates and times are counted from, so
 * they agree with what the demo devices report at that clock.
 */
export type SeedFunction = (tenant: { tenantId: string; index: number; now: number }) => Record<string, Record<string, unknown>[]>;

/**
 * Runs after validation on every create and update of a resource (routes, imports, handlers):
 * computes derived fields or refuses with a HandlerError. `before` is the stored record on update.
 */
export type BeforeWrite = (values: Record<string, unknown>, before: Record<string, unknown> | null, t: HandlerContext['t']) => Record<string, unknown>;

export type ModuleServer = {
  seed?: SeedFunction;
  /** Per resource id. */
  beforeWrite?: Record<string, BeforeWrite>;
  /** Per resource id: rules that need the store, run in the write's transaction (writeHooks.ts). */
  onWrite?: Record<string, WriteHook>;
  reports?: Record<string, ReportSource>;
  /** Keyed by the call as the definitions write it: `'GET /cloud/ljszy/kanban/dailyForeCast'` or a bare path. */
  handlers?: Record<string, Handler>;
  /** Per resource id with a workflow: the effects of its actions and how requests name outcomes. */
  workflows?: Record<string, WorkflowServer>;
  /**
   * Per resource id: what its rows show that the server composes rather than stores, in the caller's
   * language (`ctx.t`), on every row the engine's list, all, get, recycle list and export answer. Answers the rows to show (the
   * stored rows are not changed); reads through `ctx.store` only.
   *
   * @example
   *   present: { expirationReminder: (rows, { t }) => rows.map((r) => ({ ...r, content: r.content ?? t('x.text', { date: String(r.dueDate) }) })) }
   */
  present?: Record<string, (rows: Record<string, unknown>[], ctx: Omit<HandlerContext, 'input'>) => Promise<Record<string, unknown>[]> | Record<string, unknown>[]>;
};

/** A refusal with a user-facing message (the engine answers it as a business error, not a 500). */
export class HandlerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HandlerError';
  }
}

export function defineModuleServer(s: ModuleServer): ModuleServer {
  return s;
}
