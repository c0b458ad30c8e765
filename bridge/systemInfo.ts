import { STORAGE_KEYS, type SystemInfo } from './contract';
import { BridgeError } from './errors';

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Encodes the system-info cache as local storage keeps it: JSON, UTF-8, base64, then base64 again
 * (shell.md §3). `access_token` is filled from `token` when absent.
 *
 * @example
 *   localStorage.setItem('systemInfo', encodeSystemInfo({ tenantId: 't1', userId: 'u1', token: 'abc' }));
 */
export function encodeSystemInfo(info: Omit<SystemInfo, 'access_token'> & { access_token?: string }): string {
  const value: SystemInfo = { ...info, access_token: info.access_token ?? info.token };
  const once = bytesToBase64(new TextEncoder().encode(JSON.stringify(value)));
  return bytesToBase64(new TextEncoder().encode(once));
}

/**
 * Decodes a value written by {@link encodeSystemInfo}. `token` falls back to `access_token`.
 *
 * @throws {BridgeError} `INVALID_SYSTEM_INFO` when the text is not a double-base64 JSON object.
 */
export function decodeSystemInfo(encoded: string): SystemInfo {
  let parsed: unknown;
  try {
    const once = new TextDecoder().decode(base64ToBytes(encoded.trim()));
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(once)));
  } catch (error) {
    throw new BridgeError('INVALID_SYSTEM_INFO', 'systemInfo is not JSON encoded in base64 twice', { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new BridgeError('INVALID_SYSTEM_INFO', 'systemInfo does not hold an object');
  }
  const record = parsed as Record<string, unknown>;
  const text = (key: string): string => (typeof record[key] === 'string' || typeof record[key] === 'number' ? String(record[key]) : '');
  const token = text('token') || text('access_token');
  return { tenantId: text('tenantId'), userId: text('userId'), token, access_token: text('access_token') || token };
}

/** Reads and decodes `localStorage.systemInfo`; undefined when absent, unreadable or malformed. */
export function readSystemInfo(storage: Storage | undefined = globalThis.localStorage): SystemInfo | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.systemInfo);
    return raw ? decodeSystemInfo(raw) : undefined;
  } catch {
    return undefined;
  }
}
