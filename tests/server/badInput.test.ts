/**
 * Bad input on every call: missing and wrong-typed fields, invalid JSON, a 10 MB body, a wrong
 * content type, SQL metacharacters and unknown fields. Each gets a clear envelope error (or 401),
 * never a 500 or a stack trace, and the database is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword, signIn, startServer, type TestServer } from '../support/server';
import { call, snapshot, type Call } from './helpers';

let server: TestServer;
let token: string;
let before: Record<string, unknown>;

const NP = '/cloud/management/rest/np';
const EHR = '/cloud/ehr/sync/dept';
const SQL = ["' OR '1'='1", '1; DROP TABLE users; --', '" UNION SELECT password_hash FROM users --', '%_\\'];

type Spec = {
  path: string;
  auth: boolean;
  /** Fields that make a valid call (values computed at run time for passwords). */
  valid: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Required fields, each checked missing and wrong-typed. */
  required: string[];
  /** Whether a valid call writes (then it is not part of the unchanged-database runs). */
  writes?: boolean;
};

const specs: Spec[] = [
  { path: '/cas/login', auth: false, valid: async () => ({ username: 'admin', password: await encryptPassword(server.url, 'Admin@2026') }), required: ['username', 'password'], writes: true },
  { path: '/cas/loginForToken', auth: false, valid: async () => ({ username: 'admin', password: await encryptPassword(server.url, 'Admin@2026') }), required: ['username', 'password'], writes: true },
  { path: '/cas/loginWithVcode', auth: false, valid: async () => ({ username: 'admin', password: await encryptPassword(server.url, 'Admin@2026'), vid: 'x', vcode: 'abcd' }), required: ['username', 'password', 'vid', 'vcode'], writes: true },
  { path: '/cas/loginWithRememberToken', auth: false, valid: () => ({ rememberToken: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), required: ['rememberToken'] },
  { path: '/cas/getTokenFromThirdPartyAppUser', auth: false, valid: () => ({ appKey: 'demo-portal', userInfo: '{}', sign: '0'.repeat(64) }), required: ['appKey', 'userInfo', 'sign'] },
  { path: `${NP}/login/captcha`, auth: false, valid: () => ({}), required: [], writes: true },
  { path: `${NP}/weather/info`, auth: false, valid: () => ({ city: '杭州' }), required: [] },
  { path: '/vortexapi/rest/lbs/geoconvert/v2', auth: false, valid: () => ({ address: '杭州市上城区' }), required: ['address'] },
  { path: '/cas/logout', auth: true, valid: () => ({}), required: [], writes: true },
  { path: '/casServer/checkToken', auth: true, valid: () => ({}), required: [] },
  { path: '/casServer/user', auth: true, valid: () => ({}), required: [] },
  { path: '/cloud/management/util/logininfo.sa', auth: true, valid: () => ({}), required: [] },
  { path: '/cloud/management/rest/system/getSystemListByUserId', auth: true, valid: () => ({ tenantId: '1', userId: '1001' }), required: [] },
  { path: '/cloud/management/util/getMenuJson.sa', auth: true, valid: () => ({ tenantId: '1', userId: '1001', systemCode: 'hwyy' }), required: ['systemCode'] },
  { path: `${NP}/menu/search`, auth: true, valid: () => ({ keyword: '首页', systemCode: 'hwyy' }), required: ['keyword'] },
  { path: `${NP}/user/checkPasswordExpire`, auth: true, valid: () => ({}), required: [] },
  { path: `${NP}/user/changePassword`, auth: true, valid: async () => ({ oldPassword: await encryptPassword(server.url, 'x'), newPassword: await encryptPassword(server.url, 'y') }), required: ['oldPassword', 'newPassword'], writes: true },
  { path: `${NP}/param/getByParamTypeCode`, auth: true, valid: () => ({ tenantId: '1', paramTypeCode: 'param_password_validate' }), required: ['paramTypeCode'] },
  { path: `${NP}/track/visitLog`, auth: true, valid: () => ({ menuId: 'welcome.home' }), required: ['menuId'], writes: true },
  { path: `${NP}/track/stayTime`, auth: true, valid: () => ({ id: '999999' }), required: ['id'] },
  { path: `${NP}/track/pvuv`, auth: true, valid: () => ({ menuId: 'welcome.home' }), required: ['menuId'], writes: true },
  { path: `${NP}/tenant/getById`, auth: true, valid: () => ({ tenantId: '1' }), required: [] },
  { path: `${EHR}/loadDepartmentEhr`, auth: true, valid: () => ({ tenantId: '1' }), required: [] },
  { path: `${EHR}/loadOrgTreeByPermissionEhr`, auth: true, valid: () => ({ tenantId: '1' }), required: [] },
  { path: `${NP}/staff/loadStaffTree`, auth: true, valid: () => ({}), required: [] },
  { path: `${NP}/user/loadUserTree`, auth: true, valid: () => ({}), required: [] },
  { path: `${NP}/user/getById`, auth: true, valid: () => ({ id: '1001' }), required: ['id'] },
  { path: `${NP}/staff/getById`, auth: true, valid: () => ({ id: 's1001' }), required: ['id'] },
  { path: `${NP}/user/pageList`, auth: true, valid: () => ({ pageNo: 1, pageSize: 10, keyword: '张' }), required: [] },
  { path: `${NP}/operationLog/pageList`, auth: true, valid: () => ({ pageNo: 1, pageSize: 10 }), required: [] },
  { path: `${NP}/dept/pageList`, auth: true, valid: () => ({ pageNo: 1, pageSize: 10, keyword: '部' }), required: [] },
  { path: `${NP}/staff/pageList`, auth: true, valid: () => ({ pageNo: 1, pageSize: 10, keyword: '王' }), required: [] },
  { path: `${NP}/division/loadDivisionTree`, auth: true, valid: () => ({}), required: [] },
  { path: `${NP}/tenant/getTenant`, auth: true, valid: () => ({ tenantId: '1' }), required: [] },
  { path: `${NP}/dept/loadDepartmentList`, auth: true, valid: () => ({ parentId: 'd103' }), required: [] },
  { path: `${NP}/staff/loadStaffList`, auth: true, valid: () => ({ deptId: 'd104' }), required: [] },
  { path: `${NP}/org/loadOrgList`, auth: true, valid: () => ({}), required: [] },
  { path: `${NP}/org/pageList`, auth: true, valid: () => ({ pageNo: 1, keyword: '集团' }), required: [] },
  { path: `${NP}/roleStaff/pageList`, auth: true, valid: () => ({ roleCode: 'tenant_admin', keyword: '张' }), required: [] },
  { path: `${NP}/operationHistory/pageList`, auth: true, valid: () => ({ pageNo: 1 }), required: [] },
  { path: `${NP}/user/hasFunctions`, auth: true, valid: () => ({ functionCodes: 'a,b' }), required: ['functionCodes'] },
  { path: `${NP}/weather/getWeatherInfo`, auth: false, valid: () => ({}), required: [] },
  { path: `${NP}/file/batchDownload`, auth: true, valid: () => ({ ids: ['00000000-0000-4000-8000-000000000000'] }), required: ['ids'] },
  { path: `${NP}/user/delete`, auth: true, valid: () => ({ id: '1002' }), required: ['id'], writes: true },
  { path: '/cloud/ehr/sync/syncDepartment', auth: true, valid: () => ({}), required: [], writes: true },
  { path: '/cloud/ehr/sync/syncOrg', auth: true, valid: () => ({}), required: [], writes: true },
  { path: '/cloud/ehr/sync/syncStaff', auth: true, valid: () => ({}), required: [], writes: true },
  { path: `${NP}/user/disable`, auth: true, valid: () => ({ id: '1002' }), required: ['id'], writes: true },
  { path: `${NP}/user/enable`, auth: true, valid: () => ({ id: '1002' }), required: ['id'], writes: true },
  { path: `${NP}/enum/getByName`, auth: true, valid: () => ({ enumName: 'GenderEnum' }), required: ['enumName'] },
  { path: `${NP}/function/hasFunctions`, auth: true, valid: () => ({ functionCodes: ['hwyy:view'] }), required: ['functionCodes'] },
  { path: `${NP}/constant/getByName`, auth: true, valid: () => ({ name: 'platformTitle' }), required: ['name'] },
  { path: `${NP}/constant/update`, auth: true, valid: () => ({ name: 'platformTitle', value: '城市公共服务MES管理平台' }), required: ['name', 'value'], writes: true },
  { path: `${NP}/user/changePhoto`, auth: true, valid: () => ({ photoId: '00000000-0000-4000-8000-000000000000' }), required: ['photoId'] },
  { path: `${NP}/file/uploadPhoto`, auth: true, valid: () => ({}), required: [] },
];

function expectClean(response: Call): void {
  expect(response.status).not.toBe(500);
  expect(response.body.result).not.toBe(-1);
  expect(typeof response.body.msg).toBe('string');
  expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(response.text).not.toMatch(/SqliteError|SQLITE_|stack/i);
}

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  before = await snapshot(server);
});
afterAll(async () => server.close());

