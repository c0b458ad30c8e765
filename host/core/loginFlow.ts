/**
 * What happens after the server accepts a sign-in (shell.md §4): caches, the password policy, the
 * expiry check, and where the user goes. Plain TS with its effects injected, so it is tested alone.
 */
import { encodeSystemInfo } from '../../bridge/systemInfo';
import { STORAGE_KEYS } from '../../bridge/contract';
import type { LoginReply, ShellApi } from './shellApi';
import type { Notifier } from './notifier';
import { isOk } from './transport';
import { t } from '../i18n';
import {
  POLICY_REDIRECT_MS,
  REMEMBER_KEY,
  ROOT_USER,
  destinationAfterLogin,
  layoutAddress,
  parseSystemList,
  passwordMatchesRule,
  passwordRule,
  readRemember,
  rememberAfterLogin,
} from './session';

export type LoginFlowDeps = {
  api: ShellApi;
  local: Storage;
  notify: Notifier;
  navigate(to: string): void;
  now(): number;
  sleep(ms: number): Promise<void>;
};

export type LoginOutcome = 'entered' | 'policy' | 'expired' | 'failed';

/** Stores the session caches: systemInfo (encoded twice) and the bare access_token. */
export function storeSession(local: Storage, info: { tenantId: string; userId: string; token: string }): void {
  local.setItem(STORAGE_KEYS.systemInfo, encodeSystemInfo(info));
  local.setItem(STORAGE_KEYS.accessToken, info.token);
}

/** Removes the session caches (logout, expired password). */
export function clearSession(local: Storage): void {
  local.removeItem(STORAGE_KEYS.systemInfo);
  local.removeItem(STORAGE_KEYS.accessToken);
}

/** Removes the remember-me cache (logout clears it; shell.md §4). */
export function clearRemember(local: Storage): void {
  local.removeItem(REMEMBER_KEY);
}

/**
 * Handles a successful login reply: `password` is the typed password (null for auto-login and
 * single sign-on, where there is nothing to check against the tenant rule).
 */
export async function enterAfterLogin(
  deps: LoginFlowDeps,
  input: {
    username: string;
    password: string | null;
    reply: LoginReply;
    choice?: { rememberMe: boolean; autoLogin: boolean };
  },
): Promise<LoginOutcome> {
  const { reply, username, password } = input;
  const data = reply.data;
  if (!data || !reply.token) {
    deps.notify.error(reply.msg || t('login.failed'));
    return 'failed';
  }
  const token = reply.token;
  storeSession(deps.local, { tenantId: String(data.tenantId), userId: String(data.userId), token });
  if (input.choice) {
    const previous = readRemember(deps.local.getItem(REMEMBER_KEY));
    const next = rememberAfterLogin(username, input.choice, data.rememberToken, deps.now(), previous);
    if (next) deps.local.setItem(REMEMBER_KEY, JSON.stringify(next));
    else clearRemember(deps.local);
  }
  const systems = parseSystemList(data.systemList);
  const destination = destinationAfterLogin(username, systems);
  const address = destination.route === 'layout' ? layoutAddress(destination.system) : '/navigation';
  if (username === ROOT_USER) {
    deps.navigate(address);
    return 'entered';
  }

  if (password !== null && data.enablePasswordPolicy !== false) {
    const records = await deps.api.passwordParams(String(data.tenantId), token).catch(() => null);
    const rule = passwordRule(records);
    const regex = rule.regex ?? data.passwordExpression ?? null;
    if (!passwordMatchesRule(password, regex)) {
      deps.notify.warning(rule.tip ?? t('login.policyRedirect'), POLICY_REDIRECT_MS / 1000);
      await deps.sleep(POLICY_REDIRECT_MS);
      deps.navigate(`/pwdChange?address=${encodeURIComponent(address)}`);
      return 'policy';
    }
  }

  let expired: boolean;
  try {
    const check = await deps.api.passwordExpired(token);
    if (!isOk(check)) {
      deps.notify.error(check.msg || t('login.requestFailed'));
      clearSession(deps.local);
      return 'failed';
    }
    expired = check.data === true;
  } catch (error) {
    deps.notify.error((error as Error).message && (error as Error).message !== 'service unavailable' ? (error as Error).message : t('login.requestFailed'));
    clearSession(deps.local);
    return 'failed';
  }
  if (expired) {
    // Not a dead end (issue 10): the password-change page, then on into the shell.
    deps.notify.error(t('login.passwordExpired'));
    deps.navigate(`/pwdChange?reason=expired&address=${encodeURIComponent(address)}`);
    return 'expired';
  }
  if (systems.length === 0) {
    deps.notify.error(t('login.noSystem'));
    return 'failed';
  }
  deps.navigate(address);
  return 'entered';
}

/** The message of a refused login: the server's, else 'username or password does not exist' (§8). */
export function loginFailureMessage(reply: { msg?: string }): string {
  return reply.msg || t('login.failed');
}

/** In the captcha flow, a message naming the verification code refreshes the captcha (§8). */
export function mentionsCaptcha(message: string | undefined): boolean {
  return !!message && /验证码|captcha|verification code/i.test(message);
}

/** True when a login answer asks for the captcha from now on. */
export function captchaRequested(reply: Pick<LoginReply, 'data' | 'msg'> & { result: number | string }): boolean {
  const data = reply.data as { needCaptcha?: unknown; captchaRequired?: unknown } | null;
  return data?.needCaptcha === true || data?.captchaRequired === true || mentionsCaptcha(reply.msg);
}
