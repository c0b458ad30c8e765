/**
 * Demo data of the area for each tenant, both in Hangzhou (浙A plates): tenant 1 over the central
 * districts, tenant 2 (西湖区环卫) in 西湖区 and 余杭区. Weighings are as dense on every day of the
 * history (two trips a working car a day), so months compare with each other.
 * Deterministic (a seeded generator), with dates relative to today so boards always show recent days.
 * Reference fields hold the 1-based position of the referenced seed row (see the engine's seed docs).
 */
import { demoCarCode, hangzhou, random, xihu } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';

/** District names in route names (the district enum's labels without 区). */
const DISTRICT_NAMES: Record<string, string> = { shangcheng: '上城', gongshu: '拱墅', xihu: '西湖', binjiang: '滨江', xiaoshan: '萧山', yuhang: '余杭' };

const GARBAGE = ['other', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'construction'];
const CAR_TYPES: Record<string, string> = { other: 'compress', kitchen: 'kitchen', recyclable: 'recyclable', hazardous: 'hazardous', bulky: 'bulky', construction: 'hook' };

export const seed: SeedFunction = ({ index, now: clock }) => {
  const day = (offset: number) => formatDate(new Date(clock - offset * 86_400_000));
  const at = (offset: number, hour: number, minute: number) => `${day(offset)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
  const city = index === 0 ? hangzhou : xihu;
  const prefix = index ? 'XH' : 'HZ';
  const r = random(20261122 + index);
  const cars = city.drivers.map((driver, i) => {
    const garbage = i < city.drivers.length / 2 ? 'other' : GARBAGE[i % GARBAGE.length]!;
    return {
      carCode: demoCarCode(index, i),
      carType: CAR_TYPES[garbage],
      loadWeight: r.pick([5, 8, 10, 12, 15]),
      driverName: driver,
      driverPhone: `1${r.pick(['38', '39', '58', '86', '87'])}${String(r.int(10000000, 99999999))}`,
      gpsNo: `GPS${String(880100 + i + index * 100)}`,
      // 车辆管理中心 (tenant 1) or 车队 (tenant 2), server/db/seed.ts.
      deptId: index ? 'd205' : 'd106',
      status: i === 3 ? 'repair' : 'working',
      buyDate: day(400 + i * 61),
    };
  });
  const properties = city.properties.map((name, i) => ({
    companyName: name,
    creditCode: `91330${index ? '6' : '1'}00${String(7000000000 + i * 7919).slice(0, 10)}X`.slice(0, 18),
    district: city.districts[i % city.districts.length],
    contact: r.pick(city.drivers),
    phone: `0571-8${String(r.int(1000000, 9999999))}`,
    address: `${r.pick(city.streets)}${r.int(1, 300)}号`,
  }));
  const companies = city.companies.map((c) => ({ companyName: c.name, companyType: c.type, licenseNo: `${index ? '西湖' : '杭'}环许字〔2025〕${r.int(10, 99)}号`, contact: r.pick(city.drivers), phone: `1${r.int(3000000000, 9999999999)}`, address: `${r.pick(city.streets)}${r.int(1, 300)}号` }));
  const points = city.estates.map((estate, i) => ({ name: `${estate}收集点`, type: i % 4 === 3 ? 'station' : 'point' }));
  const facilities = [...city.plants, ...points].map((f, i) => ({
    facilityName: f.name,
    facilityCode: `${prefix}-F${String(i + 1).padStart(3, '0')}`,
    facilityType: f.type,
    district: city.districts[i % city.districts.length],
    address: `${r.pick(city.streets)}${r.int(1, 400)}号`,
    location: { lng: r.round(city.center[0] + (r.next() - 0.5) * 0.16, 5), lat: r.round(city.center[1] + (r.next() - 0.5) * 0.12, 5) },
    propertyCompanyId: f.type === 'point' || f.type === 'station' ? 1 + (i % properties.length) : null,
    capacity: f.type === 'point' ? r.pick([2, 3, 5]) : f.type === 'station' ? 20 : r.pick([300, 800, 2000]),
    staffName: r.pick(city.drivers),
    status: i === city.plants.length + 2 ? 'stopped' : 'working',
  }));
  const plantCount = city.plants.length;
  const pointIds = facilities.map((_, i) => i + 1).slice(plantCount);
  const routes = city.districts.flatMap((d, i) =>
    ['other', 'kitchen'].map((g, j) => ({
      routeName: `${DISTRICT_NAMES[d]}${g === 'other' ? '其他垃圾' : '厨余垃圾'}${j + 1}号线`,
      routeCode: `${prefix}-R${String(i * 2 + j + 1).padStart(2, '0')}`,
      garbageType: g,
      district: d,
      // 环卫运营部 (tenant 1) or 作业一部 (tenant 2).
      deptId: index ? 'd203' : 'd103',
      lengthKm: r.round(12 + r.next() * 30, 1),
      startTime: g === 'kitchen' ? '05:30' : '04:30',
      facilityIds: JSON.stringify(pointIds.filter((_, k) => k % 3 === (i + j) % 3).slice(0, 6)),
    })),
  );
  const bands = cars.map((_, i) => ({ carId: i + 1, routeId: 1 + (i % routes.length), bandDate: day(90), remark: '' }));
  const configs = cars.map((c, i) => ({ carId: i + 1, ratedLoad: c.loadWeight, standardTare: r.round(c.loadWeight * 0.9, 2), overloadPercent: 10, enabled: true }));
  const weighings: Record<string, unknown>[] = [];
  let ticket = 0;
  // Every day of five months alike (two trips a working car a day), so this month compares with the
  // months before; today only the trips already made.
  const now = formatDate(new Date(clock), true);
  for (let d = 150; d >= 0; d--) {
    cars.forEach((c, i) => {
      if (c.status !== 'working') return;
      for (let trip = 0; trip < 2; trip++) {
        const weighTime = at(d, 6 + trip * 5 + (i % 3), r.int(0, 59));
        if (weighTime > now) continue;
        const tare = r.round(c.loadWeight * 0.9, 2);
        const net = r.round(c.loadWeight * (0.45 + r.next() * 0.5), 2);
        weighings.push({
          ticketNo: `${prefix}${day(d).replace(/-/g, '')}${String(++ticket).padStart(4, '0')}`,
          carId: i + 1,
          facilityId: 1 + (i % plantCount),
          garbageType: i < cars.length / 2 ? 'other' : GARBAGE[i % GARBAGE.length],
          grossWeight: r.round(tare + net, 2),
          tareWeight: tare,
          weighTime,
          operator: r.pick(['周敏', '钱芳', '孙丽']),
          printed: d > 1,
        });
      }
    });
  }
  const arrivals = weighings.slice(-160).map((w) => ({ carId: w.carId, facilityId: w.facilityId, arriveTime: w.weighTime, leaveTime: String(w.weighTime).replace(/(\d{2}):(\d{2}):00$/, (_m, h: string, m: string) => `${h}:${String(Math.min(59, Number(m) + 9)).padStart(2, '0')}:00`), stayMinutes: r.int(4, 25) }));
  const works = [];
  for (let d = 14; d >= 1; d--) {
    for (const [i, c] of cars.entries()) {
      if (c.status !== 'working') continue;
      works.push({ workDate: day(d), carId: i + 1, routeId: 1 + (i % routes.length), trips: r.int(1, 3), mileage: r.round(30 + r.next() * 60, 1), weight: r.round(c.loadWeight * (0.8 + r.next()), 2), workStatus: r.next() < 0.85 ? 'done' : r.next() < 0.5 ? 'partial' : 'missed' });
    }
  }
  const containers = pointIds.flatMap((fid, i) =>
    ['other', 'kitchen', 'recyclable'].map((g, j) => ({
      containerCode: `${prefix}-C${String(i * 3 + j + 1).padStart(4, '0')}`,
      facilityId: fid,
      containerType: j === 0 ? 'b660' : 'b240',
      garbageType: g,
      volume: j === 0 ? 660 : 240,
      rfid: (0xe2000017 + i * 16 + j).toString(16).toUpperCase().padStart(12, '0'),
    })),
  );
  const containerWeights = Array.from({ length: 240 }, (_, k) => ({ containerId: 1 + (k % containers.length), carId: 1 + (k % cars.length), weighTime: at(k % 10, 5 + (k % 4), k % 60), weightKg: r.round(30 + r.next() * 180, 1) }));
  const classifyWeights = [];
  for (let d = 9; d >= 0; d--) for (const fid of pointIds.slice(0, 6)) for (const g of ['other', 'kitchen', 'recyclable']) classifyWeights.push({ recordDate: day(d), facilityId: fid, garbageType: g, weightKg: r.round(g === 'other' ? 300 + r.next() * 400 : g === 'kitchen' ? 150 + r.next() * 200 : 40 + r.next() * 80, 1), operator: r.pick(city.drivers) });
  const notWork = Array.from({ length: 24 }, (_, k) => ({ recordDate: day(k % 12), facilityId: pointIds[(k * 5) % pointIds.length], routeId: 1 + (k % routes.length), lastCollectTime: at((k % 12) + 1, 6, 10 + k), reason: r.pick(['车辆故障', '道路施工无法进入', '点位门禁未开', '临时加收任务冲突', '']), district: city.districts[k % city.districts.length], confirmed: k % 3 === 0 }));
  const classifyRecords = Array.from({ length: 300 }, (_, k) => ({ recordTime: at(k % 15, 5 + (k % 5), k % 60), facilityId: pointIds[k % pointIds.length], carId: 1 + (k % cars.length), garbageType: GARBAGE[k % 3], weightKg: r.round(20 + r.next() * 160, 1), qualified: r.next() < 0.86 }));
  const grosses = Array.from({ length: 300 }, (_, k) => {
    const fid = pointIds[k % pointIds.length]!;
    return { carCode: cars[k % cars.length]!.carCode, label: containers[k % containers.length]!.rfid, facilityId: fid, propertyCompanyId: facilities[fid - 1]!.propertyCompanyId, companyId: 1 + (k % companies.length), grossWeight: r.round(0.1 + r.next() * 0.4, 2), weighTime: at(k % 40, 5 + (k % 6), k % 60) };
  });
  const abnormal = Array.from({ length: 30 }, (_, k) => ({ reportDate: day(k % 15), carId: 1 + ((k * 7) % cars.length), facilityId: pointIds[(k * 3) % pointIds.length], abnormalType: r.pick(['overweight', 'missed', 'late', 'noWeigh', 'route']), description: r.pick(['称重超出核定载重10%以上', '计划点位未到达', '到达时间晚于计划45分钟', '出场未过磅', '偏离规划线路约1.2公里']), handled: k > 6 }));
  return {
    propertyCompany: properties,
    company: companies,
    carInfo: cars,
    facilityInfo: facilities,
    facilityGarType: GARBAGE.map((g, i) => ({ typeName: ['生活垃圾焚烧', '厨余垃圾处理', '可回收物分拣', '有害垃圾暂存', '大件垃圾拆解', '装修垃圾资源化'][i], garbageType: g, facilityId: 1 + (i % plantCount), unitPrice: [105, 180, 30, 2500, 120, 60][i], remark: '' })),
    route: routes,
    carRouteBand: bands,
    carWeightConfig: configs,
    carWeightOperate: weighings,
    carArrivalRecord: arrivals,
    carWork: works,
    facilityContainer: containers,
    containerWeight: containerWeights,
    classifyWeight: classifyWeights,
    notWorkFacility: notWork,
    classifyRecord: classifyRecords,
    carGrossWeightPrimeval: grosses,
    abnormalDailyReport: abnormal,
  };
};
