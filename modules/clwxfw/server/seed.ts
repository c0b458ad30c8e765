/**
 * Demo data of both tenants, both in Hangzhou, over the cars and refuel stations seeded by 车辆管理
 * (clgl.car by plate, clgl.refuelStation by name) and the GPS devices of the demo device store
 * (V-101 …): the service's fields of each car, costs over the last four months, refuels, white
 * records, station prices and one settlement of the oldest month of the first car (its costs settled
 * with it). Dates are relative to today; seeds write as they are (no rules run), so the settled costs
 * are marked here.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { cents } from './common';

type Row = Record<string, unknown>;

/** The day `offset` days from `now`. */
const dayOf = (now: number, offset: number) => formatDate(new Date(now + offset * 86_400_000));
/** The first and last day of the month `back` months before the one of `now`. */
function monthBounds(now: number, back: number): [string, string] {
  const d = new Date(now);
  const first = new Date(d.getFullYear(), d.getMonth() - back, 1);
  const last = new Date(d.getFullYear(), d.getMonth() - back + 1, 0);
  return [formatDate(first), formatDate(last)];
}

/** The GPS device of a car: the demo device whose name starts with its plate (server/services/demoDevices.ts). */
type Tenant = { cars: string[]; devices: Record<string, string>; stations: string[]; factories: string[]; card: string };

const TENANTS: Tenant[] = [
  { cars: ['浙A·B1645', '浙A·F2467', '浙A·H3289', '浙A·C1782', '浙A·E1919'], devices: { '浙A·B1645': 'V-101', '浙A·F2467': 'V-102', '浙A·H3289': 'V-103', '浙A·C1782': 'V-106', '浙A·E1919': 'V-107' }, stations: ['中石化延安路加油站', '中石油中河中路加油站', '中石化莫干山路加油站'], factories: ['杭州宏达汽修厂', '拱墅区通达专用车维修站'], card: '1000113200001234567' },
  { cars: ['浙A·B6089', '浙A·A5952', '浙A·C6226'], devices: { '浙A·B6089': 'V-201', '浙A·A5952': 'V-202' }, stations: ['中石化文三路加油站', '中石油文一西路加油站', '中石化古墩路加油站'], factories: ['西湖区恒通汽修厂', '余杭环卫车辆维修中心'], card: '1000113300001234567' },
];

// cost type, grade, repair class, accessory type, content, amount (before the car's factor)
const COSTS: [string, string | null, string | null, string | null, string, number][] = [
  ['oil', null, null, null, '月度燃油结算', 3200],
  ['repair', 'minor', 'engine', null, '更换喷油嘴', 1850],
  ['upkeep', 'first', null, 'filter', '一级维护（三滤）', 680],
  ['repair', 'minor', 'upper', 'hydraulic', '上装液压油管更换', 920],
  ['accessory', null, null, 'brake', '更换刹车片', 560],
  ['tyre', null, 'chassis', 'tyre', '更换前轮轮胎两条', 2400],
];

const OIL_PRICE: Record<string, number> = { g92: 7.62, g95: 8.14, d0: 7.31 };

export const seed: SeedFunction = ({ index, now }) => {
  const day = (offset: number) => dayOf(now, offset);
  const c = TENANTS[index] ?? TENANTS[1]!;
  const cost: Row[] = [];
  // Four months back to this one; the first car's costs of the oldest month are settled below.
  const oldest = monthBounds(now, 3);
  const settlementNo = `JS${oldest[0].slice(0, 7).replace('-', '')}-0001`;
  c.cars.forEach((plate, ci) =>
    [3, 2, 1, 0].forEach((back) => {
      const [first] = monthBounds(now, back);
      COSTS.forEach(([costType, grade, repairClass, accessoryType, content, amount], k) => {
        if ((k + ci + back) % 3 === 2 && costType !== 'oil') return;
        const costDate = `${first.slice(0, 8)}${String(3 + k * 4).padStart(2, '0')}`;
        if (costDate > day(0)) return;
        const settled = ci === 0 && back === 3;
        cost.push({
          carId: plate, costType, costDate, amount: cents(amount * (1 + ci * 0.15) * (1 + back * 0.03)), grade, repairClass, accessoryType,
          factory: costType === 'oil' ? null : c.factories[(ci + k) % 2], mileage: 40_000 + ci * 9000 + (3 - back) * 1800 + k * 120, content,
          settleState: settled ? 'settled' : 'unsettled', settlementNo: settled ? settlementNo : null,
        });
      });
    }),
  );
  const settledCosts = cost.filter((r) => r.settlementNo === settlementNo);
  const oils = ['d0', 'd0', 'g92', 'd0', 'g95'];
  return {
    tenantParm: [
      { paramCode: 'whiteCheck', paramName: '白名单校验', paramValue: 'off', remark: '开启后没有有效白名单记录的车辆不能登记加油' },
      { paramCode: 'settleDay', paramName: '月结日', paramValue: '25', remark: '每月费用结算日' },
      { paramCode: 'upkeepMileage', paramName: '一级维护间隔里程', paramValue: '5000', remark: '公里' },
    ],
    serviceCar: c.cars.map((plate, i) => ({
      carId: plate, deviceCode: c.devices[plate] ?? null, oilCardNo: i === 0 ? c.card : null, serviceFactory: c.factories[i % 2], grade: i % 2 ? 'second' : 'first', contact: '赵磊',
    })),
    whiteRecord: c.cars.slice(0, 2).map((plate, i) => ({ carId: plate, startDate: day(-60), endDate: day(120), reason: i ? '夜间作业临时加油' : '跨区作业指定加油', approver: '赵磊' })),
    stationParam: c.stations.flatMap((stationId) => Object.entries(OIL_PRICE).map(([oilType, unitPrice]) => ({ stationId, oilType, unitPrice, effectiveDate: day(-30) }))),
    oilRefuel: c.cars.flatMap((plate, ci) =>
      [2, 9, 16, 23, 30].map((ago, k) => {
        const oilType = oils[ci % oils.length]!;
        const liters = 60 + ((ci * 7 + k * 11) % 45);
        const unitPrice = OIL_PRICE[oilType]!;
        return {
          carId: plate, refuelTime: `${day(-ago)} ${String(8 + k).padStart(2, '0')}:30:00`, stationId: c.stations[(ci + k) % c.stations.length], oilType, liters, unitPrice,
          amount: cents(liters * unitPrice), payWay: ci === 0 ? 'card' : k % 2 ? 'cash' : 'corporate', oilCardNo: ci === 0 ? c.card : null, mileage: 52_000 + ci * 9000 + k * 260, driver: '李明',
        };
      }),
    ),
    settlement: [
      {
        settlementNo, carId: c.cars[0], periodStart: oldest[0], periodEnd: oldest[1], costCount: settledCosts.length,
        totalAmount: cents(settledCosts.reduce((s, r) => s + Number(r.amount), 0)), status: 'settled', remark: '月度结算',
      },
    ],
    cost,
  };
};
