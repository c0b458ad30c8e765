/**
 * The offline base map of the demo city, Hangzhou, in WGS-84: the districts' real outlines (public
 * 天地图 data through an npm package, see hangzhouDistricts.ts and docs/maps.md), and, drawn simplified
 * by hand from approximate coordinates, the Qiantang river, the Grand Canal, West Lake, main roads and a
 * few landmarks (off by up to a few hundred metres). Enough to show where things are in a demo or when
 * a deployment has no tile service.
 */
import type { LngLat } from './coords';
import { hangzhouDistricts } from './hangzhouDistricts';

/**
 * A named area; `nameEn` is its name on an English page. A district also has its division `code`, all
 * its outer `rings` (`ring` is the largest) and the `centre` its name is written at.
 */
export type BaseArea = { name: string; nameEn?: string; ring: LngLat[]; code?: string; rings?: LngLat[][]; centre?: LngLat };
export type BaseLine = { name: string; path: LngLat[]; kind: 'road' | 'ring' | 'river' | 'canal' };
export type BasePlace = { name: string; nameEn?: string; at: LngLat };

/** The city's centre (Wulin Square) and a zoom that shows the main districts. */
export const HANGZHOU_VIEW = { center: [120.1700, 30.2750] as LngLat, zoom: 11 };

/**
 * The districts: real outlines of the city's ten 区 (hangzhouDistricts.ts, generated from public 天地图
 * data by scripts/geo/hangzhouDistricts.ts), each with `ring` its largest outer ring.
 */
export const districts: BaseArea[] = hangzhouDistricts.map((d) => ({ code: d.code, name: d.name, nameEn: d.nameEn, ring: d.rings[0]!, rings: d.rings, centre: d.centre }));

export const westLake: BaseArea = {
  name: '西湖',
  ring: [[120.1395, 30.2605], [120.1505, 30.2600], [120.1580, 30.2560], [120.1600, 30.2480], [120.1575, 30.2380], [120.1520, 30.2320], [120.1430, 30.2300], [120.1360, 30.2370], [120.1340, 30.2480], [120.1360, 30.2560]],
};

export const waterways: BaseLine[] = [
  {
    name: '钱塘江',
    kind: 'river',
    path: [[119.96, 30.05], [120.03, 30.10], [120.08, 30.15], [120.12, 30.19], [120.16, 30.207], [120.20, 30.222], [120.24, 30.235], [120.28, 30.26], [120.33, 30.28], [120.40, 30.29], [120.48, 30.30], [120.60, 30.34]],
  },
  { name: '京杭大运河', kind: 'canal', path: [[120.175, 30.255], [120.165, 30.28], [120.150, 30.30], [120.135, 30.33], [120.12, 30.36], [120.10, 30.40]] },
];

export const roads: BaseLine[] = [
  { name: '绕城高速', kind: 'ring', path: [[120.05, 30.35], [120.20, 30.38], [120.30, 30.33], [120.28, 30.22], [120.20, 30.14], [120.08, 30.16], [120.02, 30.25], [120.05, 30.35]] },
  { name: '中河高架', kind: 'road', path: [[120.168, 30.205], [120.170, 30.25], [120.165, 30.30], [120.155, 30.34]] },
  { name: '延安路', kind: 'road', path: [[120.163, 30.235], [120.165, 30.275]] },
  { name: '文三路—天目山路', kind: 'road', path: [[120.05, 30.275], [120.12, 30.276], [120.16, 30.276]] },
  { name: '德胜高架', kind: 'road', path: [[120.13, 30.30], [120.22, 30.30], [120.28, 30.30]] },
  { name: '之江路', kind: 'road', path: [[120.10, 30.18], [120.13, 30.20], [120.17, 30.215], [120.22, 30.24]] },
  { name: '江南大道', kind: 'road', path: [[120.16, 30.195], [120.22, 30.21], [120.27, 30.20]] },
  { name: '市心路', kind: 'road', path: [[120.26, 30.13], [120.265, 30.22]] },
  { name: '下沙路', kind: 'road', path: [[120.28, 30.29], [120.34, 30.30], [120.40, 30.31]] },
];

export const places: BasePlace[] = [
  { name: '西湖', nameEn: 'West Lake', at: [120.147, 30.246] },
  { name: '杭州东站', nameEn: 'Hangzhou East Station', at: [120.2125, 30.2905] },
  { name: '杭州站', nameEn: 'Hangzhou Station', at: [120.1825, 30.2445] },
  { name: '钱江新城', nameEn: 'Qianjiang New Town', at: [120.2126, 30.2460] },
  { name: '六和塔', nameEn: 'Liuhe Pagoda', at: [120.1295, 30.1994] },
  { name: '西溪湿地', nameEn: 'Xixi Wetland', at: [120.0688, 30.2706] },
  { name: '奥体中心', nameEn: 'Olympic Sports Centre', at: [120.2295, 30.2275] },
  { name: '萧山国际机场', nameEn: 'Xiaoshan Airport', at: [120.4344, 30.2295] },
];
