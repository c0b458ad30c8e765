/**
 * The demo: the same resource categories in both tenants; customers along the demo city's streets and
 * estates (kit/geo/demoCity.ts); recycling stations and sorting centres in its districts; a year of
 * handovers (tenant 1 about three a day, tenant 2 about one and a half), counted back from the
 * server's clock; weekly sorting and fortnightly handling at each site that never take more than the
 * site holds. Collectors are the city's collection drivers, sorters the crew's loaders, vehicles the
 * collection vehicles’ plates (demoCarCode). Tenant 1 ≈ 4 500 rows, tenant 2 ≈ 2 300.
 */
import { demoCarCode, demoCity, random } from '../../../kit/geo/demoCity';
import { demoCrew } from '../../../kit/people/demoCrew';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { lineAmount, recordTotals } from '../rules/totals';

type Row = Record<string, unknown>;

/** Category → sub-categories with reference price (yuan per kg) and a typical handover weight (kg). */
export const CATEGORIES: { name: string; subs: [string, number, number][] }[] = [
  { name: '废纸', subs: [['黄板纸', 1.2, 40], ['书报纸', 1.4, 25], ['混合废纸', 0.8, 30]] },
  { name: '废塑料', subs: [['PET瓶', 2.0, 12], ['硬质塑料', 1.0, 15], ['泡沫塑料', 0.3, 6]] },
  { name: '废金属', subs: [['废铁', 1.8, 20], ['易拉罐', 6.0, 5], ['废铜', 45, 2]] },
  { name: '废玻璃', subs: [['玻璃瓶', 0.2, 30], ['平板玻璃', 0.1, 25]] },
  { name: '废纺织物', subs: [['旧衣物', 0.6, 15]] },
  { name: '废旧电子产品', subs: [['小家电', 1.5, 10], ['电脑及手机', 3.0, 4]] },
];

const PROCESSORS = ['浙江再生资源利用有限公司', '杭州富阳绿源再生资源有限公司', '杭州萧山金属回收利用有限公司', '浙江纺织循环利用有限公司', '杭州电子废弃物处理中心'];
const PROCESSOR_OF: Record<string, number> = { 废纸: 0, 废塑料: 0, 废金属: 2, 废玻璃: 1, 废纺织物: 3, 废旧电子产品: 4 };

type SiteSeed = { siteName: string; siteType: string; district: string; address: string; at: [number, number] };
const SITES: SiteSeed[][] = [
  [
    { siteName: '朝晖再生资源回收站', siteType: 'station', district: 'xihu', address: '朝晖新村东门', at: [120.172, 30.287] },
    { siteName: '文晖再生资源回收站', siteType: 'station', district: 'gongshu', address: '文晖路文晖小区旁', at: [120.163, 30.292] },
    { siteName: '采荷再生资源回收站', siteType: 'station', district: 'shangcheng', address: '采荷新村南侧', at: [120.196, 30.262] },
    { siteName: '景芳再生资源回收站', siteType: 'station', district: 'shangcheng', address: '景芳二区北门', at: [120.207, 30.279] },
    { siteName: '滨江长河回收站', siteType: 'station', district: 'binjiang', address: '江南大道长河路口', at: [120.196, 30.195] },
    { siteName: '大关再生资源回收站', siteType: 'station', district: 'gongshu', address: '大关西苑西门', at: [120.146, 30.307] },
    { siteName: '拱墅区石祥路分拣中心', siteType: 'centre', district: 'gongshu', address: '石祥路与长浜路口', at: [120.164, 30.331] },
    { siteName: '萧山再生资源分拣中心', siteType: 'centre', district: 'xiaoshan', address: '萧山区通惠中路', at: [120.268, 30.186] },
  ],
  [
    { siteName: '文新再生资源回收站', siteType: 'station', district: 'xihu', address: '文新小区东门', at: [120.113, 30.289] },
    { siteName: '骆家庄再生资源回收站', siteType: 'station', district: 'xihu', address: '骆家庄西区', at: [120.097, 30.297] },
    { siteName: '三墩再生资源回收站', siteType: 'station', district: 'xihu', address: '三墩北苑南门', at: [120.089, 30.323] },
    { siteName: '西湖区三墩分拣中心', siteType: 'centre', district: 'xihu', address: '三墩镇振华路', at: [120.079, 30.331] },
  ],
];

const SHOP_KINDS = ['便利店', '超市', '餐饮店', '五金店'];

function customers(index: number): Row[] {
  const city = demoCity(index);
  const district = (i: number) => city.districts[i % city.districts.length]!;
  const out: Row[] = city.estates.map((e, i) => ({ customerName: `${e}物业服务中心`, customerType: 'estate', district: district(i), street: city.streets[i % city.streets.length], address: e, contact: city.drivers[i % city.drivers.length], phone: `0571-8${String(6100000 + i * 137).slice(0, 7)}` }));
  city.streets.forEach((s, i) => {
    out.push({ customerName: `${s}${SHOP_KINDS[i % SHOP_KINDS.length]}`, customerType: 'shop', district: district(i + 1), street: s, address: `${s}${20 + i * 7}号` });
    if (i % 3 === 0) out.push({ customerName: `${s}小学`, customerType: 'school', district: district(i + 2), street: s, address: `${s}${100 + i}号` });
    if (i % 4 === 1) out.push({ customerName: `${s}街道办事处`, customerType: 'office', district: district(i + 3), street: s, address: `${s}${8 + i}号` });
    if (i % 5 === 2) out.push({ customerName: `${s}农贸市场`, customerType: 'market', district: district(i), street: s, address: `${s}${60 + i}号` });
  });
  return out;
}

