/**
 * The one request client (shell.md §7 "Shared request conventions", §8 errors), framework-free.
 * The host and every module create one with their session source, their notifier and what a 401 does.
 */
import { REQUEST_DEFAULTS } from './constants';
import { blobText, fileNameFromDisposition, saveBlob } from './download';
import type { ReceivedEnvelope as Envelope } from '../contract';
import { RequestError, toRequestError } from './errors';
import { sendHttp, type HttpCall, type HttpResponse, type Method } from './http';
import { requestMessage, type RequestLocale } from './messages';
import { createNoticeCenter, silentNotifier, type NoticeCenter, type NoticeLevel, type Notifier } from './notice';
import {
  authHeaders,
  FORM_CONTENT_TYPE,
  flattenParameters,
  formEncode,
  JSON_CONTENT_TYPE,
  packPayload,
  queryParameters,
  trimStrings,
  type Packing,
  type Payload,
  type RequestSession,
} from './payload';

/** Options of {@link createRequestClient}. */
export type RequestClientOptions = {
  /** Prefix of relative URLs (default: the page's own origin). */
  baseURL?: string;
  /** Read at every call: token and tenant context (the session store, or the bridge context). */
  getSession?: () => RequestSession;
  /** Where notices go: a notifier (wrapped in a notice center with the defaults) or a notice center. */
  notices?: Notifier | NoticeCenter;
  /** Language of the messages (default zh-CN); a function is read at every call. */
  locale?: RequestLocale | (() => RequestLocale);
  /** A 401: tell the bridge `tokenInvalid` (the module kit wires this to the host). */
  onUnauthorized?: (reason: string) => void;
  /** Normal call timeout (default 120 000 ms; 0 = none). */
  timeout?: number;
  /** Download timeout (default 600 000 ms). */
  downloadTimeout?: number;
  /** Saves a downloaded file (default: a browser download link). */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** Opens a GET download address (default: `window.open`). */
  openWindow?: (url: string) => void;
  /** Send the XSRF header to other origins too (default: same origin only). */
  withXSRFToken?: boolean;
};

/** One call. */
export type RequestOptions = {
  url: string;
  /** Default POST. */
  method?: Method;
  /** The fields: form-encoded for POST (nested objects as JSON text), query parameters for GET. */
  data?: Payload;
  /** Send a raw JSON body instead of form fields (the "raw entity type"). */
  json?: boolean;
  /** Payload packings, applied in order (see {@link Packing}). */
  pack?: Packing | readonly Packing[];
  /** The cross-domain flag of the `param` packing. */
  crossDomain?: boolean;
  /** The optional operation header. */
  operation?: string;
  /** Send `Authorization: Bearer <token>` (default true). The `access_token` header goes whenever a token exists. */
  auth?: boolean;
  /** Cancel an earlier in-flight call to the same URL. */
  cancelPrevious?: boolean;
  /** Milliseconds; default 120 000 (downloads 600 000). */
  timeout?: number;
  /** How a failure is shown (default `error`). */
  notice?: NoticeLevel;
  /** `load()`: the envelope field holding the message of a result that is not 0 (default `exception`). */
  messageField?: string;
  /** Cache a GET answer: true for the 60 000 ms time-to-live, or a number of ms. */
  cache?: boolean | number;
  /** A user call: a status-0 failure reads 'login timed out' (§8). */
  userCall?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** A download call: POST (form or JSON body) saved under `fileName` or the content-disposition name. */
export type DownloadOptions = Omit<RequestOptions, 'cache'> & { fileName?: string };

/** The client. */
export type RequestClient = {
  /** The normalised envelope (a response without a numeric result is success with result 0). Rejects on HTTP failures. */
  request<T = unknown>(options: RequestOptions): Promise<Envelope<T>>;
  /** The generic data loader: resolves `data` when result is 0, else shows the message field as an error and rejects. */
  load<T = unknown>(options: RequestOptions): Promise<T>;
  /** The request wrapper: never rejects; HTTP failure → result 1, aborted → '504', failed promise → '404' ('server exception'). */
  wrap<T = unknown>(options: RequestOptions): Promise<Envelope<T>>;
  /** The legacy ajax helper: 30 000 ms, never rejects; a network or ajax error gives an empty result. */
  ajax<T = unknown>(options: RequestOptions): Promise<Envelope<T> | EmptyResult>;
  /** POST download saved as a file; resolves the file name and size. */
  download(options: DownloadOptions): Promise<{ fileName: string; size: number }>;
  /** GET download: opens a new window on the address with flattened parameters (token included). */
  openDownload(url: string, params?: Payload): string;
  /** Cancel the in-flight call to `url`, or all of them. */
  cancel(url?: string): void;
  /** Forget cached GET answers. */
  clearCache(): void;
  /** The base of relative URLs (the option), for addresses built outside a call (file links). */
  readonly baseURL: string | undefined;
  /** A raw call through the client's transport, with its base URL and XSRF setting (file uploads). */
  http<T = unknown>(call: HttpCall): Promise<HttpResponse<T>>;
  /** Watches every call just before it is sent (tools and tests); returns the unsubscribe. */
  onRequest(listener: (call: Readonly<HttpCall>) => void): () => void;
  readonly notices: NoticeCenter;
};

/** The legacy helper's empty result. */
export type EmptyResult = { data?: undefined; result?: undefined };

function isNoticeCenter(value: Notifier | NoticeCenter): value is NoticeCenter {
  return 'notify' in value;
}

/** Normalises an answer: a body without a numeric result is success with result 0. */
export function toEnvelope<T>(body: unknown): Envelope<T> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const result = record.result;
    if (typeof result === 'number') return record as Envelope<T>;
    if (typeof result === 'string' && result.trim() !== '' && Number.isFinite(Number(result))) return { ...record, result: Number(result) } as Envelope<T>;
    return { ...record, data: ('data' in record ? record.data : body) as T, result: REQUEST_DEFAULTS.successResult };
  }
  return { data: body as T, result: REQUEST_DEFAULTS.successResult };
}

