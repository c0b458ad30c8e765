import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { encryptPassword, signIn, startServer, type TestServer } from '../support/server';
import { call, snapshot } from './helpers';

let server: TestServer;
afterEach(async () => server?.close());

async function login(username: string, password: string, extra: Record<string, unknown> = {}, path = '/cas/login') {
  return call(server.url, path, { json: { username, password: await encryptPassword(server.url, password), ip: '127.0.0.1', loginWeb: 'web', ...extra } });
}

/** A captcha's answer, as the test server tells it (the SVG draws strokes, not text). */
function readCaptcha(vid: string): string {
  const answer = server.captchaAnswer(vid);
  if (!answer) throw new Error(`no captcha ${vid}`);
  return answer;
}

async function captcha(oldId?: string): Promise<{ vid: string; img: string }> {
  const response = await call(server.url, '/cloud/management/rest/np/login/captcha', { json: oldId ? { oldId } : {} });
  expect(response.body.result).toBe(0);
  return response.body.data as { vid: string; img: string };
}

describe('sign-in', () => {
  it('answers the public key as SPKI PEM in data', async () => {
    server = await startServer();
    const response = await call(server.url, '/cas/publicKey');
    expect(response.body.result).toBe(0);
    expect(response.body.data).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/);
  });

  it('signs admin in with the token in the access-token header and the five systems as id||name', async () => {
    server = await startServer();
    const response = await login('admin', 'Admin@2026');
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(0);
    const header = JSON.parse(response.headers.get('access-token') ?? '{}') as Record<string, unknown>;
    expect(header.token_type).toBe('Bearer');
    expect((header.access_token as string).length).toBeGreaterThanOrEqual(22);
    expect(header.expires_in).toBeGreaterThan(0);
    expect(response.headers.get('access-control-expose-headers')).toContain('access-token');
    expect(response.body.data).toMatchObject({
      tenantId: '1',
      userId: '1001',
      systemList: ['hwyy||环卫运营', 'clgl||车辆管理', 'ljfl||垃圾分类', 'csgl||城市管理', 'zhgl||综合管理'],
      enablePasswordPolicy: true,
      passwordExpire: false,
      passwordCompliant: true,
    });
    expect((response.body.data as { passwordExpression: string }).passwordExpression).not.toBe('');
    expect(JSON.stringify(response.body)).not.toContain('Admin@2026');
  });

  it('accepts a form-encoded login as the platform client sends it', async () => {
    server = await startServer();
    const response = await call(server.url, '/cas/login', {
      form: { username: ' ops ', password: await encryptPassword(server.url, 'Ops@2026'), ip: '127.0.0.1', loginWeb: 'web' },
    });
    expect(response.body.result).toBe(0);
    expect((response.body.data as { systemList: string[] }).systemList).toEqual(['hwyy||环卫运营']);
  });

  it('accepts a multipart login, and fields packed in a parameters JSON text', async () => {
    server = await startServer();
    const form = new FormData();
    form.append('username', 'ops');
    form.append('password', await encryptPassword(server.url, 'Ops@2026'));
    const multipart = await fetch(`${server.url}/cas/login`, { method: 'POST', body: form });
    expect(((await multipart.json()) as { result: number }).result).toBe(0);
    const packed = await call(server.url, '/cas/login', {
      form: { parameters: JSON.stringify({ username: 'ops', password: await encryptPassword(server.url, 'Ops@2026') }) },
    });
    expect(packed.body.result).toBe(0);
  });

  it('gives each demo account what the README says', async () => {
    server = await startServer();
    const root = await signIn(server.url, 'root', 'Root@2026');
    expect(root.data).toMatchObject({ isSuper: true, enablePasswordPolicy: false, passwordExpire: false });
    const ops = await signIn(server.url, 'ops', 'Ops@2026');
    expect(ops.data.systemList).toEqual(['hwyy||环卫运营']);
    const weak = await signIn(server.url, 'weak', 'weak1234');
    expect(weak.data).toMatchObject({ passwordCompliant: false, passwordTip: '密码至少8位，且必须同时包含字母、数字和特殊符号' });
    expect(new RegExp(weak.data.passwordExpression as string).test('weak1234')).toBe(false);
    const expired = await signIn(server.url, 'expired', 'Expired@2026');
    expect(expired.data.passwordExpire).toBe(true);
    const admin2 = await signIn(server.url, 'admin2', 'Admin@2026');
    expect(admin2.data).toMatchObject({ tenantId: '2', enablePasswordPolicy: false });
    expect(admin2.data.systemList).toHaveLength(5);
  });

  it('answers loginForToken with the token in data as well as in the header', async () => {
    server = await startServer();
    const response = await login('admin', 'Admin@2026', {}, '/cas/loginForToken');
    expect(response.body.result).toBe(0);
    const data = response.body.data as { access_token: string; token_type: string };
    expect(data.token_type).toBe('Bearer');
    expect(JSON.parse(response.headers.get('access-token') ?? '{}').access_token).toBe(data.access_token);
  });

  it('answers 用户名或密码不存在 alike for a wrong password and an unknown user', async () => {
    server = await startServer();
    const wrong = await login('admin', 'Wrong@2026');
    const unknown = await login('nobody', 'Admin@2026');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ result: 1, msg: '用户名或密码不存在', data: { captchaRequired: false } });
      expect(response.headers.get('access-token')).toBeNull();
    }
  });

  it('requires a captcha after 3 failures for a username, and signs in with the right one', async () => {
    server = await startServer();
    for (let i = 0; i < 2; i++) expect((await login('admin', 'Wrong@2026')).body.data).toEqual({ captchaRequired: false });
    expect((await login('admin', 'Wrong@2026')).body).toMatchObject({ result: 1, data: { captchaRequired: true } });
    const without = await login('admin', 'Admin@2026');
    expect(without.body.result).toBe(2);
    expect(without.body.msg).toContain('验证码');
    const image = await captcha();
    expect(image.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const withCaptcha = await login('admin', 'Admin@2026', { vid: image.vid, vcode: readCaptcha(image.vid).toLowerCase() }, '/cas/loginWithVcode');
    expect(withCaptcha.body.result).toBe(0);
  });

  it('refuses a wrong captcha, and a captcha used once or replaced by oldId', async () => {
    server = await startServer();
    const first = await captcha();
    const wrong = await login('admin', 'Admin@2026', { vid: first.vid, vcode: 'zzzz' }, '/cas/loginWithVcode');
    expect(wrong.body.result).toBe(2);
    expect(wrong.body.msg).toContain('验证码');
    const again = await login('admin', 'Admin@2026', { vid: first.vid, vcode: readCaptcha(first.vid) }, '/cas/loginWithVcode');
    expect(again.body.result).toBe(2);
    const second = await captcha();
    const third = await captcha(second.vid);
    const replaced = await login('admin', 'Admin@2026', { vid: second.vid, vcode: readCaptcha(second.vid) }, '/cas/loginWithVcode');
    expect(replaced.body.result).toBe(2);
    const good = await login('admin', 'Admin@2026', { vid: third.vid, vcode: readCaptcha(third.vid) }, '/cas/loginWithVcode');
    expect(good.body.result).toBe(0);
  });

  it('draws the captcha as strokes, so the SVG source holds no text of the answer', async () => {
    server = await startServer();
    const image = await captcha();
    const svg = Buffer.from(image.img.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('<text');
    expect(readCaptcha(image.vid)).toMatch(/^[2-9A-Z]{4}$/);
  });

  it('lets a captcha expire after 2 minutes', async () => {
    server = await startServer();
    const image = await captcha();
    server.advance(121_000);
    const late = await login('admin', 'Admin@2026', { vid: image.vid, vcode: readCaptcha(image.vid) }, '/cas/loginWithVcode');
    expect(late.body.result).toBe(2);
  });

  it('requires a captcha after 3 failures from one address, whatever the usernames', async () => {
    server = await startServer();
    for (const name of ['a1', 'a2', 'a3']) await login(name, 'Wrong@2026');
    expect((await login('admin2', 'Admin@2026')).body.result).toBe(2);
  });

  it('locks the account for 15 minutes after 10 failures, even for the right password', async () => {
    server = await startServer();
    let last = await login('weak', 'nope');
    for (let i = 1; i < 10; i++) {
      const image = await captcha();
      last = await login('weak', 'nope', { vid: image.vid, vcode: readCaptcha(image.vid) }, '/cas/loginWithVcode');
    }
    expect(last.body.result).toBe(3);
    expect(last.body.msg).toContain('锁定');
    const image = await captcha();
    const locked = await login('weak', 'weak1234', { vid: image.vid, vcode: readCaptcha(image.vid) }, '/cas/loginWithVcode');
    expect(locked.body.result).toBe(3);
    server.advance(15 * 60_000 + 1000);
    expect((await login('weak', 'weak1234')).body.result).toBe(0);
  });

  it('forgets failures after 15 minutes without one, and a username’s failures after a success', async () => {
    server = await startServer();
    for (let i = 0; i < 3; i++) await login('admin', 'Wrong@2026');
    expect((await login('admin', 'Admin@2026')).body.result).toBe(2);
    server.advance(15 * 60_000 + 1000);
    expect((await login('admin', 'Admin@2026')).body.result).toBe(0);
    await login('ops', 'Wrong@2026');
    await login('ops', 'Wrong@2026');
    expect((await login('ops', 'Ops@2026')).body.result).toBe(0);
    expect((await login('ops', 'Wrong@2026')).body.data).toEqual({ captchaRequired: true });
  });

  it('takes the failure limits from the configuration', async () => {
    server = await startServer({ captchaAfterFailures: 1, lockAfterFailures: 2 });
    expect((await login('admin', 'x')).body.data).toEqual({ captchaRequired: true });
    const image = await captcha();
    expect((await login('admin', 'x', { vid: image.vid, vcode: readCaptcha(image.vid) }, '/cas/loginWithVcode')).body.result).toBe(3);
  });
});

