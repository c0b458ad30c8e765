/**
 * The shipped base map as Leaflet vector layers on a canvas renderer: districts, water, roads and
 * place names (names set as text, never HTML).
 */
import L from 'leaflet';
import { convert, type CoordSystem, type LngLat } from '../geo';
import { districts, places, roads, waterways, westLake } from '../geo';

/** A text label pinned at a point (a divIcon whose content is set with textContent). */
export function textLabel(at: L.LatLngExpression, text: string, className = 'uo-map-label'): L.Marker {
  const el = document.createElement('span');
  el.textContent = text;
  return L.marker(at, { icon: L.divIcon({ className, html: el, iconSize: undefined }), interactive: false, keyboard: false });
}

/** The base map's colours: a page's light paper, or a wall display's dark ground (kit/screen). */
const COLOURS = {
  light: { edge: '#8c9bb0', land: '#f3f1ea', water: '#9cc7ef', lake: '#a9d3f5', ring: '#f0b35a', road: '#ffffff', edgeWeight: 1, dash: '4 3' },
  dark: { edge: '#3fa7ff', land: '#0d2a4f', water: '#1d5f9e', lake: '#17528c', ring: '#8a6a2e', road: '#2b4a72', edgeWeight: 1.5, dash: '' },
} as const;

/** The offline base map of Hangzhou, in the view's coordinate system; place names in the page's language. */
export function hangzhouBaseLayer(view: CoordSystem, renderer: L.Renderer, locale = document.documentElement.lang, style: 'light' | 'dark' = 'light'): L.LayerGroup {
  const c = COLOURS[style];
  const nameOf = (p: { name: string; nameEn?: string }) => (locale === 'en-US' && p.nameEn ? p.nameEn : p.name);
  const at = (p: LngLat): L.LatLngTuple => {
    const [lng, lat] = convert(p, 'wgs84', view);
    return [lat, lng];
  };
  const group = L.layerGroup();
  for (const d of districts) {
    L.polygon((d.rings ?? [d.ring]).map((r) => r.map(at)), { renderer, color: c.edge, weight: c.edgeWeight, dashArray: c.dash || undefined, fillColor: c.land, fillOpacity: 1, interactive: false }).addTo(group);
  }
  for (const w of waterways) {
    L.polyline(w.path.map(at), { renderer, color: c.water, weight: w.kind === 'river' ? 9 : 4, interactive: false }).addTo(group);
  }
  L.polygon(westLake.ring.map(at), { renderer, color: c.water, weight: 1, fillColor: c.lake, fillOpacity: 1, interactive: false }).addTo(group);
  for (const r of roads) {
    L.polyline(r.path.map(at), { renderer, color: r.kind === 'ring' ? c.ring : c.road, weight: r.kind === 'ring' ? 4 : 3, interactive: false }).addTo(group);
  }
  for (const d of districts) {
    const ring = d.ring;
    const centre: LngLat = d.centre ?? [ring.reduce((s, p) => s + p[0], 0) / ring.length, ring.reduce((s, p) => s + p[1], 0) / ring.length];
    textLabel(at(centre), nameOf(d), 'uo-map-label uo-map-district').addTo(group);
  }
  for (const p of places) textLabel(at(p.at), nameOf(p)).addTo(group);
  return group;
}
