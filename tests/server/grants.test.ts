// Every module call asks whether its caller holds one of the module's systems (access.ts): one
// query, holdsAnySystem, which must answer what the system list (systemsOf) shows the same user,
// for grants through roles, to the user alone, of '*', and for systems the tenant does not have.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { seed } from '../../server/db/seed';
import { GrantService, type UserRef } from '../../server/services/grants';

let dir: string;
let store: Store;
let grants: GrantService;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grants-'));
  store = await openDatabase(join(dir, 'test.db'));
  await seed(store.db, Date.now(), async (p) => `plain:${p}`);
  grants = new GrantService(store.db);
});
afterAll(async () => {
  await store.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** For every user but the platform's super user (who passes every check): holdsAnySystem(user, [code]) against systemsOf(user). */
async function compareAll(): Promise<number> {
  const users = await store.db.selectFrom('users').select(['id', 'tenant_id', 'is_super']).where('is_super', '=', 0).execute();
  const codes = (await store.db.selectFrom('systems').select('code').execute()).map((s) => s.code);
  let held = 0;
  for (const u of users) {
    const user: UserRef = { tenantId: u.tenant_id, userId: u.id, isSuper: u.is_super === 1 };
    const shown = new Set((await grants.systemsOf(user)).map((s) => s.code));
    for (const code of codes) {
      expect(await grants.holdsAnySystem(user, [code]), `${u.id} ${code}`).toBe(shown.has(code));
      if (shown.has(code)) held++;
    }
    expect(await grants.holdsAnySystem(user, codes)).toBe(shown.size > 0);
  }
  return held;
}

describe('holdsAnySystem', () => {
  it('answers as the system list does for every seeded user and system', async () => {
    expect(await compareAll()).toBeGreaterThan(0);
  });

  it('follows a grant to the user alone, a grant of every system, and a system the tenant lost', async () => {
    const outsider = await store.db.selectFrom('users').select(['id', 'tenant_id']).where('is_super', '=', 0).where('username', '=', 'ops').executeTakeFirstOrThrow();
    const user: UserRef = { tenantId: outsider.tenant_id, userId: outsider.id, isSuper: false };
    expect(await grants.holdsAnySystem(user, ['zhgl'])).toBe(false);
    await store.db.insertInto('menu_grants').values({ tenant_id: user.tenantId, role_id: null, user_id: user.userId, system_code: 'zhgl', menu_id: '*' }).execute();
    expect(await grants.holdsAnySystem(user, ['zhgl'])).toBe(true);
    await compareAll();
    await store.db.insertInto('menu_grants').values({ tenant_id: user.tenantId, role_id: null, user_id: user.userId, system_code: '*', menu_id: '*' }).execute();
    expect(await grants.holdsAnySystem(user, ['clgl'])).toBe(true);
    await compareAll();
    await store.db.deleteFrom('tenant_systems').where('tenant_id', '=', user.tenantId).where('system_code', '=', 'clgl').execute();
    expect(await grants.holdsAnySystem(user, ['clgl'])).toBe(false);
    expect(await grants.holdsAnySystem(user, [])).toBe(false);
    await compareAll();
  });
});
