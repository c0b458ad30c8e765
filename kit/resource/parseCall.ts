/** A call as the definitions write it (`'GET /a/b'`, a bare path, or the object form), parsed. */
import type { ApiCall, HttpMethod, Packing } from './types';

/** A call in its object form. */
export type ParsedCall = { method: HttpMethod; path: string; pack: Packing[]; json: boolean };

/** `'GET /a/b'` → `{ method: 'GET', path: '/a/b', pack: ['tenant'], json: false }`; a bare path is POST. */
export function parseCall(call: ApiCall): ParsedCall {
  if (typeof call !== 'string') {
    return { method: call.method ?? 'POST', path: call.path, pack: call.pack ?? ['tenant'], json: call.json ?? false };
  }
  const m = /^(?:(GET|POST)\s+)?(\/\S+)$/.exec(call.trim());
  if (!m) throw new Error(`bad call "${call}": write "METHOD /path" or "/path"`);
  return { method: (m[1] as HttpMethod | undefined) ?? 'POST', path: m[2]!, pack: ['tenant'], json: false };
}
