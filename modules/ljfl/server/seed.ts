/**
 * Demo data of the area for each tenant, in the demo city of 垃圾收运 (kit/geo/demoCity.ts): the same
 * estates (as units with their collection points), plants (as handling facilities), vehicles (the same
 * plates) and districts. Kept one by one: the last RECENT_DAYS days of loads and a year of points
 * movements; older loads are a year of daily aggregates per district (dailyArchive). Deterministic,
 * dates relative to today. References hold the 1-based position of the referenced seed row.
 */
import { demoCarCode, demoCity, random } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { loadWeight } from '../../../kit/waste/loadWeight';
import { GARBAGE_TYPES, type GarbageType } from '../enums';
import { DISTRICT_CENTRES } from './geo';
import { RECENT_DAYS } from './history';

type Row = Record<string, unknown>;


/** Other units beside the estates: offices, schools, markets, hospitals, enterprises. */
const OTHER_UNITS: [string, string][][] = [
  [['杭州市机关事务管理局', 'office'], ['杭州第二中学', 'school'], ['武林农贸市场', 'market'], ['浙江省人民医院', 'hospital'], ['杭州解百集团', 'enterprise'], ['滨江区政府机关大院', 'office']],
  [['西湖区人民政府机关', 'office'], ['杭州学军中学', 'school'], ['文新农贸市场', 'market'], ['西溪医院', 'hospital']],
];

/** Approximate places of the plants (WGS-84); others stand near their district's centre. */
const PLANT_AT: Record<string, [number, number]> = {
  九峰环境能源焚烧厂: [119.958, 30.265],
  天子岭生活垃圾填埋场: [120.186, 30.372],
  拱墅区石祥路垃圾转运站: [120.17, 30.325],
  上城区艮山门垃圾中转站: [120.19, 30.29],
  西湖区三墩垃圾转运站: [120.085, 30.32],
  西湖区转塘垃圾转运站: [120.08, 30.145],
};

/** Plants every tenant sends sorted types to (kitchen waste, recyclables, hazardous waste). */
const TYPE_PLANTS = [
  { facName: '杭州市厨余垃圾处理中心', facType: 'kitchenPlant', garbageType: 'kitchen', district: 'yuhang', at: [120.01, 30.35] },
  { facName: '杭州再生资源分拣中心', facType: 'sortingCenter', garbageType: 'recyclable', district: 'gongshu', at: [120.15, 30.345] },
  { facName: '杭州市有害垃圾暂存中心', facType: 'hazardousStore', garbageType: 'hazardous', district: 'xiaoshan', at: [120.29, 30.16] },
];

/** The vehicles' types, by the index of their driver (垃圾收运's plates, sorted types). */
const CAR_GARBAGE: GarbageType[] = ['other', 'kitchen', 'other', 'kitchen', 'recyclable', 'other', 'kitchen', 'other', 'recyclable', 'other', 'hazardous', 'kitchen'];
const CAR_TYPE: Record<GarbageType, string> = { other: 'compress', kitchen: 'kitchen', recyclable: 'recyclable', hazardous: 'hazardous' };
const LOAD: Record<GarbageType, number> = { other: 8, kitchen: 5, recyclable: 3, hazardous: 1 };

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭'];
const GIVEN = ['秀英', '建华', '丽娟', '志明', '海燕', '国平', '晓东', '玉兰', '卫国', '桂芳', '俊杰', '雪梅'];

