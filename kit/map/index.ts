/**
 * The kit's maps. `MapView` is loaded lazily: a page that never shows a map never downloads Leaflet.
 * The plain parts (coordinate conversion, clustering, the base map data, shapes) load with no map.
 *
 * @example
 *   <MapView points={cars.map((c) => ({ id: c.id, at: [c.lng, c.lat], popup: c.carCode }))} heat={bins} />
 */
export { MapView, ShapeEditor, TrackView } from './lazy';
export type { MapProps, MapPoint, MapLine, MapPolygon, MapCircle, MapLabel, HeatPoint, TileOptions } from './types';
export { convert, wgs84ToGcj02, gcj02ToWgs84, gcj02ToBd09, bd09ToGcj02, distanceMetres, inChina } from '../geo';
export type { CoordSystem, LngLat } from '../geo';
export { gridCluster, clusterAt } from './cluster';
export type { Cluster } from './cluster';
export { parseShape, shapeText, shapeCheck } from './shapes';
export type { ShapeKind } from './shapes';
export { HANGZHOU_VIEW } from '../geo';
export { trackStats, decimate, indexAt, trackFromColumns } from './track';
export type { TrackColumns } from '../contract';
export type { TrackPoint, TrackStats, Stop, Speeding } from './track';
export type { TrackPlayerProps } from './TrackPlayer';
