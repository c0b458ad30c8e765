/**
 * The kit's map (loaded lazily through `MapView` in index.ts): Leaflet with a canvas renderer, the
 * shipped Hangzhou base map, an optional configured tile layer, and the layers of `MapProps`.
 * Nothing is fetched from the internet unless the deployment configures a tile URL.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { hangzhouBaseLayer, textLabel } from './baseLayer';
import { convert, type LngLat } from '../geo';
import { HANGZHOU_VIEW } from '../geo';
import { HeatLayer, PointsLayer } from './canvasLayers';
import { loadTileOptions } from './tiles';
import type { MapProps, TileOptions } from './types';

function textNode(text: string): HTMLElement {
  const el = document.createElement('div');
  el.textContent = text;
  return el;
}

/** Creates the Leaflet map once; answers it when ready (tiles read from the app config if needed). */
function useLeaflet(div: React.RefObject<HTMLDivElement | null>, props: MapProps) {
  const [state, setState] = useState<{ map: L.Map; tiles: TileOptions | null } | null>(null);
  useEffect(() => {
    let map: L.Map | null = null;
    let cancelled = false;
    (props.tiles === undefined ? loadTileOptions() : Promise.resolve(props.tiles)).then((tiles) => {
      if (cancelled || !div.current) return;
      const view = tiles?.coords ?? 'wgs84';
      const [lng, lat] = convert(props.center ?? HANGZHOU_VIEW.center, props.dataCoords ?? 'wgs84', view);
      map = L.map(div.current, { preferCanvas: true, center: [lat, lng], zoom: props.zoom ?? HANGZHOU_VIEW.zoom, maxZoom: tiles?.maxZoom ?? 18, minZoom: 3 });
      map.attributionControl.setPrefix(false);
      const renderer = L.canvas({ padding: 0.3 });
      if (tiles) {
        L.tileLayer(tiles.url, { subdomains: tiles.subdomains ?? 'abc', maxZoom: tiles.maxZoom ?? 18, attribution: tiles.attribution ?? '' }).addTo(map);
      }
      if (props.baseMap ?? !tiles) hangzhouBaseLayer(view, renderer, undefined, props.dark ? 'dark' : 'light').addTo(map);
      setState({ map, tiles });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
    // The map is created once; later prop changes update its layers (below), not the map itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

export default function OfflineMap(props: MapProps) {
  const div = useRef<HTMLDivElement>(null);
  const ready = useLeaflet(div, props);
  const { points, lines, polygons, circles, labels, heat, clusterPx = 56, dataCoords = 'wgs84' } = props;
  const handlers = useRef(props);
  handlers.current = props;
  const framed = useRef(false);

  useEffect(() => {
    if (!ready) return;
    const { map } = ready;
    const view = ready.tiles?.coords ?? 'wgs84';
    const toView = (p: LngLat): LngLat => convert(p, dataCoords, view);
    const ll = (p: LngLat): L.LatLngTuple => {
      const [lng, lat] = toView(p);
      return [lat, lng];
    };
    const renderer = L.canvas({ padding: 0.3 });
    const group = L.layerGroup().addTo(map);
    const withPopup = <T extends L.Layer>(layer: T, text?: string): T => (text ? layer.bindPopup(textNode(text)) : layer);
    for (const p of polygons ?? []) withPopup(L.polygon(p.ring.map(ll), { renderer, color: p.color ?? '#1677ff', weight: 2, fillOpacity: 0.2 }), p.popup).addTo(group);
    for (const c of circles ?? []) withPopup(L.circle(ll(c.center), { renderer, radius: c.radius, color: c.color ?? '#fa8c16', weight: 2, fillOpacity: 0.15 }), c.popup).addTo(group);
    for (const l of lines ?? []) withPopup(L.polyline(l.path.map(ll), { renderer, color: l.color ?? '#1677ff', weight: l.weight ?? 4 }), l.popup).addTo(group);
    for (const l of labels ?? []) textLabel(ll(l.at), l.text).addTo(group);
    if (heat?.length) new HeatLayer(heat.map((h) => toView(h.at)), heat.map((h) => h.weight ?? 1)).addTo(group);
    let pointsLayer: PointsLayer | null = null;
    if (points?.length) {
      if (handlers.current.fit && !framed.current) {
        framed.current = true;
        map.fitBounds(L.latLngBounds(points.map((p) => ll(p.at))), { padding: [24, 24], maxZoom: 15, animate: false });
      }
      pointsLayer = new PointsLayer(points.map((p) => p.color), points.map((p) => toView(p.at)), clusterPx);
      pointsLayer.addTo(group);
    }
    const mark = () => {
      if (div.current) div.current.dataset.marks = String(pointsLayer?.drawn ?? 0);
    };
    mark();
    map.on('moveend zoomend', mark);
    const onClick = (e: L.LeafletMouseEvent) => {
      const hit = pointsLayer?.hit(e.containerPoint.x, e.containerPoint.y);
      if (hit && hit.count > 1) {
        map.setZoomAround(e.containerPoint, Math.min(map.getMaxZoom(), map.getZoom() + 2));
      } else if (hit && points) {
        const point = points[hit.first]!;
        if (point.popup) L.popup().setLatLng(ll(point.at)).setContent(textNode(point.popup)).openOn(map);
        handlers.current.onPointClick?.(point);
      } else {
        handlers.current.onMapClick?.(convert([e.latlng.lng, e.latlng.lat], view, dataCoords));
      }
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      map.off('moveend zoomend', mark);
      group.remove();
    };
  }, [ready, points, lines, polygons, circles, labels, heat, clusterPx, dataCoords]);

  return (
    <div
      ref={div}
      className={props.dark ? 'uo-map uo-map-dark' : 'uo-map'}
      role="region"
      aria-label={props.title}
      data-ready={ready ? 'true' : 'false'}
      style={{ height: props.height ?? 480, width: '100%' }}
    />
  );
}
