/**
 * Demo data for each tenant, the demo city's story (kit/geo/demoCity.ts): the same districts, estates,
 * plants and vehicle plates (demoCarCode) as 垃圾收运. Tenant 1 (杭州) keeps a year of daily figures per
 * district (收集数据: one row per district and day, the four categories in columns — daily aggregates,
 * not events) so trends and month reports mean something; per-event weighings cover the last 30 days.
 * Tenant 2 (西湖区) keeps two months. Deterministic (a seeded generator), dates relative to today.
 * About 5,000 rows for tenant 1.
 */
import { demoCarCode, demoCity, random } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { ESTATES, OUTLETS, PLANTS, RURAL, type Place } from './city';
import { gradeOf, qualityScore } from './indexes';
import { lastMonths, percent, round, type Row } from './shared';

const DAY = 86_400_000;
const GARBAGE = ['other', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'construction'];
const SORT = ['kitchen', 'recyclable', 'hazardous', 'other'] as const;
const T = { kitchen: 'kitchenT', recyclable: 'recyclableT', hazardous: 'hazardousT', other: 'otherT' } as const;
/** Daily tonnes per district of each category (the registered communities' share: about what 垃圾收运's vehicles weigh), before season and trend. */
const BASE = { kitchen: 8, recyclable: 2.8, hazardous: 0.015, other: 20 };

const META: [string, string, string | null][] = [
  ['kitchen', '厨余垃圾', null], ['recyclable', '可回收物', null], ['hazardous', '有害垃圾', null], ['other', '其他垃圾', null],
  ['household', '家庭厨余', 'kitchen'], ['restaurant', '餐厨垃圾', 'kitchen'],
  ['paper', '废纸', 'recyclable'], ['plastic', '废塑料', 'recyclable'], ['metal', '废金属', 'recyclable'], ['glass', '废玻璃', 'recyclable'], ['textile', '废旧织物', 'recyclable'],
  ['battery', '废电池', 'hazardous'], ['lamp', '废灯管', 'hazardous'], ['medicine', '过期药品', 'hazardous'],
];
/** Share of each recyclable kind at the outlets. */
const SUB_SHARE: Record<string, number> = { paper: 0.42, plastic: 0.24, metal: 0.14, glass: 0.12, textile: 0.08 };
const NAMES = ['陈秀英', '张桂兰', '王建华', '李玉梅', '刘志明', '杨秀珍', '赵国强', '黄丽娟', '周德明', '吴美华', '徐建平', '孙桂芳', '胡晓东', '朱永红', '高春梅', '林国华', '何丽萍', '郭建军', '马秀兰', '罗志刚'];

