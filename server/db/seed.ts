/**
 * Demo data, written once into an empty database (first start): two tenants of the demo city of
 * Hangzhou (a city sanitation group and a district company), their departments, staff, roles,
 * grants, parameters, enums and constants, the five systems, the seven demo accounts of the README,
 * and one registered third-party app for single sign-on.
 *
 * Later starts never seed again (the tenants table is not empty), so no data is ever overwritten.
 */
import type { Db } from './index';

/** The demo accounts, as the README lists them. */
export const demoAccounts = [
  { username: 'root', password: 'Root@2026', shows: '平台超级用户：直接进入主界面，跳过密码检查和系统列表' },
  { username: 'admin', password: 'Admin@2026', shows: '租户1，全部五个系统：系统选择页' },
  { username: 'ops', password: 'Ops@2026', shows: '租户1，只有一个系统（环卫运营）：直接进入主界面' },
  { username: 'weak', password: 'weak1234', shows: '租户1：密码不符合租户规则（提示后转到修改密码）' },
  { username: 'expired', password: 'Expired@2026', shows: '租户1：密码已过期' },
  { username: 'admin2', password: 'Admin@2026', shows: '租户2，全部五个系统；看不到租户1的任何数据' },
  { username: 'viewer', password: 'Viewer@2026', shows: '租户1，全部五个系统，只读：能查看，看不到新增、编辑、删除、导入、导出按钮，服务器也拒绝这些调用' },
] as const;

/**
 * The roles every tenant gets (docs/authorization.md): 管理员 holds every function, 调度员 the workflow
 * actions, the resources' actions and exports (dispatch work, not edit master data), 只读 no function
 * (reads every system it is granted). Function codes and patterns as in kit/resource/functions.ts.
 */
export const standardRoles = [
  { code: 'tenant_admin', name: '管理员', dataScope: 'all', functions: ['*'] },
  { code: 'dispatcher', name: '调度员', dataScope: 'dept', functions: ['*.flow.*', '*.act.*', '*.export'] },
  { code: 'readonly', name: '只读', dataScope: 'all', functions: [] },
] as const;

/** The single sign-on demo app (see README "API"). */
export const demoSsoApp = { appKey: 'demo-portal', secret: 'urbanops-demo-sso-secret', externalUserId: 'portal-ops' } as const;

export const PASSWORD_REGEX = '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s]).{8,}$';
export const PASSWORD_TIP = '密码至少8位，且必须同时包含字母、数字和特殊符号';

const systems = [
  { code: 'hwyy', name: '环卫运营', name_en: 'Sanitation operations', icon: 'delete', sort: 1 },
  { code: 'clgl', name: '车辆管理', name_en: 'Fleet management', icon: 'car', sort: 2 },
  { code: 'ljfl', name: '垃圾分类', name_en: 'Waste sorting', icon: 'appstore', sort: 3 },
  { code: 'csgl', name: '城市管理', name_en: 'City management', icon: 'bank', sort: 4 },
  { code: 'zhgl', name: '综合管理', name_en: 'General management', icon: 'setting', sort: 5 },
];

type Dept = [id: string, parent: string | null, code: string, name: string, type: string, leader: string, phone: string];
const departments: Record<string, Dept[]> = {
  '1': [
    ['d101', null, 'HZHJ', '杭州城市环境集团有限公司', 'company', '张建国', '0571-87010001'],
    ['d102', 'd101', 'HZHJ-ZHB', '综合办公室', 'dept', '周晓燕', '0571-87010002'],
    ['d103', 'd101', 'HZHJ-YYB', '环卫运营部', 'dept', '李明', '0571-87010003'],
    ['d104', 'd103', 'HZHJ-BJ1', '道路保洁一队', 'dept', '王芳', '0571-87010004'],
    ['d105', 'd103', 'HZHJ-BJ2', '道路保洁二队', 'dept', '孙立伟', '0571-87010005'],
    ['d106', 'd101', 'HZHJ-CLZX', '车辆管理中心', 'dept', '赵磊', '0571-87010006'],
    ['d107', 'd101', 'HZHJ-FLZX', '垃圾分类指导中心', 'dept', '吴婷', '0571-87010007'],
    ['d108', 'd101', 'HZHJ-AQB', '安全生产部', 'dept', '郑海涛', '0571-87010008'],
  ],
  '2': [
    ['d201', null, 'XHHW', '西湖区环境卫生服务有限公司', 'company', '陈静', '0571-86020001'],
    ['d202', 'd201', 'XHHW-ZHB', '综合部', 'dept', '林国强', '0571-86020002'],
    ['d203', 'd201', 'XHHW-ZY1', '作业一部', 'dept', '黄志强', '0571-86020003'],
    ['d204', 'd201', 'XHHW-ZY2', '作业二部', 'dept', '徐丽华', '0571-86020004'],
    ['d205', 'd201', 'XHHW-CD', '车队', 'dept', '马俊', '0571-86020005'],
  ],
};

