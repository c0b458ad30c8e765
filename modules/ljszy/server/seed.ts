/**
 * Demo data of the area for each tenant: tenant 1 in Nanjing (苏A plates), tenant 2 in Suzhou (苏E).
 * Deterministic (a seeded generator), with dates relative to today so boards always show recent days.
 * Reference fields hold the 1-based position of the referenced seed row (see the engine's seed docs).
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';

type City = {
  plate: string;
  center: [number, number];
  districts: string[];
  streets: string[];
  estates: string[];
  plants: { name: string; type: string }[];
  properties: string[];
  companies: { name: string; type: string }[];
  drivers: string[];
};

const nanjing: City = {
  plate: '苏A',
  center: [118.79, 32.05],
  districts: ['xuanwu', 'qinhuai', 'gulou', 'jianye', 'qixia', 'yuhuatai'],
  streets: ['中山路', '汉中路', '龙蟠中路', '江东中路', '应天大街', '集庆门大街', '中央路', '北京东路', '草场门大街', '水西门大街', '虎踞路', '新街口'],
  estates: ['颐和路小区', '南湖新村', '莫愁新寓', '清凉山公寓', '月牙湖花园', '万达华府', '仙林翠谷', '华侨路小区', '银城东苑', '金陵世纪花园', '龙江小区', '兰园小区', '瑞金北村', '后宰门小区', '锁金村', '凤凰西街小区', '安品街小区', '沙洲东苑'],
  plants: [
    { name: '鼓楼区中央门垃圾转运站', type: 'transfer' },
    { name: '建邺区江东垃圾转运站', type: 'transfer' },
    { name: '江南静脉产业园焚烧厂', type: 'incinerator' },
    { name: '轿子山生活垃圾填埋场', type: 'landfill' },
    { name: '秦淮区石门坎垃圾房', type: 'station' },
    { name: '玄武区玄武门垃圾房', type: 'station' },
  ],
  properties: ['南京万科物业服务有限公司', '南京东方物业管理有限公司', '南京新鸿运物业管理有限公司', '南京栖霞建设物业服务股份有限公司', '南京朗诗物业管理有限公司', '南京金鹰物业服务有限公司'],
  companies: [
    { name: '南京环境集团有限公司', type: 'collect' },
    { name: '南京城环清运有限公司', type: 'transport' },
    { name: '南京江南环保产业有限公司', type: 'dispose' },
    { name: '南京市鼓楼区环卫所', type: 'collect' },
    { name: '南京绿源再生资源有限公司', type: 'dispose' },
  ],
  drivers: ['王建国', '李志强', '张伟', '刘洋', '陈军', '杨勇', '赵磊', '黄涛', '周斌', '吴刚', '徐亮', '孙鹏'],
};

const suzhou: City = {
  plate: '苏E',
  center: [120.62, 31.3],
  districts: ['gusu', 'wuzhong'],
  streets: ['人民路', '干将路', '十全街', '观前街', '平江路', '东环路', '宝带路', '石路', '金门路', '临顿路'],
  estates: ['南环新村', '三香新村', '桐芳巷小区', '彩香新村', '梅巷新村', '新庄新村', '吴中花园', '东港新村', '沧浪新城', '友联新村', '狮林苑', '锦帆路小区'],
  plants: [
    { name: '姑苏区城南垃圾转运站', type: 'transfer' },
    { name: '吴中区越溪垃圾转运站', type: 'transfer' },
    { name: '苏州七子山垃圾焚烧厂', type: 'incinerator' },
    { name: '七子山生活垃圾填埋场', type: 'landfill' },
  ],
  properties: ['苏州东吴物业管理有限公司', '苏州招商物业管理有限公司', '苏州金鸡湖物业管理有限公司', '苏州长城物业服务有限公司'],
  companies: [
    { name: '苏州市环境卫生管理处', type: 'collect' },
    { name: '苏州姑苏环境科技有限公司', type: 'transport' },
    { name: '光大环保能源(苏州)有限公司', type: 'dispose' },
  ],
  drivers: ['沈明', '顾华', '陆建华', '钱军', '朱卫东', '蒋伟', '潘强', '范勇'],
};

/** A small deterministic generator (mulberry32), so demo data is the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    round: (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d,
  };
}

const day = (offset: number) => formatDate(new Date(Date.now() - offset * 86_400_000));
const at = (offset: number, hour: number, minute: number) => `${day(offset)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
const GARBAGE = ['other', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'construction'];
const CAR_TYPES: Record<string, string> = { other: 'compress', kitchen: 'kitchen', recyclable: 'recyclable', hazardous: 'hazardous', bulky: 'bulky', construction: 'hook' };

export const seed: SeedFunction = ({ index }) => {
  const city = index === 0 ? nanjing : suzhou;
  const r = random(20261122 + index);
  const cars = city.drivers.map((driver, i) => {
    const garbage = i < city.drivers.length / 2 ? 'other' : GARBAGE[i % GARBAGE.length]!;
    return {
      carCode: `${city.plate}·${String.fromCharCode(68 + (i % 3))}${String(1234 + i * 137).padStart(4, '0')}`,
      carType: CAR_TYPES[garbage],
      loadWeight: r.pick([5, 8, 10, 12, 15]),
      driverName: driver,
      driverPhone: `1${r.pick(['38', '39', '58', '86', '87'])}${String(r.int(10000000, 99999999))}`,
      gpsNo: `GPS${String(880100 + i + index * 100)}`,
      status: i === 3 ? 'repair' : 'working',
      buyDate: day(400 + i * 61),
    };
  });
  const properties = city.properties.map((name, i) => ({
    companyName: name,
    creditCode: `91320${index ? '5' : '1'}00${String(7000000000 + i * 7919).slice(0, 10)}X`.slice(0, 18),
    district: city.districts[i % city.districts.length],
    contact: r.pick(city.drivers),
    phone: `025-8${String(r.int(1000000, 9999999))}`,
    address: `${r.pick(city.streets)}${r.int(1, 300)}号`,
  }));
  const companies = city.companies.map((c) => ({ companyName: c.name, companyType: c.type, licenseNo: `${index ? '苏州' : '宁'}环许字〔2025〕${r.int(10, 99)}号`, contact: r.pick(city.drivers), phone: `1${r.int(3000000000, 9999999999)}`, address: `${r.pick(city.streets)}${r.int(1, 300)}号` }));
  const points = city.estates.map((estate, i) => ({ name: `${estate}收集点`, type: i % 4 === 3 ? 'station' : 'point' }));
  const facilities = [...city.plants, ...points].map((f, i) => ({
    facilityName: f.name,
    facilityCode: `${index ? 'SZ' : 'NJ'}-F${String(i + 1).padStart(3, '0')}`,
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
      routeName: `${d === 'gusu' ? '姑苏' : d === 'wuzhong' ? '吴中' : ['玄武', '秦淮', '鼓楼', '建邺', '栖霞', '雨花台'][i]}${g === 'other' ? '其他垃圾' : '厨余垃圾'}${j + 1}号线`,
      routeCode: `${index ? 'SZ' : 'NJ'}-R${String(i * 2 + j + 1).padStart(2, '0')}`,
      garbageType: g,
      district: d,
      lengthKm: r.round(12 + r.next() * 30, 1),
      startTime: g === 'kitchen' ? '05:30' : '04:30',
      facilityIds: JSON.stringify(pointIds.filter((_, k) => k % 3 === (i + j) % 3).slice(0, 6)),
    })),
  );
  const bands = cars.map((_, i) => ({ carId: i + 1, routeId: 1 + (i % routes.length), bandDate: day(90), remark: '' }));
  const configs = cars.map((c, i) => ({ carId: i + 1, ratedLoad: c.loadWeight, standardTare: r.round(c.loadWeight * 0.9, 2), overloadPercent: 10, enabled: true }));
  const weighings: Record<string, unknown>[] = [];
  let ticket = 0;
  // 20 days in detail (two trips a day), and a lighter history over five months for the monthly forecast.
  for (let d = 150; d >= 0; d--) {
    cars.forEach((c, i) => {
      if (c.status !== 'working' || (d > 20 && (d + i) % 4 !== 0)) return;
      for (let trip = 0; trip < (d === 0 || d > 20 ? 1 : 2); trip++) {
        const tare = r.round(c.loadWeight * 0.9, 2);
        const net = r.round(c.loadWeight * (0.45 + r.next() * 0.5), 2);
        weighings.push({
          ticketNo: `${index ? 'SZ' : 'NJ'}${day(d).replace(/-/g, '')}${String(++ticket).padStart(4, '0')}`,
          carId: i + 1,
          facilityId: 1 + (i % plantCount),
          garbageType: i < cars.length / 2 ? 'other' : GARBAGE[i % GARBAGE.length],
          grossWeight: r.round(tare + net, 2),
          tareWeight: tare,
          weighTime: at(d, 6 + trip * 5 + (i % 3), r.int(0, 59)),
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
      containerCode: `${index ? 'SZ' : 'NJ'}-C${String(i * 3 + j + 1).padStart(4, '0')}`,
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
