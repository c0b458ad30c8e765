/**
 * The request client's one error class and the one place that turns a failed call into the message the
 * user sees (shell.md §8).
 */
import { HttpError } from './http';
import type { ReceivedEnvelope } from '../contract';
import { requestMessage, type RequestLocale } from './messages';

/** Every code a {@link RequestError} can carry. */
export const RequestErrorCode = {
  /** Status 401: the token was refused (the bridge is told `tokenInvalid`). */
  Unauthorized: 'UNAUTHORIZED',
  /** Status 404. */
  NotFound: 'NOT_FOUND',
  /** Status 500. */
  ServerError: 'SERVER_ERROR',
  /** Any other status outside 200–299. */
  HttpError: 'HTTP_ERROR',
  /** The browser could not reach the server ('Network Error'). */
  NetworkError: 'NETWORK_ERROR',
  /** No answer within the timeout ('timeout of Nms exceeded'). */
  Timeout: 'TIMEOUT',
  /** The browser aborted the request ('Request aborted'). */
  Aborted: 'ABORTED',
  /** Cancelled by the caller, or replaced by a newer call to the same URL. Never shown. */
  Canceled: 'CANCELED',
  /** No response for another reason. */
  NoResponse: 'NO_RESPONSE',
  /** The envelope's result is not 0 (the generic loader). */
  ResultError: 'RESULT_ERROR',
} as const;

/** The closed union of request error codes. */
export type RequestErrorCode = (typeof RequestErrorCode)[keyof typeof RequestErrorCode];

/** A failed call: `message` is the user-facing text (§8), `detail` the client-side message when there is one. */
export class RequestError extends Error {
  readonly code: RequestErrorCode;
  /** HTTP status, when a response came back. */
  readonly status: number | undefined;
  /** The client-side message: 'Network Error', 'Request aborted', 'timeout of Nms exceeded'. */
  readonly detail: string | undefined;
  /** The answer's envelope, for result errors. */
  readonly envelope: ReceivedEnvelope | undefined;
  readonly url: string;

  constructor(
    code: RequestErrorCode,
    message: string,
    extra: { status?: number; detail?: string; envelope?: ReceivedEnvelope; url?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'RequestError';
    this.code = code;
    this.status = extra.status;
    this.detail = extra.detail;
    this.envelope = extra.envelope;
    this.url = extra.url ?? '';
  }
}

/** True when `error` is a {@link RequestError}, optionally with the given code. */
export function isRequestError(error: unknown, code?: RequestErrorCode): error is RequestError {
  return error instanceof RequestError && (code === undefined || error.code === code);
}

/**
 * Maps any failure of a call to a {@link RequestError} with the §8 message in `locale`.
 * `userCall`: a status-0 failure of a user call reads 'login timed out' (§8).
 */
export function toRequestError(error: unknown, url: string, locale: RequestLocale, options: { userCall?: boolean } = {}): RequestError {
  if (error instanceof RequestError) return error;
  const m = (key: Parameters<typeof requestMessage>[0]): string => requestMessage(key, locale);
  if (error instanceof HttpError && error.code === 'ERR_CANCELED') return new RequestError('CANCELED', 'canceled', { url, cause: error });
  if (error instanceof HttpError) {
    const status = error.response?.status;
    if (status !== undefined && status !== 0) {
      if (status === 401) return new RequestError('UNAUTHORIZED', m('loginTimeout'), { status, url, cause: error });
      if (status === 404) return new RequestError('NOT_FOUND', m('notFound'), { status, url, cause: error });
      if (status === 500) return new RequestError('SERVER_ERROR', m('serverError'), { status, url, cause: error });
      // No right: the server's envelope says which (its catalogue's message), when it sent one.
      const said = (error.response?.data as { msg?: unknown } | undefined)?.msg;
      if (status === 403 && typeof said === 'string' && said) return new RequestError('HTTP_ERROR', said, { status, url, cause: error });
      return new RequestError('HTTP_ERROR', m('requestError'), { status, url, cause: error });
    }
    const unavailable = options.userCall ? m('loginTimeout') : m('serviceUnavailable');
    if (error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /^timeout of/.test(error.message))) {
      return new RequestError('TIMEOUT', unavailable, { status: 0, detail: error.message, url, cause: error });
    }
    if (error.code === 'ECONNABORTED') {
      return new RequestError('ABORTED', unavailable, { status: 0, detail: error.message || m('requestAborted'), url, cause: error });
    }
    if (error.code === 'ERR_NETWORK') {
      return new RequestError('NETWORK_ERROR', unavailable, { status: 0, detail: error.message || m('networkError'), url, cause: error });
    }
    return new RequestError('NO_RESPONSE', unavailable, { status: 0, detail: error.message, url, cause: error });
  }
  return new RequestError('NO_RESPONSE', m('serviceUnavailable'), { detail: error instanceof Error ? error.message : String(error), url, cause: error });
}