export const seed: SeedFunction = ({ index, now: clock }) => {
  const day = (offset: number) => formatDate(new Date(clock - offset * DAY));
  const at = (offset: number, hour: number, minute: number) => `${day(offset)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
  const city = demoCity(index);
  const r = random(20261128 + index);
  const historyDays = index === 0 ? 365 : 60;
  const prefix = index ? 'XH' : 'HZ';
  const estates = city.estates.map((name) => ({ name, ...(ESTATES[name] ?? { district: city.districts[0]!, street: '未知街道' }) }));
  const streetsOf = (d: string) => [...new Set([...estates, ...RURAL[index]!].filter((p) => p.district === d).map((p) => p.street))];

  // 元数据: the four categories and their kinds.
  const metaData = META.map(([code, name, parentCode], i) => ({ code, name, parentCode, unit: '吨', sort: i + 1, remark: '' }));

  // 分类设施: the estates' points (垃圾收运's 收集点), the plants, the outlets and a sorting centre.
  const place = (p: Place) => ({ district: p.district, street: p.street });
  const position = () => ({ lng: r.round(city.center[0] + (r.next() - 0.5) * 0.16, 5), lat: r.round(city.center[1] + (r.next() - 0.5) * 0.12, 5) });
  const facilities: Row[] = [];
  const addFacility = (facilityName: string, facilityType: string, p: Place, extra: Row = {}) =>
    facilities.push({ facilityName, facilityCode: `${prefix}-S${String(facilities.length + 1).padStart(3, '0')}`, facilityType, ...place(p), estate: '', address: `${r.pick(city.streets)}${r.int(1, 400)}号`, location: position(), fixedTime: '', equipment: 0, onlineRecording: false, status: 'working', ...extra });
  estates.forEach((e, i) => addFacility(`${e.name}收集点`, 'point', e, { estate: e.name, fixedTime: i % 3 ? '07:00-09:00,18:00-20:00' : '06:30-08:30,18:30-20:30', equipment: 1 + (i % 4), onlineRecording: i % 4 !== 3, status: i === 2 ? 'stopped' : 'working' }));
  const plantId = new Map<string, number>();
  for (const p of city.plants) {
    addFacility(p.name, p.type, PLANTS[p.name] ?? estates[0]!, { equipment: p.type === 'station' ? 2 : 6, onlineRecording: true });
    plantId.set(p.type === 'transfer' && plantId.has('transfer') ? 'transfer2' : p.type, facilities.length);
  }
  const outletIds = OUTLETS[index]!.map((o) => (addFacility(o.name, 'outlet', o, { equipment: 1, onlineRecording: true }), facilities.length));
  if (index === 0) addFacility('杭州再生资源分拣中心', 'sorting', { district: 'gongshu', street: '半山街道' }, { equipment: 8, onlineRecording: true });
  const sortingId = index === 0 ? facilities.length : plantId.get('transfer')!;

  // 村社: a community for each estate, and the rural villages.
  const villages = [
    ...estates.map((e, i) => ({ villageName: `${e.name}社区`, ...place(e), villageType: 'community', households: 1200 + ((i * 379) % 2600), population: 0, mlxcLevel: 'none', contact: r.pick(NAMES), phone: `0571-8${r.int(1000000, 9999999)}` })),
    ...RURAL[index]!.map((v, i) => ({ villageName: v.name, ...place(v), villageType: 'village', households: 420 + ((i * 211) % 900), population: 0, mlxcLevel: ['province', 'city', 'district', 'none', 'city', 'district'][i % 6], contact: r.pick(NAMES), phone: `0571-8${r.int(1000000, 9999999)}` })),
  ].map((v) => ({ ...v, population: Math.round(v.households * 2.6) }));

  // 收集数据: one row per district and day, a year back (tenant 1): seasons, weekends and a slow rise
  // of sorted kitchen waste and recyclables against residual waste (the trend the rates show).
  const collectData: Row[] = [];
  const monthSums = new Map<string, Record<(typeof SORT)[number], number>>();
  const scale = (d: string) => ({ shangcheng: 0.9, gongshu: 1, xihu: 1.1, binjiang: 0.7, xiaoshan: 0.8, yuhang: 0.85 })[d] ?? 1;
  for (let d = historyDays - 1; d >= 0; d--) {
    const date = new Date(clock - d * DAY);
    const season = 1 + 0.08 * Math.cos(((date.getMonth() - 6) / 12) * 2 * Math.PI);
    const weekend = date.getDay() === 0 || date.getDay() === 6 ? 1.06 : 1;
    const progress = 1 - d / 365;
    for (const district of city.districts) {
      const k = scale(district) * season * weekend * (index ? 0.5 : 1);
      const values = {
        kitchen: round(BASE.kitchen * k * (0.9 + 0.25 * progress) * (0.92 + r.next() * 0.16), 3)!,
        recyclable: round(BASE.recyclable * k * (0.9 + 0.3 * progress) * (0.9 + r.next() * 0.2), 3)!,
        hazardous: round(BASE.hazardous * k * (0.5 + r.next()), 3)!,
        other: round(BASE.other * k * (1.05 - 0.12 * progress) * (0.94 + r.next() * 0.12), 3)!,
      };
      const contaminated = round(values.recyclable * (0.11 - 0.05 * progress) * (0.8 + r.next() * 0.4), 3)!;
      const row: Row = { collectDate: formatDate(date), district, street: r.pick(streetsOf(district).length ? streetsOf(district) : ['']), contaminatedT: contaminated, blueBuckets: Math.round(values.recyclable * 28 * (0.9 + r.next() * 0.2)), trips: Math.round((values.other + values.kitchen) / 7), source: 'manual' };
      for (const s of SORT) row[T[s]] = values[s];
      row.totalT = round(SORT.reduce((a, s) => a + values[s], 0), 3);
      collectData.push(row);
      const key = `${formatDate(date).slice(0, 7)}|${district}`;
      const sums = monthSums.get(key) ?? { kitchen: 0, recyclable: 0, hazardous: 0, other: 0 };
      for (const s of SORT) sums[s] += values[s];
      monthSums.set(key, sums);
    }
  }
  // Unknown is not 0: a street's return missing on two days (only the residual weighed).
  for (const i of [40, 41]) if (collectData[collectData.length - i]) Object.assign(collectData[collectData.length - i]!, { kitchenT: null, recyclableT: null, hazardousT: null, contaminatedT: null, blueBuckets: null });

  // 车辆称重记录: 垃圾收运's vehicles (same plates), two trips a working vehicle a day for 30 days; the
  // plants confirm their net weight; a few loads lack a tare (no valid weight); transfer legs apart.
  const weighDays = index === 0 ? 30 : 14;
  const weighings: Row[] = [];
  const now = formatDate(new Date(clock), true);
  const cars = city.drivers.map((_, i) => ({ carCode: demoCarCode(index, i), garbage: i < city.drivers.length / 2 ? 'other' : GARBAGE[i % GARBAGE.length]!, district: city.districts[i % city.districts.length]!, working: i !== 3, load: r.pick([5, 8, 10, 12, 15]) }));
  const destination = (g: string, i: number) =>
    g === 'other' ? (i % 2 ? plantId.get('transfer')! : plantId.get('incinerator')!) : g === 'kitchen' ? (plantId.get('transfer2') ?? plantId.get('transfer')!) : g === 'recyclable' || g === 'hazardous' ? sortingId : plantId.get('landfill')!;
  let n = 0;
  for (let d = weighDays - 1; d >= 0; d--) {
    cars.forEach((c, i) => {
      if (!c.working) return;
      for (let trip = 0; trip < 2; trip++) {
        const weighTime = at(d, 6 + trip * 5 + (i % 3), r.int(0, 59));
        if (weighTime > now) continue;
        const facilityId = destination(c.garbage, i);
        const tare = round(c.load * 0.9, 2)!;
        const net = round(c.load * (0.45 + r.next() * 0.5), 2)!;
        const confirmed = facilityId === plantId.get('incinerator') || facilityId === plantId.get('landfill');
        const noTare = (n + i) % 37 === 5;
        weighings.push({ weighNo: `${prefix}W${day(d).replace(/-/g, '')}${String(++n).padStart(4, '0')}`, carId: c.carCode, facilityId, district: c.district, garbageType: c.garbage, leg: 'collect', grossWeight: round(tare + net, 2), tareWeight: noTare ? null : tare, confirmedNet: confirmed ? round(net - 0.02 + r.next() * 0.04, 3) : null, weighTime, operator: r.pick(['周敏', '钱芳', '孙丽']) });
      }
    });
    // The day's transfer leg: the transfer station's load to the incineration plant (not collected again).
    const weighTime = at(d, 15, r.int(0, 59));
    if (weighTime <= now) {
      const c = cars[cars.length - 1]!;
      weighings.push({ weighNo: `${prefix}W${day(d).replace(/-/g, '')}${String(++n).padStart(4, '0')}`, carId: c.carCode, facilityId: plantId.get('incinerator')!, district: PLANTS[city.plants.find((p) => p.type === 'transfer')!.name]!.district, garbageType: 'other', leg: 'transfer', grossWeight: round(24 + r.next() * 6, 2), tareWeight: 14.5, confirmedNet: null, weighTime, operator: '孙丽' });
    }
  }

  // 进场数据: the plants' and the sorting centre's daily intake (90 days), the outlets' kinds (60 days).
  const enterData: Row[] = [];
  const plantDays = index === 0 ? 90 : 30;
  for (let d = plantDays - 1; d >= 0; d--) {
    const intake: [number | undefined, string, number][] = [
      [plantId.get('incinerator'), 'other', 420], [plantId.get('landfill'), 'other', 160], [plantId.get('transfer'), 'other', 210],
      [plantId.get('transfer2'), 'kitchen', 150], [index === 0 ? sortingId : undefined, 'recyclable', 60],
    ];
    for (const [facilityId, garbageCode, base] of intake) {
      if (!facilityId) continue;
      const tonnes = round(base * (index ? 0.4 : 1) * (0.9 + r.next() * 0.2), 3)!;
      enterData.push({ enterDate: day(d), facilityId, garbageCode, loads: Math.max(1, Math.round(tonnes / 8)), tonnes });
    }
  }
  const kinds = Object.keys(SUB_SHARE);
  for (let d = (index === 0 ? 60 : 20) - 1; d >= 0; d--) {
    outletIds.forEach((facilityId, i) => {
      for (const kind of [kinds[(d + i) % kinds.length]!, kinds[(d + i + 2) % kinds.length]!]) {
        const tonnes = round(2.2 * SUB_SHARE[kind]! * 2.5 * (0.8 + r.next() * 0.4), 3)!;
        enterData.push({ enterDate: day(d), facilityId, garbageCode: kind, loads: 1, tonnes });
      }
    });
  }

  // 指数配置 and the index groups, month by month.
  const configIndex = [
    ['participation', '参与率', 'sortingQuality', 40, 90, '%'], ['accuracy', '分类准确率', 'sortingQuality', 60, 85, '%'],
    ['recycleRate', '回收利用率', 'major', 0, 35, '%'], ['kitchenRate', '厨余垃圾分出率', 'major', 0, 25, '%'],
    ['harmlessRate', '无害化处理率', 'major', 0, 100, '%'], ['coverageRate', '分类覆盖率', 'major', 0, 95, '%'],
    ['reduction', '其他垃圾减量率', 'sourceReduce', 0, 5, '%'], ['quantity', '垃圾量计划完成率', 'garbageQuantity', 0, 100, '%'],
  ].map(([indexCode, indexName, indexGroup, weight, target, unit]) => ({ indexCode, indexName, indexGroup, weight, target, unit, remark: '' }));
  const weights = { participation: 0.4, accuracy: 0.6 };
  const months = lastMonths(index === 0 ? 12 : 2, clock);
  const thisMonth = months[months.length - 1]!;
  const streets = [...new Set(estates.map((e) => `${e.district}|${e.street}`))];
  const sortingQualityIndex = months.flatMap((month, m) =>
    streets.map((key) => {
      const [district, street] = key.split('|');
      const inspected = r.int(180, 420);
      const qualified = Math.round(inspected * Math.min(0.97, 0.64 + m * 0.02 + r.next() * 0.12));
      const row: Row = { month, district, street, participationRate: round(72 + m * 1.2 + r.next() * 10, 1), inspected, qualified, accuracyRate: percent(qualified, inspected) };
      return { ...row, score: qualityScore(row, weights) };
    }),
  );
  const garbageQuantityIndex = months.flatMap((month) =>
    city.districts.flatMap((district) =>
      SORT.map((garbageType) => {
        const actual = monthSums.get(`${month}|${district}`)?.[garbageType];
        const planT = round(BASE[garbageType] * scale(district) * (index ? 0.5 : 1) * 30, 2)!;
        const actualT = actual === undefined || month === thisMonth ? null : round(actual, 2);
        return { month, district, garbageType, planT, actualT, completionRate: percent(actualT, planT) };
      }),
    ),
  );
  const sourceReduceIndex = months.flatMap((month) =>
    city.districts.map((district) => {
      const other = monthSums.get(`${month}|${district}`)?.other;
      const actualT = other === undefined || month === thisMonth ? null : round(other, 2);
      const baselineT = round((other ?? BASE.other * 30) * (1.04 + r.next() * 0.06), 2)!;
      return { month, district, baselineT, actualT, reductionRate: actualT === null ? null : Math.round(((baselineT - actualT) / baselineT) * 1000) / 10 };
    }),
  );
  const targets: Record<string, number> = { recycleRate: 35, kitchenRate: 25, harmlessRate: 100, coverageRate: 95 };
  const majorIndex = months.slice(-6).flatMap((month) =>
    city.districts.flatMap((district) => {
      const s = monthSums.get(`${month}|${district}`);
      const total = s ? SORT.reduce((a, k) => a + s[k], 0) : 0;
      const values: Record<string, number | null> = {
        recycleRate: s && total ? percent(s.recyclable + s.kitchen, total) : null,
        kitchenRate: s && total ? percent(s.kitchen, total) : null,
        harmlessRate: 100,
        coverageRate: round(88 + r.next() * 12, 1),
      };
      return Object.entries(targets)
        .filter(([k]) => values[k] !== null)
        .map(([indicator, target]) => ({ month, district, indicator, value: values[indicator], target, reached: (values[indicator] as number) >= target }));
    }),
  );

  // 生活垃圾分类考评: every village for the last six finished months.
  const lifeScore = lastMonths(7, clock).slice(0, 6).flatMap((month, m) =>
    villages.map((_, v) => {
      const parts = { publicity: round(14 + r.next() * 6, 1)!, facilities: round(13 + r.next() * 7, 1)!, sorting: round(Math.min(40, 22 + m + r.next() * 14), 1)!, collection: round(14 + r.next() * 6, 1)! };
      const total = round(parts.publicity + parts.facilities + parts.sorting + parts.collection, 1)!;
      return { month, villageId: v + 1, ...parts, total, grade: gradeOf(total), scorer: r.pick(NAMES) };
    }),
  );

  const personnelHealth = Array.from({ length: index === 0 ? 40 : 12 }, (_, i) => {
    const e = estates[i % estates.length]!;
    const result = i % 13 === 4 ? 'abnormal' : i % 5 === 2 ? 'attention' : 'normal';
    return {
      staffName: i < city.drivers.length ? city.drivers[i] : NAMES[i % NAMES.length],
      post: i < city.drivers.length ? 'driver' : (['collector', 'sorter', 'inspector'] as const)[i % 3],
      district: e.district,
      street: e.street,
      checkDate: day(10 + ((i * 17) % 300)),
      result,
      findings: result === 'abnormal' ? '血压偏高，建议复查' : result === 'attention' ? '腰肌劳损，注意作业强度' : '',
      nextCheckDate: day(10 + ((i * 17) % 300) - 365),
    };
  });

  const datasource = [
    ['每日收集量', 'jlzs.collectData', 'collectDate,district,totalT,source', '各区每日四分类收集量'],
    ['称重记录', 'jlzs.carWeighRecord', 'carId,facilityId,netWeight,weighed,weighTime', '称重车次与净重'],
    ['设施台账', 'jlzs.facilityManage', 'facilityName,facilityType,district,onlineRecording', '投放点与处理设施'],
    ['桶称重原始记录', 'ljszy.carGrossWeightPrimeval', 'carCode,label,grossWeight,weighTime', '垃圾收运的桶称重'],
  ].map(([sourceName, tableName, columns, description]) => ({ sourceName, tableName, columns, description, enabled: true }));

  return {
    metaData,
    facilityManage: facilities,
    village: villages,
    datasource,
    carWeighRecord: weighings,
    collectData,
    enterData,
    configIndex,
    sortingQualityIndex,
    majorIndex,
    sourceReduceIndex,
    garbageQuantityIndex,
    lifeScore,
    personnelHealth,
  };
};