type Person = [id: string, dept: string, code: string, name: string, gender: string, phone: string, job: string, entry: string];
const staff: Record<string, Person[]> = {
  '1': [
    ['s1001', 'd101', 'HJ0001', '张建国', '男', '13805710001', '总经理', '2012-03-01'],
    ['s1002', 'd103', 'HJ0002', '李明', '男', '13805710002', '运营部经理', '2015-07-15'],
    ['s1003', 'd104', 'HJ0003', '王芳', '女', '13805710003', '保洁队长', '2016-09-01'],
    ['s1004', 'd106', 'HJ0004', '赵磊', '男', '13805710004', '车管主任', '2014-04-20'],
    ['s1005', 'd102', 'HJ0005', '周晓燕', '女', '13805710005', '办公室主任', '2013-11-11'],
    ['s1006', 'd105', 'HJ0006', '孙立伟', '男', '13805710006', '保洁队长', '2017-02-06'],
    ['s1007', 'd107', 'HJ0007', '吴婷', '女', '13805710007', '分类督导', '2019-05-27'],
    ['s1008', 'd108', 'HJ0008', '郑海涛', '男', '13805710008', '安全员', '2018-08-08'],
    ['s1009', 'd104', 'HJ0009', '刘桂英', '女', '13805710009', '保洁员', '2020-03-16'],
    ['s1010', 'd104', 'HJ0010', '陈德顺', '男', '13805710010', '保洁员', '2021-06-01'],
    ['s1011', 'd106', 'HJ0011', '杨卫东', '男', '13805710011', '驾驶员', '2018-10-10'],
    ['s1012', 'd106', 'HJ0012', '何建华', '男', '13805710012', '驾驶员', '2019-12-02'],
  ],
  '2': [
    ['s2001', 'd201', 'XH0001', '陈静', '女', '13905710001', '总经理', '2016-01-04'],
    ['s2002', 'd202', 'XH0002', '林国强', '男', '13905710002', '综合部主任', '2017-03-20'],
    ['s2003', 'd203', 'XH0003', '黄志强', '男', '13905710003', '作业主管', '2018-06-18'],
    ['s2004', 'd204', 'XH0004', '徐丽华', '女', '13905710004', '作业主管', '2018-07-02'],
    ['s2005', 'd205', 'XH0005', '马俊', '男', '13905710005', '车队长', '2019-09-09'],
    ['s2006', 'd203', 'XH0006', '朱秀兰', '女', '13905710006', '保洁员', '2021-04-12'],
  ],
};

/**
 * Seeds an empty database; does nothing when tenants already exist. Answers whether it seeded.
 * `hashPassword` is the sign-in service's (server/services/secrets.ts), passed in so the database
 * layer stays below the services.
 *
 * @example
 *   await seed(store.db, Date.now(), hashPassword);
 */
