/**
 * Demo data of both tenants, both in Hangzhou: tenant 1 (杭州城市环境集团) keeps a storehouse in each
 * of its districts (上城, 拱墅, 西湖, 滨江), tenant 2 (西湖环卫) two (西湖, 余杭). Stock-in and stock-out
 * orders are seeded posted, with their lines and the ledger movements they posted (so balances,
 * the ledger and the warnings agree), dated relative to today. References are 1-based positions.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';

type Row = Record<string, unknown>;

/** The day `offset` days from `now` (the seed's clock). */
const dayOf = (now: number, offset: number) => formatDate(new Date(now + offset * 86_400_000));

const UNITS = ['件', '套', '双', '把', '卷', '桶', '个'];
const SPECS: [string, string[]][] = [['尺码', ['M', 'L', 'XL']], ['容量', ['4L', '18L']]];
// code, name, parent position (types are seeded in this order)
const TYPES: [string, string, number | null][] = [
  ['LB', '劳保用品', null],
  ['LB01', '工作服', 1],
  ['LB02', '防护用品', 1],
  ['QJ', '清洁工具', null],
  ['PJ', '车辆配件', null],
  ['PJ01', '油品', 5],
  ['PJ02', '易损件', 5],
  ['RQ', '垃圾容器', null],
];
const SUPPLIERS: [string, string, string, string][] = [
  ['杭州安达劳保用品有限公司', '91330105MA2H1K3X7P', '沈立新', '0571-88123456'],
  ['浙江绿源环卫器材有限公司', '91330110MA27Y8Q21D', '钱海峰', '0571-86234567'],
  ['杭州众诚汽车配件有限公司', '91330106MA2CD5R04K', '孙丽', '0571-85345678'],
];
// code, name, type, unit, spec, spec detail (position among all details), supplier, price
const MATERIALS: [string, string, number, number, number | null, number | null, number, number][] = [
  ['WL-001', '反光背心', 2, 1, 1, 2, 1, 18],
  ['WL-002', '夏季工作服', 2, 2, 1, 3, 1, 96],
  ['WL-003', '劳保手套', 3, 3, null, null, 1, 4.5],
  ['WL-004', '分体雨衣', 3, 2, 1, 2, 1, 65],
  ['WL-005', '竹扫帚', 4, 4, null, null, 2, 12],
  ['WL-006', '垃圾夹', 4, 4, null, null, 2, 15],
  ['WL-007', '大号垃圾袋', 4, 5, null, null, 2, 8.8],
  ['WL-008', '机油5W-30', 6, 6, 2, 4, 3, 168],
  ['WL-009', '液压油46号', 6, 6, 2, 5, 3, 420],
  ['WL-010', '刹车片', 7, 2, null, null, 3, 260],
  ['WL-011', '240L分类垃圾桶', 8, 7, null, null, 2, 135],
];

type Place = { code: string; name: string; district: string; address: string; keeper: string; phone: string };
const PLACES: Place[][] = [
  [
    { code: 'HZ-SC01', name: '上城区物资仓', district: 'shangcheng', address: '杭州市上城区秋涛路258号', keeper: '周建华', phone: '0571-86011001' },
    { code: 'HZ-GS01', name: '拱墅区物资仓', district: 'gongshu', address: '杭州市拱墅区莫干山路1288号', keeper: '吴国平', phone: '0571-86011002' },
    { code: 'HZ-XH01', name: '西湖区物资仓', district: 'xihu', address: '杭州市西湖区天目山路398号', keeper: '郑晓燕', phone: '0571-86011003' },
    { code: 'HZ-BJ01', name: '滨江区物资仓', district: 'binjiang', address: '杭州市滨江区江南大道3688号', keeper: '王海军', phone: '0571-86011004' },
  ],
  [
    { code: 'XH-WS01', name: '文三路物资仓', district: 'xihu', address: '杭州市西湖区文三路90号', keeper: '林国强', phone: '0571-86020011' },
    { code: 'XH-YH01', name: '五常物资仓', district: 'yuhang', address: '杭州市余杭区五常大道181号', keeper: '陈静', phone: '0571-86020012' },
  ],
];
const DEPTS = [['道路保洁一队', '道路保洁二队', '车辆管理中心'], ['作业一部', '作业二部', '车队']];
const RECEIVERS = ['李明', '张伟', '刘洋', '陈强'];

// storehouse position, days ago, lines [material, quantity]
const INS: [number, number, [number, number][]][] = [
  [1, 58, [[1, 80], [3, 200], [5, 60], [7, 120]]],
  [1, 40, [[8, 24], [10, 12]]],
  [2, 52, [[2, 40], [4, 30], [6, 50]]],
  [2, 33, [[8, 10], [9, 6], [11, 20]]],
  [3, 45, [[1, 60], [3, 150], [7, 90]]],
  [4, 28, [[5, 40], [6, 40], [11, 15]]],
];
const OUTS: [number, number, [number, number][]][] = [
  [1, 30, [[1, 50], [3, 80]]],
  [1, 12, [[7, 40], [5, 20]]],
  [2, 20, [[2, 12], [6, 20]]],
  [3, 9, [[1, 25], [3, 60]]],
  [4, 4, [[5, 10]]],
];
// storehouse, material, min, max: 上城 reflective vests run low, 拱墅 engine oil sits above its maximum
const RULES: [number, number, number, number][] = [
  [1, 1, 50, 200],
  [1, 3, 100, 500],
  [1, 8, 5, 40],
  [2, 8, 2, 8],
  [3, 1, 20, 100],
];

