/**
 * Leaflet layers of our own that draw on one canvas: clustered points and a heat map. Leaflet's own
 * markers are DOM nodes (10,000 of them stall a page); these project every point once at zoom 0, then
 * draw a frame with a multiply and an add per point.
 */
import L from 'leaflet';
import { clusterAt, gridCluster, type Cluster } from './cluster';
import type { LngLat } from '../geo';

/** A layer owning a canvas the size of the map, redrawn after every move and zoom. */
export abstract class CanvasLayer extends L.Layer {
  protected canvas: HTMLCanvasElement | null = null;
  /** Points projected at zoom 0 (x0, y0 pairs). */
  protected px = new Float64Array(0);

  protected project(points: LngLat[]): void {
    this.px = new Float64Array(points.length * 2);
    for (let i = 0; i < points.length; i++) {
      const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(points[i]![1], points[i]![0]), 0);
      this.px[i * 2] = p.x;
      this.px[i * 2 + 1] = p.y;
    }
  }

  override onAdd(map: L.Map): this {
    this.canvas = L.DomUtil.create('canvas', 'uo-map-canvas');
    this.canvas.style.pointerEvents = 'none';
    map.getPane('overlayPane')!.appendChild(this.canvas);
    map.on('moveend zoomend resize', this.redraw, this);
    map.on('zoomstart', this.hide, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize', this.redraw, this);
    map.off('zoomstart', this.hide, this);
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  private hide(): void {
    if (this.canvas) this.canvas.style.visibility = 'hidden';
  }

  /** Screen positions of every point for the map's current view. */
  protected screen(): { xs: Float64Array; ys: Float64Array } {
    const map = this._map;
    const scale = 2 ** map.getZoom();
    const origin = map.getPixelOrigin();
    const corner = map.containerPointToLayerPoint([0, 0]);
    const n = this.px.length / 2;
    const xs = new Float64Array(n);
    const ys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      xs[i] = this.px[i * 2]! * scale - origin.x - corner.x;
      ys[i] = this.px[i * 2 + 1]! * scale - origin.y - corner.y;
    }
    return { xs, ys };
  }

  redraw(): void {
    const map = this._map;
    if (!this.canvas || !map) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(size.x * ratio);
    this.canvas.height = Math.round(size.y * ratio);
    this.canvas.style.width = `${size.x}px`;
    this.canvas.style.height = `${size.y}px`;
    this.canvas.style.visibility = 'visible';
    L.DomUtil.setPosition(this.canvas, map.containerPointToLayerPoint([0, 0]));
    const ctx = this.canvas.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.draw(ctx, size.x, size.y);
  }

  protected abstract draw(ctx: CanvasRenderingContext2D, width: number, height: number): void;
}

/** Points drawn as dots, or as counted circles where they crowd (grid clustering). */
export class PointsLayer extends CanvasLayer {
  private clusters: Cluster[] = [];

  constructor(
    private readonly colors: (string | undefined)[],
    points: LngLat[],
    private readonly cellPx: number,
  ) {
    super();
    this.project(points);
  }

  /** The number of marks drawn in the last frame (clusters and single points). */
  get drawn(): number {
    return this.clusters.length;
  }

  protected draw(ctx: CanvasRenderingContext2D, width: number, height: number): void {
    const { xs, ys } = this.screen();
    if (this.cellPx > 0) this.clusters = gridCluster(xs, ys, { cellPx: this.cellPx, width, height });
    else this.clusters = Array.from(xs, (x, i) => ({ x, y: ys[i]!, count: 1, first: i }));
    ctx.font = '600 12px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const c of this.clusters) {
      if (c.count === 1) {
        ctx.beginPath();
        ctx.arc(c.x, c.y, 6, 0, Math.PI * 2);
        ctx.fillStyle = this.colors[c.first] ?? '#1677ff';
        ctx.fill();
        ctx.lineWidth = 2;
        ctx.strokeStyle = '#fff';
        ctx.stroke();
        continue;
      }
      const r = Math.min(26, 12 + Math.log10(c.count) * 6);
      ctx.beginPath();
      ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
      ctx.fillStyle = c.count >= 100 ? 'rgba(245,108,45,0.85)' : 'rgba(22,119,255,0.85)';
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillText(String(c.count), c.x, c.y);
    }
  }

  /** The mark under a point of the map's container, if any. */
  hit(x: number, y: number): Cluster | null {
    return clusterAt(this.clusters, x, y, 18);
  }
}

const PALETTE_STOPS: [number, string][] = [
  [0.25, 'rgb(0,0,255)'],
  [0.55, 'rgb(0,255,255)'],
  [0.7, 'rgb(0,255,0)'],
  [0.85, 'rgb(255,255,0)'],
  [1, 'rgb(255,0,0)'],
];

function palette(): Uint8ClampedArray {
  const c = document.createElement('canvas');
  c.width = 256;
  c.height = 1;
  const ctx = c.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, 256, 0);
  for (const [at, color] of PALETTE_STOPS) g.addColorStop(at, color);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 256, 1);
  return ctx.getImageData(0, 0, 256, 1).data;
}

/** A heat map: each point adds a soft spot of its weight; the summed intensity is coloured blue → red. */
export class HeatLayer extends CanvasLayer {
  private colors: Uint8ClampedArray | null = null;

  constructor(
    points: LngLat[],
    private readonly weights: number[],
    private readonly radius = 18,
  ) {
    super();
    this.project(points);
  }

  protected draw(ctx: CanvasRenderingContext2D, width: number, height: number): void {
    const { xs, ys } = this.screen();
    const r = this.radius;
    const spot = document.createElement('canvas');
    spot.width = spot.height = r * 2;
    const s = spot.getContext('2d')!;
    const g = s.createRadialGradient(r, r, 0, r, r, r);
    g.addColorStop(0, 'rgba(0,0,0,1)');
    g.addColorStop(1, 'rgba(0,0,0,0)');
    s.fillStyle = g;
    s.fillRect(0, 0, r * 2, r * 2);
    const shade = document.createElement('canvas');
    shade.width = width;
    shade.height = height;
    const sh = shade.getContext('2d', { willReadFrequently: true })!;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      const y = ys[i]!;
      if (x < -r || y < -r || x > width + r || y > height + r) continue;
      sh.globalAlpha = Math.max(0.05, Math.min(1, this.weights[i] ?? 1)) * 0.35;
      sh.drawImage(spot, x - r, y - r);
    }
    if (width === 0 || height === 0) return;
    const image = sh.getImageData(0, 0, width, height);
    this.colors ??= palette();
    const d = image.data;
    for (let i = 3; i < d.length; i += 4) {
      const a = d[i]!;
      if (!a) continue;
      const k = a * 4;
      d[i - 3] = this.colors[k]!;
      d[i - 2] = this.colors[k + 1]!;
      d[i - 1] = this.colors[k + 2]!;
      d[i] = Math.min(255, a * 1.6);
    }
    sh.putImageData(image, 0, 0);
    ctx.drawImage(shade, 0, 0);
  }
}
