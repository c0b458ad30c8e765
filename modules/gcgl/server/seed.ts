/**
 * Demo data of both tenants, in Hangzhou: the regions, and the toilets over the demo city's toilet
 * devices (server/services/demoDevices.ts: T-101…T-105 of tenant 1, T-201 of tenant 2; T-105 六和塔 is
 * never heard) plus a few toilets without a device. Each toilet with a device has one gateway naming
 * it by code and five sub-devices reading its metrics: ammonia (nh3) in the men's and women's rooms, the
 * visitor counter (visitors), the water tank level (water, %, a 2 000 L tank) and an electricity meter
 * (kwh, the meter's total: 用电量 is its rise within a day). Points are
 * WGS-84. References are 1-based positions.
 */
import type { SeedFunction } from '../../../kit/resource';

type Region = [string, string];
// code, name, region, level, address, keeper, phone, lng, lat
type Toilet = [string, string, number, string, string, string, string, number, number];

const REGIONS: Region[][] = [
  [['shangcheng', '上城区'], ['gongshu', '拱墅区'], ['xihu', '西湖区'], ['binjiang', '滨江区']],
  [['xihu', '西湖区'], ['yuhang', '余杭区']],
];

const TOILETS: Toilet[][] = [
  [
    ['GC-0001', '武林广场公厕', 2, 'first', '武林广场地下商城东入口', '陈建国', '0571-87010001', 120.16406, 30.27401],
    ['GC-0002', '湖滨公厕', 1, 'first', '湖滨路与平海路交叉口', '王立平', '0571-87010002', 120.16215, 30.25903],
    ['GC-0003', '杭州东站北公厕', 1, 'first', '东宁路杭州东站北广场', '李强', '0571-87010003', 120.21284, 30.29497],
    ['GC-0004', '钱江新城公厕', 1, 'second', '富春路市民中心南侧', '赵敏', '0571-87010004', 120.21151, 30.24603],
    ['GC-0005', '六和塔公厕', 3, 'second', '之江路六和塔景区入口', '周丽', '0571-87010005', 120.12598, 30.19902],
    ['GC-0006', '西湖文化广场公厕', 2, 'second', '中山北路西湖文化广场西侧', '吴刚', '0571-87010006', 120.16803, 30.27805],
    ['GC-0007', '江南大道公厕', 4, 'third', '江南大道与江汉路交叉口', '孙浩', '0571-87010007', 120.20998, 30.20801],
  ],
  [
    ['GC-0001', '西溪湿地公厕', 1, 'first', '天目山路西溪湿地周家村入口', '沈杰', '0571-88020001', 120.06302, 30.27003],
    ['GC-0002', '未来科技城公厕', 2, 'second', '文一西路与高教路交叉口', '韩冰', '0571-88020002', 120.01004, 30.28502],
  ],
];

// Per tenant: the toilet (position) and the store device code of each gateway.
const GATEWAYS: [number, string][][] = [
  [[1, 'T-101'], [2, 'T-102'], [3, 'T-103'], [4, 'T-104'], [5, 'T-105']],
  [[1, 'T-201']],
];

// suffix, name, type, metric, place, capacity (L)
const SUBS: [string, string, string, string, string, number | null][] = [
  ['NH3-M', '男厕氨气传感器', 'nh3', 'nh3', 'male', null],
  ['NH3-F', '女厕氨气传感器', 'nh3', 'nh3', 'female', null],
  ['PF', '客流计数器', 'visitors', 'visitors', 'entrance', null],
  ['SX', '水箱液位计', 'waterLevel', 'water', 'equipment', 2000],
  ['DB', '智能电表', 'electricMeter', 'kwh', 'equipment', null],
];

/** Toilet tables of one tenant (its position among the demo tenants). */
export const toiletsOf = (index: number) => TOILETS[index] ?? TOILETS[1]!;

export const seed: SeedFunction = ({ index }) => ({
  region: (REGIONS[index] ?? REGIONS[1]!).map(([regionCode, regionName], i) => ({ regionCode, regionName, sort: i + 1 })),
  toilet: toiletsOf(index).map(([toiletCode, toiletName, regionId, level, address, keeper, phone, lng, lat]) => ({
    toiletCode, toiletName, regionId, level, state: 'open', address, keeper, phone, openHours: '06:00-22:00', location: { lng, lat }, pointSource: 'seed', pointAt: '2025-06-01 09:00:00',
  })),
  gateway: (GATEWAYS[index] ?? GATEWAYS[1]!).map(([toiletId, deviceCode]) => ({
    deviceCode, deviceName: `${toiletsOf(index)[toiletId - 1]![1]}网关`, toiletId, model: 'GW-400', installDate: '2025-06-01',
  })),
  deviceSub: (GATEWAYS[index] ?? GATEWAYS[1]!).flatMap(([, deviceCode], g) =>
    SUBS.map(([suffix, subName, subType, metric, place, capacity]) => ({ subCode: `${deviceCode}-${suffix}`, subName, gatewayId: g + 1, subType, metric, place, capacity })),
  ),
});