export const seed: SeedFunction = ({ index, now }) => {
  const rnd = random(2600 + index);
  const city = demoCity(index);
  const today = formatDate(new Date(now));
  const loaders = demoCrew(index, today).filter((p) => p.post === 'loader' || p.post === 'cleaner').slice(0, 12).map((p) => p.name);

  const resourcesCategory: Row[] = CATEGORIES.map((c, i) => ({ categoryName: c.name, level: 'category', unit: 'kg', sort: (i + 1) * 10 }));
  const subs: { pos: number; parent: number; name: string; price: number; typical: number; category: string }[] = [];
  CATEGORIES.forEach((c, ci) =>
    c.subs.forEach(([name, price, typical], si) => {
      resourcesCategory.push({ categoryName: name, parentId: ci + 1, level: 'sub', unit: 'kg', refPrice: price, sort: (ci + 1) * 10 + si + 1 });
      subs.push({ pos: resourcesCategory.length, parent: ci + 1, name, price, typical, category: c.name });
    }),
  );
  const customer = customers(index);
  const sites = SITES[index]!;
  const site: Row[] = sites.map((s, i) => ({ siteName: s.siteName, siteType: s.siteType, district: s.district, address: s.address, location: { lng: s.at[0], lat: s.at[1] }, capacity: s.siteType === 'centre' ? 50_000 : 8_000, manager: city.drivers[(i + 3) % city.drivers.length], phone: `0571-8${String(7200000 + i * 311)}` }));

  const customerRecord: Row[] = [];
  const customerRecordDetail: Row[] = [];
  const siteSortingRecord: Row[] = [];
  const siteHandleRecord: Row[] = [];
  const stock = new Map<string, number>(); // `${site}|${sub}` → grams
  const add = (k: string, g: number) => stock.set(k, (stock.get(k) ?? 0) + g);
  const perDay = index === 0 ? 3 : 1.5;
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  for (let back = 364; back >= 0; back--) {
    const day = new Date(midnight.getTime() - back * 86_400_000);
    const ymd = formatDate(day).replaceAll('-', '');
    const n = Math.floor(perDay + rnd.next());
    for (let k = 0; k < n; k++) {
      const at = day.getTime() + (8 * 60 + rnd.int(0, 9 * 60)) * 60_000;
      if (at > now) continue;
      const siteIx = rnd.next() < 0.85 ? rnd.int(0, sites.length - 1) : 0;
      const recordTime = formatDate(new Date(at), true);
      const lines = Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(subs)).filter((s, i, all) => all.indexOf(s) === i);
      const details = lines.map((s) => ({ sub: s, weight: rnd.round(s.typical * (0.4 + rnd.next() * 1.4), 1), unitPrice: rnd.round(s.price * (0.9 + rnd.next() * 0.2), 2) }));
      const customerId = rnd.int(1, customer.length);
      customerRecord.push({ recordNo: `HS-${ymd}-${String(k + 1).padStart(3, '0')}`, customerId, siteId: siteIx + 1, recordTime, collector: city.drivers[rnd.int(0, city.drivers.length - 1)], ...recordTotals(details) });
      for (const d of details) {
        customerRecordDetail.push({ recordId: customerRecord.length, subCategoryId: d.sub.pos, weight: d.weight, unitPrice: d.unitPrice, amount: lineAmount(d), categoryId: d.sub.parent, customerId, siteId: siteIx + 1, recordTime });
        add(`${siteIx + 1}|${d.sub.pos}`, Math.round(d.weight * 1000));
      }
    }
    // Sorting every Monday, handling every other Friday, at 17:30, from what each site holds.
    const weekday = day.getDay();
    const closing = day.getTime() + 17.5 * 3_600_000;
    if (closing > now || (weekday !== 1 && weekday !== 5)) continue;
    for (let s = 1; s <= sites.length; s++) {
      for (const sub of subs) {
        const held = stock.get(`${s}|${sub.pos}`) ?? 0;
        if (weekday === 1 && held > 20_000 && rnd.next() < 0.15) {
          const g = Math.round(held * (0.03 + rnd.next() * 0.05) / 100) * 100;
          if (g <= 0) continue;
          siteSortingRecord.push({ sortTime: formatDate(new Date(closing), true), siteId: s, subCategoryId: sub.pos, weight: g / 1000, sortResult: sub.category === '废旧电子产品' ? 'hazard' : rnd.pick(['impurity', 'impurity', 'unusable']), sorter: rnd.pick(loaders) });
          add(`${s}|${sub.pos}`, -g);
        }
        if (weekday === 5 && Math.floor(back / 7) % 2 === 0 && held > 50_000) {
          const g = Math.round(held * 0.7 / 100) * 100;
          const price = rnd.round(sub.price * 1.15, 2);
          siteHandleRecord.push({ handleTime: formatDate(new Date(closing), true), siteId: s, subCategoryId: sub.pos, weight: g / 1000, processor: PROCESSORS[PROCESSOR_OF[sub.category] ?? 0], carCode: demoCarCode(index, rnd.int(0, city.drivers.length - 1)), unitPrice: price, amount: lineAmount({ weight: g / 1000, unitPrice: price }), handler: rnd.pick(city.drivers) });
          add(`${s}|${sub.pos}`, -g);
        }
      }
    }
  }
  return { customer, site, resourcesCategory, customerRecord, customerRecordDetail, siteSortingRecord, siteHandleRecord };
};
