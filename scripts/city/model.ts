/**
 * The city of `npm run simulate:city` (issue 28): a Hangzhou-sized sanitation operation as pure data,
 * the same for the same `scale` (a fixed seed), so the generator and the player agree without sharing
 * anything but the device keys. Full size (`scale` 1): 3 000 vehicles, 30 000 field workers each with
 * a positioning badge, 500 compression boxes, 2 000 toilet sensors, in 6 districts × 12 teams.
 * Positions are in the city's box (lng 119.95–120.40, lat 30.10–30.45); a vehicle drives a loop of
 * about 6 km around its depot, a worker walks a 300 m beat, boxes and toilets stand still.
 */
import { random } from '../../kit/geo/demoCity';

export const FULL = { vehicles: 3000, workers: 30_000, boxes: 500, toilets: 2000 } as const;
/** Seconds between two messages of a device of each kind (issue 28: vehicles 10 s, badges 30 s). */
export const PERIOD_S = { vehicle: 10, person: 30, box: 300, toilet: 60 } as const;
export type Kind = keyof typeof PERIOD_S;

export const DISTRICTS = [
  ['shangcheng', '上城区'],
  ['gongshu', '拱墅区'],
  ['xihu', '西湖区'],
  ['binjiang', '滨江区'],
  ['xiaoshan', '萧山区'],
  ['yuhang', '余杭区'],
] as const;
export const TEAMS_PER_DISTRICT = 12;

export type CityDevice = { code: string; name: string; kind: Kind; lng: number; lat: number; phase: number };
export type CityWorker = { code: string; name: string; deptCode: string; gender: '男' | '女'; phone: string; job: string; entryDate: string; badge: string };
export type City = { scale: number; tenantCode: string; devices: CityDevice[]; workers: CityWorker[]; departments: { code: string; name: string; parentCode: string | null; type: 'company' | 'dept' }[] };

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国志红玉兰海燕林斌晨鹏飞亮文辉';

/** The city at a scale (1 = Hangzhou size; 0.01 for the CI smoke test). */
export function cityModel(scale = 1): City {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  const rnd = random(28).next;
  const at = () => ({ lng: 119.95 + rnd() * 0.45, lat: 30.1 + rnd() * 0.35 });
  const departments: City['departments'] = [{ code: 'CITY', name: '杭州城市环卫集团（规模测试）', parentCode: null, type: 'company' }];
  for (const [d, name] of DISTRICTS) {
    departments.push({ code: `D-${d}`, name: `${name}环卫所`, parentCode: 'CITY', type: 'dept' });
    for (let t = 1; t <= TEAMS_PER_DISTRICT; t++) departments.push({ code: `D-${d}-${t}`, name: `${name}作业${t}队`, parentCode: `D-${d}`, type: 'dept' });
  }
  const teams = departments.filter((x) => x.parentCode && x.parentCode !== 'CITY');
  const devices: CityDevice[] = [];
  for (let i = 0; i < n(FULL.vehicles); i++) devices.push({ code: `CV-${String(i + 1).padStart(4, '0')}`, name: `浙A·C${String(i + 1).padStart(4, '0')}`, kind: 'vehicle', ...at(), phase: rnd() });
  const workers: CityWorker[] = [];
  for (let i = 0; i < n(FULL.workers); i++) {
    const code = `CW${String(i + 1).padStart(5, '0')}`;
    const badge = `CB-${String(i + 1).padStart(5, '0')}`;
    const name = SURNAMES[i % SURNAMES.length]! + GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]! + (i % 3 === 0 ? GIVEN[(i * 7) % GIVEN.length]! : '');
    const year = 1968 + (i % 35);
    workers.push({
      code, name, badge, deptCode: teams[i % teams.length]!.code, gender: i % 3 === 1 ? '女' : '男',
      phone: `139${String(10_000_000 + i).slice(-8)}`, job: i % 10 === 0 ? '司机' : '保洁员',
      entryDate: `${2005 + (i % 20)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (year % 28)).padStart(2, '0')}`,
    });
    devices.push({ code: badge, name: `${name}的定位工牌`, kind: 'person', ...at(), phase: rnd() });
  }
  for (let i = 0; i < n(FULL.boxes); i++) devices.push({ code: `CX-${String(i + 1).padStart(4, '0')}`, name: `压缩箱${i + 1}号`, kind: 'box', ...at(), phase: rnd() });
  for (let i = 0; i < n(FULL.toilets); i++) devices.push({ code: `CT-${String(i + 1).padStart(4, '0')}`, name: `公厕传感器${i + 1}`, kind: 'toilet', ...at(), phase: rnd() });
  return { scale, tenantCode: 'city', devices, workers, departments };
}

/**
 * What a device measures at time `t` (epoch ms): a vehicle's position on its loop with speed and fuel,
 * a badge's position on its beat, a box's fill (rising through the day, emptied at 90–100 %: a fill
 * over 90 raises the box's alarm), temperature and battery, a toilet's ammonia, H2S, water and power.
 */
export function reading(d: CityDevice, t: number): Record<string, number> {
  const cycle = (periodMs: number) => ((t / periodMs + d.phase) % 1) * 2 * Math.PI;
  const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
  switch (d.kind) {
    case 'vehicle': {
      const a = cycle(1_800_000);
      return { lng: r6(d.lng + 0.01 * Math.cos(a)), lat: r6(d.lat + 0.008 * Math.sin(a)), speed: Math.round(20 + 15 * Math.abs(Math.sin(a * 3))), fuel: Math.round(80 - 40 * ((t / 86_400_000 + d.phase) % 1)) };
    }
    case 'person': {
      const a = cycle(1_200_000);
      return { lng: r6(d.lng + 0.0015 * Math.cos(a)), lat: r6(d.lat + 0.0006 * Math.sin(a)) };
    }
    case 'box': {
      const fill = ((t / 21_600_000 + d.phase) % 1) * 100;
      return { fill: Math.round(fill), temp: Math.round(20 + 10 * d.phase), battery: Math.round(100 - 30 * d.phase) };
    }
    case 'toilet': {
      const a = cycle(3_600_000);
      return { nh3: Math.round((1 + Math.sin(a)) * 50) / 100, h2s: Math.round((1 + Math.cos(a)) * 5) / 100, water: Math.round(1000 * (t / 86_400_000 + d.phase)) / 1000, power: Math.round(2000 * (t / 86_400_000 + d.phase)) / 1000 };
    }
  }
}
