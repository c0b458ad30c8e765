/**
 * Payload conventions (shell.md §7): trimming, the packings, form encoding, GET parameters and the
 * token headers. The request client's light entry: no axios, no React, nothing but these functions, so
 * a page that must stay small (the host's login route) follows the same conventions by importing this
 * file alone (`kit/request/payload`) instead of the client.
 *
 * @example
 *   const body = formEncode(trimStrings(fields));                       // what the client POSTs
 *   await fetch(url, { method: 'POST', body, headers: { ...authHeaders({ token }), 'Content-Type': FORM_CONTENT_TYPE } });
 */
import { REQUEST_DEFAULTS } from './constants';

/** The content type of a form-encoded call (the conventions' default). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
/** The content type of a raw JSON call (the "raw entity type"). */
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** Who is calling: read from the session (or the bridge context) at every call. */
export type RequestSession = {
  token?: string;
  tokenType?: string;
  tenantId?: string;
  userId?: string;
  userName?: string;
  /** The platform user id some services want as `systemUserId`; defaults to `userId`. */
  systemUserId?: string;
  /** The page's language: sent as Accept-Language by calls made outside the request client (downloads, uploads). */
  locale?: string;
};

/**
 * The ways a payload is packed (applied in the order given):
 * - `tenant`: adds tenantId, userId, access_token and token;
 * - `parameters`: wraps the payload as JSON text in a `parameters` field;
 * - `param`: `param` (payload as JSON text) plus `authParam` (JSON text of tenantId, userId, token,
 *   access_token and the cross-domain flag `crossDomain`: 1 or 0);
 * - `userName`: adds userName;
 * - `systemUserId`: adds systemUserId;
 * - `userId`: adds userId beside what is there (e.g. beside `parameters`);
 * - `carDataJson`: wraps the payload as JSON text in a `carDataJson` field.
 */
export type Packing = 'tenant' | 'parameters' | 'param' | 'userName' | 'systemUserId' | 'userId' | 'carDataJson';

/** A request payload: a plain object of fields. */
export type Payload = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The token headers of a call (shell.md §7): `Authorization: <tokenType> <token>` (the spec's type is
 * Bearer) and `access_token: <token>`; none without a token. `bearer: false` leaves out Authorization
 * (the client's `auth: false`) while the access_token header still goes. The one builder of these
 * headers: the request client, the host's fetch calls and the kit's direct uploads all use it.
 *
 * @example
 *   authHeaders({ token: 'tk' })                  // { Authorization: 'Bearer tk', access_token: 'tk' }
 *   authHeaders({ token: 'tk' }, { bearer: false }) // { access_token: 'tk' }
 *   authHeaders({ token: '' })                    // {}
 */
export function authHeaders(session: { token?: string | null; tokenType?: string; locale?: string }, options: { bearer?: boolean } = {}): Record<string, string> {
  // A page's own fetch (a download, an upload) asks for the page's language, as the request client does,
  // not the browser's: the server composes its messages and a workbook's headers in it.
  const language: Record<string, string> = session.locale ? { 'Accept-Language': session.locale } : {};
  const token = session.token;
  if (!token) return language;
  return options.bearer === false ? { ...language, access_token: token } : { ...language, Authorization: `${session.tokenType || REQUEST_DEFAULTS.tokenType} ${token}`, access_token: token };
}

/** Trims surrounding whitespace of every string, in nested objects and arrays too (shell.md §5). Files and blobs are left alone. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => trimStrings(item)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)])) as T;
  }
  return value;
}

/** Applies `packings` to `payload` in order. */
export function packPayload(payload: Payload, packings: readonly Packing[], session: RequestSession, options: { crossDomain?: boolean } = {}): Payload {
  const token = session.token ?? '';
  let packed: Payload = { ...payload };
  for (const packing of packings) {
    switch (packing) {
      case 'tenant':
        packed = { ...packed, tenantId: session.tenantId ?? '', userId: session.userId ?? '', access_token: token, token };
        break;
      case 'parameters':
        packed = { parameters: JSON.stringify(packed) };
        break;
      case 'param':
        packed = {
          param: JSON.stringify(packed),
          authParam: JSON.stringify({
            tenantId: session.tenantId ?? '',
            userId: session.userId ?? '',
            token,
            access_token: token,
            crossDomain: options.crossDomain ? 1 : 0,
          }),
        };
        break;
      case 'userName':
        packed = { ...packed, userName: session.userName ?? '' };
        break;
      case 'systemUserId':
        packed = { ...packed, systemUserId: session.systemUserId ?? session.userId ?? '' };
        break;
      case 'userId':
        packed = { ...packed, userId: session.userId ?? '' };
        break;
      case 'carDataJson':
        packed = { carDataJson: JSON.stringify(packed) };
        break;
    }
  }
  return packed;
}

/** A field value as form text: objects and arrays as JSON text, the rest as strings. */
function formText(value: unknown): string {
  return typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value instanceof Date ? value.toISOString() : String(value);
}

/** Form-encodes a payload: nested objects as JSON text; undefined and null fields are left out. */
export function formEncode(payload: Payload): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    form.append(key, formText(value));
  }
  return form;
}

/** GET parameters: only non-empty ones (not undefined, null or ''); nested objects as JSON text. */
export function queryParameters(payload: Payload | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = formText(value);
  }
  return params;
}

/**
 * Flattens parameters for a GET download address: nested objects spread into their own fields
 * (`{ q: { a: 1 } }` → `a=1`), arrays joined with commas, empty values dropped.
 */
export function flattenParameters(payload: Payload | undefined, into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (isPlainObject(value)) flattenParameters(value, into);
    else if (Array.isArray(value)) into[key] = value.map((v) => formText(v)).join(',');
    else into[key] = formText(value);
  }
  return into;
}
