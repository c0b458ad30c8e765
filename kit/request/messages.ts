/**
 * The request client's message catalogue (shell.md §8), keyed, in zh-CN (the spec's words, in Chinese)
 * and en-US. Nothing else in the client spells a user-facing text.
 */
import type { Locale } from '../contract';

/** The client's languages: the contract's {@link Locale} (kept under this name for the request entry). */
export type RequestLocale = Locale;

const zhCN = {
  /** Shared client, status 404. */
  notFound: '接口请求不存在，错误代码404',
  /** Shared client, status 500. */
  serverError: '服务器应用接口错误，错误代码500',
  /** Shared client, other statuses. */
  requestError: '请求错误，请检查或刷新重试',
  /** Shared client, no response. */
  serviceUnavailable: '服务不可用',
  /** Request wrapper, any HTTP failure, abort ('504') or failed promise ('404'). */
  serverException: '服务器异常',
  /** Status 401 (or 0 from user calls). */
  loginTimeout: '登录超时，请重新登录',
  /** A result not 0 whose message field is empty. */
  requestFailed: '请求失败',
  /** Client-side network messages, as the browser client words them. */
  networkError: 'Network Error',
  requestAborted: 'Request aborted',
  timeoutExceeded: 'timeout of {ms}ms exceeded',
} as const;

/** Keys of the catalogue. */
export type RequestMessageKey = keyof typeof zhCN;

/** The catalogue: every key in every locale. */
export const requestMessages: Record<RequestLocale, Record<RequestMessageKey, string>> = {
  'zh-CN': zhCN,
  'en-US': {
    notFound: 'Interface request does not exist, error code 404',
    serverError: 'Server application interface error, error code 500',
    requestError: 'Request error, please check or refresh and retry',
    serviceUnavailable: 'Service unavailable',
    serverException: 'Server exception',
    loginTimeout: 'Login timed out, please log in again',
    requestFailed: 'Request failed',
    networkError: 'Network Error',
    requestAborted: 'Request aborted',
    timeoutExceeded: 'timeout of {ms}ms exceeded',
  },
};

/**
 * The text of `key` in `locale`, with `{name}` placeholders filled.
 *
 * @example
 *   requestMessage('timeoutExceeded', 'zh-CN', { ms: 120000 }); // 'timeout of 120000ms exceeded'
 */
export function requestMessage(key: RequestMessageKey, locale: RequestLocale = 'zh-CN', vars: Record<string, string | number> = {}): string {
  const text = (requestMessages[locale] ?? requestMessages['zh-CN'])[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
