/**
 * The request client of the module kit (shell.md §7, §8) and the query the list model (kit/list)
 * loads with. Used by the host and by every module.
 */
export { createRequestClient, toEnvelope } from './client';
export type { DownloadOptions, EmptyResult, RequestClient, RequestClientOptions, RequestOptions } from './client';
export { REQUEST_DEFAULTS } from './constants';
export { blobText, fileNameFromDisposition, saveBlob } from './download';
export { isRequestError, RequestError, RequestErrorCode, toRequestError } from './errors';
export type { Envelope, ReceivedEnvelope } from '../contract';
export { requestMessage, requestMessages } from './messages';
export type { RequestLocale, RequestMessageKey } from './messages';
export { antdNotifier, createNoticeCenter, silentNotifier } from './notice';
export type { AntdMessageLike, AntdNotificationLike, Notice, NoticeCenter, NoticeLevel, NoticeTone, Notifier } from './notice';
export { authHeaders, FORM_CONTENT_TYPE, flattenParameters, formEncode, JSON_CONTENT_TYPE, packPayload, queryParameters, trimStrings } from './payload';
export type { Packing, Payload, RequestSession } from './payload';
export { clearQueryCache, createQuery } from './query';
export type { Query, QueryOptions, QueryState } from './query';
