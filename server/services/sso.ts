/**
 * Single sign-on from a registered third-party app. The app sends `userInfo` (a JSON text with
 * `userId`, its own user id, and `timestamp` in ms), and `sign` = hex HMAC-SHA256(app secret,
 * userInfo exactly as sent). The timestamp must be within 5 minutes of now, a signature is accepted
 * once (replay refused), and the app's user must be bound to a local user.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import type { AuthService, LoginResult } from './auth';
import { safeEqual } from './secrets';

export const SSO_WINDOW_MS = 5 * 60 * 1000;

/** Signs a userInfo text for an app (what a third-party app does; used in tests and docs). */
export function signUserInfo(secret: string, userInfo: string): string {
  return createHmac('sha256', secret).update(userInfo, 'utf8').digest('hex');
}

export class SsoService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
    private readonly auth: AuthService,
  ) {}

  async signIn(appKey: string, userInfo: string, sign: string): Promise<LoginResult> {
    const app = await this.db.selectFrom('third_party_apps').selectAll().where('id', '=', appKey).executeTakeFirst();
    if (!app) throw new HttpError('FAILED', messages.ssoUnknownApp);
    if (!safeEqual(signUserInfo(app.secret, userInfo), sign.toLowerCase())) throw new HttpError('FAILED', messages.ssoBadSignature);
    let parsed: unknown;
    try {
      parsed = JSON.parse(userInfo);
    } catch {
      throw new HttpError('INVALID_INPUT', 'userInfo：不是有效的 JSON');
    }
    const info = parsed as { userId?: unknown; timestamp?: unknown };
    if (typeof info !== 'object' || info === null || typeof info.userId !== 'string' || !info.userId) throw new HttpError('INVALID_INPUT', 'userInfo.userId：不能为空');
    if (typeof info.timestamp !== 'number') throw new HttpError('INVALID_INPUT', 'userInfo.timestamp：类型不正确，应为数字');
    const now = this.config.now();
    if (Math.abs(now - info.timestamp) > SSO_WINDOW_MS) throw new HttpError('FAILED', messages.ssoExpired);
    await this.db.deleteFrom('sso_nonces').where('used_at', '<', now - 2 * SSO_WINDOW_MS).execute();
    const used = await this.db.selectFrom('sso_nonces').select('used_at').where('app_id', '=', app.id).where('signature', '=', sign.toLowerCase()).executeTakeFirst();
    if (used) throw new HttpError('FAILED', messages.ssoReplay);
    const binding = await this.db
      .selectFrom('third_party_bindings')
      .innerJoin('users', 'users.id', 'third_party_bindings.user_id')
      .select(['users.id', 'users.tenant_id', 'users.username', 'users.name', 'users.is_super', 'users.password_expires_at'])
      .where('third_party_bindings.app_id', '=', app.id)
      .where('third_party_bindings.external_user_id', '=', info.userId)
      .where('users.tenant_id', '=', app.tenant_id)
      .whereRef('users.tenant_id', '=', 'third_party_bindings.tenant_id')
      .where('users.status', '=', 'active')
      .executeTakeFirst();
    if (!binding) throw new HttpError('FAILED', messages.ssoUnbound);
    await this.db.insertInto('sso_nonces').values({ app_id: app.id, signature: sign.toLowerCase(), used_at: now }).execute();
    return this.auth.signIn(binding, null, 'sso');
  }
}
