/**
 * The tenant's messaging app (spec areas wechat and wechat-bind), with no outside service: the
 * tenant keeps app configurations (appInfo; the secret answered only masked) and binds one of them
 * as its platform; a staff member binds their messaging account with a one-time code our server
 * issues (shown on their screen, valid CODE_TTL_MS, consumed once), which the messaging side checks
 * and then spends with the account's openId. Refusals are HttpErrors with the catalogue's messages.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import { sha256 } from './secrets';

/** How long a binding code is valid. */
export const CODE_TTL_MS = 5 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const m = messages.messaging;

export type AppInput = { name: string; kind: 'official' | 'mini'; appId: string; appSecret?: string | undefined; remark?: string | undefined };

/**
 * `abcd****wxyz`: enough to recognise a secret or openId, never enough to use it. A value of at most 8
 * characters keeps only its first `shortKeep`.
 */
export function mask(value: string, shortKeep: number): string {
  return value.length <= 8 ? `${value.slice(0, shortKeep)}****` : `${value.slice(0, 4)}****${value.slice(-4)}`;
}

type AppRow = { id: string; name: string; kind: string; app_id: string; app_secret: string; remark: string; bound_at: number | null; bound_by: string | null; updated_at: number };
const toApp = (r: AppRow) => ({
  id: r.id, name: r.name, kind: r.kind, appId: r.app_id, appSecret: mask(r.app_secret, 0), remark: r.remark,
  bound: r.bound_at !== null, boundAt: r.bound_at === null ? null : Number(r.bound_at), boundBy: r.bound_by, updatedAt: Number(r.updated_at),
});

