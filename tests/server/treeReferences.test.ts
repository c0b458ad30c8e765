/**
 * A value chosen from the organisation tree (a `treeSelect` field: a department or an organisation)
 * must be a node of the caller's tenant, like every other reference: on create, on update and on each
 * import row, a department that does not exist (`d999`) or is another tenant's (`d205`) is refused
 * with a message naming the field and the value (`所属部门：部门“d999”不存在`), and nothing is written.
 * A value an update keeps as it was stays (its department may have been removed since). Every
 * module's demo rows hold departments of their own tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldList, formFields } from '../../kit/resource';
import { carInfo } from '../../modules/ljszy/resources/carInfo';
import { car } from '../../modules/clgl/resources/car';
import { loadModules } from '../../server/resources/modules';
import { tableName } from '../../server/resources/tables';
import { runSql } from '../support/pg';
import { signIn, startServer, type TestServer } from '../support/server';
import { snapshot } from './helpers';

type Envelope<T = unknown> = { result: number; msg: string; data: T };
type Row = Record<string, unknown> & { id: number };
type ImportAnswer = { imported: number; total: number; invalid: number; errors: { row: number; field: string; message: string }[] };

let server: TestServer;
let admin: string;
let admin2: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  admin2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
});
afterAll(async () => server.close());

async function post<T = unknown>(path: string, body: Record<string, unknown>, token = admin): Promise<Envelope<T>> {
  const r = await fetch(server.url + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(r.status).not.toBe(500);
  return (await r.json()) as Envelope<T>;
}

async function upload<T = unknown>(path: string, csv: string, mode: string): Promise<Envelope<T>> {
  const fd = new FormData();
  fd.append('mode', mode);
  fd.append('file', new Blob([csv]), 'cars.csv');
  const r = await fetch(server.url + path, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: fd });
  expect(r.status).not.toBe(500);
  return (await r.json()) as Envelope<T>;
}

const V2 = '/cloud/clgl/v2/web/car';
const TRUCKS = '/cloud/ljszy/carInfo';

/** A valid new car of tenant 1: an existing car's form values with a new plate. */
async function newCar(plate: string, token = admin): Promise<Record<string, unknown>> {
  const template = (await post<{ records: Row[] }>(`${V2}/page`, { pageSize: 1 }, token)).data.records[0]!;
  return { ...Object.fromEntries(formFields(car).map((f) => [f.name, template[f.name]])), plateNo: plate };
}

