/**
 * Demo data of both tenants, both in Hangzhou. Facilities and cars are those seeded by 垃圾收运
 * (ljszy.facilityInfo) and 车辆管理 (clgl.car), named by their display text (facility name, plate);
 * the ledgers' own references are 1-based positions. A station's district is its facility's (as 垃圾收运
 * seeds it: the city's districts in turn over its plants). Dates and months are relative to today.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { monthIndex, monthText } from './depreciation';

type Row = Record<string, unknown>;


type Station = { name: string; facility: string; type: string; district: string; capacity: number; manager: string; phone: string; lng: number; lat: number };
type Tenant = { prefix: string; stations: Station[]; cars: string[]; people: string[] };

const TENANTS: Tenant[] = [
  {
    prefix: 'HZ',
    stations: [
      { name: '石祥路转运站', facility: '拱墅区石祥路垃圾转运站', type: 'transfer', district: 'shangcheng', capacity: 800, manager: '陈国华', phone: '13805711201', lng: 120.1702, lat: 30.3301 },
      { name: '艮山门中转站', facility: '上城区艮山门垃圾中转站', type: 'transfer', district: 'gongshu', capacity: 500, manager: '王海涛', phone: '13805711202', lng: 120.1893, lat: 30.2862 },
      { name: '长河压缩站', facility: '滨江区长河垃圾房', type: 'compress', district: 'xiaoshan', capacity: 60, manager: '李建明', phone: '13805711203', lng: 120.1911, lat: 30.1958 },
      { name: '九峰处置场', facility: '九峰环境能源焚烧厂', type: 'disposal', district: 'xihu', capacity: 2000, manager: '周伟', phone: '13805711204', lng: 119.9903, lat: 30.3452 },
    ],
    cars: ['浙A·B1645', '浙A·F2467', '浙A·H3289', '浙A·C1782', '浙A·E1919'],
    people: ['陈国华', '王海涛', '李建明', '周伟', '赵磊', '孙丽'],
  },
  {
    prefix: 'XH',
    stations: [
      { name: '三墩转运站', facility: '西湖区三墩垃圾转运站', type: 'transfer', district: 'xihu', capacity: 400, manager: '林峰', phone: '13905712101', lng: 120.0968, lat: 30.3189 },
      { name: '转塘转运站', facility: '西湖区转塘垃圾转运站', type: 'transfer', district: 'yuhang', capacity: 300, manager: '高洁', phone: '13905712102', lng: 120.0868, lat: 30.1506 },
    ],
    cars: ['浙A·B6089', '浙A·F6911', '浙A·C6226'],
    people: ['林峰', '高洁', '何勇'],
  },
];

// name, group (1-based), brand, model, value, years in use, state
const EQUIPMENT: [string, number, string, string, number, number, string][] = [
  ['水平压缩机', 1, '中联重科', 'ZLJ-HP25', 1_280_000, 4.2, 'inUse'],
  ['60吨电子地磅', 2, '梅特勒-托利多', 'SCS-60', 98_000, 5.5, 'inUse'],
  ['除臭喷淋系统', 3, '绿源环保', 'CS-800', 168_000, 2.8, 'inUse'],
  ['视频监控主机', 4, '海康威视', 'DS-9632N', 36_000, 1.6, 'repair'],
];

export const seed: SeedFunction = ({ index, now }) => {
  const day = (offset: number) => formatDate(new Date(now + offset * 86_400_000));
  /** The month `back` months before this one, as 2026-03. */
  const month = (back: number) => monthText(monthIndex(formatDate(new Date(now))) - back);
  const c = TENANTS[index] ?? TENANTS[1]!;
  const stations = c.stations.slice(0, index ? 2 : 3);
  const accounts: Row[] = [];
  stations.forEach((s, si) =>
    EQUIPMENT.forEach(([name, groupId, brand, model, value, years, status], ei) =>
      accounts.push({
        accountCode: `${c.prefix}-SB-${si + 1}${String(ei + 1).padStart(2, '0')}`,
        equipmentName: `${s.name}${name}`,
        facilityId: s.facility,
        groupId,
        brand,
        model,
        purchaseDate: day(-Math.round(years * 365)),
        purchaseValue: value,
        status: si === 0 ? status : 'inUse',
        keeper: s.manager,
      }),
    ),
  );
  const usage = (base: number, price: number) =>
    stations.flatMap((s, si) =>
      [3, 2, 1].map((back, k) => ({
        person: s.manager,
        facilityId: s.facility,
        period: month(back),
        startReading: base * (si + 1) + k * base * 0.1,
        endReading: base * (si + 1) + (k + 1) * base * 0.1,
        unitPrice: price,
      })),
    );
  return {
    popularEquipmentGroup: ['压缩设备', '称重设备', '环保设备', '监控设备'].map((groupName, i) => ({ groupName, sort: i + 1 })),
    maintenanceFeeType: [['BY', '日常保养'], ['WX', '故障维修'], ['PJ', '配件更换'], ['JD', '检定校准']].map(([typeCode, typeName]) => ({ typeCode, typeName })),
    accessoryType: ['液压件', '电气件', '称重传感器', '滤材'].map((typeName) => ({ typeName })),
    accessoryName: [
      [1, '主油缸密封件', 'YG-200', '套', 1850],
      [1, '液压油滤芯', 'LX-46', '个', 260],
      [2, '接触器', 'LC1-D25', '个', 180],
      [3, '称重传感器', 'SB-30t', '只', 2200],
      [4, '除臭活性炭', 'HXT-4', '袋', 95],
    ].map(([typeId, accessoryName, model, unit, price]) => ({ typeId, accessoryName, model, unit, price })),
    facilityAccount: accounts,
    equipmentSon: stations.flatMap((_, si) => [
      { parentId: si * 4 + 1, sonCode: `${c.prefix}-ZJ-${si + 1}01`, sonName: '主油缸', accessoryId: 1, quantity: 2, installDate: day(-900), status: 'inUse' },
      { parentId: si * 4 + 2, sonCode: `${c.prefix}-ZJ-${si + 1}02`, sonName: '称重传感器', accessoryId: 4, quantity: 4, installDate: day(-600), status: 'inUse' },
    ]),
    equipmentUserBinding: stations.flatMap((s, si) => [
      { accountId: si * 4 + 1, userName: s.manager, phone: s.phone, duty: 'keeper', bindDate: day(-700) },
      { accountId: si * 4 + 1, userName: c.people[(si + 4) % c.people.length], phone: `1370571${String(3300 + si)}`, duty: 'operator', bindDate: day(-300) },
    ]),
    maintenanceRecord: stations.flatMap((_, si) => [
      { accountId: si * 4 + 1, feeTypeId: 1, maintainDate: day(-40 - si), content: '压缩机季度保养', fee: 1200, maintainer: '赵磊' },
      { accountId: si * 4 + 1, feeTypeId: 3, maintainDate: day(-12 - si), content: '更换主油缸密封件', accessoryId: 1, fee: 1850 + 300, maintainer: '赵磊' },
      { accountId: si * 4 + 2, feeTypeId: 4, maintainDate: day(-25 - si), content: '地磅年度检定', fee: 800, maintainer: '孙丽' },
    ]),
    waterUsage: usage(1000, 4.1),
    electricityUsage: usage(20_000, 0.82),
    stationInfo: c.stations.map((s) => ({
      stationName: s.name, facilityId: s.facility, stationType: s.type, district: s.district, designCapacity: s.capacity, manager: s.manager, phone: s.phone, status: 'running',
    })),
    poundBinding: c.stations.map((s, i) => ({ stationId: i + 1, poundCode: `${c.prefix}-DB-0${i + 1}`, poundName: `${s.name}1号地磅`, maxWeight: 60, bindDate: day(-500), status: 'bound' })),
    videoBinding: c.stations.flatMap((s, i) => [
      { stationId: i + 1, cameraCode: `${c.prefix}-SP-${i + 1}01`, cameraName: `${s.name}卸料口`, channel: 1, position: '卸料平台', status: 'bound' },
      { stationId: i + 1, cameraCode: `${c.prefix}-SP-${i + 1}02`, cameraName: `${s.name}地磅`, channel: 2, position: '地磅房', status: 'bound' },
    ]),
    gis: c.stations.map((s) => ({ pointName: s.name, layer: 'station', facilityId: s.facility, location: { lng: s.lng, lat: s.lat }, address: s.facility })),
    vehicleSite: c.cars.map((plate, i) => ({
      carId: plate, stationId: (i % c.stations.length) + 1, siteName: `${c.stations[i % c.stations.length]!.name}停车场`, berthNo: `P${String(i + 1).padStart(2, '0')}`, bindDate: day(-200 + i * 10), status: 'bound',
    })),
    facilityDepreciation: accounts.slice(0, 6).map((a, i) => ({
      accountId: i + 1, originalValue: a.purchaseValue, residualRate: 5, lifeMonths: i % 4 === 3 ? 60 : 96, startDate: a.purchaseDate,
    })),
  };
};