export async function seed(db: Db, now: number, hashPassword: (password: string) => Promise<string>): Promise<boolean> {
  const existing = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = new Map<string, string>();
  for (const account of demoAccounts) hashes.set(account.username, await hashPassword(account.password));
  const hash = (username: string) => hashes.get(username) ?? '';

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tenants')
      .values([
        {
          id: '1', code: 'hzhj', name: '杭州城市环境集团有限公司', short_name: '城市环境集团',
          address: '浙江省杭州市上城区解放东路18号', contact: '周晓燕', phone: '0571-87010000',
          password_max_age_days: 90, enable_password_policy: 1, created_at: now,
        },
        {
          id: '2', code: 'xhhw', name: '西湖区环境卫生服务有限公司', short_name: '西湖环卫',
          address: '浙江省杭州市西湖区文三路90号', contact: '林国强', phone: '0571-86020000',
          password_max_age_days: null, enable_password_policy: 0, created_at: now,
        },
      ])
      .execute();
    await trx.insertInto('systems').values(systems).execute();
    for (const tenantId of ['1', '2']) {
      await trx.insertInto('tenant_systems').values(systems.map((s) => ({ tenant_id: tenantId, system_code: s.code }))).execute();
      await trx
        .insertInto('departments')
        .values((departments[tenantId] ?? []).map(([id, parent, code, name, type, leader, phone], i) => ({
          id, tenant_id: tenantId, parent_id: parent, code, name, type, leader, phone, sort: i + 1,
        })))
        .execute();
      await trx
        .insertInto('staff')
        .values((staff[tenantId] ?? []).map(([id, dept, code, name, gender, phone, job, entry]) => ({
          id, tenant_id: tenantId, dept_id: dept, code, name, gender, phone, job, entry_date: entry,
        })))
        .execute();
    }
    const user = (id: string, tenantId: string, username: string, name: string, staffId: string | null, deptId: string | null, extra: { isSuper?: boolean; expiresAt?: number | null; phone: string }) => ({
      id, tenant_id: tenantId, username, name, staff_id: staffId, dept_id: deptId, password_hash: hash(username),
      password_changed_at: now, password_expires_at: extra.expiresAt ?? null, photo_id: null,
      is_super: extra.isSuper ? 1 : 0, status: 'active', phone: extra.phone, created_at: now,
    });
    await trx
      .insertInto('users')
      .values([
        user('1', '1', 'root', '超级管理员', null, 'd101', { isSuper: true, phone: '' }),
        user('1001', '1', 'admin', '张建国', 's1001', 'd101', { phone: '13805710001' }),
        user('1002', '1', 'ops', '李明', 's1002', 'd103', { phone: '13805710002' }),
        user('1003', '1', 'weak', '王芳', 's1003', 'd104', { phone: '13805710003' }),
        // Expired a day before the first start: the password-expiry check answers true.
        user('1004', '1', 'expired', '赵磊', 's1004', 'd106', { expiresAt: now - 86400000, phone: '13805710004' }),
        user('2001', '2', 'admin2', '陈静', 's2001', 'd201', { phone: '13905710001' }),
        user('1005', '1', 'viewer', '周晓燕', 's1005', 'd102', { phone: '13805710005' }),
      ])
      .execute();
    await trx
      .insertInto('roles')
      .values([
        // r1 管理员, r2 调度员, r3 只读 of each tenant (standardRoles); tenant 1 has two more.
        ...['1', '2'].flatMap((tenantId) => standardRoles.map((r, i) => ({ id: `r${tenantId}0${i + 1}`, tenant_id: tenantId, code: r.code, name: r.name, data_scope: r.dataScope }))),
        { id: 'r104', tenant_id: '1', code: 'hwyy_operator', name: '环卫运营调度员', data_scope: 'dept' },
        { id: 'r105', tenant_id: '1', code: 'field_leader', name: '作业队长', data_scope: 'dept' },
      ])
      .execute();
    await trx
      .insertInto('user_roles')
      .values([
        { tenant_id: '1', user_id: '1001', role_id: 'r101' },
        { tenant_id: '1', user_id: '1002', role_id: 'r104' },
        { tenant_id: '1', user_id: '1003', role_id: 'r105' },
        { tenant_id: '1', user_id: '1004', role_id: 'r104' },
        { tenant_id: '1', user_id: '1005', role_id: 'r103' },
        { tenant_id: '2', user_id: '2001', role_id: 'r201' },
      ])
      .execute();
    await trx
      .insertInto('menu_grants')
      .values([
        ...['1', '2'].flatMap((tenantId) => standardRoles.map((_r, i) => ({ tenant_id: tenantId, role_id: `r${tenantId}0${i + 1}`, user_id: null, system_code: '*', menu_id: '*' }))),
        { tenant_id: '1', role_id: 'r104', user_id: null, system_code: 'hwyy', menu_id: '*' },
        { tenant_id: '1', role_id: 'r105', user_id: null, system_code: 'hwyy', menu_id: '*' },
        { tenant_id: '1', role_id: 'r105', user_id: null, system_code: 'ljfl', menu_id: '*' },
      ])
      .execute();
    await trx
      .insertInto('role_functions')
      .values([
        ...['1', '2'].flatMap((tenantId) => standardRoles.flatMap((r, i) => r.functions.map((f) => ({ tenant_id: tenantId, role_id: `r${tenantId}0${i + 1}`, function_code: f })))),
        // ops: a dispatcher (standardRoles) held in 环卫运营 only, with its demo codes.
        ...['hwyy:view', 'hwyy:dispatch', ...standardRoles[1].functions].map((f) => ({ tenant_id: '1', role_id: 'r104', function_code: f })),
        { tenant_id: '1', role_id: 'r105', function_code: 'hwyy:view' },
        { tenant_id: '1', role_id: 'r105', function_code: 'ljfl:view' },
      ])
      .execute();
    await trx
      .insertInto('params')
      .values([
        { id: 'p101', tenant_id: '1', param_type_code: 'param_password_validate', parm_key: 'regex', parm_code: 'regex', parm_name: PASSWORD_REGEX, sort: 1 },
        { id: 'p102', tenant_id: '1', param_type_code: 'param_password_validate', parm_key: 'tip', parm_code: 'tip', parm_name: PASSWORD_TIP, sort: 2 },
        { id: 'p103', tenant_id: '1', param_type_code: 'param_system_config', parm_key: 'platformTitle', parm_code: 'platformTitle', parm_name: '城市公共服务MES管理平台', sort: 1 },
        { id: 'p104', tenant_id: '1', param_type_code: 'param_system_config', parm_key: 'weatherCity', parm_code: 'weatherCity', parm_name: '杭州', sort: 2 },
        { id: 'p201', tenant_id: '2', param_type_code: 'param_system_config', parm_key: 'platformTitle', parm_code: 'platformTitle', parm_name: '西湖区智慧环卫平台', sort: 1 },
        { id: 'p202', tenant_id: '2', param_type_code: 'param_system_config', parm_key: 'weatherCity', parm_code: 'weatherCity', parm_name: '杭州', sort: 2 },
      ])
      .execute();
    const enums: Array<[string, string, string]> = [
      ['GenderEnum', '1', '男'], ['GenderEnum', '2', '女'],
      ['CarTypeEnum', 'YSC', '压缩式垃圾车'], ['CarTypeEnum', 'SSC', '洒水车'], ['CarTypeEnum', 'SLC', '扫路车'],
      ['CarTypeEnum', 'CCC', '餐厨垃圾车'], ['CarTypeEnum', 'GBC', '勾臂车'],
      ['WasteTypeEnum', '1', '可回收物'], ['WasteTypeEnum', '2', '有害垃圾'], ['WasteTypeEnum', '3', '厨余垃圾'], ['WasteTypeEnum', '4', '其他垃圾'],
      ['UserStatusEnum', 'active', '启用'], ['UserStatusEnum', 'disabled', '停用'],
    ];
    for (const tenantId of ['1', '2']) {
      await trx
        .insertInto('enum_items')
        .values(enums.map(([name, code, label], i) => ({ tenant_id: tenantId, enum_name: name, code, label, sort: i })))
        .execute();
    }
    await trx
      .insertInto('constants')
      .values([
        { tenant_id: '1', name: 'platformTitle', value: '城市公共服务MES管理平台', remark: '平台标题', updated_at: now },
        { tenant_id: '1', name: 'mapCenter', value: '120.1551,30.2741', remark: '地图中心点（经度,纬度）', updated_at: now },
        { tenant_id: '1', name: 'noticeEnabled', value: 'true', remark: '是否显示通知', updated_at: now },
        { tenant_id: '2', name: 'platformTitle', value: '西湖区智慧环卫平台', remark: '平台标题', updated_at: now },
        { tenant_id: '2', name: 'mapCenter', value: '120.1300,30.2594', remark: '地图中心点（经度,纬度）', updated_at: now },
      ])
      .execute();
    // Push records (the header bell's notices), dated back from the first start; some already read.
    const H = 3600000;
    const notices: Array<[string, string, string, string, string, number, boolean]> = [
      ['1', '1001', 'alarm', '拱墅区3号公厕氨气浓度超标', '拱墅区湖墅南路3号公厕氨气读数超出上限，请安排保洁员处理。', 0.5, false],
      ['1', '1001', 'workOrder', '工单WX-002待派单', '上城区解放东路道路破损工单已上报，等待派单。', 3, false],
      ['1', '1001', 'system', '密码策略已启用', '本单位已启用密码规则：至少8位，包含字母、数字和特殊符号，有效期90天。', 26, true],
      ['1', '1002', 'workOrder', '道路保洁一队今日排班已发布', '请按排班表核对作业车辆与人员。', 2, false],
      ['1', '1005', 'system', '系统维护通知', '本周六 02:00–04:00 系统维护，期间可能无法登录。', 30, false],
      ['2', '2001', 'alarm', '西湖区车队车辆离线', '车辆浙A·X2005 已超过2小时没有上报位置。', 1, false],
    ];
    await trx
      .insertInto('notices')
      .values(notices.map(([tenant_id, user_id, category, title, content, hoursAgo, read], i) => ({
        id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, tenant_id, user_id, category, title, content,
        created_at: now - hoursAgo * H, read_at: read ? now - (hoursAgo - 1) * H : null,
      })))
      .execute();
    // Income details of the last weeks (系统管理 → 收入明细), dated back from the first start.
    const day = (daysAgo: number) => new Date(now - daysAgo * 24 * H).toISOString().slice(0, 10);
    const income: Array<[number, string, number, string | null, string, string]> = [
      [2, 'recycling', 1856000, 'd103', '杭州再生资源回收利用有限公司', '废纸、废塑料 12.4 吨'],
      [5, 'service', 32000000, 'd102', '上城区城市管理局', '11月道路保洁服务费'],
      [9, 'recycling', 624550, 'd104', '浙江绿源金属回收公司', '废旧金属 3.1 吨'],
      [14, 'subsidy', 5000000, null, '杭州市财政局', '垃圾分类示范片区补贴'],
      [21, 'service', 8600000, 'd105', '拱墅区湖墅街道', '公厕保洁服务费'],
      [33, 'other', 120000, 'd106', '杭州公交集团', '车辆广告位租金'],
    ];
    await trx
      .insertInto('income_details')
      .values(income.map(([daysAgo, category, cents, dept, payer, remark], i) => ({
        id: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`, tenant_id: '1', dept_id: dept, income_date: day(daysAgo), category,
        amount_cents: cents, payer, remark, created_by: 'admin', created_at: now - daysAgo * 24 * H, updated_at: now - daysAgo * 24 * H,
      })))
      .execute();
    // A messaging-app configuration, not yet bound (系统管理 → 消息应用); the secret is a demo value.
    await trx.insertInto('messaging_apps').values({
      id: '00000000-0000-4000-a000-000000000001', tenant_id: '1', name: '杭州环境集团服务号', kind: 'official', app_id: 'wxdemo0hz0env0001',
      app_secret: 'demoSecretHz2026EnvGroup0001', remark: '演示配置', bound_at: null, bound_by: null, created_at: now, updated_at: now,
    }).execute();
    await trx.insertInto('third_party_apps').values({ id: demoSsoApp.appKey, name: '智慧城市门户（演示）', secret: demoSsoApp.secret, tenant_id: '1' }).execute();
    await trx.insertInto('third_party_bindings').values({ app_id: demoSsoApp.appKey, external_user_id: demoSsoApp.externalUserId, tenant_id: '1', user_id: '1002' }).execute();
  });
  return true;
}
