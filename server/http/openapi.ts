/**
 * The OpenAPI 3.1 document of every call the server answers, generated from the declarations that
 * serve them and nothing written by hand: the route table (`app.routeTable`, every route with its
 * access, ./routeAccess.ts) gives each method and path and what it needs; the module definitions
 * (kit/resource: resources through `everyCall`, reports, actions, handlers, enum loaders) give the
 * engine calls their fields with types, limits and choices, labelled in zh-CN and en-US. A platform
 * route (server/http/routes/*.ts) declares its input as a zod schema beside its access
 * (`config.input`, routes/common.ts): the same schema validates the call and, through zod's
 * `z.toJSONSchema(schema, { io: 'input' })`, gives its fields here (what JSON Schema cannot say, a
 * refinement or a transform, is left out: `{}` or the check's absence). A route that declares nothing
 * (pages, probes, files by id, a live stream) is still described by its method, path parameters,
 * packings, envelope, access and errors. tests/server/openapi.test.ts checks the document against the
 * route table, the declared inputs against their fields, and validates it.
 *
 * Platform routes whose input is not a declared schema read by `route`/`read`/`write`:
 * - POST /cloud/devices/rest/ingest declares its schema (`ingestBody`) but validates the raw body
 *   itself, after the device's key is checked (a stranger learns no field rules);
 * - GET /cloud/devices/rest/live/stream reads only its `ticket` query (an EventSource), a one-use secret;
 * - GET …/np/file/download/:id and GET …/np/file/photo/:id take a path parameter only (described as such);
 * - POST …/np/file/upload and POST …/np/file/uploadPhoto take multipart files, read from the body
 *   (upload declares its other field, `tenantId`);
 * - the engine's lookup calls (routes/lookups.ts, routes/views.ts, routes/resources.ts,
 *   routes/structures.ts) are described from the module definitions, not here.
 *
 * @example
 *   const doc = openapiDocument(app.routeTable, modules);   // built once, on the first request
 */
import { z } from 'zod';
import type { AccessRow, RouteAccess } from './routeAccess';
import type { DeclaredInput } from './input';
import type { LoadedModule } from '../resources/modules';
import {
  callKey,
  callsOf,
  enumOptionsOf,
  everyCall,
  fieldList,
  isComputedReport,
  kitMessages,
  operationFunction,
  functionOf,
  translator,
  type NamedField,
  type ModuleResources,
  type Operation,
  type ParsedCall,
  type ResourceDef,
  type Translate,
} from '../resources/kit';

type Schema = Record<string, unknown>;
type Labels = { 'zh-CN': string; 'en-US': string };

/** What the definitions say of one engine call. */
type Described = {
  module: string;
  summary: Labels;
  kind: 'list' | 'read' | 'write' | 'file' | 'enum' | 'handler';
  fields: { name: string; schema: Schema; required: boolean }[];
  pack: ParsedCall['pack'];
  json: boolean;
  fn?: string | null;
};

const PAGE_FIELDS = [
  { name: 'pageNo', schema: { type: 'integer', minimum: 1, description: 'Page number (1-based; default 1)' }, required: false },
  { name: 'pageSize', schema: { type: 'integer', minimum: 1, maximum: 1000, description: 'Rows per page (default 10)' }, required: false },
  { name: 'sortField', schema: { type: 'string', description: 'Field to sort by' }, required: false },
  { name: 'sortOrder', schema: { type: 'string', enum: ['asc', 'desc'] }, required: false },
];
const ID_FIELD = { name: 'id', schema: { type: 'integer', minimum: 1, description: 'Record id' }, required: true };
const IDS_FIELD = { name: 'ids', schema: { type: 'string', description: 'Record ids, comma separated (or an array in JSON)' }, required: true };