describe('the demo rows (checked before any test writes)', () => {
  it('hold, in every module, departments of their own tenant only', async () => {
    const depts = await runSql(server, 'select id, tenant_id from departments');
    const tenantOf = new Map(depts.map((d) => [String(d.id), String(d.tenant_id)]));
    let checked = 0;
    for (const m of await loadModules()) {
      for (const def of m.resources.resources) {
        for (const f of fieldList(def).filter((x) => x.type === 'treeSelect')) {
          const rows = await runSql(server, `select "tenantId", "${f.name}" as v from "${tableName(m.resources.module, def)}" where "${f.name}" is not null and "${f.name}" != ''`);
          for (const r of rows) expect([`${m.resources.module}.${def.id}.${f.name}`, r.v, tenantOf.get(String(r.v))]).toEqual([`${m.resources.module}.${def.id}.${f.name}`, r.v, String(r.tenantId)]);
          checked += rows.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('a department chosen from the organisation tree', () => {
  it('is refused on create when it does not exist or is another tenant’s, naming the field and the value; nothing is written', async () => {
    const before = await snapshot(server);
    for (const [deptId, token] of [['d999', admin], ['d205', admin], ['d104', admin2]] as const) {
      const answer = await post<{ errors: { field: string; message: string }[] }>(`${V2}/insert`, { ...(await newCar('浙A·T9001', token)), deptId }, token);
      expect(answer.result).toBe(1);
      expect(answer.msg).toBe(`所属部门：部门“${deptId}”不存在`);
      expect(answer.data.errors).toEqual([{ field: 'deptId', message: answer.msg }]);
    }
    const template = (await post<{ records: Row[] }>(`${TRUCKS}/pageList`, { pageSize: 1 })).data.records[0]!;
    const truckValues = Object.fromEntries(formFields(carInfo).map((f) => [f.name, template[f.name]]));
    const truck = await post(`${TRUCKS}/save`, { ...truckValues, carCode: '浙A·T9002', deptId: 'd205' });
    expect(truck).toMatchObject({ result: 1, msg: '所属部门：部门“d205”不存在' });
    expect(await snapshot(server)).toEqual(before);
  });

  it('is accepted when it is a department of the caller’s tenant, or left blank', async () => {
    const made = await post<Row>(`${V2}/insert`, { ...(await newCar('浙A·T9003')), deptId: 'd104' });
    expect(made.msg).toBe('保存成功');
    expect(made.data.deptId).toBe('d104');
    const blank = await post<Row>(`${V2}/insert`, { ...(await newCar('浙A·T9004')), deptId: '' });
    expect(blank.result, blank.msg).toBe(0);
    const theirs = await post<Row>(`${V2}/insert`, { ...(await newCar('浙A·T9005', admin2)), deptId: 'd205' }, admin2);
    expect(theirs.result, theirs.msg).toBe(0);
  });

  it('is refused on update when changed to another tenant’s department; a department the row keeps as it was stays', async () => {
    const made = (await post<Row>(`${V2}/insert`, { ...(await newCar('浙A·T9006')), deptId: 'd106' })).data;
    const refused = await post(`${V2}/update`, { ...made, deptId: 'd205' });
    expect(refused).toMatchObject({ result: 1, msg: '所属部门：部门“d205”不存在' });
    expect((await post<Row>(`${V2}/selectOne`, { id: made.id })).data.deptId).toBe('d106');
    // A department removed after the car was put in it: editing the car's other fields still works.
    await runSql(server, `update ${tableName('clgl', car)} set "deptId" = 'd180' where id = ?`, [made.id]);
    const kept = await post<Row>(`${V2}/update`, { ...made, deptId: 'd180', driverName: '王师傅' });
    expect(kept.result, kept.msg).toBe(0);
    expect(kept.data).toMatchObject({ deptId: 'd180', driverName: '王师傅' });
    const truck = (await post<{ records: Row[] }>(`${TRUCKS}/pageList`, { pageSize: 1 })).data.records[0]!;
    expect(await post(`${TRUCKS}/update`, { id: truck.id, deptId: 'd999' })).toMatchObject({ result: 1, msg: '所属部门：部门“d999”不存在' });
  });

  it('refuses an import row naming a department that is not the tenant’s, with the row’s message; nothing is written', async () => {
    const header = '车牌号,车辆类型,品牌,燃料类型,车辆状态,所属部门\n';
    // An id or a name of the tenant's tree is read as the node (the import reader maps names); another tenant's name is not.
    const rows = [['T9101', 'd104'], ['T9102', 'd999'], ['T9103', 'd205'], ['T9104', '车辆管理中心'], ['T9105', '车队']];
    const csv = header + rows.map(([plate, dept]) => `浙A·${plate},扫路车,宇通,柴油,在用,${dept}\n`).join('');
    const before = await snapshot(server);
    const check = await upload<ImportAnswer>('/cloud/clgl/car/import', csv, 'check');
    expect(check.result, check.msg).toBe(0);
    expect(check.data.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'deptId', message: '所属部门：部门“d999”不存在' }),
      expect.objectContaining({ row: 4, field: 'deptId', message: '所属部门：部门“d205”不存在' }),
      expect.objectContaining({ row: 6, field: 'deptId', message: '所属部门：部门“车队”不存在' }),
    ]);
    const all = await upload<ImportAnswer>(`${V2}/import`, csv, 'all');
    expect(all.result).toBe(1);
    expect(all.data.imported).toBe(0);
    expect(await snapshot(server)).toEqual(before);
    const valid = await upload<ImportAnswer>(`${V2}/import`, csv, 'valid');
    expect(valid.data).toMatchObject({ imported: 2, invalid: 3 });
    const plates = (await post<{ records: Row[] }>(`${V2}/page`, { plateNo: 'T910', pageSize: 10 })).data.records.map((r) => [r.plateNo, r.deptId]);
    expect(plates.sort()).toEqual([['浙A·T9101', 'd104'], ['浙A·T9104', 'd106']]);
  });
});
