/**
 * Coordinate systems used by Chinese map services, converted in the browser (plain TS, no map library):
 * WGS-84 (GPS, Tianditu/CGCS2000 within a metre), GCJ-02 (the state "Mars" datum: AMap, Tencent) and
 * BD-09 (Baidu). The formulas are the widely published public approximations (error ≈ 1–2 m); points
 * outside China are not shifted, as the services do not shift them.
 *
 * @example
 *   convert([120.1551, 30.2741], 'wgs84', 'gcj02'); // ≈ [120.1597, 30.2717]
 */
export type CoordSystem = 'wgs84' | 'gcj02' | 'bd09';
export type LngLat = [lng: number, lat: number];

const A = 6378245.0;
const EE = 0.006693421622965943;
const X_PI = (Math.PI * 3000.0) / 180.0;

/** Whether a point lies in the rough box where the GCJ-02 shift applies. */
export function inChina([lng, lat]: LngLat): boolean {
  return lng >= 72.004 && lng <= 137.8347 && lat >= 0.8293 && lat <= 55.8271;
}

function shiftLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return r;
}

function shiftLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return r;
}

/** WGS-84 → GCJ-02. */
export function wgs84ToGcj02(p: LngLat): LngLat {
  if (!inChina(p)) return [p[0], p[1]];
  const [lng, lat] = p;
  let dLat = shiftLat(lng - 105.0, lat - 35.0);
  let dLng = shiftLng(lng - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

/** GCJ-02 → WGS-84, by iteration (converges to under a millimetre in a few steps). */
export function gcj02ToWgs84(p: LngLat): LngLat {
  if (!inChina(p)) return [p[0], p[1]];
  let guess: LngLat = [p[0], p[1]];
  for (let i = 0; i < 6; i++) {
    const shifted = wgs84ToGcj02(guess);
    guess = [guess[0] - (shifted[0] - p[0]), guess[1] - (shifted[1] - p[1])];
  }
  return guess;
}

/** GCJ-02 → BD-09. */
export function gcj02ToBd09([lng, lat]: LngLat): LngLat {
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * X_PI);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * X_PI);
  return [z * Math.cos(theta) + 0.0065, z * Math.sin(theta) + 0.006];
}

/** BD-09 → GCJ-02. */
export function bd09ToGcj02([lng, lat]: LngLat): LngLat {
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  return [z * Math.cos(theta), z * Math.sin(theta)];
}

/** Converts a point between any two of the three systems. */
export function convert(p: LngLat, from: CoordSystem, to: CoordSystem): LngLat {
  if (from === to) return [p[0], p[1]];
  const gcj = from === 'gcj02' ? p : from === 'wgs84' ? wgs84ToGcj02(p) : bd09ToGcj02(p);
  if (to === 'gcj02') return gcj;
  return to === 'wgs84' ? gcj02ToWgs84(gcj) : gcj02ToBd09(gcj);
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const R = 6371008.8;
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
