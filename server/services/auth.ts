/**
 * Sign-in, auto-login, sign-out and password change (shell.md §3-§5).
 *
 * Sign-in outcomes (envelope result): 0 signed in; 1 wrong username or password (data.captchaRequired
 * says whether the next attempt needs a captcha); 2 a captcha is needed, or was wrong (msg contains
 * 验证码); 3 the account is locked.
 */
import type { LoginData, LoginRefusal } from '../../kit/contract';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import type { CaptchaService } from './captcha';
import type { GrantService } from './grants';
import { isRefusal, type LoginGuard } from './loginGuard';
import type { OperationLog } from './operationLog';
import type { ParamService } from './params';
import type { RememberToken, RememberTokenService } from './rememberTokens';
import { decryptSecret, hashPassword, verifyPassword, type KeyPair } from './secrets';
import type { AuthContext, IssuedToken, SessionService } from './sessions';

export type LoginRequest = {
  username: string;
  /** base64 RSA-OAEP(SHA-256) ciphertext of the password. */
  password: string;
  ip: string;
  captcha?: { vid: string; vcode: string };
  remember?: { device: string };
  source?: string;
};

export type LoginResult = { data: LoginData; token: IssuedToken };

type UserRow = { id: string; tenant_id: string; username: string; name: string; is_super: number; password_expires_at: number | null };