export const seed: SeedFunction = ({ index, now: clock }) => {
  const day = (offset: number) => formatDate(new Date(clock - offset * 86_400_000));
  const at = (offset: number, hour: number, minute: number) => `${day(offset)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
  const city = demoCity(index);
  const prefix = index ? 'XH' : 'HZ';
  const r = random(20261128 + index);
  const near = (district: string, spread = 0.025) => {
    const [lng, lat] = DISTRICT_CENTRES[district]!;
    return { lng: r.round(lng + (r.next() - 0.5) * spread * 2, 5), lat: r.round(lat + (r.next() - 0.5) * spread * 2, 5) };
  };
  const districtOf = (i: number) => city.districts[i % city.districts.length]!;

  // Units: the estates (households), then the other units (staff); one without coordinates (an anomaly on the board).
  const units: Row[] = [
    ...city.estates.map((name, i) => ({ unitName: name, unitType: 'estate', district: districtOf(i), households: r.int(3, 25) * 100 })),
    ...OTHER_UNITS[index]!.map(([name, type], i) => ({ unitName: name, unitType: type, district: districtOf(i + 1), households: r.int(2, 12) * 50 })),
  ].map((u, i, all) => ({
    ...u,
    street: r.pick(city.streets).replace(/路$/, '街道'),
    address: `${r.pick(city.streets)}${r.int(1, 400)}号`,
    grade: i % 7 === 3 ? 'rectify' : i % 3 === 0 ? 'model' : 'qualified',
    checkGroup: `g${1 + (i % 4)}`,
    deptId: index ? (i % 2 ? 'd203' : 'd204') : 'd107',
    contact: r.pick(city.drivers),
    phone: `1${r.pick(['38', '39', '58', '86'])}${String(r.int(10000000, 99999999))}`,
    location: i === all.length - 1 ? null : near(String(u.district)),
  }));

  // Collection facilities: one per estate (its type rotating), a smart recycling bin at the first few.
  const facTypes = ['point', 'kiosk', 'point', 'station'];
  const collectFacs: Row[] = city.estates.map((estate, i) => ({
    facName: `${estate}${facTypes[i % 4] === 'kiosk' ? '分类亭' : facTypes[i % 4] === 'station' ? '收集房' : '定时定点投放点'}`,
    facCode: `${prefix}-CF${String(i + 1).padStart(3, '0')}`,
    facType: facTypes[i % 4],
    unitId: i + 1,
    district: units[i]!.district,
    address: units[i]!.address,
    binCount: r.int(4, 12),
    openHours: '07:00-09:00, 18:00-20:00',
    status: i === 5 ? 'stopped' : 'working',
    location: units[i]!.location ? near(String(units[i]!.district), 0.02) : null,
  }));
  city.estates.slice(0, 4).forEach((estate, i) =>
    collectFacs.push({ facName: `${estate}智能回收箱`, facCode: `${prefix}-SB${String(i + 1).padStart(3, '0')}`, facType: 'smartBin', unitId: i + 1, district: units[i]!.district, address: units[i]!.address, binCount: 6, openHours: '00:00-24:00', status: 'working', location: near(String(units[i]!.district), 0.02) }),
  );

  // Handling facilities: the city's transfer stations and plants (as 垃圾收运 has them), and the plants of the sorted types.
  const handleFacs: Row[] = [
    ...city.plants
      .filter((p) => p.type !== 'station')
      .map((p, i) => {
        const district = p.name.startsWith('上城') ? 'shangcheng' : p.name.startsWith('拱墅') || p.type === 'landfill' ? 'gongshu' : p.type === 'incinerator' ? 'yuhang' : districtOf(i);
        const place = PLANT_AT[p.name];
        return { facName: p.name, facType: p.type, garbageType: 'other', district, capacity: p.type === 'transfer' ? 800 : p.type === 'incinerator' ? 3000 : 5000, location: place ? { lng: place[0], lat: place[1] } : near(district) };
      }),
    ...TYPE_PLANTS.map(({ at: place, ...p }) => ({ ...p, capacity: p.facType === 'hazardousStore' ? 20 : p.facType === 'kitchenPlant' ? 1200 : 600, location: { lng: place[0]!, lat: place[1]! } })),
  ].map((f) => ({ ...f, address: `${r.pick(city.streets)}${r.int(1, 900)}号`, operator: city.companies.find((c) => c.type === 'dispose')?.name ?? '', status: 'working' }));
  const plantOf = (type: string) => 1 + handleFacs.findIndex((f) => f.facType === type);
  const transfers = handleFacs.map((f, i) => (f.facType === 'transfer' ? i + 1 : 0)).filter(Boolean);
  const incinerator = plantOf('incinerator');

  // Vehicles: 垃圾收运's plates; one without a position (GPS silent: an anomaly on the board).
  const now = formatDate(new Date(clock), true);
  const cars: Row[] = city.drivers.map((driver, i) => {
    const garbageType = CAR_GARBAGE[i % CAR_GARBAGE.length]!;
    return {
      carCode: demoCarCode(index, i),
      garbageType,
      carType: CAR_TYPE[garbageType],
      loadWeight: LOAD[garbageType],
      company: city.companies[i % city.companies.length]!.name,
      driverName: driver,
      driverPhone: `1${r.pick(['38', '39', '58', '86', '87'])}${String(r.int(10000000, 99999999))}`,
      deptId: index ? 'd205' : 'd106',
      status: i === 3 ? 'repair' : 'working',
      location: i === 5 ? null : near(districtOf(i), 0.03),
      positionTime: i === 5 ? null : now,
    };
  });

  // Loads of the last RECENT_DAYS days: two trips a working car a day, each from a working collection
  // facility (picked at random: every facility is emptied of every type) to the plant of its type
  // (other waste: a transfer station); each transfer station sends one leg a day to the incinerator.
  // A load now and then has no valid weight (scale failure).
  const records: Row[] = [];
  let no = 0;
  const working = collectFacs.map((f, i) => (f.status === 'working' ? i + 1 : 0)).filter(Boolean);
  for (let d = RECENT_DAYS - 1; d >= 0; d--) {
    cars.forEach((c, i) => {
      if (c.status !== 'working') return;
      const type = c.garbageType as GarbageType;
      for (let trip = 0; trip < 2; trip++) {
        const recordTime = at(d, 6 + trip * 5 + (i % 3), r.int(0, 59));
        if (recordTime > now) continue;
        const fac = r.pick(working);
        const load = c.loadWeight as number;
        const tare = r.round(load * 1.6, 2);
        const net = r.round(load * (0.5 + r.next() * 0.45), 2);
        const handleFacId = type === 'other' ? transfers[(i + trip) % transfers.length] ?? incinerator : plantOf(type === 'kitchen' ? 'kitchenPlant' : type === 'recyclable' ? 'sortingCenter' : 'hazardousStore');
        const broken = ++no % 37 === 0;
        const weighbridge = handleFacs[handleFacId - 1]!.facType !== 'transfer';
        const values = {
          grossWeight: broken ? null : r.round(tare + net, 2),
          tareWeight: tare,
          confirmedNet: weighbridge && !broken ? r.round(net - r.next() * 0.05, 2) : null,
        };
        records.push({
          recordNo: `${prefix}${day(d).replace(/-/g, '')}${String(no).padStart(4, '0')}`,
          recordTime, carId: i + 1, garbageType: type, leg: 'collect', collectFacId: fac, handleFacId,
          district: collectFacs[fac - 1]!.district, ...values,
          weight: loadWeight({ confirmedNet: values.confirmedNet, gross: values.grossWeight, tare: values.tareWeight }),
        });
      }
    });
    transfers.forEach((station, k) => {
      const recordTime = at(d, 15, 10 + k * 7);
      if (recordTime > now) return;
      const net = r.round(14 + r.next() * 6, 2);
      records.push({
        recordNo: `${prefix}${day(d).replace(/-/g, '')}T${String(++no).padStart(3, '0')}`,
        recordTime, carId: 1, garbageType: 'other', leg: 'transfer', collectFacId: null, handleFacId: incinerator,
        district: handleFacs[station - 1]!.district, grossWeight: r.round(net + 15, 2), tareWeight: 15, confirmedNet: net, weight: net,
      });
    });
  }

  // The archive: a day's collected tonnes per district before the kept loads, at the level of the
  // kept loads (their daily mean per district and type) with a season and the day's variation.
  const mean = new Map<string, { t: number; n: number }>();
  for (const rec of records) {
    if (rec.leg !== 'collect' || rec.weight === null) continue;
    const k = `${String(rec.district)}|${String(rec.garbageType)}`;
    const m = mean.get(k) ?? { t: 0, n: 0 };
    m.t += rec.weight as number;
    m.n += 1;
    mean.set(k, m);
  }
  const archive: Row[] = [];
  for (let d = 364; d >= RECENT_DAYS; d--) {
    const season = 1 + 0.12 * Math.sin(((365 - d) / 365) * 2 * Math.PI);
    for (const district of city.districts) {
      const row: Row = { day: day(d), district, loads: 0, leftOut: 0 };
      for (const type of GARBAGE_TYPES) {
        const m = mean.get(`${district}|${type}`);
        if (!m) {
          row[type] = null;
          continue;
        }
        const loads = Math.max(1, Math.round((m.n / RECENT_DAYS) * (0.85 + r.next() * 0.3)));
        row[type] = r.round((m.t / m.n) * loads * season, 3);
        row.loads = (row.loads as number) + loads;
      }
      if (r.next() < 0.03) row.leftOut = 1;
      archive.push(row);
    }
  }

  // Residents: two points accounts at each estate.
  const residents: Row[] = city.estates.flatMap((_, u) =>
    [0, 1].map((k) => ({
      cardNo: `${prefix}${String(100001 + u * 2 + k)}`,
      residentName: `${SURNAMES[(u * 2 + k + index * 5) % SURNAMES.length]}${GIVEN[(u * 3 + k) % GIVEN.length]}`,
      phone: `13${String(700000000 + u * 2 + k + index * 500).padStart(9, '0')}`,
      unitId: u + 1,
      room: `${r.int(1, 30)}幢${r.int(1, 4)}单元${r.int(1, 18)}0${r.int(1, 4)}`,
      joinDate: day(365 + r.int(0, 200)),
    })),
  );

  // A year of points orders, oldest first, posted as they were made: a day's disposals (2 points a
  // correct disposal), a monthly activity (10 points), redemptions (only from what is there) and
  // three manual adjustments with their reasons. Each line's movement is also a ledger row.
  const orders: Row[] = [];
  const lines: Row[] = [];
  const moves: Row[] = [];
  const balance = new Array<number>(residents.length).fill(0);
  const post = (kind: string, d: number, reason: string, items: [number, number][]) => {
    const orderNo = `JF${prefix}${day(d).replace(/-/g, '')}${String(orders.length + 1).padStart(4, '0')}`;
    const id = orders.length + 1;
    const sign = kind === 'redeem' ? -1 : 1;
    orders.push({ orderNo, kind, orderDate: day(d), reason, operator: kind === 'adjust' ? (index ? 'admin2' : 'admin') : '系统', totalPoints: items.reduce((s, [, p]) => s + p, 0), status: 'posted' });
    for (const [res, points] of items) {
      lines.push({ orderId: id, residentId: res + 1, points, movement: points * sign });
      moves.push({ residentId: res + 1, quantity: points * sign, sourceType: 'pointsOrder', sourceId: id, sourceNo: orderNo, direction: sign > 0 ? 'in' : 'out', postedAt: `${day(d)} 20:00:00` });
      balance[res] = balance[res]! + points * sign;
    }
  };
  for (let d = 364; d >= 0; d--) {
    const first = (d * 5) % residents.length;
    const who = [first, (first + 7) % residents.length, (first + 13) % residents.length].slice(0, 2 + (d % 2));
    post('disposal', d, '', who.map((res) => [res, 2 * r.int(1, 3)]));
    if (d % 30 === 15) post('activity', d, '社区垃圾分类宣传活动', [0, 3, 6, 9, 12].map((k) => [(k + d) % residents.length, 10]));
    if (d % 15 === 7) {
      const rich = balance.map((b, res) => [res, b] as const).filter(([, b]) => b >= 30);
      if (rich.length) post('redeem', d, '兑换环保袋', [[rich[d % rich.length]![0], 20]]);
    }
  }
  post('adjust', 20, '补录：智能回收箱离线期间的投放积分', [[0, 6]]);
  post('adjust', 9, '更正：重复发放的活动积分', [[3, balance[3]! >= 10 ? -10 : -balance[3]!]]);
  post('adjust', 2, '督导员核实：投放准确，奖励积分', [[4, 5]]);

  const districtName = (code: string) => ({ shangcheng: '上城', gongshu: '拱墅', xihu: '西湖', binjiang: '滨江', xiaoshan: '萧山', yuhang: '余杭' })[code] ?? code;
  const areas = city.districts.map((district, i) => {
    const [lng, lat] = DISTRICT_CENTRES[district]!;
    const ring = [[lng - 0.02, lat - 0.015], [lng + 0.02, lat - 0.015], [lng + 0.02, lat + 0.015], [lng - 0.02, lat + 0.015], [lng - 0.02, lat - 0.015]].map(([x, y]) => [r.round(x!, 5), r.round(y!, 5)]);
    return {
      areaName: `${districtName(district)}分类督导片区`,
      deptId: index ? (i % 2 ? 'd204' : 'd203') : 'd107',
      district,
      streets: city.streets.filter((_, k) => k % city.districts.length === i).map((s) => s.replace(/路$/, '街道')).join('、'),
      shape: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
      remark: '',
    };
  });

  return {
    unit: units,
    car: cars,
    collectFac: collectFacs,
    handleFac: handleFacs,
    garbageRecord: records,
    resident: residents,
    pointsLedger: moves,
    pointsOrder: orders,
    pointsLine: lines,
    deptArea: areas,
    dailyArchive: archive,
  };
};
