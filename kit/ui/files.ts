/**
 * The kit's side of the file service (`file/upload`, `file/info`, `file/download/<id>`): upload
 * through the request client's transport (multipart), metadata by id with a per-page cache,
 * and download URLs that carry the token as `access_token` (so an <img> can show them).
 *
 * @example
 *   const [saved] = await uploadFiles(kit.request, kit.session(), [file]);
 *   const src = fileUrl(kit.request, kit.session(), saved.id);
 */
import { authHeaders, type RequestClient, type RequestSession } from '../request';

const NP = '/cloud/management/rest/np';

/** What the server answers for a stored file. */
export type FileInfo = { id: string; name: string; size: number; type: string; url: string };

/** The ids of a file field's value (one id, a list, or comma text). */
export function fileIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value === 'string' && value !== '') return value.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}

/** The download address of a file, with the token as the `access_token` query. */
export function fileUrl(request: RequestClient, session: RequestSession, id: string): string {
  const base = (request.baseURL ?? '').replace(/\/$/, '');
  const token = session.token ? `?access_token=${encodeURIComponent(session.token)}` : '';
  return `${base}${NP}/file/download/${encodeURIComponent(id)}${token}`;
}

/** Uploads files in one call; resolves their stored metadata or rejects with the server's message. */
export async function uploadFiles(request: RequestClient, session: RequestSession, files: File[]): Promise<FileInfo[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const response = await request.http<{ result?: number; msg?: string; data?: FileInfo[] } | string>({
    url: `${NP}/file/upload`,
    method: 'POST',
    body: form,
    headers: authHeaders(session),
    anyStatus: true,
  });
  const body = typeof response.data === 'object' ? response.data : undefined;
  if (!body || body.result !== 0 || !Array.isArray(body.data)) throw new Error(body?.msg || `HTTP ${response.status}`);
  for (const f of body.data) cache.set(f.id, Promise.resolve(f));
  return body.data;
}

const cache = new Map<string, Promise<FileInfo | null>>();

/** Metadata of the ids (unknown ids are left out); each id is asked once per page. */
export async function fileInfo(request: RequestClient, ids: string[]): Promise<FileInfo[]> {
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const batch = request.load<FileInfo[]>({ url: `${NP}/file/info`, data: { ids: missing.join(',') }, notice: 'silent' }).catch(() => [] as FileInfo[]);
    for (const id of missing) cache.set(id, batch.then((list) => list.find((f) => f.id === id) ?? null));
  }
  const found = await Promise.all(ids.map((id) => cache.get(id)!));
  return found.filter((f): f is FileInfo => f !== null);
}

/** Whether a file matches an accept list of MIME types ('image/*' too) or extensions ('.pdf'). */
export function accepts(accept: readonly string[] | undefined, file: { name: string; type: string }): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((a) => {
    const rule = a.toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
