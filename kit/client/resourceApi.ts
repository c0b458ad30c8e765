/**
 * A resource's calls from the browser, framework-free: each operation at the definition's path and
 * method, with its packings, through the one request client (which shows failures as the spec's loader
 * does). Uploads and exports with progress use `fetch` with the same token headers.
 *
 * @example
 *   const api = resourceApi(client, session, carInfo);
 *   const page = await api.list({ pageNo: 1, pageSize: 20, filters: { carCode: '苏A' } });
 */
import type { RequestClient, RequestSession } from '../request';
import { authHeaders, fileNameFromDisposition, saveBlob } from '../request';
import { callsOf, encodeListQuery, parseCall, type ActionDef, type ListQuery, type Page, type ParsedCall, type ResourceDef } from '../resource';

/** What the import call answers (its `data`); the engine's type, shared with the server. */
import type { ImportAnswer } from '../resource';
export type { ImportAnswer };

export type ResourceApiClient = ReturnType<typeof resourceApi>;


function tenantFields(session: RequestSession): Record<string, string> {
  const out: Record<string, string> = {};
  if (session.tenantId) out.tenantId = session.tenantId;
  if (session.userId) out.userId = session.userId;
  return out;
}

/** Calls a parsed call through the client's loader: resolves data, rejects (already shown) on failure. */
export function callWith<T>(client: RequestClient, call: ParsedCall, data: Record<string, unknown>, notice: 'error' | 'silent' = 'error'): Promise<T> {
  return client.load<T>({ url: call.path, method: call.method, data, pack: call.pack, json: call.json, notice });
}

/**
 * Downloads a file answer with progress, by `fetch` (POST form fields, or GET parameters).
 * `onProgress(bytes)` is called as chunks arrive; resolves the saved file name and size.
 */
export async function downloadWithProgress(
  session: RequestSession,
  call: ParsedCall,
  data: Record<string, unknown>,
  onProgress: (bytes: number) => void,
  fallbackName: string,
  save: (blob: Blob, name: string) => void = saveBlob,
): Promise<{ fileName: string; size: number; blob: Blob }> {
  const fields = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...tenantFields(session), ...data })) if (v !== undefined && v !== null && v !== '') fields.set(k, String(v));
  const url = call.method === 'GET' ? `${call.path}?${fields}` : call.path;
  const response = await fetch(url, {
    method: call.method,
    headers: { ...authHeaders(session), ...(call.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {}) },
    body: call.method === 'POST' ? fields : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => ({}))) as { msg?: string };
    throw new Error(body.msg || `HTTP ${response.status}`);
  }
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    onProgress(size);
  }
  const blob = new Blob(chunks as BlobPart[], { type });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  save(blob, fileName);
  return { fileName, size, blob };
}

/** The calls of one resource (or report). */
export function resourceApi(client: RequestClient, getSession: () => RequestSession, def: ResourceDef) {
  const calls = callsOf(def);
  const need = (op: keyof typeof calls): ParsedCall => {
    const c = calls[op];
    if (!c) throw new Error(`${def.id} has no ${op} call`);
    return c;
  };
  return {
    def,
    has: (op: keyof typeof calls) => Boolean(calls[op]),
    list: (q: ListQuery, notice: 'error' | 'silent' = 'error') => callWith<Page>(client, need('list'), encodeListQuery(def, q), notice),
    get: (id: number) => callWith<Record<string, unknown>>(client, need('get'), { id }),
    create: (values: Record<string, unknown>) => callWith<Record<string, unknown>>(client, calls.create ?? need('upsert'), values),
    update: (id: number, values: Record<string, unknown>) => callWith<Record<string, unknown>>(client, calls.update ?? need('upsert'), { ...values, id }),
    remove: (ids: number[]) => callWith<{ deleted: number }>(client, need('remove'), { ids: ids.join(',') }),
    /** Every row matching the filters as an .xlsx, with progress in bytes. */
    exportAll: (q: ListQuery, onProgress: (bytes: number) => void, fallbackName: string) => {
      const { pageNo: _p, pageSize: _s, ...wire } = encodeListQuery(def, { ...q, pageNo: 1, pageSize: 1 });
      return downloadWithProgress(getSession(), need('export'), wire, onProgress, fallbackName);
    },
    /** The import template: an .xlsx with the import columns' headers, as the export writes them. */
    importTemplate: (fallbackName: string) => downloadWithProgress(getSession(), need('import'), { mode: 'template' }, () => undefined, fallbackName),
    /** Uploads a sheet: `check` validates only; `all` writes nothing unless every row is valid; `valid` writes the valid rows. */
    importFile: async (file: File, mode: 'check' | 'all' | 'valid'): Promise<{ result: number; msg: string; data: ImportAnswer | null }> => {
      const call = need('import');
      const form = new FormData();
      for (const [k, v] of Object.entries(tenantFields(getSession()))) form.append(k, v);
      form.append('mode', mode);
      form.append('file', file, file.name);
      const response = await fetch(call.path, { method: 'POST', headers: authHeaders(getSession()), body: form });
      return (await response.json()) as { result: number; msg: string; data: ImportAnswer | null };
    },
    action: <T = unknown>(action: ActionDef, data: Record<string, unknown>) => callWith<T>(client, parseCall(action.api), data),
    actionDownload: (action: ActionDef, data: Record<string, unknown>, onProgress: (bytes: number) => void, fallbackName: string) =>
      downloadWithProgress(getSession(), parseCall(action.api), data, onProgress, fallbackName),
  };
}
