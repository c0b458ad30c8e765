/**
 * The shell's calls to the platform server (shell.md §7 "Authentication and shell"), on a
 * {@link Transport}. Paths hidden by the spec ({hash}, {token}) are the reference server's, under
 * /cloud/management/rest/np/ (see README "API").
 */
import type { LoginData, UserInfo } from '../../kit/contract';
import { authHeaders, FORM_CONTENT_TYPE, formEncode } from '../../kit/request/payload';
import { isOk, type Reply, type Transport } from './transport';

export const NP = '/cloud/management/rest/np';

export const paths = {
  publicKey: '/cas/publicKey',
  login: '/cas/login',
  loginWithVcode: '/cas/loginWithVcode',
  loginWithRememberToken: '/cas/loginWithRememberToken',
  logout: '/cas/logout',
  user: '/casServer/user',
  sso: '/cas/getTokenFromThirdPartyAppUser',
  captcha: `${NP}/login/captcha`,
  params: `${NP}/param/getByParamTypeCode`,
  passwordExpired: `${NP}/user/checkPasswordExpire`,
  changePassword: `${NP}/user/changePassword`,
  menuSearch: `${NP}/menu/search`,
  visitLog: `${NP}/track/visitLog`,
  stayTime: `${NP}/track/stayTime`,
  pvuv: `${NP}/track/pvuv`,
  uploadPhoto: `${NP}/file/uploadPhoto`,
  changePhoto: `${NP}/user/changePhoto`,
  photo: `${NP}/file/photo`,
  weather: `${NP}/weather/info`,
  menu: '/cloud/management/util/getMenuJson.sa',
  appConfig: '/app-config.json',
  notices: '/cloud/app/subscribeManage/loadPushRecordPage',
  readNotices: '/cloud/app/subscribeManage/saveReaded',
  hasFunctions: `${NP}/user/hasFunctions`,
} as const;

/** A push record as the bell lists it. */
/** The page a notice opens (server/services/notices.ts NoticeLink): a module's hash route with its query. */
export type NoticeLink = { module: string; path: string; query?: Record<string, string>; title?: string };
/** A push record: `business` is what the bell groups it under (a module id; null: the platform's own). */
export type NoticeItem = { id: string; category: string; title: string; content: string; createdAt: number; read: boolean; business: string | null; link: NoticeLink | null };
export type NoticePage = { records: NoticeItem[]; total: number; unread: number };

export type LoginReply = Reply<LoginData | null> & { token: string | null };

/** The access token travels in the access-token response header as JSON with access_token. */
export function tokenFromHeader(headers: Headers | null): string | null {
  const raw = headers?.get('access-token');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { access_token?: unknown };
    return typeof parsed.access_token === 'string' ? parsed.access_token : null;
  } catch {
    return raw;
  }
}

export type AppConfig = {
  loginUrl: string;
  allowedOrigins: { hosts: string[]; modules: string[] };
  menuClearCache: boolean;
  maxTabs: number;
  /** How often the header bell asks for new notices (ms). */
  noticePollMs: number;
  /** How many tabs keep their page loaded; absent or 0: the shell's default (core/tabModel). */
  keepAliveTabs?: number;
};