export class MessagingService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private apps(tenantId: string) {
    return this.db.selectFrom('messaging_apps').select(['id', 'name', 'kind', 'app_id', 'app_secret', 'remark', 'bound_at', 'bound_by', 'updated_at']).where('tenant_id', '=', tenantId);
  }

  /** A page of the tenant's app configurations, secrets masked. */
  async page(tenantId: string, query: { pageNo: number; pageSize: number; keyword?: string | undefined }) {
    const rows = (await this.apps(tenantId).orderBy('created_at').orderBy('id').execute())
      .filter((r) => !query.keyword || r.name.includes(query.keyword) || r.app_id.includes(query.keyword));
    const start = (query.pageNo - 1) * query.pageSize;
    return { records: rows.slice(start, start + query.pageSize).map(toApp), total: rows.length, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  private async app(tenantId: string, id: string): Promise<AppRow> {
    const row = await this.apps(tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError('FAILED', messages.notExists('消息应用配置'));
    return row;
  }

  private async assertFreeAppId(tenantId: string, appId: string, except = '') {
    const taken = await this.db.selectFrom('messaging_apps').select('id').where('tenant_id', '=', tenantId).where('app_id', '=', appId).where('id', '!=', except).executeTakeFirst();
    if (taken) throw new HttpError('INVALID_INPUT', m.appIdTaken(appId));
  }

  /** Adds an app configuration (its secret required). */
  async create(tenantId: string, input: AppInput & { appSecret: string }) {
    await this.assertFreeAppId(tenantId, input.appId);
    const now = this.now();
    const id = randomUUID();
    await this.db.insertInto('messaging_apps').values({
      id, tenant_id: tenantId, name: input.name, kind: input.kind, app_id: input.appId, app_secret: input.appSecret,
      remark: input.remark ?? '', bound_at: null, bound_by: null, created_at: now, updated_at: now,
    }).execute();
    return toApp(await this.app(tenantId, id));
  }

  /** Changes an app configuration; without a new secret the kept one stays. */
  async update(tenantId: string, id: string, input: AppInput) {
    await this.app(tenantId, id);
    await this.assertFreeAppId(tenantId, input.appId, id);
    await this.db.updateTable('messaging_apps')
      .set({ name: input.name, kind: input.kind, app_id: input.appId, remark: input.remark ?? '', updated_at: this.now(), ...(input.appSecret ? { app_secret: input.appSecret } : {}) })
      .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    return toApp(await this.app(tenantId, id));
  }

  /** Deletes app configurations; the bound one is refused (unbind first). Answers the names deleted. */
  async delete(tenantId: string, ids: string[]): Promise<string[]> {
    const rows = await this.apps(tenantId).where('id', 'in', ids).execute();
    if (rows.length !== new Set(ids).size) throw new HttpError('FAILED', messages.notExists('消息应用配置'));
    const bound = rows.find((r) => r.bound_at !== null);
    if (bound) throw new HttpError('FAILED', m.appBound(bound.name));
    // Account bindings exist only for the bound app, which is refused above: none to remove.
    await this.db.deleteFrom('messaging_apps').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    return rows.map((r) => r.name);
  }

  /** The app the tenant is bound to, or null. */
  async bound(tenantId: string) {
    const row = await this.apps(tenantId).where('bound_at', 'is not', null).executeTakeFirst();
    return row ? toApp(row) : null;
  }

  /** Binds the tenant to one of its apps; refused while another is bound. */
  async bind(tenantId: string, id: string, by: string) {
    const row = await this.app(tenantId, id);
    const current = await this.bound(tenantId);
    if (current) throw new HttpError('FAILED', current.id === row.id ? m.alreadyBound(row.name) : m.otherBound(current.name));
    await this.db.updateTable('messaging_apps').set({ bound_at: this.now(), bound_by: by }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    return toApp(await this.app(tenantId, id));
  }

  /** Unbinds the tenant's app; the staff's account bindings through it end too. Answers its name. */
  async unbind(tenantId: string): Promise<string> {
    const current = await this.bound(tenantId);
    if (!current) throw new HttpError('FAILED', m.notBound);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('messaging_user_bindings').where('tenant_id', '=', tenantId).where('app_pk', '=', current.id).execute();
      await trx.updateTable('messaging_apps').set({ bound_at: null, bound_by: null }).where('tenant_id', '=', tenantId).where('id', '=', current.id).execute();
    });
    return current.name;
  }

  // ---- a staff member's account ---------------------------------------------------------------

  /** Issues a one-time binding code for the user (earlier unused codes of theirs end). */
  async issueCode(tenantId: string, userId: string): Promise<{ code: string; expiresAt: number }> {
    if (!(await this.bound(tenantId))) throw new HttpError('FAILED', m.notBound);
    const now = this.now();
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    await this.db.deleteFrom('messaging_bind_codes').where((eb) => eb.or([eb('expires_at', '<', now), eb.and([eb('tenant_id', '=', tenantId), eb('user_id', '=', userId)])])).execute();
    await this.db.insertInto('messaging_bind_codes').values({ code_hash: sha256(code), tenant_id: tenantId, user_id: userId, expires_at: now + CODE_TTL_MS, used_at: null }).execute();
    return { code, expiresAt: now + CODE_TTL_MS };
  }

  /** The user a live code of the tenant stands for (not spent by looking). */
  async checkCode(tenantId: string, code: string) {
    const row = await this.db.selectFrom('messaging_bind_codes')
      .innerJoin('users', 'users.id', 'messaging_bind_codes.user_id')
      .select(['users.id', 'users.username', 'users.name', 'messaging_bind_codes.expires_at', 'messaging_bind_codes.used_at'])
      .where('messaging_bind_codes.code_hash', '=', sha256(code.toUpperCase()))
      .where('messaging_bind_codes.tenant_id', '=', tenantId)
      .whereRef('users.tenant_id', '=', 'messaging_bind_codes.tenant_id')
      .executeTakeFirst();
    if (!row || row.used_at !== null || Number(row.expires_at) < this.now()) throw new HttpError('FAILED', m.codeInvalid);
    return { userId: row.id, username: row.username, name: row.name, expiresAt: Number(row.expires_at) };
  }

  /** Spends a code: binds its user to the messaging account `openId` of the tenant's bound app. */
  async bindByCode(tenantId: string, code: string, openId: string, nickname: string) {
    const app = await this.bound(tenantId);
    if (!app) throw new HttpError('FAILED', m.notBound);
    const who = await this.checkCode(tenantId, code);
    if (await this.bindingOf(tenantId, who.userId)) throw new HttpError('FAILED', m.userBound(who.name));
    const other = await this.db.selectFrom('messaging_user_bindings').select('user_id').where('tenant_id', '=', tenantId).where('app_pk', '=', app.id).where('open_id', '=', openId).executeTakeFirst();
    if (other) throw new HttpError('FAILED', m.openIdTaken);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      // Spent once: the update that sets used_at is the one that may bind.
      const spent = await trx.updateTable('messaging_bind_codes').set({ used_at: now })
        .where('code_hash', '=', sha256(code.toUpperCase())).where('tenant_id', '=', tenantId).where('used_at', 'is', null).where('expires_at', '>', now)
        .returning('user_id').executeTakeFirst();
      if (spent?.user_id !== who.userId) throw new HttpError('FAILED', m.codeInvalid);
      await trx.insertInto('messaging_user_bindings').values({ tenant_id: tenantId, user_id: who.userId, app_pk: app.id, open_id: openId, nickname, bound_at: now }).execute();
    });
    return { ...(await this.bindingOf(tenantId, who.userId))!, name: who.name };
  }

  /** The user's binding (openId masked), or null. */
  async bindingOf(tenantId: string, userId: string) {
    const row = await this.db.selectFrom('messaging_user_bindings')
      .innerJoin('messaging_apps', 'messaging_apps.id', 'messaging_user_bindings.app_pk')
      .select(['messaging_user_bindings.user_id', 'messaging_user_bindings.open_id', 'messaging_user_bindings.nickname', 'messaging_user_bindings.bound_at', 'messaging_apps.name'])
      .where('messaging_user_bindings.tenant_id', '=', tenantId).where('messaging_user_bindings.user_id', '=', userId)
      .whereRef('messaging_apps.tenant_id', '=', 'messaging_user_bindings.tenant_id')
      .executeTakeFirst();
    return row ? { userId: row.user_id, openId: mask(row.open_id, 2), nickname: row.nickname, appName: row.name, boundAt: Number(row.bound_at) } : null;
  }

  /** Ends the user's binding; refused when there is none. */
  async unbindUser(tenantId: string, userId: string): Promise<void> {
    const gone = await this.db.deleteFrom('messaging_user_bindings').where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new HttpError('FAILED', m.userNotBound);
  }
}