describe('bad input on every call changes nothing', () => {
  for (const spec of specs) {
    describe(spec.path, () => {
      const auth = spec.auth ? { token: 'x' } : {};
      void auth;

      for (const field of spec.required) {
        it(`answers result 1 naming ${field} when it is missing`, async () => {
          const fields = { ...(await spec.valid()) };
          delete fields[field];
          const response = await call(server.url, spec.path, { token: spec.auth ? token : undefined, json: fields });
          expectClean(response);
          expect(response.body.result).toBe(1);
          expect(response.body.msg).toContain(field);
          expect(response.body.msg).toContain('不能为空');
        });

        it(`answers result 1 naming ${field} when it has the wrong type`, async () => {
          const fields = { ...(await spec.valid()), [field]: { nested: [1, 2] } };
          const response = await call(server.url, spec.path, { token: spec.auth ? token : undefined, json: fields });
          expectClean(response);
          expect(response.body.result).toBe(1);
          expect(response.body.msg).toContain(field);
        });
      }

      it('answers 400 with an envelope for invalid JSON', async () => {
        const response = await call(server.url, spec.path, { token: spec.auth ? token : undefined, raw: '{"username": "admin", ' });
        expectClean(response);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ result: 1, msg: '请求体不是有效的 JSON' });
      });

      it('answers 413 with an envelope for a 10 MB body', async () => {
        const response = await call(server.url, spec.path, { token: spec.auth ? token : undefined, raw: JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) }) });
        expectClean(response);
        expect(response.status).toBe(413);
        expect(response.body.result).toBe(1);
        expect(response.body.msg).toContain('请求体过大');
      });

      it('answers 415 with an envelope for an unsupported content type', async () => {
        const response = await call(server.url, spec.path, { token: spec.auth ? token : undefined, raw: '<a/>', contentType: 'application/xml' });
        expectClean(response);
        expect(response.status).toBe(415);
        expect(response.body.result).toBe(1);
      });

      if (spec.auth) {
        it('answers 401 without a token', async () => {
          const response = await call(server.url, spec.path, { json: await spec.valid() });
          expectClean(response);
          expect(response.status).toBe(401);
          expect(response.body.result).toBe(401);
        });
      }

      if (!spec.writes) {
        it('treats SQL metacharacters as plain text', async () => {
          const valid = await spec.valid();
          const keys = Object.keys(valid).length ? Object.keys(valid) : ['anything'];
          for (const key of keys) {
            for (const value of SQL) {
              const response = await call(server.url, spec.path, { token: spec.auth ? token : undefined, json: { ...valid, [key]: value } });
              expectClean(response);
              expect([0, 1, 403]).toContain(response.body.result);
              if (response.body.result === 0) expect(JSON.stringify(response.body.data)).not.toContain('scrypt$');
            }
          }
        });

        it('ignores unknown fields', async () => {
          const first = await call(server.url, spec.path, { token: spec.auth ? token : undefined, json: await spec.valid() });
          const second = await call(server.url, spec.path, { token: spec.auth ? token : undefined, json: { ...(await spec.valid()), unknownField: 'x', role: 'admin', isSuper: true } });
          expectClean(second);
          expect(second.body.result).toBe(first.body.result);
        });
      }
    });
  }

  it('left the database exactly as it was', async () => {
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('writes with odd input', () => {
  it('stores SQL metacharacters literally and loses no table', async () => {
    const s = await startServer();
    try {
      const { token: t } = await signIn(s.url, 'admin', 'Admin@2026');
      const value = "'; DROP TABLE users; --";
      expect((await call(s.url, `${NP}/constant/update`, { token: t, json: { name: 'platformTitle', value } })).body.result).toBe(0);
      expect((await call(s.url, `${NP}/constant/getByName`, { token: t, json: { name: 'platformTitle' } })).body.data).toMatchObject({ value });
      expect((await call(s.url, `${NP}/user/pageList`, { token: t })).body.data).toMatchObject({ total: 6 });
      const visit = await call(s.url, `${NP}/track/pvuv`, { token: t, json: { menuId: 'welcome.home', url: "/x?id=1' OR 1=1" } });
      expect(visit.body.result).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('refuses a password that is not a ciphertext of the server key, and counts no failure', async () => {
    const s = await startServer();
    try {
      const snap = await snapshot(s);
      const response = await call(s.url, '/cas/login', { json: { username: 'admin', password: 'Admin@2026' } });
      expect(response.body.result).toBe(1);
      expect(response.body.msg).toContain('password');
      expect(await snapshot(s)).toEqual(snap);
    } finally {
      await s.close();
    }
  });

  it('answers malformed requests with envelopes, never a 500', async () => {
    const cases: Array<[string, Parameters<typeof call>[2], number]> = [
      ['/cas/%E0%A4%A', { json: {} }, 400],
      ['/cas/login', { raw: '[1,2]' }, 200],
      ['/cas/login', { raw: 'null' }, 200],
      ['/cas/login', { raw: '"text"' }, 200],
      ['/cas/login', { raw: '{"__proto__":{"isSuper":true},"username":"admin"}' }, 200],
      ['/cas/login', { raw: 'garbage', contentType: 'multipart/form-data' }, 400],
      ['/cas/login', { raw: 'garbage', contentType: 'multipart/form-data; boundary=x' }, 400],
      ['/cas/login', { raw: 'username[a]=1&password=2', contentType: 'application/x-www-form-urlencoded' }, 200],
      ['/cas/login', { method: 'PUT', json: {} }, 404],
    ];
    for (const [path, options, status] of cases) {
      const response = await call(server.url, path, options);
      expectClean(response);
      expect(response.status).toBe(status);
      expect(response.body.result).not.toBe(0);
      expect(typeof response.body.msg).toBe('string');
    }
  });

  it('answers a broken multipart upload with 400', async () => {
    const response = await call(server.url, `${NP}/file/uploadPhoto`, { token, raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n', contentType: 'multipart/form-data; boundary=x' });
    expectClean(response);
    expect(response.status).toBe(400);
  });

  it('answers unknown paths with the 404 envelope', async () => {
    const response = await call(server.url, '/cloud/nothing/here', { json: {} });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ result: 404, msg: '接口请求不存在，错误代码404' });
  });
});
