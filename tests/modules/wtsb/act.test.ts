// A case action's writes (case row, action record, photos, delay application) commit together: a
// failure after the case was updated leaves the case and its history as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../../server/db';
import { prepareModules } from '../../../server/resources';
import { loadModules } from '../../../server/resources/modules';
import { moduleStore } from '../../../server/resources/moduleStore';
import type { HandlerContext } from '../../../kit/resource';
import { act } from '../../../modules/wtsb/server/act';

let dir: string;
let db: Store;
let ctxOf: (id: number) => HandlerContext;
let store: HandlerContext['store'];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wtsb-act-'));
  db = await openDatabase(join(dir, 'test.db'));
  const resourceStore = (await prepareModules(db.db, await loadModules(undefined, ['wtsb']), false)).get('wtsb')!;
  const caller = { tenantId: 't1', userId: 'u-test', userName: '测试员' };
  store = moduleStore(resourceStore, caller);
  const type = await store.create('problemType', { typeCode: 'JS01', typeName: '道路积水', category: 'environment', handleHours: 24 });
  for (const no of ['WT20260101001', 'WT20260101002']) {
    await store.create('problem', { problemNo: no, problemTypeId: type.id, description: '路口积水约二十厘米', address: '中山路口', state: 'reported' });
  }
  ctxOf = (id) => ({ caller, input: { id }, store, t: resourceStore.t });
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const actionsOf = async (problemId: number) => (await store.all('problemAction', { problemId })).length;

describe('a case action is one transaction', () => {
  it('rolls back the case update and the action record when a later write fails', async () => {
    const c = (await store.all('problem', { state: 'reported' }))[0]!;
    const before = await actionsOf(c.id as number);
    const failing = act(ctxOf(c.id as number), 'sign', () => ({
      changes: { signTime: '2026-01-01 08:00:00' },
      remark: '签收',
      after: async () => {
        throw new Error('delay application refused');
      },
    }));
    await expect(failing).rejects.toThrow('delay application refused');
    expect(await store.get('problem', c.id as number)).toEqual(c);
    expect(await actionsOf(c.id as number)).toBe(before);
  });

  it('commits the case update and the action record together when every write succeeds', async () => {
    const c = (await store.all('problem', { state: 'reported' }))[0]!;
    const before = await actionsOf(c.id as number);
    const signed = await act(ctxOf(c.id as number), 'sign', () => ({ changes: { signTime: '2026-01-01 08:00:00' }, remark: '签收' }));
    expect(signed).toMatchObject({ id: c.id, state: 'accepted', lastRemark: '签收' });
    expect(await actionsOf(c.id as number)).toBe(before + 1);
  });
});