export function createShellApi(transport: Transport) {
  const withToken = async (path: string, fields: Record<string, unknown>, token?: string | null): Promise<LoginReply> => {
    const reply = await transport.call<LoginData | null>(path, fields, token === undefined ? {} : { token });
    return { ...reply, token: tokenFromHeader(reply.headers) };
  };
  return {
    async publicKey(): Promise<string> {
      const reply = await transport.call<string | { publicKey?: string }>(paths.publicKey, {}, { method: 'GET', token: null });
      const data = reply.data;
      return typeof data === 'string' ? data : (data?.publicKey ?? '');
    },
    login: (f: { username: string; password: string; rememberMe: boolean; autoLogin: boolean }) =>
      withToken(paths.login, { ...f, ip: '', loginWeb: 'web' }, null),
    loginWithVcode: (f: { username: string; password: string; vid: string; vcode: string; rememberMe: boolean; autoLogin: boolean }) =>
      withToken(paths.loginWithVcode, { ...f, ip: '', loginWeb: 'web' }, null),
    loginWithRememberToken: (f: { rememberToken: string }) => withToken(paths.loginWithRememberToken, f, null),
    sso: (fields: Record<string, unknown>) => withToken(paths.sso, fields, null),
    async captcha(oldId: string | null): Promise<{ vid: string; img: string } | null> {
      const reply = await transport.call<{ vid: string; img: string }>(paths.captcha, { oldId: oldId ?? '' }, { token: null });
      return isOk(reply) && reply.data ? reply.data : null;
    },
    /** The param_password_validate records; skipped (null) without token or tenant (shell.md §5). */
    async passwordParams(tenantId: string, token: string | null): Promise<unknown[] | null> {
      if (!tenantId || !token) return null;
      const reply = await transport.call<unknown[]>(paths.params, { tenantId, paramTypeCode: 'param_password_validate' }, { token });
      return isOk(reply) && Array.isArray(reply.data) ? reply.data : null;
    },
    passwordExpired: (token: string | null) => transport.call<boolean>(paths.passwordExpired, {}, { token }),
    changePassword: (oldPassword: string, newPassword: string) =>
      transport.call<unknown>(paths.changePassword, { oldPassword, newPassword }),
    logout: () => transport.call<unknown>(paths.logout, {}),
    /** Who the session's token (or the given one: a deep link's, before it is used) belongs to. */
    user: (token?: string) => transport.call<UserInfo>(paths.user, {}, token ? { token } : {}),
    menu: (f: { tenantId: string; userId: string; token: string; systemCode: string }) =>
      transport.call<unknown>(paths.menu, f, { method: 'GET' }),
    /** Across the user's systems (no systemCode): results name their system and parent path. */
    menuSearch: (f: { keyword: string; userId: string; tenantId: string; systemCode: string }) =>
      transport.call<unknown>(paths.menuSearch, f),
    visitLog: (menuId: string, extra: Record<string, unknown>) =>
      transport.call<{ id?: string | number } | null>(paths.visitLog, { menuId, ...extra }, { json: true }),
    /** Visit tracking (page views and unique visitors) on the server, beside the local pvuv. */
    pvuv: (menuId: string, systemCode: string, url: string) => transport.call<unknown>(paths.pvuv, { menuId, systemCode, url }),
    stayTime: (id: string, stayTimeMs: number) => transport.call<unknown>(paths.stayTime, { id, stayTime: stayTimeMs }),
    /** The stay time while the page goes away (tab closed, reload): a keepalive request outlives the page. */
    stayTimeOnExit(id: string, stayTimeMs: number, token: string | null): void {
      const headers = { ...authHeaders({ token }), 'Content-Type': FORM_CONTENT_TYPE };
      const body = formEncode({ id, stayTime: Math.round(stayTimeMs) }).toString();
      void fetch(paths.stayTime, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined);
    },
    /** Uploads an image (multipart, field `file`) and makes it the user's photo; the new photo's address. */
    async changePhoto(file: Blob, token: string | null): Promise<string> {
      const form = new FormData();
      form.append('file', file);
      const upload = (await (await fetch(paths.uploadPhoto, { method: 'POST', body: form, headers: authHeaders({ token }) })).json()) as Reply<{ id: string }>;
      if (!isOk(upload) || !upload.data?.id) throw new Error(upload.msg || 'upload');
      const reply = await transport.call<{ photoUrl?: string }>(paths.changePhoto, { photoId: upload.data.id });
      if (!isOk(reply)) throw new Error(reply.msg || 'changePhoto');
      return reply.data?.photoUrl ?? `${paths.photo}/${upload.data.id}`;
    },
    weather: () => transport.call<unknown>(paths.weather, {}, { method: 'GET' }),
    /** The caller's latest push records with the unread count (the header bell). */
    notices: (pageSize: number) => transport.call<NoticePage>(paths.notices, { pageNo: 1, pageSize }),
    /** Marks push records read: some by id, or all of them. */
    readNotices: (which: { ids: string[] } | { all: true }) =>
      transport.call<{ changed: number; unread: number }>(paths.readNotices, 'all' in which ? { all: 'true' } : { ids: which.ids.join(',') }),
    /** Which of `codes` (platform or module functions) the signed-in user holds; none when the call fails. */
    async hasFunctions(codes: string[]): Promise<Record<string, boolean>> {
      const reply = await transport.call<Record<string, boolean>>(paths.hasFunctions, { functionCodes: codes.join(',') });
      return isOk(reply) && reply.data ? reply.data : {};
    },
    async appConfig(): Promise<AppConfig> {
      const fallback: AppConfig = { loginUrl: '', allowedOrigins: { hosts: [], modules: [] }, menuClearCache: true, maxTabs: 20, noticePollMs: 30000 };
      try {
        const response = await fetch(paths.appConfig, { credentials: 'same-origin' });
        if (!response.ok) return fallback;
        const raw = (await response.json()) as Partial<AppConfig>;
        return { ...fallback, ...raw, allowedOrigins: { ...fallback.allowedOrigins, ...(raw.allowedOrigins ?? {}) } };
      } catch {
        return fallback;
      }
    },
  };
}

export type ShellApi = ReturnType<typeof createShellApi>;