/** A fixed scrypt hash to verify against when the username does not exist (same timing). */
let dummyHash: Promise<string> | null = null;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
    private readonly keys: KeyPair,
    private readonly sessions: SessionService,
    private readonly remember: RememberTokenService,
    private readonly guard: LoginGuard,
    private readonly captchas: CaptchaService,
    private readonly grants: GrantService,
    private readonly params: ParamService,
    private readonly log: OperationLog,
  ) {}

  /** Decrypts a password field; INVALID_INPUT naming the field when it is not our ciphertext. */
  decrypt(field: string, ciphertext: string): string {
    const plain = decryptSecret(this.keys, ciphertext);
    if (plain === null || plain.length === 0 || plain.length > 128) {
      throw new HttpError('INVALID_INPUT', messages.passwordUndecryptable.replace('password', field));
    }
    return plain;
  }

  async login(request: LoginRequest): Promise<LoginResult> {
    const password = this.decrypt('password', request.password);
    const captchaSolved = request.captcha ? await this.captchas.consume(request.captcha.vid, request.captcha.vcode) : false;
    if (request.captcha && !captchaSolved) {
      throw new HttpError('CAPTCHA_REQUIRED', messages.captchaWrong, { captchaRequired: true } satisfies LoginRefusal);
    }
    const attempt = await this.guard.admit(request.username, request.ip, captchaSolved);
    if (isRefusal(attempt)) {
      if (attempt.kind === 'locked') throw this.locked(attempt.until);
      if (attempt.kind === 'wait') throw this.wait(attempt.until);
      throw new HttpError('CAPTCHA_REQUIRED', messages.captchaRequired, { captchaRequired: true } satisfies LoginRefusal);
    }
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'tenant_id', 'username', 'name', 'is_super', 'password_expires_at', 'password_hash'])
      .where('username', '=', request.username)
      .where('status', '=', 'active')
      .executeTakeFirst();
    dummyHash ??= hashPassword('urbanops-dummy-password');
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !matches) {
      const after = await attempt.failed();
      if (after.lockedUntil !== null) throw this.locked(after.lockedUntil);
      throw new HttpError('FAILED', messages.loginFailed, { captchaRequired: after.captchaRequired } satisfies LoginRefusal);
    }
    await attempt.succeeded();
    return this.signIn(user, password, request.source ?? 'login', request.remember, request.ip);
  }

  /**
   * Auto-login: a valid remember token signs in again and is replaced by the next of its chain. A
   * used-up token presented again revokes the chain and its sessions, and says so.
   */
  async loginWithRememberToken(rememberToken: string): Promise<LoginResult> {
    const outcome = await this.remember.consume(rememberToken);
    if (outcome.kind === 'reused') throw new HttpError('FAILED', messages.rememberReused, { rememberReused: true });
    const used = outcome.kind === 'used' ? outcome.token : null;
    const user = used
      ? await this.db
          .selectFrom('users')
          .select(['id', 'tenant_id', 'username', 'name', 'is_super', 'password_expires_at'])
          .where('tenant_id', '=', used.tenantId)
          .where('id', '=', used.userId)
          .where('status', '=', 'active')
          .executeTakeFirst()
      : undefined;
    if (!used || !user) throw new HttpError('FAILED', messages.rememberInvalid);
    return this.signIn(user, null, 'remember', { device: used.device, chainId: used.chainId });
  }

  /** Signs a known user in (also used by single sign-on). */
  async signIn(user: UserRow, password: string | null, source: string, remember?: { device: string; chainId?: string }, ip = ''): Promise<LoginResult> {
    const issued = remember ? await this.remember.issue(user.tenant_id, user.id, remember.device, remember.chainId) : null;
    const token = await this.sessions.issue(user.tenant_id, user.id, source, issued?.chainId ?? null);
    const data = await this.loginData(user, password);
    if (issued) Object.assign(data, { rememberToken: issued.rememberToken, rememberExpiresAt: issued.rememberExpiresAt } satisfies RememberToken);
    await this.log.record({ tenantId: user.tenant_id, userId: user.id, userName: user.username, operation: 'login', target: user.username, detail: ip ? `${source} ${ip}` : source });
    return { data, token };
  }

  private async loginData(user: UserRow, password: string | null): Promise<LoginData> {
    const isSuper = user.is_super === 1;
    const systems = await this.grants.systemsOf({ tenantId: user.tenant_id, userId: user.id, isSuper });
    const rule = isSuper ? null : await this.params.passwordRule(user.tenant_id);
    const tenant = await this.db.selectFrom('tenants').select('enable_password_policy').where('id', '=', user.tenant_id).executeTakeFirst();
    let compliant = true;
    if (rule && password !== null) {
      try {
        compliant = new RegExp(rule.regex).test(password);
      } catch {
        compliant = true;
      }
    }
    return {
      tenantId: user.tenant_id,
      userId: user.id,
      userName: user.username,
      name: user.name,
      isSuper,
      systemList: systems.map((s) => `${s.id}||${s.name}`),
      enablePasswordPolicy: !isSuper && tenant?.enable_password_policy === 1,
      passwordExpire: !isSuper && this.isExpired(user.password_expires_at),
      passwordExpression: rule?.regex ?? '',
      passwordTip: rule?.tip ?? '',
      passwordCompliant: compliant,
    };
  }

  private isExpired(expiresAt: number | null): boolean {
    return expiresAt !== null && expiresAt <= this.config.now();
  }

  private wait(until: number): HttpError {
    const seconds = Math.max(1, Math.ceil((until - this.config.now()) / 1000));
    return new HttpError('ACCOUNT_LOCKED', messages.loginSlowed(seconds), { captchaRequired: true, retryAt: until } satisfies LoginRefusal);
  }

  private locked(until: number): HttpError {
    const minutes = Math.max(1, Math.ceil((until - this.config.now()) / 60000));
    return new HttpError('ACCOUNT_LOCKED', messages.accountLocked(minutes), { captchaRequired: true, lockedUntil: until } satisfies LoginRefusal);
  }

  /** Signs out: revokes the token, and the remember tokens of the device (or all of them). */
  async logout(auth: AuthContext, device?: string): Promise<void> {
    await this.sessions.revoke(auth.tenantId, auth.tokenId);
    await this.remember.revokeUser(auth.tenantId, auth.userId, device);
    await this.log.record({ tenantId: auth.tenantId, userId: auth.userId, userName: auth.userName, operation: 'logout', target: auth.userName });
  }

  /** True when the caller's password has expired (root's never does). */
  async passwordExpired(auth: AuthContext): Promise<boolean> {
    if (auth.isSuper) return false;
    const row = await this.db
      .selectFrom('users')
      .select('password_expires_at')
      .where('tenant_id', '=', auth.tenantId)
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    return this.isExpired(row?.password_expires_at ?? null);
  }

  /**
   * Changes the caller's password: checks the old one and the tenant's rule, restarts the expiry
   * period, and revokes the user's other tokens and every remember token.
   */
  async changePassword(auth: AuthContext, oldCipher: string, newCipher: string): Promise<void> {
    const oldPassword = this.decrypt('oldPassword', oldCipher);
    const newPassword = this.decrypt('newPassword', newCipher);
    const user = await this.db
      .selectFrom('users')
      .select(['password_hash'])
      .where('tenant_id', '=', auth.tenantId)
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    if (!user || !(await verifyPassword(oldPassword, user.password_hash))) throw new HttpError('FAILED', messages.oldPasswordWrong);
    if (oldPassword === newPassword) throw new HttpError('INVALID_INPUT', messages.samePassword);
    const rule = await this.params.passwordRule(auth.tenantId);
    if (rule && !safeTest(rule.regex, newPassword)) throw new HttpError('INVALID_INPUT', messages.passwordRuleFailed(rule.tip));
    const tenant = await this.db.selectFrom('tenants').select('password_max_age_days').where('id', '=', auth.tenantId).executeTakeFirst();
    const now = this.config.now();
    const maxAge = tenant?.password_max_age_days ?? null;
    await this.db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(newPassword),
        password_changed_at: now,
        password_expires_at: maxAge === null ? null : now + maxAge * 86400000,
      })
      .where('tenant_id', '=', auth.tenantId)
      .where('id', '=', auth.userId)
      .execute();
    await this.sessions.revokeUser(auth.tenantId, auth.userId, auth.tokenId);
    await this.remember.revokeUser(auth.tenantId, auth.userId, undefined, 'password');
    await this.log.record({ tenantId: auth.tenantId, userId: auth.userId, userName: auth.userName, operation: 'changePassword', target: auth.userName });
  }
}

function safeTest(regex: string, value: string): boolean {
  try {
    return new RegExp(regex).test(value);
  } catch {
    return true;
  }
}
