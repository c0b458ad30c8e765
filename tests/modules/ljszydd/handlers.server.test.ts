/**
 * The compression-box and RFID calls over real HTTP: the boxes' states from the seeded readings
 * (warning, overflow, offline, low battery, hot), a report moving a box across the bands, the
 * tenant's thresholds read by the rules, binding a sensor (one device on one box, the history dated,
 * a busy device refused with its box named), placing a box and binding the crew at a facility, sync
 * from 垃圾收运's facility ledger, the box's 24-hour chart, the RFID import from a spreadsheet made by
 * office software and its export, enum loading; bad input refused with nothing changed, the other
 * tenant's rows out of reach, the read-only user refused.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, fixture, RFID, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;

beforeAll(async () => {
  f = await fixture();
}, 120_000);
afterAll(() => f?.server.close());

const boxes = async (body: Record<string, unknown> = {}, c = f.admin) => (await c.json<Page<Row>>(D('compressionBox', 'pageList'), { pageSize: 200, ...body })).data.records;
const boxByCode = async (code: string, c = f.admin) => (await boxes({ boxCode: code }, c)).find((b) => b.boxCode === code)!;
const localTime = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

async function newBox(code: string, size: 'small' | 'large' = 'small'): Promise<Row> {
  const r = await f.admin.json<Row>(D('compressionBox', 'save'), { boxCode: code, facilityId: 1, boxSize: size, garbageType: 'other', volume: 6 });
  expect(r.result, r.msg).toBe(0);
  return r.data;
}

describe('压缩箱 states (compressionBox/pageList)', () => {
  it('shows the seeded boxes in warning, overflow, offline, low battery and hot, with their alarms', async () => {
    const all = await boxes();
    const alarms = new Set(all.flatMap((b) => b.alarms as string[]));
    expect([...alarms].sort()).toEqual(['hot', 'lowBattery', 'offline', 'overflow', 'warning']);
    for (const b of all) {
      if (b.fillState === 'overflow') expect(Number(b.fillLevel)).toBeGreaterThanOrEqual(90);
      if (b.fillState === 'warning') expect(Number(b.fillLevel)).toBeGreaterThanOrEqual(75);
    }
    // A large box silent for 30 h and a small one for 3 h are offline; a box without a sensor is neither.
    expect(all.filter((b) => b.onlineState === 'offline').map((b) => b.boxSize).sort()).toEqual(['large', 'small']);
    expect(all.some((b) => !b.deviceCode && b.onlineState === null && b.fillLevel === null)).toBe(true);
  });

  it('lists the boxes in alarm (compressionBox/alarmPageList), most urgent first, and filters by any alarm', async () => {
    const r = await f.admin.json<Page<Row>>(D('compressionBox', 'alarmPageList'), { boxCode: 'YSX-HZ', pageSize: 50 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.records.map((x) => x.alarm)).toEqual(['offline', 'offline', 'overflow', 'overflow', 'hot', 'lowBattery', 'warning', 'warning']);
    expect(r.data.records[0]!.silentMinutes).toBeGreaterThan(60);
    const full = await f.admin.json<Page<Row>>(D('compressionBox', 'alarmPageList'), { boxCode: 'YSX-HZ', alarm: 'overflow,hot', pageSize: 50 });
    expect(full.data.records.every((x) => (x.alarms as string[]).some((a) => a === 'overflow' || a === 'hot'))).toBe(true);
    expect(full.data.total).toBe(3);
    expect((await f.admin2.json<Page<Row>>(D('compressionBox', 'alarmPageList'), { boxCode: 'YSX-HZ' })).data.total).toBe(0);
    const xlsx = await f.admin.raw(D('compressionBox', 'alarmExport'), { boxCode: 'YSX-HZ' });
    expect(xlsx.status).toBe(200);
  });

  it('moves a box across the bands as its sensor reports: 74.9 % normal, exactly 75 % warning, exactly 90 % overflow', async () => {
    const box = await newBox('YSX-EDGE1');
    expect((await f.admin.json(D('facilityInfo', 'bindDevice'), { id: box.id, deviceCode: 'YSX-S-9001' })).result).toBe(0);
    const report = async (fillLevel: number, extra: Record<string, unknown> = {}) => {
      const r = await f.admin.json(D('compressionBox', 'report'), { deviceCode: 'YSX-S-9001', readAt: localTime(Date.now()), fillLevel, battery: 50, temperature: 30, ...extra });
      expect(r.result, r.msg).toBe(0);
      return boxByCode('YSX-EDGE1');
    };
    expect(await report(74.9)).toMatchObject({ fillState: 'normal', onlineState: 'online', alarms: [] });
    expect(await report(75)).toMatchObject({ fillState: 'warning', alarms: ['warning'] });
    expect(await report(90)).toMatchObject({ fillState: 'overflow', alarms: ['overflow'] });
    expect(await report(20, { battery: 10, temperature: 60 })).toMatchObject({ alarms: [] });
    expect(await report(20, { battery: 9, temperature: 60.5 })).toMatchObject({ alarms: ['hot', 'lowBattery'] });
    // An older report is kept in the readings but does not replace the latest.
    const old = await f.admin.json(D('compressionBox', 'report'), { deviceCode: 'YSX-S-9001', readAt: localTime(Date.now() - 3_600_000), fillLevel: 99 });
    expect(old.result, old.msg).toBe(0);
    expect((await boxByCode('YSX-EDGE1')).fillLevel).toBe(20);
  });

  it('turns a small box offline after 60 minutes without a report, a large one after 24 hours', async () => {
    const cases = [['YSX-OFF1', 'small', 59], ['YSX-OFF2', 'small', 61], ['YSX-OFF3', 'large', 23 * 60 + 50], ['YSX-OFF4', 'large', 24 * 60 + 10]] as const;
    for (const [code, size, minutes] of cases) {
      const b = await newBox(code, size);
      const device = `${code}-D`;
      expect((await f.admin.json(D('facilityInfo', 'bindDevice'), { id: b.id, deviceCode: device })).result).toBe(0);
      expect((await f.admin.json(D('compressionBox', 'report'), { deviceCode: device, readAt: localTime(Date.now() - minutes * 60_000), fillLevel: 10 })).result).toBe(0);
    }
    const states = await Promise.all(cases.map(async ([code]) => (await boxByCode(code)).onlineState));
    expect(states).toEqual(['online', 'offline', 'online', 'offline']);
  });

  it('refuses a report from a sensor bound to no box, and bad values, storing nothing', async () => {
    const before = (await f.admin.json<Page>(D('compressionBox', 'readingList'), { pageSize: 1 })).data.total;
    const free = await f.admin.json(D('compressionBox', 'report'), { deviceCode: 'YSX-S-0000', readAt: localTime(Date.now()), fillLevel: 50 });
    expect(free.result).not.toBe(0);
    expect(free.msg).toBe('设备YSX-S-0000未绑定压缩箱，数据不予接收');
    // A code that is only part of a bound sensor's code is not that sensor.
    expect((await f.admin.json(D('compressionBox', 'report'), { deviceCode: 'YSX-S-900', readAt: localTime(Date.now()), fillLevel: 50 })).msg).toBe('设备YSX-S-900未绑定压缩箱，数据不予接收');
    const bad = await f.admin.json(D('compressionBox', 'report'), { deviceCode: 'YSX-S-9001', readAt: localTime(Date.now()), fillLevel: 130 });
    expect(bad.result).not.toBe(0);
    expect((await f.admin.json<Page>(D('compressionBox', 'readingList'), { pageSize: 1 })).data.total).toBe(before);
  });
});

describe('告警阈值 (boxSetting): every threshold configurable, read by the rules', () => {
  it('applies the tenant\'s warning level to the boxes and refuses thresholds out of order', async () => {
    const [setting] = (await f.admin.json<Page<Row>>(D('boxSetting', 'pageList'), {})).data.records;
    const wrong = await f.admin.json(D('boxSetting', 'update'), { id: setting!.id, warnLevel: 95 });
    expect(wrong.result).not.toBe(0);
    expect(wrong.msg).toContain('预警线应大于0且小于满溢线');
    const box = await newBox('YSX-EDGE4');
    expect((await f.admin.json(D('facilityInfo', 'bindDevice'), { id: box.id, deviceCode: 'YSX-S-9004' })).result).toBe(0);
    expect((await f.admin.json(D('compressionBox', 'report'), { deviceCode: 'YSX-S-9004', readAt: localTime(Date.now()), fillLevel: 70 })).result).toBe(0);
    expect((await boxByCode('YSX-EDGE4')).fillState).toBe('normal');
    expect((await f.admin.json(D('boxSetting', 'update'), { id: setting!.id, warnLevel: 70 })).result).toBe(0);
    expect((await boxByCode('YSX-EDGE4')).fillState).toBe('warning');
    // The other tenant keeps its own thresholds.
    const [other] = (await f.admin2.json<Page<Row>>(D('boxSetting', 'pageList'), {})).data.records;
    expect(other!.warnLevel).toBe(75);
    expect((await f.admin.json(D('boxSetting', 'update'), { id: setting!.id, warnLevel: 75 })).result).toBe(0);
  });
});

describe('绑定设备 (facilityInfo/bindDevice): one device on one box at a time, dated', () => {
  it('refuses a device bound to another box, naming that box, and changes nothing', async () => {
    const [a, b] = (await boxes()).filter((x) => x.deviceCode);
    const r = await f.admin.json(D('facilityInfo', 'bindDevice'), { id: b!.id, deviceCode: a!.deviceCode });
    expect(r.result).not.toBe(0);
    expect(r.msg).toBe(`设备${String(a!.deviceCode)}已绑定在压缩箱${String(a!.boxCode)}上，一个设备同一时间只能绑定一个箱体，请先在该箱体解绑`);
    expect((await boxByCode(String(b!.boxCode))).deviceCode).toBe(b!.deviceCode);
  });

  it('replaces a box\'s sensor closing the old binding, unbinds, and lets the freed device go to another box', async () => {
    const box = await newBox('YSX-BIND1');
    const other = await newBox('YSX-BIND2');
    expect((await f.admin.json(D('facilityInfo', 'bindDevice'), { id: box.id, deviceCode: 'ysx-s-7001' })).result).toBe(0);
    const swap = await f.admin.json<{ message: string }>(D('facilityInfo', 'bindDevice'), { id: box.id, deviceCode: 'YSX-S-7002' });
    expect(swap.result, swap.msg).toBe(0);
    expect(swap.data.message).toBe('设备YSX-S-7002已绑定到压缩箱YSX-BIND1，原设备YSX-S-7001已解绑');
    const history = (await f.admin.json<Page<Row>>(D('compressionBox', 'bindingList'), { boxId: box.id, pageSize: 10 })).data.records;
    const dated = history.map((h) => [h.deviceCode, !!h.boundAt, !!h.unboundAt, h.boundBy]).sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(dated).toEqual([['YSX-S-7001', true, true, 'admin'], ['YSX-S-7002', true, false, 'admin']]);
    expect((await f.admin.json(D('facilityInfo', 'bindDevice'), { id: other.id, deviceCode: 'YSX-S-7001' })).result).toBe(0);
    const un = await f.admin.json<{ message: string }>(D('compressionBox', 'unbindDevice'), { id: box.id });
    expect(un.data.message).toBe('压缩箱YSX-BIND1已解绑设备YSX-S-7002');
    expect((await boxByCode('YSX-BIND1')).deviceCode).toBeNull();
    expect((await f.admin.json(D('compressionBox', 'unbindDevice'), { id: box.id })).msg).toBe('压缩箱YSX-BIND1没有绑定设备');
    expect((await f.admin.json(D('facilityInfo', 'bindDevice'), { id: other.id, deviceCode: 'YSX-S-7001' })).msg).toBe('设备YSX-S-7001已绑定在压缩箱YSX-BIND2上');
  });

  it('keeps a box with a binding history: its delete is refused naming the records, a new box without history goes', async () => {
    const seeded = await boxByCode('YSX-HZ001');
    const r = await f.admin.json(D('compressionBox', 'delete'), { ids: String(seeded.id) });
    expect(r.result).not.toBe(0);
    expect(r.msg).toContain('YSX-HZ001');
    expect(await boxByCode('YSX-HZ001')).toBeTruthy();
    const fresh = await newBox('YSX-GONE1');
    expect((await f.admin.json(D('compressionBox', 'delete'), { ids: String(fresh.id) })).result).toBe(0);
  });

  it('refuses a malformed device code, another tenant\'s box, and the read-only user', async () => {
    const box = await newBox('YSX-BIND3');
    expect((await f.admin.json(D('facilityInfo', 'bindDevice'), { id: box.id, deviceCode: 'a b' })).msg).toContain('设备编号应为4至24位');
    expect((await f.admin2.json(D('facilityInfo', 'bindDevice'), { id: box.id, deviceCode: 'YSX-S-7100' })).msg).toBe('压缩箱不存在或已被删除');
    const viewer = await f.viewer.json(D('facilityInfo', 'bindDevice'), { id: box.id, deviceCode: 'YSX-S-7100' });
    expect(viewer.result).not.toBe(0);
    expect((await boxByCode('YSX-BIND3')).deviceCode).toBeNull();
  });
});

describe('压缩设施 (facilityInfo): staff, boxes, sync', () => {
  const facilities = async (c = f.admin) => (await c.json<Page<Row>>(D('facilityInfo', 'list'), { pageSize: 100 })).data.records;

  it('lists the demo city\'s stations and collection points with their crews, box counts and boxes in alarm', async () => {
    const all = await facilities();
    expect(all.find((x) => x.facilityName === '上城区艮山门垃圾中转站')).toMatchObject({ facilityType: 'transfer', boxCount: 3 });
    expect(all.some((x) => Number(x.alarmBoxes) > 0)).toBe(true);
    expect(all.every((x) => typeof x.staffNames === 'string' && /^HJ\d{4}/.test(String(x.staffCodes)))).toBe(true);
    expect((await facilities(f.admin2)).every((x) => String(x.facilityCode).startsWith('XH-'))).toBe(true);
  });

  it('binds the crew by 工号, names them, and refuses an unknown 工号 with nothing changed', async () => {
    const [fac] = await facilities();
    const ok = await f.admin.json<Row>(D('facilityInfo', 'bindStaff'), { id: fac!.id, staffCodes: 'HJ1003, HJ1004' });
    expect(ok.result, ok.msg).toBe(0);
    const after = (await facilities()).find((x) => x.id === fac!.id)!;
    expect(after.staffCodes).toBe('HJ1003,HJ1004');
    expect(String(after.staffNames).split('、')).toHaveLength(2);
    const bad = await f.admin.json(D('facilityInfo', 'bindStaff'), { id: fac!.id, staffCodes: 'HJ1003,HJ9999' });
    expect(bad.msg).toBe('工号HJ9999不存在');
    expect((await f.admin.json(D('facilityInfo', 'bindStaff'), { id: fac!.id, staffCodes: '张三' })).msg).toContain('工号应为两个大写字母加4位数字');
    expect((await facilities()).find((x) => x.id === fac!.id)!.staffCodes).toBe('HJ1003,HJ1004');
    // Tenant 2's crew are not tenant 1's people.
    expect((await f.admin.json(D('facilityInfo', 'bindStaff'), { id: fac!.id, staffCodes: 'XH1001' })).msg).toBe('工号XH1001不存在');
  });

  it('edits a facility (facilityInfo/update), refuses a blank name, and unbinds every person with an empty list', async () => {
    const [, fac] = await facilities();
    const ok = await f.admin.json(D('facilityInfo', 'update'), { id: fac!.id, address: '莫干山路100号' });
    expect(ok.result, ok.msg).toBe(0);
    const bad = await f.admin.json(D('facilityInfo', 'update'), { id: fac!.id, facilityName: '' });
    expect(bad.result).not.toBe(0);
    expect((await facilities()).find((x) => x.id === fac!.id)).toMatchObject({ facilityName: fac!.facilityName, address: '莫干山路100号' });
    expect((await f.admin2.json(D('facilityInfo', 'update'), { id: fac!.id, address: 'x' })).result).not.toBe(0);
    expect((await f.admin.json(D('facilityInfo', 'bindStaff'), { id: fac!.id, staffCodes: '' })).result).toBe(0);
    expect((await facilities()).find((x) => x.id === fac!.id)).toMatchObject({ staffCodes: null, staffNames: null });
  });

  it('places a box at another facility, and refuses an unknown box', async () => {
    const box = await newBox('YSX-MOVE1');
    const all = await facilities();
    const target = all.find((x) => x.id !== box.facilityId)!;
    const r = await f.admin.json<{ message: string }>(D('facilityInfo', 'bindCompressionBox'), { id: target.id, boxCode: 'YSX-MOVE1' });
    expect(r.data.message).toBe(`压缩箱YSX-MOVE1已放置到${String(target.facilityName)}`);
    expect((await boxByCode('YSX-MOVE1')).facilityId).toBe(target.id);
    expect((await f.admin.json(D('facilityInfo', 'bindCompressionBox'), { id: target.id, boxCode: 'YSX-MOVE1' })).msg).toBe(`压缩箱YSX-MOVE1已在${String(target.facilityName)}`);
    expect((await f.admin.json(D('facilityInfo', 'bindCompressionBox'), { id: target.id, boxCode: 'YSX-NONE' })).msg).toBe('压缩箱YSX-NONE不存在');
  });

  it('syncs 垃圾收运\'s transfer stations, refuse rooms and points: a new one is added, the rest updated', async () => {
    const before = (await facilities()).length;
    const added = await f.admin.json('/cloud/ljszy/facilityInfo/save', { facilityName: '测试新建转运站', facilityCode: 'HZ-F901', facilityType: 'transfer', status: 'working' });
    expect(added.result, added.msg).toBe(0);
    const r = await f.admin.json<{ added: number; updated: number; message: string }>(D('facilityInfo', 'sync'), {});
    expect(r.result, r.msg).toBe(0);
    expect(r.data.added).toBe(1);
    expect(r.data.updated).toBe(before);
    expect(r.data.message).toBe(`同步完成：新增1个设施，更新${before}个`);
    expect((await facilities()).find((x) => x.facilityCode === 'HZ-F901')).toMatchObject({ facilityName: '测试新建转运站', facilityType: 'transfer' });
    // The other tenant's ledger is not synced into this one, nor this one into it.
    expect((await facilities(f.admin2)).some((x) => x.facilityCode === 'HZ-F901')).toBe(false);
    expect((await f.viewer.json(D('facilityInfo', 'sync'), {})).result).not.toBe(0);
  });
});

describe('the box\'s last 24 hours (compressionBox/history)', () => {
  it('answers a chart of fill level, temperature and battery from the seeded readings, oldest first', async () => {
    const [box] = (await boxes()).filter((b) => b.onlineState === 'online' && String(b.boxCode).startsWith('YSX-HZ'));
    const r = await f.admin.json<{ categories: string[]; series: { name: string; data: (number | null)[] }[] }>(D('compressionBox', 'history'), { id: box!.id });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.categories.length).toBeGreaterThan(40);
    expect(r.data.series.map((s) => s.name)).toEqual(['满溢度（%）', '温度（℃）', '电量（%）']);
    expect(r.data.series[0]!.data.at(-1)).toBe(box!.fillLevel);
    expect((await f.admin2.json(D('compressionBox', 'history'), { id: box!.id })).msg).toBe('压缩箱不存在或已被删除');
  });
});

describe('物业RFID (ljszy-rfid)', () => {
  const tags = async (body: Record<string, unknown> = {}, c = f.admin) => (await c.json<Page<Row>>(RFID('pageList'), { pageSize: 200, ...body })).data;

  it('imports tags from a spreadsheet made by office software (the template\'s columns), property companies by name', async () => {
    const file = readFileSync(resolve(import.meta.dirname, 'fixtures/rfid-import.xlsx'));
    const check = await f.admin.upload<{ total: number; valid: number; invalid: number; errors: { row: number; field: string; message: string }[] }>(RFID('import'), 'rfid-import.xlsx', file, { mode: 'check' });
    expect(check.result, check.msg).toBe(0);
    expect(check.data).toMatchObject({ total: 4, valid: 3, invalid: 1 });
    expect(check.data.errors[0]!.row).toBe(5);
    const before = (await tags()).total;
    const r = await f.admin.upload<{ imported: number }>(RFID('import'), 'rfid-import.xlsx', file, { mode: 'valid' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.imported).toBe(3);
    expect((await tags()).total).toBe(before + 3);
    const one = (await tags({ tagCode: 'E20000170099000000000001' })).records[0]!;
    expect(one).toMatchObject({ estateName: '朝晖新村', binType: 'b240', garbageType: 'kitchen', status: 'active' });
    expect(typeof one.propertyCompanyId).toBe('number');
    expect((await tags({}, f.admin2)).records.some((t) => String(t.tagCode).startsWith('E2000017009900'))).toBe(false);
  });

  it('answers the import template and exports the filtered tags with their labels', async () => {
    const tpl = await f.admin.raw(RFID('import'), { mode: 'template' });
    expect(tpl.status).toBe(200);
    const res = await f.admin.raw(RFID('export'), { estateName: '朝晖新村' });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('标签编码');
    expect(header).toContain('物业公司');
    expect(sheet.rowCount - 1).toBe((await tags({ estateName: '朝晖新村' })).total);
    expect(JSON.stringify(sheet.getRow(2).values)).toMatch(/有限公司/);
  });

  it('deletes by GET and refuses the read-only user', async () => {
    const created = await f.admin.json<Row>(RFID('save'), { tagCode: 'E2000017AAAA', estateName: '文晖小区', propertyCompanyId: 1, binType: 'b120', garbageType: 'other', status: 'active' });
    expect(created.result, created.msg).toBe(0);
    expect((await f.viewer.json(RFID('save'), { tagCode: 'E2000017BBBB', estateName: '文晖小区', propertyCompanyId: 1, binType: 'b120', garbageType: 'other' })).result).not.toBe(0);
    const del = await fetch(`${f.server.url}${RFID('delete')}?id=${created.data.id}`, { headers: { authorization: `Bearer ${f.admin.token}` } });
    expect(((await del.json()) as { result: number }).result).toBe(0);
    expect((await tags({ tagCode: 'E2000017AAAA' })).total).toBe(0);
  });
});

describe('压缩箱看板 (the board\'s calls)', () => {
  it('counts the boxes by state, by fill band, puts the facilities on the map by their worst alarm and lists the boxes in alarm', async () => {
    const stats = await f.viewer.json<{ label: string; value: number }[]>(D('compressionBox', 'boardStats'), {});
    expect(stats.result, stats.msg).toBe(0);
    const by = Object.fromEntries(stats.data.map((x) => [x.label, x.value]));
    const all = await boxes();
    expect(by['压缩箱']).toBe(all.length);
    expect(by['满溢']).toBe(all.filter((b) => b.fillState === 'overflow').length);
    expect(by['离线']).toBe(all.filter((b) => b.onlineState === 'offline').length);
    const fill = await f.admin.json<{ name: string; value: number }[]>(D('compressionBox', 'boardFill'), {});
    expect(fill.data.reduce((a, x) => a + x.value, 0)).toBe(all.length);
    const map = await f.admin.json<{ name: string; lng: number; color: string; category: string }[]>(D('facilityInfo', 'boardMap'), {});
    expect(map.data.length).toBeGreaterThan(10);
    expect(map.data.some((p) => p.category === 'ljszydd.enum.alarm.offline')).toBe(true);
    const table = await f.admin.json<Record<string, unknown>[]>(D('compressionBox', 'boardAlarms'), {});
    expect(Object.keys(table.data[0]!)).toEqual(['boxCode', 'facilityName', 'alarms', 'fillLevel', 'reportedAt']);
    const other = await f.admin2.json<{ label: string; value: number }[]>(D('compressionBox', 'boardStats'), {});
    expect(other.data[0]!.value).toBe(21);
  });
});

describe('loadEnumValue', () => {
  it('answers the area\'s choices with their labels', async () => {
    const r = await f.admin.json<Record<string, { value: string; label: string }[]>>(D('common', 'loadEnumValue'), {});
    expect(r.result, r.msg).toBe(0);
    expect(JSON.stringify(r.data)).toContain('满溢');
  });
});
