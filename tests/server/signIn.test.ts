import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, signIn, startServer, type TestServer } from '../support/server';
import { call } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('POST /cas/login', () => {
  it('signs admin in with the token in the access-token header and the five systems as id||name', async () => {
    const response = await call(server.url, '/cas/login', {
      json: { username: 'admin', password: await encryptPassword(server.url, 'Admin@2026'), ip: '127.0.0.1', loginWeb: 'web' },
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toBe(0);
    const header = JSON.parse(response.headers.get('access-token') ?? '{}') as Record<string, unknown>;
    expect(header.token_type).toBe('Bearer');
    expect(typeof header.access_token).toBe('string');
    expect((header.access_token as string).length).toBeGreaterThanOrEqual(22);
    expect(header.expires_in).toBeGreaterThan(0);
    expect(response.headers.get('access-control-expose-headers')).toContain('access-token');
    expect(response.body.data).toMatchObject({
      tenantId: '1',
      userId: '1001',
      systemList: ['hwyy||环卫运营', 'clgl||车辆管理', 'ljfl||垃圾分类', 'csgl||城市管理', 'zhgl||综合管理'],
      enablePasswordPolicy: true,
      passwordExpire: false,
    });
  });

  it('gives ops exactly one system', async () => {
    const { data } = await signIn(server.url, 'ops', 'Ops@2026');
    expect(data.systemList).toEqual(['hwyy||环卫运营']);
  });

  it('answers 用户名或密码不存在 for a wrong password', async () => {
    const response = await call(server.url, '/cas/login', {
      json: { username: 'admin2', password: await encryptPassword(server.url, 'wrong-password') },
    });
    expect(response.body.result).toBe(1);
    expect(response.body.msg).toBe('用户名或密码不存在');
  });
});