/** A field's JSON schema: its type, limits and choices, labelled in both languages. */
function fieldSchema(f: NamedField, m: ModuleResources, zh: Translate, en: Translate): Schema {
  let s: Schema;
  switch (f.type) {
    case 'text':
      s = { type: 'string', ...(f.min !== undefined ? { minLength: f.min } : {}), ...(f.max !== undefined ? { maxLength: f.max } : {}), ...(f.pattern ? { pattern: f.pattern } : {}) };
      break;
    case 'number':
    case 'money':
      s = { type: f.type === 'number' && f.integer ? 'integer' : 'number', ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}), ...(f.unit ? { 'x-unit': f.unit } : {}) };
      break;
    case 'date':
      s = { type: 'string', format: 'date' };
      break;
    case 'datetime':
      s = { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' };
      break;
    case 'boolean':
      s = { type: 'boolean' };
      break;
    case 'enum': {
      const options = enumOptionsOf(f, m.enums);
      const one: Schema = options.length
        ? { type: 'string', enum: options.map((o) => o.value), 'x-enum-labels': Object.fromEntries(options.map((o) => [o.value, { 'zh-CN': zh(o.label), 'en-US': en(o.label) }])) }
        : { type: 'string', ...(f.source ? { 'x-options-source': f.source } : {}), ...(f.from ? { 'x-options-from': f.from.resource } : {}) };
      s = f.multiple ? { type: 'array', items: one } : one;
      break;
    }
    case 'reference':
      s = { type: ['integer', 'string'], 'x-reference': f.resource };
      break;
    case 'image':
    case 'file':
      s = f.multiple ? { type: 'string', description: 'File ids, comma separated (POST /cloud/files/rest/upload)' } : { type: 'string', description: 'File id' };
      break;
    default:
      s = { type: 'string', 'x-field-type': f.type };
  }
  const label = f.label ?? f.name;
  return { ...s, title: zh(label), 'x-labels': { 'zh-CN': zh(label), 'en-US': en(label) }, ...(f.help ? { description: `${zh(f.help)} / ${en(f.help)}` } : {}) };
}

const OP_WORDS: Record<Operation, [string, string]> = {
  list: ['分页查询', 'list (paged)'],
  all: ['全部', 'list all'],
  get: ['详情', 'get one'],
  create: ['新增', 'create'],
  update: ['修改', 'update'],
  upsert: ['保存', 'save (create without id)'],
  remove: ['删除', 'delete'],
  recycleList: ['回收站', 'recycle bin'],
  recover: ['恢复', 'recover'],
  import: ['导入', 'import'],
  export: ['导出', 'export (xlsx)'],
  backup: ['备份导出', 'backup (xlsx)'],
};

type Field = { name: string; schema: Schema; required: boolean };

/**
 * A platform route's declared input (zod) as fields with types, limits and choices: the JSON Schema
 * of what the call accepts (`io: 'input'`: a preprocessed field is described by what it becomes
 * valid as; a default makes it optional). What JSON Schema cannot represent becomes `{}`.
 */
export function declaredFields(input: DeclaredInput): Field[] {
  const json = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Schema;
  const properties = (json.properties ?? {}) as Record<string, Schema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, schema, required: required.has(name) }));
}

/** Every engine call the module definitions describe, by `METHOD path`. */
export function describedCalls(modules: readonly LoadedModule[]): Map<string, Described> {
  const out = new Map<string, Described>();
  for (const { resources: m, server } of modules) {
    const zh = translator('zh-CN', kitMessages, m.messages);
    const en = translator('en-US', kitMessages, m.messages);
    const fieldsOf = (def: ResourceDef, filterOnly: boolean) =>
      fieldList(def)
        .filter((f) => (filterOnly ? f.filter : f.form !== false))
        .map((f) => ({ name: f.name, schema: fieldSchema(f, m, zh, en), required: !filterOnly && f.required === true }));
    const title = (def: ResourceDef, words: [string, string]): Labels => ({ 'zh-CN': `${zh(def.title)} · ${words[0]}`, 'en-US': `${en(def.title)} · ${words[1]}` });
    for (const def of m.resources) {
      for (const { op, call } of everyCall(def)) {
        const fields =
          op === 'list' || op === 'all' || op === 'recycleList' || op === 'export'
            ? [...(op === 'list' || op === 'recycleList' ? PAGE_FIELDS : []), ...fieldsOf(def, true)]
            : op === 'get'
              ? [ID_FIELD]
              : op === 'remove' || op === 'recover'
                ? [IDS_FIELD]
                : op === 'create' || op === 'upsert'
                  ? [...(op === 'upsert' ? [{ ...ID_FIELD, required: false }] : []), ...fieldsOf(def, false)]
                  : op === 'update'
                    ? [ID_FIELD, ...fieldsOf(def, false)]
                    : op === 'import'
                      ? [{ name: 'file', schema: { type: 'string', format: 'binary' }, required: false }, { name: 'mode', schema: { type: 'string', description: "'template' answers the import template" }, required: false }]
                      : [];
        const kind = op === 'list' || op === 'recycleList' ? 'list' : op === 'export' || op === 'backup' ? 'file' : op === 'get' || op === 'all' ? 'read' : 'write';
        out.set(`${call.method} ${call.path}`, { module: m.module, summary: title(def, OP_WORDS[op]), kind, fields, pack: call.pack, json: call.json, fn: op === 'upsert' ? operationFunction(m.module, def, 'create') : operationFunction(m.module, def, op) });
      }
      for (const action of Object.values(def.actions ?? {})) {
        const call = parsed(action.api);
        const prompt = Object.keys(action.prompt ?? {}).map((k) => ({ name: k, schema: { type: 'string', title: zh(action.prompt![k]!), 'x-labels': { 'zh-CN': zh(action.prompt![k]!), 'en-US': en(action.prompt![k]!) } }, required: false }));
        out.set(`${call.method} ${call.path}`, {
          module: m.module,
          summary: { 'zh-CN': `${zh(def.title)} · ${zh(action.label)}`, 'en-US': `${en(def.title)} · ${en(action.label)}` },
          kind: action.download ? 'file' : 'handler',
          fields: [...(action.scope === 'row' ? [ID_FIELD] : action.scope === 'selection' ? [IDS_FIELD] : []), ...prompt],
          pack: call.pack,
          json: call.json,
          fn: undefined,
        });
      }
    }
    for (const def of m.reports ?? []) {
      if (!isComputedReport(def)) continue;
      const calls = callsOf(def);
      const filters = fieldsOf(def, true);
      if (calls.list) out.set(`${calls.list.method} ${calls.list.path}`, { module: m.module, summary: title(def, ['报表', 'report (paged)']), kind: 'list', fields: [...PAGE_FIELDS, ...filters], pack: calls.list.pack, json: calls.list.json, fn: null });
      if (calls.export) out.set(`${calls.export.method} ${calls.export.path}`, { module: m.module, summary: title(def, OP_WORDS.export), kind: 'file', fields: filters, pack: calls.export.pack, json: calls.export.json, fn: functionOf(m.module, def, 'export') });
    }
    for (const e of [...(m.enums ? [m.enums] : []), ...(m.enumLoaders ?? [])]) {
      const call = parsed(e.api);
      out.set(`${call.method} ${call.path}`, { module: m.module, summary: { 'zh-CN': `${zh(m.module)} · 枚举`, 'en-US': `${m.module} · enumerations` }, kind: 'enum', fields: [], pack: call.pack, json: call.json, fn: null });
    }
    for (const key of Object.keys(server.handlers ?? {})) {
      const call = parsed(key);
      const k = `${call.method} ${call.path}`;
      if (!out.has(k)) out.set(k, { module: m.module, summary: { 'zh-CN': `${m.module} · ${call.path.split('/').pop()}`, 'en-US': `${m.module} · ${call.path.split('/').pop()}` }, kind: 'handler', fields: [], pack: call.pack, json: call.json });
    }
  }
  return out;
}

