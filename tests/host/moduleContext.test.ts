// The host's session in one place: one builder of the module context (host/core/moduleContext.ts), and
// the store as the one owner of the token, from which frames, links, address tabs and the shell's own
// calls all read.
import { describe, expect, it } from 'vitest';
import { buildModuleContext, contextParams, framedParams, requestSession } from '../../host/core/moduleContext';
import { createShell } from '../../host/store/shellStore';
import { encodeSystemInfo } from '../../bridge/systemInfo';
import { fakeApi, fakeDeps } from './fakes';

const facts = {
  loginInfo: { tenantId: '1', userId: 'u1', userName: '管理员', token: 'tk' },
  currentSystem: { code: 'clgl', name: '车辆管理' },
};

/** The context of user u1 (tenant 1, token tk) in system clgl, placed on the cars entry, in English. */
const carsContext = {
  token: 'tk',
  tokenType: 'Bearer',
  tenantId: '1',
  userId: 'u1',
  userName: '管理员',
  systemCode: 'clgl',
  systemTitle: '车辆管理',
  menuId: 'fleet.cars',
  locale: 'en-US',
} as const;

describe('the module context builder', () => {
  it('builds the bridge context from the signed-in user, the current system and where the module is shown', () => {
    expect(buildModuleContext(facts, { menuId: 'fleet.cars', locale: 'en-US', theme: 'TechBlue' })).toEqual({ ...carsContext, theme: 'TechBlue' });
  });

  it('leaves out menuId when not placed on a menu entry, and gives empty facts before sign-in', () => {
    const context = buildModuleContext({ loginInfo: null, currentSystem: null }, { locale: 'zh-CN', theme: 'ClassicBlue' });
    expect(context).not.toHaveProperty('menuId');
    expect(context).toMatchObject({ token: '', tenantId: '', userId: '', userName: '', systemCode: '', systemTitle: '' });
  });

  it('gives the same context as address parameters (token twice, as token and access_token) and as the request session', () => {
    const context = buildModuleContext(facts, { menuId: 'fleet.cars', locale: 'zh-CN', theme: 'ClassicBlue' });
    expect(contextParams(context)).toEqual({
      systemCode: 'clgl',
      title: '车辆管理',
      menuId: 'fleet.cars',
      tenantId: '1',
      userId: 'u1',
      token: 'tk',
      access_token: 'tk',
    });
    expect(contextParams({ ...context, menuId: undefined })).not.toHaveProperty('menuId');
    expect(requestSession(context)).toEqual({ token: 'tk', tokenType: 'Bearer', tenantId: '1', userId: 'u1', userName: '管理员' });
  });
});

describe('the session in the shell store', () => {
  async function signedIn(token = 'tk') {
    const deps = fakeDeps(fakeApi(), { locale: () => 'en-US', theme: () => 'OceanBlue' });
    deps.local.setItem('systemInfo', encodeSystemInfo({ tenantId: '1', userId: 'u1', token }));
    const shell = createShell(deps);
    await shell.bootstrap(new URLSearchParams('systemCode=clgl'));
    return { shell, deps };
  }

  it("hands every module the store's session, placed on its menu entry, in the current language and theme", async () => {
    const { shell } = await signedIn();
    expect(shell.moduleContext('fleet.cars')).toEqual({ ...carsContext, theme: 'OceanBlue' });
  });

  it('puts the same context into menu links, windows and address tabs; frame addresses without the token', async () => {
    const { shell, deps } = await signedIn();
    const expected = framedParams(shell.moduleContext('fleet.cars'));
    const link = new URL(shell.menuLink({ id: 'fleet.cars', uri: '/modules/fleet/#/cars' }), deps.origin);
    expect(Object.fromEntries(link.searchParams)).toMatchObject(expected);
    expect(link.searchParams.has('token') || link.searchParams.has('access_token')).toBe(false);

    await shell.openMenu('fleet.gps');
    expect(Object.fromEntries(new URL(deps.opened[0]!, deps.origin).searchParams)).toMatchObject(contextParams(shell.moduleContext('fleet.gps')));

    await shell.openAddress({ uri: '/modules/x/', title: 'X' });
    const tab = shell.store.getState().tabs.tabs.find((t) => t.title === 'X')!;
    expect(Object.fromEntries(new URL(tab.url, deps.origin).searchParams)).toEqual(framedParams(shell.moduleContext()));
  });

  it('resumes the session from the caches in the spec order and keeps one copy of the token', async () => {
    const deps = fakeDeps(fakeApi());
    const shell = createShell(deps);
    expect(shell.resume()).toBe(false);
    expect(shell.store.getState().loginInfo).toBeNull();

    expect(shell.resume(new URLSearchParams('token=urltk&tenantId=2&userId=u9'))).toBe(true);
    expect(shell.store.getState().loginInfo).toEqual({ tenantId: '2', userId: 'u9', userName: '', token: 'urltk', photoUrl: '' });

    deps.local.setItem('systemInfo', encodeSystemInfo({ tenantId: '1', userId: 'u1', token: 'stored' }));
    expect(shell.resume(new URLSearchParams('token=urltk'))).toBe(true);
    expect(shell.moduleContext().token).toBe('stored');
    expect(shell.moduleContext()).toMatchObject({ tenantId: '1', userId: 'u1' });
  });

  it('keeps what the server said about the user when the same session is resumed again (another page of the shell)', async () => {
    const { shell } = await signedIn();
    expect(shell.resume()).toBe(true);
    expect(shell.store.getState().loginInfo).toMatchObject({ userName: '管理员', token: 'tk' });
  });

  it("writes the session caches once the user is known, and forgets the token on logout", async () => {
    const { shell, deps } = await signedIn('tk2');
    expect(deps.local.getItem('access_token')).toBe('tk2');
    await shell.logout();
    expect(shell.store.getState().loginInfo).toBeNull();
    expect(shell.moduleContext().token).toBe('');
    expect(deps.local.getItem('access_token')).toBeNull();
  });

  it('lists the systems of the signed-in user for the system selection page, none when the call fails', async () => {
    const { shell } = await signedIn();
    expect((await shell.loadSystems()).map((s) => s.code)).toEqual(['hwyy', 'clgl']);
    const failing = createShell(fakeDeps(fakeApi({ user: () => Promise.reject(new Error('offline')) })));
    expect(await failing.loadSystems()).toEqual([]);
  });
});
