/**
 * The fleet's records over HTTP, at both generations' paths: one table behind the v2 and the older
 * calls (and the platform's car calls), CRUD, paging, filters, sorting, bad input, cross-tenant
 * refusal, the recycle list, imports that write all or nothing, and exports whose rows match the list.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, OLD, V2, type Fixture, type Page } from './support';


let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 60_000);
afterAll(() => f.server.close());

type Car = { id: number; plateNo: string; brand: string; status: string; mileage: number | null; recycled: boolean };

async function rowsOf(response: Response): Promise<unknown[][]> {
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

const newCar = (plateNo: string) => ({ plateNo, carType: 'sweeper', brand: '宇通', model: 'YTZ5180TSLD6', fuelType: 'diesel', status: 'inService', mileage: 1200 });

describe('cars: one table behind the v2, older and platform calls', () => {
  it('lists the seeded fleet of the caller’s tenant only, paged and sorted', async () => {
    const a = await f.admin.json<Page<Car>>(`${V2}/car/page`, { pageNo: 1, pageSize: 5, orderField: 'mileage', orderType: 'desc' });
    expect(a.result).toBe(0);
    expect(a.data.total).toBe(24);
    expect(a.data.records).toHaveLength(5);
    const miles = a.data.records.map((r) => r.mileage ?? 0);
    expect(miles).toEqual([...miles].sort((x, y) => y - x));
    // Both tenants run Hangzhou fleets (浙A); each sees only its own cars, in its own departments.
    const all = await f.admin.json<Page<Car & { deptId: string | null }>>(`${V2}/car/page`, { pageSize: 50 });
    const b = await f.admin2.json<Page<Car & { deptId: string | null }>>(`${V2}/car/page`, { pageSize: 50 });
    expect(all.data.records.every((r) => r.plateNo.startsWith('浙A') && r.deptId?.startsWith('d1'))).toBe(true);
    expect(b.data.records.every((r) => r.plateNo.startsWith('浙A') && r.deptId?.startsWith('d2'))).toBe(true);
    const mine = new Set(all.data.records.map((r) => r.plateNo));
    expect(b.data.records.filter((r) => mine.has(r.plateNo))).toEqual([]);
    const page3 = await f.admin.json<Page<Car>>(`${V2}/car/page`, { pageNo: 3, pageSize: 10 });
    expect(page3.data.records).toHaveLength(4);
  });

  it('filters by plate (contains) and by status (any of)', async () => {
    const byPlate = await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'D1234' });
    expect(byPlate.data.records.map((r) => r.plateNo)).toEqual(['浙A·D1234']);
    const repair = await f.admin.json<Page<Car>>(`${V2}/car/page`, { status: 'repair,idle', pageSize: 50 });
    expect(repair.data.total).toBe(3);
    expect(repair.data.records.every((r) => ['repair', 'idle'].includes(r.status))).toBe(true);
  });

  it('creates at the v2 path, reads it at the older and the v2 paths, updates at the older path', async () => {
    const created = await f.admin.json<Car>(`${V2}/car/insert`, newCar('浙A·F8801'));
    expect(created.result).toBe(0);
    const old = await f.admin.form<Page<Car>>(`${OLD}/car/load`, { plateNo: 'F8801' });
    expect(old.data.records).toHaveLength(1);
    expect(old.data.records[0]!.id).toBe(created.data.id);
    const updated = await f.admin.form<Car>(`${OLD}/car/update`, { id: created.data.id, brand: '福龙马' });
    expect(updated.result).toBe(0);
    const one = await f.admin.json<Car>(`${V2}/car/selectOne`, { id: created.data.id });
    expect(one.data.brand).toBe('福龙马');
    expect(one.data.recycled).toBe(false);
  });

  it('creates at the older path without an id and through the platform account call', async () => {
    const old = await f.admin.form<Car>(`${OLD}/car/update`, newCar('浙A·F8802'));
    expect(old.result).toBe(0);
    const platform = await f.admin.form<Car>('/cloud/yht/v2/web/car/insert', newCar('浙A·F8803'));
    expect(platform.result).toBe(0);
    const both = await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'F880', pageSize: 10 });
    expect(both.data.records.map((r) => r.plateNo).sort()).toEqual(['浙A·F8801', '浙A·F8802', '浙A·F8803']);
    const code = await f.admin.form<{ groupCode: string }>('/cloud/yht/v2/web/car/getNewGroupCode');
    expect(code.data.groupCode).toBe('CZ0005');
  });

  it('refuses bad input with the field’s message, and a repeated plate', async () => {
    const bad = await f.admin.json(`${V2}/car/insert`, { ...newCar('SUA12345'), mileage: -3 });
    expect(bad.result).toBe(1);
    expect(bad.msg).toContain('车牌号应为车牌号格式');
    expect(bad.msg).toContain('累计里程');
    const twice = await f.admin.json(`${V2}/car/insert`, newCar('浙A·D1234'));
    expect(twice.result).toBe(1);
    expect(twice.msg).toContain('车牌号');
    const sort = await f.admin.json(`${V2}/car/page`, { orderField: 'vin; drop table x' });
    expect(sort.result).toBe(1);
    const size = await f.admin.form(`${OLD}/car/load`, { pageSize: 5000 });
    expect(size.result).toBe(1);
    const old = await f.admin.form(`${OLD}/car/update`, { plateNo: '浙A·F88' });
    expect(old.result).toBe(1);
  });

  it('keeps tenants apart: another tenant’s car is neither read, changed nor deleted', async () => {
    const mine = (await f.admin.json<Page<Car>>(`${V2}/car/page`, { pageSize: 1 })).data.records[0]!;
    expect((await f.admin2.json(`${V2}/car/selectOne`, { id: mine.id })).result).toBe(1);
    expect((await f.admin2.json(`${V2}/car/update`, { id: mine.id, brand: 'x' })).result).toBe(1);
    expect((await f.admin2.form(`${OLD}/car/update`, { id: mine.id, brand: 'x' })).result).toBe(1);
    expect((await f.admin2.json(`${V2}/car/deletes`, { ids: [mine.id] })).result).toBe(1);
    expect((await f.admin2.form(`${OLD}/car/delete`, { ids: String(mine.id) })).result).toBe(1);
    expect((await f.admin2.json(`${V2}/car/recover`, { ids: [mine.id] })).result).toBe(1);
    expect((await f.admin2.json(`${V2}/car/page`, { tenantId: '1' })).result).not.toBe(0);
    expect((await f.admin.json<Car>(`${V2}/car/selectOne`, { id: mine.id })).data.brand).toBe(mine.brand);
  });

  it('moves deleted cars to the recycle list (from either generation) and recovers them', async () => {
    const cars = (await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'F880', pageSize: 10 })).data.records;
    const [a, b] = cars;
    expect((await f.admin.json<{ deleted: number }>(`${V2}/car/deletes`, { ids: [a!.id] })).data.deleted).toBe(1);
    expect((await f.admin.form(`${OLD}/car/delete`, { ids: String(b!.id) })).result).toBe(0);
    const left = await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'F880' });
    expect(left.data.total).toBe(1);
    expect((await f.admin.form<Page<Car>>(`${OLD}/car/load`, { plateNo: 'F880' })).data.total).toBe(1);
    const all = await f.admin.json<Car[]>(`${V2}/car/list`, { plateNo: 'F880' });
    expect(all.data).toHaveLength(1);
    const bin = await f.admin.json<Page<Car>>(`${V2}/car/recycleList`, {});
    // Beside the demo's car deleted last week (浙A·K…).
    expect(bin.data.records.map((r) => r.plateNo).filter((p) => !p.startsWith('浙A·K')).sort()).toEqual([a!.plateNo, b!.plateNo].sort());
    expect((await f.admin2.json<Page<Car>>(`${V2}/car/recycleList`, {})).data.records.map((r) => r.plateNo)).not.toEqual(expect.arrayContaining([a!.plateNo]));
    // Deleting again is refused; a recycled car is not edited; its plate is not taken again.
    expect((await f.admin.json(`${V2}/car/deletes`, { ids: [a!.id] })).result).toBe(1);
    expect((await f.admin.json(`${V2}/car/update`, { id: a!.id, brand: 'x' })).result).toBe(1);
    expect((await f.admin.json(`${V2}/car/insert`, newCar(a!.plateNo))).result).toBe(1);
    const back = await f.admin.json<{ recovered: number }>(`${V2}/car/recover`, { ids: [a!.id] });
    expect(back.data.recovered).toBe(1);
    expect((await f.admin.json(`${V2}/car/recover`, { ids: [a!.id] })).result).toBe(1);
    expect((await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'F880' })).data.total).toBe(2);
  });

  it('exports the rows matching the filter at both generations’ paths; the backup export keeps recycled rows', async () => {
    const total = (await f.admin.json<Page<Car>>(`${V2}/car/page`, { status: 'inService' })).data.total;
    const v2 = await rowsOf(await f.admin.raw(`${V2}/car/export`, { status: 'inService' }));
    expect(v2.length - 1).toBe(total);
    expect(v2[0]).toContain('车牌号');
    expect(v2.slice(1).every((r) => r.includes('在用'))).toBe(true);
    const old = await rowsOf(await fetch(`${f.server.url}${OLD}/car/export`, { method: 'POST', headers: { authorization: `Bearer ${f.admin.token}` } }));
    const all = (await f.admin.json<Page<Car>>(`${V2}/car/page`, {})).data.total;
    expect(old.length - 1).toBe(all);
    const backup = await rowsOf(await f.admin.raw(`${OLD}/car/bkExport`));
    expect(backup.length - 1).toBe(all + 2); // two cars are in the recycle list: the demo's and one deleted above
    expect(backup[0]).toContain('已删除');
  });
});

describe('imports write every row or none', () => {
  const header = '车牌号,车辆类型,品牌,燃料类型,车辆状态\n';

  it('checks a file without writing (the import dialog’s preview), naming bad rows and columns', async () => {
    const csv = `${header}浙A·G1001,扫路车,宇通,柴油,在用\n浙A-BAD,扫路车,宇通,柴油,在用\n`;
    const check = await f.admin.upload<{ total: number; errors: { row: number; field: string }[] }>(`${OLD}/car/import`, 'cars.csv', csv, { mode: 'check' });
    expect(check.result).toBe(0);
    expect(check.data.total).toBe(2);
    expect(check.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'plateNo' })]);
    expect((await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'G1001' })).data.total).toBe(0);
  });

  it('refuses the whole file at the older path when one row is bad', async () => {
    const csv = `${header}浙A·G1001,扫路车,宇通,柴油,在用\n浙A·G1002,飞机,宇通,柴油,在用\n`;
    const answer = await f.admin.upload<{ imported: number; errors: { row: number; field: string }[] }>(`${OLD}/car/import`, 'cars.csv', csv);
    expect(answer.result).toBe(1);
    // The engine's refusal: the count in the message, the rows and fields in the data.
    expect(answer.msg).toContain('未写入任何数据');
    expect(answer.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'carType' })]);
    expect((await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'G100' })).data.total).toBe(0);
  });

  it('refuses the whole file at the v2 path (engine import) when one row repeats a plate', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('车辆');
    ws.addRow(['车牌号', '车辆类型', '品牌', '燃料类型', '车辆状态']);
    ws.addRow(['浙A·G2001', '洒水车', '东风', '柴油', '在用']);
    ws.addRow(['浙A·D1234', '洒水车', '东风', '柴油', '在用']);
    const answer = await f.admin.upload(`${V2}/car/import`, 'cars.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(answer.result).toBe(1);
    expect((await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'G2001' })).data.total).toBe(0);
  });

  it('imports a good file at both paths and through the platform call; an export imports again', async () => {
    expect((await f.admin.upload(`${OLD}/car/import`, 'a.csv', `${header}浙A·G3001,扫路车,宇通,柴油,在用\n`)).result).toBe(0);
    expect((await f.admin.upload(`${V2}/car/import`, 'b.csv', `${header}浙A·G3002,洗扫车,中联重科,柴油,闲置\n`)).result).toBe(0);
    expect((await f.admin.upload('/cloud/yht/v2/web/car/import', 'c.csv', `${header}浙A·G3003,皮卡,江铃,汽油,在用\n`)).result).toBe(0);
    const got = await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo: 'G300', pageSize: 10 });
    expect(got.data.records.map((r) => r.status).sort()).toEqual(['idle', 'inService', 'inService']);
    // The older water export (labels, plate numbers) goes back in through the older import.
    const water = await rowsOf(await f.admin.raw(`${OLD}/waterManage/export`, { pageSize: 3 }));
    const before = (await f.admin.json<Page>(`${V2}/waterManage/page`, {})).data.total;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow(water[0]!);
    ws.addRow(water[1]!);
    const again = await f.admin.upload(`${OLD}/waterManage/import`, 'water.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(again.result, again.msg).toBe(0);
    expect((await f.admin.json<Page>(`${V2}/waterManage/page`, {})).data.total).toBe(before + 1);
  });

  it('refuses a file that is not a sheet', async () => {
    expect((await f.admin.upload(`${OLD}/refuelManage/import`, 'x.txt', 'hello')).result).toBe(1);
    expect((await f.admin.form(`${OLD}/refuelManage/import`, {})).result).toBe(1);
  });
});

describe('every other list pages, sorts, filters and exports what it lists', () => {
  const v2Only = ['carInsurance', 'accident', 'fieldConfig', 'insuranceCompany', 'expirationReminder', 'equipmentType', 'equipmentManage', 'oilSupplier', 'rechargeStation', 'refuelStation', 'whiteList', 'oilCardRecharge', 'equipmentOilRefuel', 'serviceFactory', 'waterStation', 'carCostRecord'];
  const dual = { waterManage: 'waterManage', annualInspection: 'inspectionManage', insuranceRecord: 'insuranceManage', accidentManage: 'accidentManage', breakRulesManage: 'breakRulesManage', oilCard: 'oilCardManage', oilRefuel: 'refuelManage' };

  it.each(v2Only)('%s: page, list and export agree; the other tenant sees its own rows', async (entity) => {
    const page = await f.admin.json<Page>(`${V2}/${entity}/page`, { pageSize: 3 });
    expect(page.result, page.msg).toBe(0);
    expect(page.data.total).toBeGreaterThan(0);
    expect(page.data.records.length).toBe(Math.min(3, page.data.total));
    const list = await f.admin.json<unknown[]>(`${V2}/${entity}/list`, {});
    expect(list.data).toHaveLength(page.data.total);
    const rows = await rowsOf(await f.admin.raw(`${V2}/${entity}/export`));
    expect(rows.length - 1).toBe(page.data.total);
    const other = await f.admin2.json<Page>(`${V2}/${entity}/page`, { pageSize: 1000 });
    const mineIds = new Set((await f.admin.json<Page>(`${V2}/${entity}/page`, { pageSize: 1000 })).data.records.map((r) => r.id));
    expect(other.data.records.some((r) => mineIds.has(r.id))).toBe(false);
  });

  it.each(Object.entries(dual))('%s: the v2 page and the older load (%s) list the same rows', async (entity, old) => {
    const v2 = await f.admin.json<Page>(`${V2}/${entity}/page`, { pageSize: 1000 });
    const classic = await f.admin.form<Page>(`${OLD}/${old}/load`, { pageSize: 1000 });
    expect(v2.data.total).toBeGreaterThan(0);
    expect(classic.data.records.map((r) => r.id)).toEqual(v2.data.records.map((r) => r.id));
    const rows = await rowsOf(await f.admin.raw(`${OLD}/${old}/export`));
    expect(rows.length - 1).toBe(v2.data.total);
  });

  it('sorts refuels by amount and filters them by a time range', async () => {
    const page = await f.admin.json<Page<{ amount: number; refuelTime: string }>>(`${V2}/oilRefuel/page`, { orderField: 'amount', orderType: 'asc', pageSize: 20 });
    const amounts = page.data.records.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const year = new Date().getFullYear();
    const range = await f.admin.json<Page<{ refuelTime: string }>>(`${V2}/oilRefuel/page`, { refuelTimeStart: `${year}-01-01`, refuelTimeEnd: `${year}-03-31`, pageSize: 500 });
    expect(range.data.records.every((r) => r.refuelTime >= `${year}-01-01` && r.refuelTime <= `${year}-03-31 23:59:59`)).toBe(true);
  });

  it('serves the older-only records with full CRUD (maintenance types and records, depreciation, upkeep plans)', async () => {
    const parent = await f.admin.form<{ id: number }>(`${OLD}/maintenanceManage/parentType/update`, { typeName: '空调系统', typeCode: 'KT' });
    expect(parent.result, parent.msg).toBe(0);
    const sub = await f.admin.form<{ id: number }>(`${OLD}/maintenanceManage/subType/update`, { parentId: parent.data.id, typeName: '空调滤芯', typeCode: 'KT-01', intervalDays: 180 });
    expect(sub.result, sub.msg).toBe(0);
    const subs = await f.admin.form<Page>(`${OLD}/maintenanceManage/subType/load`, { parentId: parent.data.id });
    expect(subs.data.total).toBe(1);
    expect((await f.admin.form(`${OLD}/maintenanceManage/parentType/update`, { typeName: '重复', typeCode: 'KT' })).result).toBe(1);
    expect((await f.admin.form(`${OLD}/maintenanceManage/subType/delete`, { ids: String(sub.data.id) })).result).toBe(0);
    const dep = await f.admin.form<{ netValue: number }>(`${OLD}/depreciationManage/update`, { carId: 1, period: '2026-12', method: 'straightLine', originalValue: 300000, monthlyAmount: 2968.75, accumulated: 71250 });
    expect(dep.result, dep.msg).toBe(0);
    expect(dep.data.netValue).toBe(228750);
    expect((await f.admin.form(`${OLD}/depreciationManage/update`, { carId: 1, period: '2027-01', method: 'straightLine', originalValue: 100, monthlyAmount: 1, accumulated: 200 })).msg).toContain('累计折旧不能大于原值');
    const backup = await rowsOf(await f.admin.raw(`${OLD}/depreciationManage/bkExport`));
    expect(backup.length - 1).toBe((await f.admin.form<Page>(`${OLD}/depreciationManage/load`)).data.total);
    const conf = await f.admin.json(`${OLD}/carDepreciationConf/save`, { carType: 'sweeper', usefulYears: 8, residualRate: 5, method: 'straightLine' });
    expect(conf.result).toBe(1); // one rule per vehicle type
    const reserved = await f.admin.form<{ id: number }>(`${OLD}/reservedFieldConfig/save`, { entity: 'car', fieldKey: 'reserved3', fieldName: '资产编号', fieldType: 'text' });
    expect(reserved.result, reserved.msg).toBe(0);
    expect((await f.admin.form(`${OLD}/reservedFieldConfig/save`, { entity: 'car', fieldKey: 'reserved11', fieldName: 'x', fieldType: 'text' })).result).toBe(1);
    expect((await f.admin.form(`${OLD}/reservedFieldConfig/delete`, { ids: String(reserved.data.id) })).result).toBe(0);
    const nodes = await f.admin.form<Page>('/cloud/yht/v2/web/flowNodeConfig/list', { flowType: 'maintenance' });
    expect(nodes.data.total).toBe(3);
    expect((await f.admin.form('/cloud/yht/v2/web/flowNodeConfig/save', { flowType: 'refuel', nodeOrder: 2, nodeName: '财务复核', approverRole: '财务' })).result).toBe(0);
  });
});