function parsed(call: Parameters<typeof callKey>[0]): { method: string; path: string; pack: ParsedCall['pack']; json: boolean } {
  const [method, path] = callKey(call).split(' ') as [string, string];
  const c = typeof call === 'object' ? call : { pack: [], json: false };
  return { method, path, pack: (c as { pack?: ParsedCall['pack'] }).pack ?? [], json: (c as { json?: boolean }).json ?? false };
}

/** A fastify route's path as an OpenAPI path (`:id` → `{id}`, `*` → `{wildcard}`), with its parameters. */
export function openapiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url
    .replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => {
      params.push(name);
      return `{${name}}`;
    })
    .replace(/\*$/, () => {
      params.push('wildcard');
      return '{wildcard}';
    });
  return { path, params };
}

/** The security requirement and the function a declaration needs. */
function accessOf(access: RouteAccess, fn: string | null | undefined): Schema {
  if ('public' in access) return { security: [], 'x-access': { public: access.public } };
  const signedIn = { security: [{ bearer: [] }, { accessTokenHeader: [] }] };
  if ('read' in access) return { ...signedIn, 'x-access': { read: true } };
  if ('own' in access) return { ...signedIn, 'x-access': { own: access.own } };
  if ('fn' in access) return { ...signedIn, 'x-function': access.fn, 'x-access': { fn: access.fn, ...(access.systems ? { systems: access.systems } : {}) } };
  const need = typeof access.need === 'function' ? (fn ?? 'decided by the request') : access.need;
  return { ...signedIn, ...(need ? { 'x-function': need } : {}), 'x-access': { module: access.module, need: need ?? null } };
}

const ERRORS = {
  '400': 'The body is not valid JSON (result 1)',
  '401': 'No valid token on a protected call (result 401)',
  '403': 'The caller lacks the call’s system or function, or names another tenant (result 403)',
  '404': 'No such call (result 404)',
  '413': 'Body larger than BODY_LIMIT_BYTES (result 1)',
  '415': 'A content type the server does not read (result 1)',
  '500': 'An unexpected fault (result 500); logged, never sent',
};

