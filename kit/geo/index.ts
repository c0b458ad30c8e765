/**
 * Plain geography shared by the browser's map (kit/map) and the server (demo devices): coordinate
 * systems (WGS-84, GCJ-02, BD-09) and the shipped base map data of Hangzhou. No DOM, no React.
 */
export { convert, wgs84ToGcj02, gcj02ToWgs84, gcj02ToBd09, bd09ToGcj02, distanceMetres, inChina } from './coords';
export type { CoordSystem, LngLat } from './coords';
export { HANGZHOU_VIEW, districts, westLake, waterways, roads, places } from './hangzhou';
export type { BaseArea, BaseLine, BasePlace } from './hangzhou';
export { hangzhouDistricts, HANGZHOU_DISTRICTS_SOURCE } from './hangzhouDistricts';
export type { DistrictOutline } from './hangzhouDistricts';
