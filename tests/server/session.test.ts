import { afterEach, describe, expect, it } from 'vitest';
import { encryptPassword, signIn, startServer, type TestServer } from '../support/server';
import { call } from './helpers';

let server: TestServer;
afterEach(async () => server?.close());

const NP = '/cloud/management/rest/np';

describe('tokens', () => {
  it('accepts the token as a Bearer header, an access_token header, or a token/access_token field', async () => {
    server = await startServer();
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    expect((await call(server.url, '/casServer/checkToken', { token, json: {} })).body.result).toBe(0);
    expect((await call(server.url, '/casServer/checkToken', { headers: { access_token: token }, json: {} })).body.result).toBe(0);
    expect((await call(server.url, '/casServer/checkToken', { form: { token } })).body.result).toBe(0);
    expect((await call(server.url, `/cloud/management/util/logininfo.sa?access_token=${token}`)).body.result).toBe(0);
  });

  it('answers HTTP 401 without a token, with a made-up token, or with a malformed Authorization header', async () => {
    server = await startServer();
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, { authorization: 'Basic abc' }, { authorization: 'Bearer null' }]) {
      const response = await call(server.url, '/casServer/checkToken', { headers, json: {} });
      expect(response.status).toBe(401);
      expect(response.body.result).toBe(401);
      expect(response.body.msg).toBe('登录超时，请重新登录');
    }
  });

  it('ends a token unused for the idle timeout (2 hours by default)', async () => {
    server = await startServer();
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    server.advance(119 * 60_000);
    expect((await call(server.url, '/casServer/checkToken', { token, json: {} })).status).toBe(200);
    server.advance(119 * 60_000);
    expect((await call(server.url, '/casServer/checkToken', { token, json: {} })).status).toBe(200);
    server.advance(121 * 60_000);
    expect((await call(server.url, '/casServer/checkToken', { token, json: {} })).status).toBe(401);
  });

  it('ends a token at its absolute lifetime even when it is used all the time', async () => {
    server = await startServer({ tokenIdleSeconds: 3600, tokenMaxSeconds: 3 * 3600 });
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    for (let i = 0; i < 5; i++) {
      server.advance(30 * 60_000);
      expect((await call(server.url, '/casServer/checkToken', { token, json: {} })).status).toBe(200);
    }
    server.advance(31 * 60_000);
    expect((await call(server.url, '/casServer/checkToken', { token, json: {} })).status).toBe(401);
  });

  it('revokes the token on logout, and only that token', async () => {
    server = await startServer();
    const first = await signIn(server.url, 'admin', 'Admin@2026');
    const second = await signIn(server.url, 'admin', 'Admin@2026');
    const logout = await call(server.url, '/cas/logout', { token: first.token, json: {} });
    expect(logout.body).toMatchObject({ result: 0, msg: '已退出登录，请重新登录' });
    expect((await call(server.url, '/casServer/checkToken', { token: first.token, json: {} })).status).toBe(401);
    expect((await call(server.url, '/casServer/checkToken', { token: second.token, json: {} })).status).toBe(200);
    expect((await call(server.url, '/cas/logout', { token: first.token, json: {} })).status).toBe(401);
  });

  it('answers checkToken with the caller and the seconds left', async () => {
    server = await startServer();
    const { token } = await signIn(server.url, 'ops', 'Ops@2026');
    const response = await call(server.url, '/casServer/checkToken', { token, json: {} });
    expect(response.body.data).toMatchObject({ valid: true, tenantId: '1', userId: '1002', userName: 'ops' });
    expect((response.body.data as { expiresIn: number }).expiresIn).toBeGreaterThan(7000);
  });
});

describe('password expiry and change', () => {
  it('answers the expiry check true for expired and false for admin', async () => {
    server = await startServer();
    const expired = await signIn(server.url, 'expired', 'Expired@2026');
    const admin = await signIn(server.url, 'admin', 'Admin@2026');
    expect((await call(server.url, `${NP}/user/checkPasswordExpire`, { token: expired.token, json: {} })).body).toMatchObject({ result: 0, data: true });
    expect((await call(server.url, `${NP}/user/checkPasswordExpire`, { token: admin.token, json: {} })).body).toMatchObject({ result: 0, data: false });
  });

  it('changes the password: checks the old one and the tenant rule, then revokes the other tokens', async () => {
    server = await startServer();
    const weak = await signIn(server.url, 'weak', 'weak1234');
    const other = await signIn(server.url, 'weak', 'weak1234', { rememberMe: true });
    const change = async (oldPassword: string, newPassword: string) =>
      call(server.url, `${NP}/user/changePassword`, {
        token: weak.token,
        json: { oldPassword: await encryptPassword(server.url, oldPassword), newPassword: await encryptPassword(server.url, newPassword) },
      });
    const wrongOld = await change('nope1234', 'Better@2026');
    expect(wrongOld.body).toMatchObject({ result: 1 });
    expect(wrongOld.body.msg).toContain('oldPassword');
    const tooWeak = await change('weak1234', 'weak5678');
    expect(tooWeak.body.result).toBe(1);
    expect(tooWeak.body.msg).toBe('newPassword：密码至少8位，且必须同时包含字母、数字和特殊符号');
    const done = await change('weak1234', 'Better@2026');
    expect(done.body).toMatchObject({ result: 0, msg: '密码修改成功，请重新登录' });
    expect((await call(server.url, '/casServer/checkToken', { token: other.token, json: {} })).status).toBe(401);
    expect((await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: other.rememberToken } })).body.result).toBe(1);
    expect((await call(server.url, '/casServer/checkToken', { token: weak.token, json: {} })).status).toBe(200);
    await expect(signIn(server.url, 'weak', 'weak1234')).rejects.toThrow('用户名或密码错误');
    const again = await signIn(server.url, 'weak', 'Better@2026');
    expect(again.data.passwordCompliant).toBe(true);
  });

  it('lets an expired user change the password, after which it is no longer expired', async () => {
    server = await startServer();
    const { token } = await signIn(server.url, 'expired', 'Expired@2026');
    const response = await call(server.url, `${NP}/user/changePassword`, {
      token,
      json: { oldPassword: await encryptPassword(server.url, 'Expired@2026'), newPassword: await encryptPassword(server.url, 'Renewed#2026') },
    });
    expect(response.body.result).toBe(0);
    const again = await signIn(server.url, 'expired', 'Renewed#2026');
    expect(again.data.passwordExpire).toBe(false);
    server.advance(91 * 86400_000);
    expect((await call(server.url, `${NP}/user/checkPasswordExpire`, { token: (await signIn(server.url, 'expired', 'Renewed#2026')).token, json: {} })).body.data).toBe(true);
  });
});