/** The OpenAPI 3.1 document of `routes` (the route table), described by `modules` where they can. */
export function openapiDocument(routes: readonly AccessRow[], modules: readonly LoadedModule[]): Schema {
  const described = describedCalls(modules);
  const paths: Record<string, Record<string, Schema>> = {};
  const usedIds = new Set<string>();
  const tags = new Set<string>();
  const schemas: Record<string, Schema> = {};
  // One schema often serves several rows (GET and POST, a path and its alias): converted once.
  const declared = new Map<DeclaredInput, Field[]>();
  const fieldsOf = (input: DeclaredInput) => {
    let fields = declared.get(input);
    if (!fields) declared.set(input, (fields = declaredFields(input)));
    return fields;
  };
  for (const row of routes) {
    if (row.method === 'HEAD' || row.method === 'OPTIONS') continue;
    const method = row.method.toLowerCase();
    const { path, params } = openapiPath(row.url);
    const d = described.get(`${row.method} ${row.url}`);
    const tag = d?.module ?? ('module' in row.access ? row.access.module : platformTag(row.url));
    tags.add(tag);
    let id = `${method}${row.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`;
    while (usedIds.has(id)) id += '_';
    usedIds.add(id);
    const fields = (d?.fields ?? (row.input ? fieldsOf(row.input) : [])).filter((f) => !params.includes(f.name));
    const inputSchema: Schema = {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.name, f.schema])),
      ...(fields.some((f) => f.required) && d?.kind !== 'list' ? { required: fields.filter((f) => f.required).map((f) => f.name) } : {}),
      additionalProperties: true,
    };
    const inputName = `${id}Input`;
    if (row.method !== 'GET') schemas[inputName] = inputSchema;
    const fieldsSchema = { $ref: `#/components/schemas/${inputName}` };
    const parameters: Schema[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    if (row.method === 'GET') for (const f of fields) parameters.push({ name: f.name, in: 'query', required: f.required && d?.kind !== 'list', schema: f.schema });
    const packed = d?.pack.includes('parameters') || d?.pack.includes('param');
    const operation: Schema = {
      operationId: id,
      tags: [tag],
      summary: d ? d.summary['zh-CN'] : `${row.method} ${row.url}`,
      ...(d ? { description: d.summary['en-US'], 'x-labels': d.summary } : {}),
      ...accessOf(row.access, d?.fn),
      ...(d?.pack.length ? { 'x-packing': d.pack } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(row.method !== 'GET'
        ? {
            requestBody: {
              required: false,
              content: {
                'application/json': { schema: fieldsSchema },
                'application/x-www-form-urlencoded': { schema: packed ? { type: 'object', properties: { parameters: { type: 'string', description: 'The fields as JSON text' } } } : fieldsSchema },
                'multipart/form-data': { schema: d?.fields.some((f) => f.name === 'file') ? fieldsSchema : { type: 'object', additionalProperties: true } },
              },
            },
          }
        : {}),
      responses: {
        '200':
          d?.kind === 'file'
            ? { description: 'A workbook or file (or the envelope with result ≠ 0)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } }
            : { description: 'The envelope; result 0 is success, 1 invalid input or a refusal (msg says why)', content: { 'application/json': { schema: d?.kind === 'list' ? { $ref: '#/components/schemas/PageEnvelope' } : { $ref: '#/components/schemas/Envelope' } } } },
        ...Object.fromEntries(Object.keys(ERRORS).filter((c) => c !== '401' && c !== '403' ? true : !('public' in row.access)).map((c) => [c, { $ref: `#/components/responses/E${c}` }])),
      },
    };
    (paths[path] ??= {})[method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'UrbanOps API',
      version: '1',
      description:
        'Every call the server answers, generated from the declarations that serve them (route table, module definitions). Conventions: docs/api.md. ' +
        'Input: query, form, JSON or multipart fields merged; `parameters`/`param` may hold the fields as JSON text. Every answer is the envelope `{ result, msg, data }`.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of /cas/login (`access-token` header) or /cas/loginForToken' },
        accessTokenHeader: { type: 'apiKey', in: 'header', name: 'access_token' },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['result', 'msg', 'data'],
          properties: {
            result: { type: 'integer', description: '0 success; 1 invalid input or refusal; 2 captcha; 3 locked; 401; 403; 404; 500' },
            msg: { type: 'string' },
            data: {},
            exception: { type: 'string', description: 'On failure, repeats msg' },
            timestamp: { type: 'integer' },
          },
        },
        Page: {
          type: 'object',
          properties: { records: { type: 'array', items: { type: 'object', additionalProperties: true } }, total: { type: 'integer' }, pageNo: { type: 'integer' }, pageSize: { type: 'integer' } },
        },
        PageEnvelope: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data: { $ref: '#/components/schemas/Page' } } }] },
        ...schemas,
      },
      responses: Object.fromEntries(Object.entries(ERRORS).map(([c, description]) => [`E${c}`, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } }])),
    },
  };
}

/** The tag of a platform route: its service (cas, management, files, devices, …). */
function platformTag(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] === 'cloud' && parts[1]) return `platform: ${parts[1]}`;
  return `platform: ${parts[0] ?? 'root'}`;
}
