/**
 * Demo data for both tenants, both in Hangzhou (浙A): tenant 1 (杭州城市环境集团) runs the city
 * fleet in 上城/拱墅/西湖/滨江, tenant 2 (西湖区环卫) one in 西湖/余杭/萧山/临平; every vehicle
 * belongs to one of its tenant's departments. Deterministic (a seeded generator), dated relative to today so the boards, reminders and
 * reports always show a live year. References are 1-based positions among the seeded rows.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';

type Row = Record<string, unknown>;

const CITY = [
  {
    prefix: '浙A',
    city: '杭州',
    districts: ['上城', '拱墅', '西湖', '滨江'],
    roads: ['延安路', '中河中路', '莫干山路', '江南大道', '解放路', '天目山路', '秋涛路', '滨盛路'],
    insurers: ['中国人民财产保险股份有限公司杭州市分公司', '中国平安财产保险股份有限公司浙江分公司', '中国太平洋财产保险股份有限公司杭州分公司'],
    suppliers: ['中国石化销售股份有限公司浙江杭州石油分公司', '中国石油天然气股份有限公司浙江杭州销售分公司'],
    // The tenant's departments (server/db/seed.ts) the vehicles belong to: 车辆管理中心, 道路保洁一队/二队.
    depts: ['d106', 'd106', 'd104', 'd105'],
    plates: 1234,
  },
  {
    prefix: '浙A',
    city: '杭州',
    districts: ['西湖', '余杭', '萧山', '临平'],
    roads: ['文三路', '文一西路', '古墩路', '五常大道', '市心中路', '天目山路', '紫金港路', '留下街'],
    insurers: ['中国人民财产保险股份有限公司杭州市西湖支公司', '中国平安财产保险股份有限公司浙江分公司', '中华联合财产保险股份有限公司浙江分公司'],
    suppliers: ['中国石化销售股份有限公司浙江杭州石油分公司', '中国石油天然气股份有限公司浙江杭州销售分公司'],
    // 车队, 作业一部, 作业二部.
    depts: ['d205', 'd205', 'd203', 'd204'],
    plates: 5678,
  },
];

const MODELS: [string, string, string, string, number][] = [
  ['sweeper', '宇通', 'YTZ5180TSLD6', 'diesel', 8],
  ['washer', '中联重科', 'ZLJ5180TXSEQE6', 'diesel', 9],
  ['sprinkler', '东风', 'DFH5180GSSBX', 'diesel', 10],
  ['compactor', '徐工', 'XZJ5180ZYSD6', 'diesel', 9],
  ['kitchen', '福龙马', 'FLM5120TCAD6', 'diesel', 5],
  ['hookLift', '东风', 'EQ5180ZXXL6', 'diesel', 10],
  ['pickup', '江铃', '域虎7 JX1033', 'diesel', 1],
  ['sedan', '比亚迪', '秦PLUS EV', 'electric', 0.5],
  ['tricycle', '宗申', 'ZS1500DZH', 'electric', 0.3],
  ['compactor', '中联重科', 'ZLJ5180ZYSDFE6', 'diesel', 9],
  ['sweeper', '福龙马', 'FLM5180TSLD6', 'diesel', 8],
  ['sprinkler', '程力', 'CLW5180GSSD6', 'diesel', 10],
];
const DRIVERS = ['王建国', '李明', '张伟', '刘洋', '陈强', '杨军', '赵磊', '黄海', '周勇', '吴斌', '徐涛', '孙浩', '马志刚', '朱红兵', '胡晓东', '郭平'];

function generator(seed: number) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  return { next, int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const money = (n: number) => Math.round(n * 100) / 100;

export const seed: SeedFunction = ({ index, now }) => {
  const day = (offset: number) => formatDate(new Date(now + offset * 86400000));
  const time = (offset: number, h: number, m: number) => `${day(offset)} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
  const c = CITY[index % 2]!;
  const g = generator(20261122 + index * 7919);
  const letters = 'DFABCEGH';
  const groups = c.districts.map((d, i) => ({ code: `CZ${String(i + 1).padStart(4, '0')}`, name: `${d}${'一二三四'[i]}队` }));

  const insuranceCompany = c.insurers.map((companyName, i) => ({ companyName, contact: DRIVERS[i + 10], phone: `0571-8${g.int(1000000, 9999999)}`, address: `${c.city}市${c.roads[i]}${g.int(10, 300)}号` }));
  const oilSupplier = c.suppliers.map((supplierName, i) => ({ supplierName, contact: DRIVERS[i + 12], phone: `95504${i}`.slice(0, 5) + String(g.int(10, 99)), address: `${c.city}市${c.roads[i + 2]}${g.int(1, 99)}号` }));
  const waterStation = c.districts.map((d, i) => ({ stationName: `${d}环卫取水点`, address: `${c.city}市${d}区${c.roads[i + 1]}${g.int(10, 200)}号`, unitPrice: money(4.2 + i * 0.3), contact: DRIVERS[i + 4], phone: `138${g.int(10000000, 99999999)}` }));
  const refuelStation = c.roads.slice(0, 5).map((r, i) => ({ stationName: `${i % 2 ? '中石油' : '中石化'}${r}加油站`, supplierId: (i % 2) + 1, address: `${c.city}市${r}${g.int(1, 500)}号`, oilTypes: i % 2 ? ['g92', 'd0'] : ['g92', 'g95', 'd0'], phone: `139${g.int(10000000, 99999999)}` }));
  const rechargeStation = [`国家电网${c.districts[0]}充电站`, `特来电${c.districts[1]}环卫停车场充电站`, `星星充电${c.districts[2]}充电站`].map((stationName, i) => ({ stationName, address: `${c.city}市${c.roads[i + 3]}${g.int(1, 300)}号`, piles: g.int(8, 40), unitPrice: money(0.9 + i * 0.15), operator: stationName.slice(0, 4), phone: `400${g.int(1000000, 9999999)}` }));
  const serviceFactory = [
    { factoryName: `${c.city}东风汽车维修服务有限公司`, level: 'class1', contracted: true },
    { factoryName: `${c.city}徐工环卫设备服务站`, level: 'class1', contracted: true },
    { factoryName: `${c.city}钱江汽车修理厂`, level: 'class2', contracted: true },
    { factoryName: `${c.city}老李轮胎快修`, level: 'class3', contracted: false },
  ].map((f, i) => ({ ...f, contact: DRIVERS[i + 6], phone: `137${g.int(10000000, 99999999)}`, address: `${c.city}市${c.roads[i + 4]}${g.int(1, 300)}号` }));
  const equipmentType = [['扫刷总成', 'SB'], ['高压水泵', 'GYB'], ['发电机组', 'FDJ'], ['手推式吹风机', 'CFJ']].map(([typeName, typeCode]) => ({ typeName, typeCode }));
  const maintenanceParentType = [['发动机系统', 'FDJ'], ['底盘系统', 'DP'], ['车身电器', 'CS'], ['上装设备', 'SZ'], ['常规保养', 'BY']].map(([typeName, typeCode]) => ({ typeName, typeCode, remark: null }));
  const maintenanceSubType: Row[] = [
    [5, '更换机油机滤', 'BY-01', 5000, 90],
    [5, '更换空气滤芯', 'BY-02', 10000, 180],
    [2, '更换刹车片', 'DP-01', 30000, 365],
    [2, '更换轮胎', 'DP-02', 60000, 730],
    [4, '更换扫刷', 'SZ-01', 0, 60],
    [4, '更换液压油', 'SZ-02', 20000, 365],
    [3, '更换蓄电池', 'CS-01', 0, 730],
    [1, '发动机大修', 'FDJ-01', 300000, 0],
  ].map(([parentId, typeName, typeCode, intervalKm, intervalDays]) => ({ parentId, typeName, typeCode, intervalKm, intervalDays }));

  const car: Row[] = [];
  for (let i = 0; i < 24; i++) {
    const [carType, brand, model, fuelType, load] = MODELS[i % MODELS.length]!;
    const electric = fuelType === 'electric';
    const group = groups[i % groups.length]!;
    const plate = `${c.prefix}·${electric ? `D${g.int(10000, 99999)}` : `${letters[i % letters.length]}${String(c.plates + i * 137).slice(-4)}`}`;
    const bought = -g.int(300, 2600);
    car.push({
      plateNo: plate,
      deptId: c.depts[i % c.depts.length],
      carType,
      brand,
      model,
      vin: `LGDXC${String(100000000000 + index * 1000000 + i * 7919).slice(-12)}`,
      engineNo: electric ? null : `${g.int(10000000, 99999999)}`,
      fuelType,
      groupCode: group.code,
      groupName: group.name,
      driverName: DRIVERS[i % DRIVERS.length],
      driverPhone: `13${g.int(0, 9)}${g.int(10000000, 99999999)}`,
      loadWeight: load,
      purchaseDate: day(bought),
      purchasePrice: money(electric ? g.int(90000, 180000) : g.int(280000, 760000)),
      mileage: g.int(8000, 160000),
      status: i === 5 ? 'repair' : i === 11 ? 'idle' : i === 23 ? 'scrapped' : i === 17 ? 'repair' : 'inService',
          });
  }
  const cars = car.map((_, i) => i + 1);
  const fueled = cars.filter((i) => car[i - 1]!.fuelType !== 'electric');
  const watered = cars.filter((i) => ['sprinkler', 'washer'].includes(String(car[i - 1]!.carType)));
  // A car deleted last week waits in the recycle list (车辆回收站): a retired pickup, after the fleet's 24.
  car.push({
    ...car[6]!, plateNo: `${c.prefix}·K${String(c.plates + 4321).slice(-4)}`, vin: `LGDXC${String(100000000000 + index * 1000000 + 99 * 7919).slice(-12)}`,
    status: 'scrapped', mileage: 212_400, purchaseDate: day(-3650), recycled: true, recycledAt: time(-6, 16, 20), recycledBy: '系统管理员',
  });

  const waterManage: Row[] = [];
  for (let k = 0; k < 40; k++) {
    const carId = g.pick(watered);
    const st = g.int(1, waterStation.length);
    const volume = g.int(6, 12);
    waterManage.push({ carId, stationId: st, waterTime: time(-g.int(0, 330), g.int(5, 18), g.int(0, 59)), volume, amount: money(volume * Number(waterStation[st - 1]!.unitPrice)), operator: car[carId - 1]!.driverName });
  }

  const annualInspection = cars.map((carId, i) => {
    const expire = i % 6 === 0 ? g.int(3, 25) : g.int(40, 330);
    return { carId, inspectionDate: day(expire - 365), expireDate: day(expire), station: `${c.city}市${c.districts[i % 4]}机动车检测站`, cost: money(g.int(200, 480)), result: 'pass', handler: DRIVERS[(i + 3) % DRIVERS.length], remindStatus: 'normal' };
  });
  const insuranceRecord: Row[] = [];
  cars.forEach((carId, i) => {
    const expire = i % 7 === 1 ? g.int(5, 28) : g.int(35, 340);
    const base = { carId, companyId: (i % insuranceCompany.length) + 1, startDate: day(expire - 365), expireDate: day(expire), handler: DRIVERS[(i + 5) % DRIVERS.length], remindStatus: 'normal' };
    insuranceRecord.push({ ...base, policyNo: `PDZA${2026 - (expire < 60 ? 1 : 0)}33${index ? '06' : '01'}${String(10000 + i).slice(-5)}`, insuranceType: 'compulsory', premium: money(g.int(950, 2400)) });
    if (i % 2 === 0) insuranceRecord.push({ ...base, policyNo: `PDAA${2026}33${index ? '06' : '01'}${String(50000 + i).slice(-5)}`, insuranceType: 'commercial', premium: money(g.int(5200, 16800)) });
  });
  const carInsurance: Row[] = [];
  insuranceRecord.forEach((p, i) => {
    if (p.insuranceType !== 'commercial') return;
    for (const [coverage, amount] of [['thirdParty', 2000000], ['damage', g.int(200000, 600000)], ['driverSeat', 50000]] as const) {
      carInsurance.push({ insuranceId: i + 1, carId: p.carId, coverage, insuredAmount: amount, premium: money(Number(p.premium) * (coverage === 'thirdParty' ? 0.45 : coverage === 'damage' ? 0.48 : 0.07)) });
    }
  });
  const accidentManage = Array.from({ length: 8 }, (_, k) => {
    const carId = g.pick(cars);
    return { carId, accidentTime: time(-g.int(3, 320), g.int(6, 20), g.int(0, 59)), location: `${c.city}市${g.pick(c.roads)}与${g.pick(c.roads)}交叉口`, driverName: car[carId - 1]!.driverName, accidentType: g.pick(['collision', 'scrape', 'rearEnd', 'scrape', 'other']), responsibility: g.pick(['full', 'main', 'equal', 'minor', 'none']), lossAmount: money(g.int(800, 28000)), status: k < 2 ? 'pending' : k < 4 ? 'processing' : 'closed', description: '作业途中与社会车辆发生剐蹭，已报警并拍照取证。' };
  });
  const accident = [1, 3, 5, 6].map((a, k) => ({ claimNo: `LP${index ? 'XH' : 'ZJ'}2026${String(1000 + k * 37)}`, accidentId: a, companyId: (k % insuranceCompany.length) + 1, claimDate: day(-g.int(1, 200)), claimAmount: accidentManage[a - 1]!.lossAmount, paidAmount: k === 0 ? null : money(Number(accidentManage[a - 1]!.lossAmount) * 0.8), status: k === 0 ? 'claiming' : k === 3 ? 'refused' : 'paid' }));
  const breakRulesManage = Array.from({ length: 14 }, (_, k) => {
    const carId = g.pick(cars);
    const violationType = g.pick(['speeding', 'redLight', 'illegalParking', 'laneViolation', 'overload']);
    const points = { speeding: 3, redLight: 6, illegalParking: 0, laneViolation: 2, overload: 6 }[violationType]!;
    return { carId, violationTime: time(-g.int(1, 330), g.int(6, 21), g.int(0, 59)), location: `${c.city}市${g.pick(c.roads)}`, violationType, points, fine: points * 50 + 100, driverName: car[carId - 1]!.driverName, handleStatus: k % 3 === 0 ? 'unhandled' : 'handled' };
  });

  // Fuel cards: the first 8 fuelled cars have an active card; two spare cards wait for activation.
  const cardCars = fueled.slice(0, 8);
  const oilCard: Row[] = [...cardCars, null, null].map((carId, i) => ({
    cardNo: `${index ? '1000113300' : '1000113200'}${String(1234567 + i * 10111).padStart(9, '0')}`,
    supplierId: (i % 2) + 1,
    carId,
    holder: carId ? car[carId - 1]!.driverName : null,
    balance: 0,
    status: carId ? 'active' : 'inactive',
    activatedAt: carId ? time(-g.int(200, 400), 9, 30) : null,
      }));
  const oilCardRecharge: Row[] = [];
  cardCars.forEach((_, i) => {
    for (let k = 0; k < 3; k++) oilCardRecharge.push({ cardId: i + 1, amount: g.pick([5000, 8000, 10000]), rechargeTime: time(-330 + k * 110 + i, 10, 15), operator: '财务 刘芳', remark: null });
  });
  const oilRefuel: Row[] = [];
  const odometer = new Map<number, number>(fueled.map((i) => [i, Math.max(1000, Number(car[i - 1]!.mileage) - 15000)]));
  for (let k = 0; k < 180; k++) {
    const carId = g.pick(fueled);
    const liters = g.int(60, 180);
    const oilType = ['pickup'].includes(String(car[carId - 1]!.carType)) ? 'g92' : 'd0';
    const unitPrice = oilType === 'g92' ? 7.62 : 7.35;
    const cardIndex = cardCars.indexOf(carId);
    odometer.set(carId, odometer.get(carId)! + g.int(300, 700));
    oilRefuel.push({
      carId,
      refuelTime: time(-g.int(0, 330), g.int(6, 19), g.int(0, 59)),
      stationId: g.int(1, refuelStation.length),
      oilType,
      liters,
      unitPrice,
      amount: money(liters * unitPrice),
      mileage: odometer.get(carId),
      payType: cardIndex >= 0 ? 'card' : 'corporate',
      cardId: cardIndex >= 0 ? cardIndex + 1 : null,
      driverName: car[carId - 1]!.driverName,
          });
  }
  // Odometer readings grow with time for each car.
  oilRefuel.sort((a, b) => String(a.refuelTime).localeCompare(String(b.refuelTime)));
  const last = new Map<number, number>();
  for (const r of oilRefuel) {
    const m = (last.get(r.carId as number) ?? Math.max(1000, Number(car[(r.carId as number) - 1]!.mileage) - 15000)) + g.int(300, 700);
    last.set(r.carId as number, m);
    r.mileage = m;
  }
  oilCard.forEach((card, i) => {
    const recharged = oilCardRecharge.filter((r) => r.cardId === i + 1).reduce((s, r) => s + Number(r.amount), 0);
    const spent = oilRefuel.filter((r) => r.cardId === i + 1).reduce((s, r) => s + Number(r.amount), 0);
    // Top up the ledger so a card never shows a negative balance.
    if (spent > recharged) oilCardRecharge.push({ cardId: i + 1, amount: money(Math.ceil((spent - recharged + 3000) / 1000) * 1000), rechargeTime: time(-340, 9, 0), operator: '财务 刘芳', remark: '年初预充' });
    const total = oilCardRecharge.filter((r) => r.cardId === i + 1).reduce((s, r) => s + Number(r.amount), 0);
    card.balance = money(total - spent);
    // 充值后余额: the card's ledger replayed in time order (a recharge adds, a card refuel spends).
    const events = [...oilCardRecharge.filter((r) => r.cardId === i + 1).map((r) => ({ r, at: String(r.rechargeTime), amount: Number(r.amount) })), ...oilRefuel.filter((r) => r.cardId === i + 1).map((r) => ({ r: null, at: String(r.refuelTime), amount: -Number(r.amount) }))];
    let running = 0;
    for (const e of events.sort((a, b) => a.at.localeCompare(b.at))) {
      running += e.amount;
      if (e.r) e.r.balance = money(running);
    }
  });

  const equipmentManage = Array.from({ length: 8 }, (_, k) => ({ equipmentNo: `SB${index ? 'XH' : 'HZ'}${String(101 + k)}`, equipmentName: ['主扫刷', '高压清洗泵', '应急发电机', '背负式吹风机'][k % 4], typeId: (k % 4) + 1, carId: k % 4 < 2 ? g.pick(cars) : null, brand: ['福龙马', '凯驰', '雅马哈', '本田'][k % 4], model: ['FLM-SB600', 'HD10/25', 'EF6300', 'EB500'][k % 4], purchaseDate: day(-g.int(100, 900)), status: k === 7 ? 'repair' : 'inUse' }));
  const equipmentOilRefuel = Array.from({ length: 12 }, () => {
    const liters = g.int(5, 25);
    return { equipmentId: g.pick([3, 4, 7, 8]), stationId: g.int(1, refuelStation.length), refuelTime: time(-g.int(0, 300), g.int(7, 17), g.int(0, 59)), oilType: 'g92', liters, amount: money(liters * 7.62), operator: g.pick(DRIVERS) };
  });
  const carDepreciationConf = ['sweeper', 'washer', 'sprinkler', 'compactor', 'kitchen', 'hookLift', 'pickup', 'sedan', 'tricycle'].map((carType) => ({ carType, usefulYears: ['pickup', 'sedan'].includes(carType) ? 6 : carType === 'tricycle' ? 3 : 8, residualRate: 5, method: 'straightLine' }));
  const depreciationManage: Row[] = [];
  cars.slice(0, 8).forEach((carId) => {
    const original = Number(car[carId - 1]!.purchasePrice);
    const monthly = money((original * 0.95) / 96);
    for (let m = 3; m >= 1; m--) {
      const d = new Date(now);
      d.setMonth(d.getMonth() - m);
      const months = 24 - m;
      depreciationManage.push({ carId, period: formatDate(d).slice(0, 7), method: 'straightLine', originalValue: original, monthlyAmount: monthly, accumulated: money(monthly * months) });
    }
  });
  const maintenanceManage = Array.from({ length: 48 }, () => {
    const carId = g.pick(cars);
    const sub = g.int(1, maintenanceSubType.length);
    return { carId, parentTypeId: maintenanceSubType[sub - 1]!.parentId, subTypeId: sub, factoryId: g.int(1, serviceFactory.length), maintainDate: day(-g.int(0, 330)), mileage: g.int(10000, 150000), cost: money(sub === 8 ? g.int(18000, 32000) : g.int(280, 4200)), content: String(maintenanceSubType[sub - 1]!.typeName), handler: g.pick(DRIVERS) };
  });
  const upkeepPlan = Array.from({ length: 14 }, (_, k) => {
    const carId = g.pick(fueled);
    // Every third plan is due by mileage too: the next 5 000 km past the car's odometer.
    const planMileage = k % 3 === 0 ? 5000 * Math.ceil((Number(car[carId - 1]!.mileage) + 1) / 5000) : null;
    return { carId, subTypeId: g.pick([1, 2, 5]), planDate: day(k < 6 ? g.int(2, 28) : g.int(30, 120)), planMileage, content: '按保养周期例行保养', status: k === 13 ? 'done' : 'pending' };
  });
  const expirationReminder = annualInspection.flatMap((r, i) =>
    r.expireDate <= day(30) ? [{ carId: r.carId, reminderType: 'annualInspection', dueDate: r.expireDate, sourceId: i + 1, content: `${String(car[(r.carId as number) - 1]!.plateNo)} 年检将于 ${r.expireDate} 到期`, status: 'pending' }] : [],
  );
  const whiteList = [
    { carId: 1, reason: '夜间道路冲洗作业，豁免超速报警', validPeriod: [day(-30), day(150)], approver: '车队长 王海', status: 'valid' },
    { carId: 3, reason: '跨区支援保洁，豁免偏离线路报警', validPeriod: [day(-10), day(20)], approver: '车队长 王海', status: 'valid' },
    { carId: 7, reason: '重大活动保障，豁免停车报警', validPeriod: [day(-120), day(-90)], approver: '副经理 陈敏', status: 'invalid' },
    { carId: 12, reason: '设备调试，豁免怠速报警', validPeriod: [day(-5), day(25)], approver: '车队长 王海', status: 'valid' },
  ];
  const carCostRecord = Array.from({ length: 60 }, (_, k) => {
    const costType = g.pick(['parking', 'toll', 'washing', 'repair', 'tyre', 'toll', 'parking']);
    return { carId: g.pick(cars), costType, costDate: day(-g.int(0, 330)), amount: money({ parking: g.int(10, 80), toll: g.int(15, 260), washing: g.int(30, 120), repair: g.int(120, 1500), tyre: g.int(800, 3600) }[costType as 'parking']), payer: g.pick(DRIVERS), remark: null, status: k % 4 === 0 ? 'pending' : 'confirmed' };
  });
  const checkRecord: Row[] = [];
  // Pre-trip checks (the trips of 投入产出分析) every day of the year, as the costs are.
  for (let d = 0; d < 330; d++) {
    for (const carId of cars.slice(0, 14)) {
      if (g.next() < 0.35) continue;
      const abnormal = g.next() < 0.06;
      checkRecord.push({ carId, checkTime: time(-d, 5 + (carId % 3), g.int(0, 59)), checker: car[carId - 1]!.driverName, result: abnormal ? 'abnormal' : 'normal', abnormalItems: abnormal ? g.pick(['左前轮胎压偏低', '刹车灯不亮', '扫刷磨损严重', '液压油渗漏']) : null, mileage: Math.max(100, Number(car[carId - 1]!.mileage) - d * 20) });
    }
  }
  const reservedFieldConfig = [
    { entity: 'car', fieldKey: 'reserved1', fieldName: '车队编号', fieldType: 'text', enabled: true },
    { entity: 'car', fieldKey: 'reserved2', fieldName: '作业片区', fieldType: 'text', enabled: true },
    { entity: 'oilRefuel', fieldKey: 'reserved1', fieldName: '审批单号', fieldType: 'text', enabled: false },
  ];
  const fieldConfig = [
    ['car', 'plateNo', '车牌号', true, true, 1],
    ['car', 'vin', '车架号', true, false, 2],
    ['car', 'engineNo', '发动机号', false, false, 3],
    ['oilRefuel', 'mileage', '里程表读数', true, true, 1],
    ['accident', 'description', '事故经过', true, true, 1],
    ['insurance', 'handler', '经办人', true, false, 1],
  ].map(([entity, fieldName, fieldLabel, visible, required, sortNo]) => ({ entity, fieldName, fieldLabel, visible, required, sortNo }));
  const flowNodeConfig = [
    ['maintenance', 1, '班组长审核', '班组长', '周勇'],
    ['maintenance', 2, '车队长审批', '车队长', '王海'],
    ['maintenance', 3, '分管领导审批', '分管副经理', '陈敏'],
    ['refuel', 1, '车队长审批', '车队长', '王海'],
    ['accident', 1, '安全员核实', '安全员', '郭平'],
    ['accident', 2, '车队长审批', '车队长', '王海'],
    ['cost', 1, '车队长审核', '车队长', '王海'],
    ['cost', 2, '财务复核', '财务', '刘芳'],
  ].map(([flowType, nodeOrder, nodeName, approverRole, approverName]) => ({ flowType, nodeOrder, nodeName, approverRole, approverName, enabled: true }));

  return {
    insuranceCompany, oilSupplier, waterStation, refuelStation, rechargeStation, serviceFactory, equipmentType, maintenanceParentType, maintenanceSubType,
    car, waterManage, annualInspection, insuranceRecord, carInsurance, accidentManage, accident, breakRulesManage, oilCard, oilCardRecharge, oilRefuel,
    equipmentManage, equipmentOilRefuel, depreciationManage, carDepreciationConf, maintenanceManage, upkeepPlan, expirationReminder, whiteList, carCostRecord,
    checkRecord, reservedFieldConfig, fieldConfig, flowNodeConfig,
  };
};