describe('remember token (auto-login)', () => {
  it('issues a remember token with rememberMe, signs in with it once, and rotates it', async () => {
    server = await startServer();
    const first = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true, deviceId: 'laptop' });
    expect(first.rememberToken).toBeTruthy();
    expect(first.data.rememberExpiresAt).toBeGreaterThan(server.now() + 6.9 * 86400_000);
    const auto = await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: first.rememberToken } });
    expect(auto.body.result).toBe(0);
    expect(JSON.parse(auto.headers.get('access-token') ?? '{}').access_token).toBeTruthy();
    const rotated = (auto.body.data as { rememberToken: string }).rememberToken;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(first.rememberToken);
    const reused = await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: first.rememberToken } });
    expect(reused.body.result).toBe(1);
    expect((await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: rotated } })).body.result).toBe(0);
  });

  it('gives no remember token without rememberMe or autoLogin', async () => {
    server = await startServer();
    expect((await signIn(server.url, 'admin', 'Admin@2026')).rememberToken).toBeUndefined();
    expect((await signIn(server.url, 'admin', 'Admin@2026', { autoLogin: 'true' })).rememberToken).toBeTruthy();
  });

  it('stops accepting a remember token after 7 days', async () => {
    server = await startServer();
    const { rememberToken } = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true });
    server.advance(7 * 86400_000 + 1000);
    expect((await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken } })).body.result).toBe(1);
  });

  it('revokes the remember token on logout', async () => {
    server = await startServer();
    const { token, rememberToken } = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true, deviceId: 'pc' });
    expect((await call(server.url, '/cas/logout', { token, json: { deviceId: 'pc' } })).body.result).toBe(0);
    expect((await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken } })).body.result).toBe(1);
  });

  it('stores only hashes of tokens and remember tokens, and never a password', async () => {
    server = await startServer();
    const { token, rememberToken } = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true });
    const dump = JSON.stringify(await snapshot(server));
    const { readFileSync } = await import('node:fs');
    const file = readFileSync(`${server.dataDir}/urbanops.db`).toString('latin1') + dump;
    expect(file).not.toContain(token);
    expect(file).not.toContain(rememberToken as string);
    expect(file).not.toContain('Admin@2026');
  });
});

