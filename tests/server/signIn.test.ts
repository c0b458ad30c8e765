import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { encryptPassword, signIn, startServer, type TestServer } from '../support/server';
import { call, snapshot } from './helpers';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from '../../server/services/captchaImage';

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

  it('answers 用户名或密码错误 alike for a wrong password and an unknown user (the spec’s wording is the client’s fallback only)', async () => {
    server = await startServer();
    const wrong = await login('admin', 'Wrong@2026');
    const unknown = await login('nobody', 'Admin@2026');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ result: 1, msg: '用户名或密码错误', data: { captchaRequired: false } });
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
    expect(image.img).toMatch(/^data:image\/png;base64,/);
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

  it('draws the captcha as a PNG raster made here: no vectors or text to read, noise, and a new warp each time', async () => {
    server = await startServer();
    const image = await captcha();
    expect(image.img.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(image.img.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(png.includes('svg')).toBe(false);
    expect(readCaptcha(image.vid)).toMatch(/^[2-9A-Z]{4}$/);
    // Noise and varied inks: many distinct colours; the same answer never draws the same picture.
    const first = drawCaptcha('AK7M').pixels;
    const colours = new Set<number>();
    for (let p = 0; p < first.length; p += 3) colours.add(((first[p] ?? 0) << 16) | ((first[p + 1] ?? 0) << 8) | (first[p + 2] ?? 0));
    expect(colours.size).toBeGreaterThan(50);
    expect(Buffer.from(drawCaptcha('AK7M').pixels).equals(Buffer.from(first))).toBe(false);
  });

  it('lets a captcha expire after 2 minutes', async () => {
    server = await startServer();
    const image = await captcha();
    server.advance(121_000);
    const late = await login('admin', 'Admin@2026', { vid: image.vid, vcode: readCaptcha(image.vid) }, '/cas/loginWithVcode');
    expect(late.body.result).toBe(2);
  });

  it('counts failures per address with its own, higher threshold: three accounts failing once do not make a fourth need a captcha', async () => {
    server = await startServer({ captchaAfterAddressFailures: 5 });
    for (const name of ['a1', 'a2', 'a3', 'a4']) expect((await login(name, 'Wrong@2026')).body.data).toEqual({ captchaRequired: false });
    expect((await login('admin2', 'Admin@2026')).body.result).toBe(0);
    expect((await login('a5', 'Wrong@2026')).body.data).toEqual({ captchaRequired: true });
    expect((await login('admin2', 'Admin@2026')).body.result).toBe(2);
  });

  it('checks no more passwords than the captcha threshold allows when 40 wrong sign-ins arrive at once', async () => {
    server = await startServer();
    const cipher = await encryptPassword(server.url, 'Wrong@2026');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => call(server.url, '/cas/login', { json: { username: 'admin', password: cipher, ip: '127.0.0.1', loginWeb: 'web' } })),
    );
    const checked = answers.filter((a) => a.body.result === 1);
    expect(checked).toHaveLength(3);
    expect(answers.filter((a) => a.body.result === 2)).toHaveLength(37);
  });

  it('locks the account for 15 minutes after 10 failures at that address, even for the right password', async () => {
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

  it('does not let a script lock the owner out: another address gets in after a short wait and a captcha', async () => {
    server = await startServer({ trustProxy: true });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const attempt = async (ip: string, password: string) => {
      const image = (await call(server.url, '/cloud/management/rest/np/login/captcha', { json: {}, ...from(ip) })).body.data as { vid: string };
      const json = { username: 'weak', password: await encryptPassword(server.url, password), vid: image.vid, vcode: readCaptcha(image.vid) };
      return call(server.url, '/cas/loginWithVcode', { json, ...from(ip) });
    };
    for (let i = 0; i < 10; i++) await attempt('203.0.113.9', 'nope');
    expect((await attempt('203.0.113.9', 'weak1234')).body.result).toBe(3);
    const slowed = await attempt('198.51.100.7', 'weak1234');
    expect(slowed.body).toMatchObject({ result: 3, data: { captchaRequired: true } });
    expect(slowed.body.msg).toContain('请1秒后再试');
    server.advance(1_000);
    expect((await attempt('198.51.100.7', 'weak1234')).body.result).toBe(0);
    expect((await attempt('203.0.113.9', 'weak1234')).body.result).toBe(3);
  });

  it('limits sign-in and captcha calls per address and minute, with a message and Retry-After', async () => {
    server = await startServer({ rateLimits: { login: 5, captcha: 3, sso: 2 } });
    for (let i = 0; i < 5; i++) await login(`u${i}`, 'Wrong@2026');
    const limited = await login('admin', 'Admin@2026');
    expect(limited.status).toBe(429);
    expect(limited.body.result).toBe(429);
    expect(limited.body.msg).toMatch(/请求过于频繁，请\d+秒后再试/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await captcha();
    const images = await call(server.url, '/cloud/management/rest/np/login/captcha', { json: {} });
    expect(images.status).toBe(429);
    const sso = [];
    for (let i = 0; i < 3; i++) sso.push(await call(server.url, '/cas/getTokenFromThirdPartyAppUser', { json: { appKey: 'x', userInfo: '{}', sign: 'a'.repeat(64) } }));
    expect(sso.map((a) => a.status)).toEqual([200, 200, 429]);
    server.advance(60_000);
    expect((await login('admin', 'Admin@2026')).body.result).toBe(0);
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
    expect((await login('ops', 'Wrong@2026')).body.data).toEqual({ captchaRequired: false });
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
    expect((await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: rotated } })).body.result).toBe(0);
  });

  it('revokes the whole chain and its sessions when a used-up token comes back, and tells the owner why', async () => {
    server = await startServer();
    const owner = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true, deviceId: 'laptop' });
    // A copy of the owner's token is used elsewhere first: it works and rotates.
    const thief = await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: owner.rememberToken } });
    expect(thief.body.result).toBe(0);
    const thiefToken = JSON.parse(thief.headers.get('access-token') ?? '{}').access_token as string;
    const thiefNext = (thief.body.data as { rememberToken: string }).rememberToken;
    expect((await call(server.url, '/casServer/checkToken', { token: thiefToken, json: {} })).status).toBe(200);
    // The owner's copy is now used up: presenting it reveals the reuse.
    const back = await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: owner.rememberToken } });
    expect(back.body).toMatchObject({ result: 1, data: { rememberReused: true } });
    expect(back.body.msg).toContain('已在另一处被使用');
    expect((await call(server.url, '/casServer/checkToken', { token: thiefToken, json: {} })).status).toBe(401);
    expect((await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: thiefNext } })).body.msg).toContain('已在另一处被使用');
    // The owner's own session on that device went with the chain: the owner signs in again.
    expect((await call(server.url, '/casServer/checkToken', { token: owner.token, json: {} })).status).toBe(401);
  });

  it('tells the owner at the next auto-login when the copy was presented after the owner’s own rotation', async () => {
    server = await startServer();
    const owner = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true, deviceId: 'laptop' });
    const mine = await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: owner.rememberToken } });
    const ownerSession = JSON.parse(mine.headers.get('access-token') ?? '{}').access_token as string;
    const next = (mine.body.data as { rememberToken: string }).rememberToken;
    expect((await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: owner.rememberToken } })).body.data).toEqual({ rememberReused: true });
    expect((await call(server.url, '/casServer/checkToken', { token: ownerSession, json: {} })).status).toBe(401);
    const later = await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: next } });
    expect(later.body).toMatchObject({ result: 1, data: { rememberReused: true } });
  });

  it('ends a copied token’s session with the owner’s logout on that device', async () => {
    server = await startServer();
    const owner = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true, deviceId: 'laptop' });
    const thief = await call(server.url, '/cas/loginWithRememberToken', { json: { rememberToken: owner.rememberToken } });
    const thiefToken = JSON.parse(thief.headers.get('access-token') ?? '{}').access_token as string;
    await call(server.url, '/cas/logout', { token: owner.token, json: { deviceId: 'laptop' } });
    expect((await call(server.url, '/casServer/checkToken', { token: thiefToken, json: {} })).status).toBe(401);
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
    const { existsSync, readFileSync } = await import('node:fs');
    // SQLite: the file's bytes too (free pages keep deleted text); PostgreSQL: the rows are what it holds.
    const path = `${server.dataDir}/urbanops.db`;
    const file = (existsSync(path) ? readFileSync(path).toString('latin1') : '') + dump;
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
