import { roads as baseRoads, type LngLat } from '../geo';
import { pathLength, slicePath } from './geometry';

/** The jobs done on a road: sweeping (清扫), washing (冲洗), dust suppression (抑尘/洒水). */
export type RoadJob = 'sweep' | 'wash' | 'dust';
export const ROAD_JOBS: readonly RoadJob[] = ['sweep', 'wash', 'dust'];

/**
 * A road of the demo city, as both road modules seed it. `grade` is the cleaning grade (一/二/三级),
 * `roadClass` the urban road class (快速路, 主干路, 次干路, 支路: modules label the codes). `path` follows
 * the base map road `base` (kit/geo/hangzhou.ts) that the demo vehicles drive (server/services/demoDevices.ts),
 * except where a road turns off it (闻涛路, 秋涛路, 虎跑路: partly driven, so below the target).
 * `length` (m) is measured on `path`; `area` = length × width (m²); `passes` are the passes each job
 * needs per shift (0: the job is not done on this road); `tolerance` (m) is the matching tolerance.
 */
export type DemoRoad = {
  code: string;
  name: string;
  /** District code (kit/geo/demoCity.ts DISTRICT_NAMES). */
  district: string;
  grade: 1 | 2 | 3;
  roadClass: 'expressway' | 'arterial' | 'secondary' | 'branch';
  base: string;
  start: string;
  end: string;
  path: LngLat[];
  length: number;
  width: number;
  area: number;
  passes: Record<RoadJob, number>;
  tolerance: number;
};

type Spec = Omit<DemoRoad, 'path' | 'length' | 'area' | 'passes' | 'tolerance'> & { along: [number, number]; north?: number };

const PASSES: Record<1 | 2 | 3, Record<RoadJob, number>> = { 1: { sweep: 2, wash: 2, dust: 1 }, 2: { sweep: 1, wash: 1, dust: 1 }, 3: { sweep: 1, wash: 0, dust: 1 } };
const TOLERANCE: Record<1 | 2 | 3, number> = { 1: 25, 2: 15, 3: 10 };
const M_PER_DEG_LAT = 6371008.8 * (Math.PI / 180);

const SPECS: Spec[][] = [
  [
    { code: 'DL-101', name: '之江路（六和塔段）', district: 'xihu', grade: 1, roadClass: 'arterial', base: '之江路', start: '钱江一桥', end: '虎跑路口', along: [0, 3500], width: 32 },
    { code: 'DL-102', name: '之江路（复兴大桥段）', district: 'shangcheng', grade: 1, roadClass: 'arterial', base: '之江路', start: '虎跑路口', end: '复兴大桥', along: [3500, 7500], width: 36 },
    { code: 'DL-103', name: '之江路（钱江新城段）', district: 'shangcheng', grade: 1, roadClass: 'arterial', base: '之江路', start: '复兴大桥', end: '钱江新城', along: [7500, 13385], width: 40 },
    { code: 'DL-104', name: '秋涛路', district: 'shangcheng', grade: 3, roadClass: 'branch', base: '之江路', start: '之江路口', end: '望江路口', along: [9000, 10500], north: 200, width: 14 },
    { code: 'DL-105', name: '江南大道（西兴段）', district: 'binjiang', grade: 1, roadClass: 'arterial', base: '江南大道', start: '西兴路口', end: '长河路口', along: [0, 4000], width: 40 },
    { code: 'DL-106', name: '江南大道（长河段）', district: 'binjiang', grade: 1, roadClass: 'arterial', base: '江南大道', start: '长河路口', end: '浦沿路口', along: [4000, 7500], width: 36 },
    { code: 'DL-107', name: '江南大道（浦沿段）', district: 'binjiang', grade: 2, roadClass: 'secondary', base: '江南大道', start: '浦沿路口', end: '东信大道', along: [7500, 10935], width: 24 },
    { code: 'DL-108', name: '闻涛路', district: 'binjiang', grade: 2, roadClass: 'secondary', base: '江南大道', start: '江南大道口', end: '之江饭店', along: [2000, 3200], north: 500, width: 20 },
    { code: 'DL-109', name: '延安路', district: 'shangcheng', grade: 1, roadClass: 'arterial', base: '延安路', start: '西湖大道', end: '体育场路', along: [0, 4452], width: 30 },
    { code: 'DL-110', name: '中河中路', district: 'shangcheng', grade: 1, roadClass: 'expressway', base: '中河高架', start: '望江门', end: '凤起路', along: [5000, 9000], width: 34 },
  ],
  [
    { code: 'DL-201', name: '之江路（转塘段）', district: 'xihu', grade: 1, roadClass: 'arterial', base: '之江路', start: '转塘', end: '九溪', along: [0, 2500], width: 30 },
    { code: 'DL-202', name: '之江路（九溪段）', district: 'xihu', grade: 1, roadClass: 'arterial', base: '之江路', start: '九溪', end: '六和塔', along: [2500, 5500], width: 32 },
    { code: 'DL-203', name: '虎跑路', district: 'xihu', grade: 2, roadClass: 'secondary', base: '之江路', start: '之江路口', end: '虎跑公园', along: [3000, 4000], north: 700, width: 18 },
    { code: 'DL-204', name: '天目山路（西溪段）', district: 'xihu', grade: 1, roadClass: 'arterial', base: '文三路—天目山路', start: '留下', end: '古墩路口', along: [0, 4000], width: 36 },
    { code: 'DL-205', name: '文三路', district: 'xihu', grade: 2, roadClass: 'secondary', base: '文三路—天目山路', start: '古墩路口', end: '教工路口', along: [6500, 10564], width: 22 },
  ],
];

const built = new Map<number, DemoRoad[]>();

/** The demo roads of a tenant by its seed index (0: tenant 1 in Hangzhou's centre, 1: tenant 2 in 西湖区); the same objects on every call. */
export function demoRoads(index: number): DemoRoad[] {
  const i = index ? 1 : 0;
  let list = built.get(i);
  if (list) return list;
  list = SPECS[i]!.map(({ along, north, ...s }) => {
    const base = baseRoads.find((r) => r.name === s.base)!.path;
    const path = slicePath(base, along[0], along[1]).map(([lng, lat]) => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6] as LngLat);
    if (north) {
      const [lng, lat] = path.at(-1)!;
      path.push([lng, Math.round((lat + north / M_PER_DEG_LAT) * 1e6) / 1e6]);
    }
    const length = Math.round(pathLength(path));
    return { ...s, path, length, area: length * s.width, passes: PASSES[s.grade], tolerance: TOLERANCE[s.grade] };
  });
  built.set(i, list);
  return list;
}