function orders(kind: 'in' | 'out', list: typeof INS, index: number, now: number) {
  const day = (offset: number) => dayOf(now, offset);
  const stamp = (offset: number) => `${day(offset)} 09:30:00`;
  const docs: Row[] = [];
  const lines: Row[] = [];
  const moves: Row[] = [];
  list.forEach(([storehouseId, ago, items], i) => {
    const no = `${kind === 'in' ? 'RK' : 'CK'}-${day(-ago).replace(/-/g, '')}-${String(i + 1).padStart(2, '0')}`;
    let totalQuantity = 0;
    let totalAmount = 0;
    for (const [materialId, quantity] of items) {
      const price = MATERIALS[materialId - 1]![7];
      const amount = Math.round(quantity * price * 100) / 100;
      totalQuantity += quantity;
      totalAmount += amount;
      lines.push({ [kind === 'in' ? 'inId' : 'outId']: i + 1, materialId, quantity, price, amount });
      const sign = kind === 'in' ? 1 : -1;
      moves.push({ materialId, storehouseId, quantity: sign * quantity, amount: sign * amount, sourceType: kind === 'in' ? 'stockIn' : 'stockOut', sourceNo: no, direction: kind, postedAt: stamp(-ago) });
    }
    const common = { orderNo: no, storehouseId, status: 'posted', totalQuantity, totalAmount: Math.round(totalAmount * 100) / 100, lineCount: items.length };
    docs.push(
      kind === 'in'
        ? { ...common, inType: 'purchase', supplierId: items[0]![0] >= 8 ? 3 : items[0]![0] >= 5 ? 2 : 1, inDate: day(-ago), handler: PLACES[index]![storehouseId - 1]!.keeper }
        : { ...common, outType: 'use', receiverDept: DEPTS[index]![i % 3], receiver: RECEIVERS[i % RECEIVERS.length], outDate: day(-ago) },
    );
  });
  return { docs, lines, moves };
}

/** Tenant 2 holds the orders of its two storehouses only. */
const ofTenant = (list: typeof INS, index: number) => (index === 0 ? list : list.filter(([s]) => s <= 2));

export const seed: SeedFunction = ({ index, now }) => {
  const places = PLACES[index] ?? PLACES[0]!;
  const ins = orders('in', ofTenant(INS, index), index, now);
  const outs = orders('out', ofTenant(OUTS, index), index, now);
  return {
    storehouse: places.map((p) => ({ storehouseCode: p.code, storehouseName: p.name, district: p.district, address: p.address, keeper: p.keeper, phone: p.phone })),
    storageLocation: places.flatMap((_, s) =>
      ['A-01', 'A-02', 'B-01'].map((code, i) => ({ storehouseId: s + 1, locationCode: code, locationName: `${code.startsWith('A') ? '劳保货架' : '配件货架'}${code}`, status: s === 0 && i === 2 ? 'disabled' : 'enabled' })),
    ),
    materialUnit: UNITS.map((unitName) => ({ unitName })),
    materialSpec: SPECS.map(([specName]) => ({ specName })),
    materialSpecDetail: SPECS.flatMap(([, details], s) => details.map((detailName, i) => ({ specId: s + 1, detailName, sort: i + 1 }))),
    materialType: TYPES.map(([typeCode, typeName, parentId], i) => ({ typeCode, typeName, parentId, sort: i + 1 })),
    supplier: SUPPLIERS.map(([supplierName, creditCode, contact, phone]) => ({ supplierName, creditCode, contact, phone, address: '浙江省杭州市' })),
    material: MATERIALS.map(([materialCode, materialName, typeId, unitId, specId, specDetailId, supplierId, price]) => ({ materialCode, materialName, typeId, unitId, specId, specDetailId, supplierId, price })),
    materialGoods: [
      { materialId: 1, goodsCode: 'SP-0001', goodsName: '荧光橙反光背心', brand: '安达', model: 'AD-FG01', barcode: '6901234500011', price: 18 },
      { materialId: 8, goodsCode: 'SP-0002', goodsName: '全合成机油5W-30 4L', brand: '长城', model: 'SN 5W-30', barcode: '6901234500028', price: 168 },
      { materialId: 11, goodsCode: 'SP-0003', goodsName: '240L挂车桶（其他垃圾）', brand: '绿源', model: 'LY-240G', barcode: '6901234500035', price: 135 },
    ],
    stock: [...ins.moves, ...outs.moves],
    stockIn: ins.docs,
    stockInLine: ins.lines,
    stockOut: outs.docs,
    stockOutLine: outs.lines,
    warningRule: RULES.filter(([s]) => s <= places.length).map(([storehouseId, materialId, minQuantity, maxQuantity]) => ({ storehouseId, materialId, minQuantity, maxQuantity })),
  };
};