/**
 * Creates a request client.
 *
 * @example
 *   const client = createRequestClient({
 *     getSession: () => ({ token, tenantId, userId, userName }),
 *     notices: antdNotifier({ message, notification, redirect: toLogin }),
 *     onUnauthorized: (reason) => host.tokenInvalid(reason),
 *   });
 *   const page = await client.load<Page<Car>>({ url: '/cloud/ljszy/carInfo/pageList', data: { pageNo: 1 }, pack: 'tenant' });
 */
export function createRequestClient(options: RequestClientOptions = {}): RequestClient {
  const notices = options.notices
    ? isNoticeCenter(options.notices)
      ? options.notices
      : createNoticeCenter(options.notices)
    : createNoticeCenter(silentNotifier);
  const locale = (): RequestLocale => (typeof options.locale === 'function' ? options.locale() : options.locale ?? 'zh-CN');
  const session = (): RequestSession => options.getSession?.() ?? {};
  const watchers = new Set<(call: Readonly<HttpCall>) => void>();
  function http<T>(call: HttpCall): Promise<HttpResponse<T>> {
    const full: HttpCall = {
      baseURL: options.baseURL,
      xsrfCookieName: REQUEST_DEFAULTS.xsrfCookieName,
      xsrfHeaderName: REQUEST_DEFAULTS.xsrfHeaderName,
      withXSRFToken: options.withXSRFToken,
      ...call,
    };
    for (const watch of watchers) watch(full);
    return sendHttp<T>(full);
  }
  const inFlight = new Map<string, AbortController>();
  const cache = new Map<string, { expires: number; envelope: Promise<Envelope<unknown>> }>();

  function headersFor(call: RequestOptions): Record<string, string> {
    // The client's language, so the server answers texts it holds in both (menus, system names) in it.
    const headers: Record<string, string> = { 'Accept-Language': locale(), ...authHeaders(session(), { bearer: call.auth !== false }), ...call.headers };
    if (call.operation) headers[REQUEST_DEFAULTS.operationHeader] = encodeURIComponent(call.operation);
    return headers;
  }

  function configFor(call: RequestOptions, extra: Partial<HttpCall> = {}): HttpCall {
    const method = (call.method ?? 'POST').toUpperCase() as Method;
    const packings = call.pack === undefined ? [] : typeof call.pack === 'string' ? [call.pack] : call.pack;
    const payload = packPayload(trimStrings(call.data ?? {}), packings, session(), { crossDomain: call.crossDomain });
    const config: HttpCall = {
      url: call.url,
      method,
      headers: headersFor(call),
      timeout: call.timeout ?? options.timeout ?? REQUEST_DEFAULTS.timeout,
      ...extra,
    };
    if (method === 'GET') config.params = queryParameters(payload);
    else if (call.json) {
      config.body = JSON.stringify(payload);
      config.headers = { ...config.headers, 'Content-Type': JSON_CONTENT_TYPE };
    } else {
      config.body = formEncode(payload);
      config.headers = { ...config.headers, 'Content-Type': FORM_CONTENT_TYPE };
    }
    return config;
  }

  /** Sends, with cancel-previous and the caller's signal; failures become RequestErrors (not yet shown). */
  async function send<T>(call: RequestOptions, extra: Partial<HttpCall> = {}): Promise<HttpResponse<T>> {
    const controller = new AbortController();
    if (call.cancelPrevious) {
      inFlight.get(call.url)?.abort();
    }
    inFlight.set(call.url, controller);
    const onAbort = (): void => controller.abort();
    call.signal?.addEventListener('abort', onAbort);
    if (call.signal?.aborted) controller.abort();
    try {
      return await http<T>({ ...configFor(call, extra), signal: controller.signal });
    } catch (error) {
      throw toRequestError(error, call.url, locale(), { userCall: call.userCall });
    } finally {
      call.signal?.removeEventListener('abort', onAbort);
      if (inFlight.get(call.url) === controller) inFlight.delete(call.url);
    }
  }

  /** Shows a failure at the call's notice level, and tells the bridge about a 401. The one place failures are shown. */
  function report(error: RequestError, call: RequestOptions): void {
    if (error.code === 'CANCELED') return;
    const level = call.notice ?? 'error';
    if (error.code === 'UNAUTHORIZED') {
      notices.notify({ level: level === 'error' ? 'warning' : level, text: error.message, duration: REQUEST_DEFAULTS.loginTimeoutDuration, tone: 'warning' });
      options.onUnauthorized?.(`401 from ${call.url}`);
      return;
    }
    notices.notify({ level, text: error.message, tone: level === 'warning' ? 'warning' : 'error' });
  }

  async function request<T>(call: RequestOptions): Promise<Envelope<T>> {
    const method = (call.method ?? 'POST').toUpperCase();
    const ttl = call.cache === true ? REQUEST_DEFAULTS.cacheTtl : typeof call.cache === 'number' ? call.cache : 0;
    const key = ttl > 0 && method === 'GET' ? `${call.url}?${new URLSearchParams(queryParameters(call.data)).toString()}` : '';
    if (key) {
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return hit.envelope as Promise<Envelope<T>>;
    }
    const pending = send<unknown>(call).then(
      (response) => toEnvelope<T>(response.data),
      (error: RequestError) => {
        report(error, call);
        throw error;
      },
    );
    if (key) {
      cache.set(key, { expires: Date.now() + ttl, envelope: pending });
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  async function load<T>(call: RequestOptions): Promise<T> {
    const envelope = await request<T>(call);
    if (envelope.result === REQUEST_DEFAULTS.successResult) return envelope.data;
    const field = call.messageField ?? 'exception';
    const text = typeof envelope[field] === 'string' && envelope[field] ? (envelope[field] as string) : requestMessage('requestFailed', locale());
    notices.notify({ level: call.notice ?? 'error', text, tone: 'error' });
    throw new RequestError('RESULT_ERROR', text, { envelope, url: call.url });
  }

  async function wrap<T>(call: RequestOptions): Promise<Envelope<T>> {
    const msg = requestMessage('serverException', locale());
    try {
      const response = await send<unknown>(call);
      return toEnvelope<T>(response.data);
    } catch (error) {
      const failure = error as RequestError;
      if (failure.code === 'UNAUTHORIZED') report(failure, { ...call, notice: call.notice ?? 'silent' });
      const result = failure.code === 'ABORTED' || failure.code === 'TIMEOUT' || failure.code === 'CANCELED' ? '504' : failure.status ? 1 : '404';
      return { data: undefined as T, result, msg };
    }
  }

  async function ajax<T>(call: RequestOptions): Promise<Envelope<T> | EmptyResult> {
    try {
      const response = await send<unknown>({ ...call, timeout: call.timeout ?? REQUEST_DEFAULTS.shortTimeout });
      return toEnvelope<T>(response.data);
    } catch (error) {
      if ((error as RequestError).code === 'UNAUTHORIZED') report(error as RequestError, { ...call, notice: call.notice ?? 'silent' });
      return {};
    }
  }

  async function download(call: DownloadOptions): Promise<{ fileName: string; size: number }> {
    let response: HttpResponse<Blob>;
    try {
      response = await send<Blob>(
        { ...call, timeout: call.timeout ?? options.downloadTimeout ?? REQUEST_DEFAULTS.downloadTimeout },
        { responseType: 'blob' },
      );
    } catch (error) {
      report(error as RequestError, call);
      throw error;
    }
    const blob = response.data;
    const type = response.header('content-type') ?? '';
    if (type.includes('application/json')) {
      // A JSON answer to a download is the server saying no.
      const envelope = toEnvelope<unknown>(JSON.parse(await blobText(blob)));
      if (envelope.result !== REQUEST_DEFAULTS.successResult) {
        const field = call.messageField ?? 'exception';
        const text = (envelope[field] as string) || envelope.msg || requestMessage('requestFailed', locale());
        notices.notify({ level: call.notice ?? 'error', text, tone: 'error' });
        throw new RequestError('RESULT_ERROR', text, { envelope, url: call.url });
      }
    }
    const disposition = response.header('content-disposition');
    const fileName = call.fileName || fileNameFromDisposition(disposition) || call.url.split('/').pop() || 'download';
    (options.saveFile ?? saveBlob)(blob, fileName);
    return { fileName, size: blob.size };
  }

  function openDownload(url: string, params?: Payload): string {
    const { token } = session();
    const query = new URLSearchParams(flattenParameters({ ...trimStrings(params ?? {}), ...(token ? { access_token: token } : {}) }));
    const base = new URL(url, options.baseURL ?? globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of query) base.searchParams.set(key, value);
    const address = base.href;
    (options.openWindow ?? ((href: string) => void window.open(href, '_blank', 'noopener')))(address);
    return address;
  }

  return {
    request,
    load,
    wrap,
    ajax,
    download,
    openDownload,
    cancel(url) {
      for (const [key, controller] of inFlight) if (url === undefined || key === url) controller.abort();
    },
    clearCache: () => cache.clear(),
    baseURL: options.baseURL,
    http,
    onRequest(listener) {
      watchers.add(listener);
      return () => void watchers.delete(listener);
    },
    notices,
  };
}