describe('single sign-on', () => {
  const secret = 'urbanops-demo-sso-secret';
  const sign = (text: string, key = secret) => createHmac('sha256', key).update(text).digest('hex');

  it('signs the bound local user in from a signed, fresh third-party user', async () => {
    server = await startServer();
    const userInfo = JSON.stringify({ userId: 'portal-ops', name: '李明', timestamp: server.now() });
    const response = await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'demo-portal', userInfo, sign: sign(userInfo) } });
    expect(response.body.result).toBe(0);
    expect(response.body.data).toMatchObject({ tenantId: '1', userId: '1002', token_type: 'Bearer' });
    const token = (response.body.data as { access_token: string }).access_token;
    expect((await call(server.url, '/casServer/checkToken', { token, json: {} })).body.result).toBe(0);
  });

  it('refuses a replayed, stale, unsigned, wrongly signed, unknown-app or unbound request', async () => {
    server = await startServer();
    const userInfo = JSON.stringify({ userId: 'portal-ops', timestamp: server.now() });
    const ok = await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'demo-portal', userInfo, sign: sign(userInfo) } });
    expect(ok.body.result).toBe(0);
    const replay = await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'demo-portal', userInfo, sign: sign(userInfo) } });
    expect(replay.body).toMatchObject({ result: 1 });
    expect(replay.body.msg).toContain('重放');
    const stale = JSON.stringify({ userId: 'portal-ops', timestamp: server.now() - 6 * 60_000 });
    expect((await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'demo-portal', userInfo: stale, sign: sign(stale) } })).body.result).toBe(1);
    const fresh = JSON.stringify({ userId: 'portal-ops', timestamp: server.now() });
    expect((await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'demo-portal', userInfo: fresh } })).body.result).toBe(1);
    expect((await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'demo-portal', userInfo: fresh, sign: sign(fresh, 'other') } })).body.result).toBe(1);
    expect((await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'nope', userInfo: fresh, sign: sign(fresh) } })).body.result).toBe(1);
    const unbound = JSON.stringify({ userId: 'stranger', timestamp: server.now() });
    expect((await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'demo-portal', userInfo: unbound, sign: sign(unbound) } })).body.result).toBe(1);
  });
});
