/**
 * The request client's transport: one XMLHttpRequest per call, with a timeout, cancelling through an
 * AbortSignal, the XSRF cookie header, JSON or blob answers and upload progress. It is what the client
 * used of axios (≈ 14 KB compressed on every module page), in ~2 KB; its errors carry axios's
 * client-side messages ('Network Error', 'timeout of Nms exceeded', 'Request aborted'), which §8 shows
 * as the detail of 'service unavailable'.
 *
 * @example
 *   const answer = await sendHttp<{ result: number }>({ url: '/cloud/x', method: 'POST', body: form, timeout: 120_000 });
 */

/** An HTTP method (either case, as callers write it). */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'get' | 'post' | 'put' | 'delete' | 'patch' | 'head' | 'options';

/** One HTTP call. */
export type HttpCall = {
  url: string;
  method: string;
  /** Prefix of a relative `url`. */
  baseURL?: string;
  headers?: Record<string, string>;
  /** Query parameters, appended to the URL. */
  params?: Record<string, string>;
  body?: XMLHttpRequestBodyInit | null;
  /** Milliseconds; 0 = none. */
  timeout?: number;
  signal?: AbortSignal;
  /** `json` (default): the text parsed as JSON when it is JSON, else the text; `blob`: the bytes. */
  responseType?: 'json' | 'blob';
  /** Send the XSRF cookie as a header to other origins too (default: same origin only). */
  withXSRFToken?: boolean;
  xsrfCookieName?: string;
  xsrfHeaderName?: string;
  /** Resolve every status instead of rejecting those outside 200–299. */
  anyStatus?: boolean;
  onUploadProgress?: (loaded: number, total: number) => void;
};

/** An answer. `header(name)` reads a response header (exposed ones, across origins). */
export type HttpResponse<T> = { status: number; data: T; header(name: string): string | null };

/** Why a call failed; the codes and messages are axios's, so logs and tests read the same. */
export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ETIMEDOUT' | 'ECONNABORTED' | 'ERR_CANCELED';

export class HttpError extends Error {
  readonly code: HttpErrorCode;
  /** The answer, for a status outside 200–299. */
  readonly response: HttpResponse<unknown> | undefined;

  constructor(message: string, code: HttpErrorCode, response?: HttpResponse<unknown>) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.response = response;
  }
}

/** The full address of a call: a relative URL joined to the base, then the parameters. */
export function httpUrl(call: Pick<HttpCall, 'url' | 'baseURL' | 'params'>): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(call.url);
  let url = !absolute && call.baseURL ? `${call.baseURL.replace(/\/+$/, '')}/${call.url.replace(/^\/+/, '')}` : call.url;
  const query = new URLSearchParams(call.params ?? {}).toString();
  if (query) url += (url.includes('?') ? '&' : '?') + query;
  return url;
}

function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!) : undefined;
}

function sameOrigin(url: string): boolean {
  if (typeof location === 'undefined') return true;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

function parse(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one call. Rejects with an {@link HttpError}; never throws synchronously. */
export function sendHttp<T = unknown>(call: HttpCall): Promise<HttpResponse<T>> {
  return new Promise<HttpResponse<T>>((resolve, reject) => {
    const url = httpUrl(call);
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (action: () => void): void => {
      if (settled) return;
      settled = true;
      call.signal?.removeEventListener('abort', onCancel);
      action();
    };
    function onCancel(): void {
      settle(() => reject(new HttpError('canceled', 'ERR_CANCELED')));
      xhr.abort();
    }
    if (call.signal?.aborted) {
      reject(new HttpError('canceled', 'ERR_CANCELED'));
      return;
    }
    call.signal?.addEventListener('abort', onCancel);
    try {
      xhr.open(call.method.toUpperCase(), url, true);
      xhr.timeout = call.timeout ?? 0;
      if (call.responseType === 'blob') xhr.responseType = 'blob';
      const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...call.headers };
      if (call.withXSRFToken === true || (call.withXSRFToken === undefined && sameOrigin(url))) {
        const token = cookie(call.xsrfCookieName ?? 'XSRF-TOKEN');
        if (token) headers[call.xsrfHeaderName ?? 'X-XSRF-TOKEN'] = token;
      }
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (call.onUploadProgress) {
        const progress = call.onUploadProgress;
        xhr.upload.addEventListener('progress', (e) => progress(e.loaded, e.lengthComputable ? e.total : 0));
      }
      xhr.onload = () =>
        settle(() => {
          const data = (call.responseType === 'blob' ? xhr.response : parse(xhr.responseText)) as T;
          const response: HttpResponse<T> = { status: xhr.status, data, header: (name) => xhr.getResponseHeader(name) };
          if (call.anyStatus || (xhr.status >= 200 && xhr.status < 300)) resolve(response);
          else reject(new HttpError(`Request failed with status code ${xhr.status}`, 'ERR_BAD_RESPONSE', response));
        });
      xhr.onerror = () => settle(() => reject(new HttpError('Network Error', 'ERR_NETWORK')));
      xhr.ontimeout = () => settle(() => reject(new HttpError(`timeout of ${call.timeout ?? 0}ms exceeded`, 'ETIMEDOUT')));
      xhr.onabort = () => settle(() => reject(new HttpError('Request aborted', 'ECONNABORTED')));
      xhr.send(call.body ?? null);
    } catch (error) {
      settle(() => reject(new HttpError(error instanceof Error ? error.message : String(error), 'ERR_NETWORK')));
    }
  });
}
