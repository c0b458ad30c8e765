import type { OpenTabRequest, PlainMessage } from './contract';

/** A plain window message understood by a host, normalised. */
export type ParsedPlainMessage = { type: 'openTab'; request: OpenTabRequest } | { type: 'tokenInvalid'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a plain `{ type: 'openTab', ... }` or `{ type: 'tokenInvalid' }` message (pages that do not
 * speak penpal). Returns undefined for anything else, including penpal's own messages.
 */
export function parsePlainMessage(data: unknown): ParsedPlainMessage | undefined {
  if (!isRecord(data) || typeof data.type !== 'string') return undefined;
  if (data.type === 'tokenInvalid') {
    return { type: 'tokenInvalid', reason: typeof data.reason === 'string' ? data.reason : 'tokenInvalid message' };
  }
  if (data.type !== 'openTab') return undefined;
  const message = data as PlainMessage & { type: 'openTab' };
  const mode = message.mode === 'window' ? ({ mode: 'window' } as const) : {};
  if (typeof message.menuId === 'string' && message.menuId) return { type: 'openTab', request: { menuId: message.menuId, ...mode } };
  const uri = typeof message.uri === 'string' ? message.uri : typeof message.url === 'string' ? message.url : '';
  if (!uri) return undefined;
  const title = typeof message.title === 'string' ? message.title : typeof message.name === 'string' ? message.name : '';
  const params = isRecord(message.params) ? (message.params as Record<string, string | number | boolean>) : undefined;
  return { type: 'openTab', request: { uri, title, ...(params ? { params } : {}), ...mode } };
}
