/** Tenant info, enums, constants, photos and function checks: the small shared lookups of a shell. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { GrantService, UserRef } from './grants';
import { holdsFunction } from '../../kit/resource/functions';
import type { OperationLog } from './operationLog';

export type TenantInfo = { id: string; code: string; name: string; shortName: string; address: string; contact: string; phone: string; enablePasswordPolicy: boolean };

export class DirectoryService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
    private readonly grants: GrantService,
    private readonly log: OperationLog,
  ) {}

  async tenant(tenantId: string): Promise<TenantInfo | null> {
    const r = await this.db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
    if (!r) return null;
    return { id: r.id, code: r.code, name: r.name, shortName: r.short_name, address: r.address, contact: r.contact, phone: r.phone, enablePasswordPolicy: r.enable_password_policy === 1 };
  }

  async enumByName(tenantId: string, enumName: string): Promise<Array<{ code: string; label: string; value: string; name: string }>> {
    const rows = await this.db
      .selectFrom('enum_items')
      .select(['code', 'label'])
      .where('tenant_id', '=', tenantId)
      .where('enum_name', '=', enumName)
      .orderBy('sort')
      .execute();
    return rows.map((r) => ({ code: r.code, label: r.label, value: r.code, name: r.label }));
  }

  async constant(tenantId: string, name: string): Promise<{ name: string; value: string; remark: string; updatedAt: number } | null> {
    const r = await this.db.selectFrom('constants').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
    return r ? { name: r.name, value: r.value, remark: r.remark, updatedAt: r.updated_at } : null;
  }

  /** Updates an existing constant's value; false when the tenant has no constant of that name. */
  async updateConstant(user: UserRef & { userName: string }, name: string, value: string): Promise<boolean> {
    const result = await this.db
      .updateTable('constants')
      .set({ value, updated_at: this.config.now() })
      .where('tenant_id', '=', user.tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.log.record({ tenantId: user.tenantId, userId: user.userId, userName: user.userName, operation: 'updateConstant', target: name, detail: value.slice(0, 200) });
    return true;
  }

  /** Which of the function codes the user holds (through patterns too: `*`, `clgl.*`; kit/resource/functions.ts). */
  async hasFunctions(user: UserRef, codes: string[]): Promise<Record<string, boolean>> {
    const held = await this.grants.functionsOf(user);
    return Object.fromEntries(codes.map((code) => [code, holdsFunction(held, code)]));
  }

  /** Stores an uploaded photo; answers its id (random, unguessable). */
  async savePhoto(user: UserRef, contentType: string, data: Buffer): Promise<string> {
    const id = randomUUID();
    await this.db.insertInto('photos').values({ id, tenant_id: user.tenantId, user_id: user.userId, content_type: contentType, data, created_at: this.config.now() }).execute();
    return id;
  }

  async photo(id: string): Promise<{ contentType: string; data: Buffer } | null> {
    const r = await this.db.selectFrom('photos').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
    return r ? { contentType: r.content_type, data: r.data } : null;
  }

  /** The tenant's stored photos among the ids (for the batch download). */
  async photos(tenantId: string, ids: string[]): Promise<Array<{ id: string; contentType: string; data: Buffer; createdAt: number }>> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('photos').select(['id', 'content_type', 'data', 'created_at']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    return rows.map((r) => ({ id: r.id, contentType: r.content_type, data: r.data, createdAt: r.created_at }));
  }

  /** Sets the caller's photo to one of the tenant's stored photos; false if there is no such photo. */
  async changePhoto(user: UserRef & { userName: string }, photoId: string): Promise<boolean> {
    const photo = await this.db.selectFrom('photos').select('id').where('tenant_id', '=', user.tenantId).where('id', '=', photoId).executeTakeFirst();
    if (!photo) return false;
    await this.db.updateTable('users').set({ photo_id: photoId }).where('tenant_id', '=', user.tenantId).where('id', '=', user.userId).execute();
    await this.log.record({ tenantId: user.tenantId, userId: user.userId, userName: user.userName, operation: 'changePhoto', target: user.userName, detail: photoId });
    return true;
  }
}
