/**
 * The nursery's demo (README "Demo data"): per tenant the species, the group areas in its parks, a
 * year of movements (an opening increase per stock line, then each month transplants out to the
 * city's streets, losses, increases, transfers between group areas, and a stock-take each quarter —
 * resolved in date order against the running stock, so no line ever runs negative), the street trees
 * along the demo roads (a few removed this year, kept), and a year of their care with open and
 * resolved alerts. Every date counts back from `now`. About 1 800 rows for tenant 1, 900 for tenant 2.
 */
import type { LngLat } from '../../../kit/geo';
import { demoCity, random } from '../../../kit/geo/demoCity';
import { demoCrew } from '../../../kit/people/demoCrew';
import { seedFile, type SeedFunction } from '../../../kit/resource';
import { demoRoads } from '../../../kit/road/demoRoads';
import { lineKey, type Spec } from '../rules/stock';
import { addDays, chinaDate } from '../rules/time';
import { CURING_TYPES, GROUP_AREAS, REMOVAL_REASONS, STOCK_TYPES, SUB_TYPES } from './demo';

type Row = Record<string, unknown>;

/** Two small site photos (24×24 PNG): foliage and bark, for the care records that carry one. */
const PHOTOS = [
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mOwmMdLFcQwatCoQaMGjRo0atCoQQNvEACHBP7Qot36yQAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mPoybOhCmIYNWjUoFGDRg0aNWjUoIE3CAAIxLmf11cvqgAAAABJRU5ErkJggg==',
];
/** How many care records of a tenant carry a photo (each is a stored file): the first alerts, then the latest records. */
const WITH_PHOTO = 8;
type Intent = { day: string; line: Spec; kind: 'increase' | 'transplant' | 'loss' | 'transfer' | 'adjust'; share: number; to?: number };

const SPEC_BY_TYPE: Record<number, (r: ReturnType<typeof random>) => Omit<Spec, 'subTypeId' | 'groupAreaId'>> = {
  1: (r) => ({ diameter: r.pick([6, 8, 10, 12, 15]), height: r.pick([3, 3.5, 4, 5, 6]), canopy: r.pick([2, 2.5, 3, 4]) }),
  2: (r) => ({ diameter: r.pick([1, 1.5, 2, 3]), height: r.pick([0.4, 0.6, 0.8, 1.2]), canopy: r.pick([0.3, 0.5, 0.8]) }),
  3: () => ({ diameter: 0.5, height: 0.2, canopy: null }),
  4: (r) => ({ diameter: r.pick([2, 3, 4]), height: r.pick([3, 4, 5]), canopy: null }),
};
const OPENING: Record<number, [number, number]> = { 1: [40, 160], 2: [400, 2400], 3: [2000, 8000], 4: [150, 600] };

function movements(index: number, today: string, operators: string[]): Row[] {
  const r = random(2600 + index);
  const areas = GROUP_AREAS[index]!;
  const streets = demoCity(index).streets;
  const intents: Intent[] = [];
  areas.forEach((_, ai) => {
    const subs = new Set<number>();
    while (subs.size < 5) subs.add(r.int(1, SUB_TYPES.length));
    for (const s of subs) {
      const type = SUB_TYPES[s - 1]!.type;
      const line: Spec = { subTypeId: s, groupAreaId: ai + 1, ...SPEC_BY_TYPE[type]!(r) };
      const start = addDays(today, -360 + ai * 2 + r.int(0, 4));
      intents.push({ day: start, line, kind: 'increase', share: r.int(...OPENING[type]!) });
      for (let m = 1; m <= 11; m++) {
        const day = addDays(start, m * 30 + r.int(0, 9));
        if (day >= today) break;
        if (m % 3 === 0) intents.push({ day, line, kind: 'adjust', share: r.int(-2, 1) });
        const p = r.next();
        if (p < 0.35) intents.push({ day, line, kind: 'transplant', share: r.int(5, 15) / 100 });
        else if (p < 0.5) intents.push({ day, line, kind: 'loss', share: r.int(1, 3) / 100 });
        else if (p < 0.68) intents.push({ day, line, kind: 'increase', share: r.int(10, 30) });
        else if (p < 0.85 && areas.length > 1) intents.push({ day, line, kind: 'transfer', share: r.int(5, 10) / 100, to: ((ai + r.int(1, areas.length - 1)) % areas.length) + 1 });
      }
    }
  });
  intents.sort((a, b) => a.day.localeCompare(b.day));
  const balance = new Map<string, number>();
  const rows: Row[] = [];
  let pairs = 0;
  for (const it of intents) {
    const key = lineKey(it.line);
    const now = balance.get(key) ?? 0;
    const type = SUB_TYPES[it.line.subTypeId - 1]!.type;
    const base = { movedOn: it.day, typeId: type, ...it.line, operator: r.pick(operators), unitPrice: null, condition: null, destination: null, toGroupAreaId: null, direction: null, pairNo: null, remark: null };
    if (it.kind === 'adjust') {
      const counted = Math.max(0, now + it.share);
      rows.push({ ...base, kind: 'adjust', book: 'record', quantity: counted, change: counted - now, condition: r.pick(['good', 'good', 'good', 'fair', 'poor']), remark: '季度盘点' });
      balance.set(key, counted);
      continue;
    }
    const quantity = it.kind === 'increase' ? Math.round(it.share) : Math.floor(now * it.share);
    if (quantity < 1) continue;
    if (it.kind === 'increase') {
      rows.push({ ...base, kind: 'increase', book: 'increase', quantity, change: quantity, unitPrice: Math.round(SUB_TYPES[it.line.subTypeId - 1]!.unitPrice * (0.85 + r.next() * 0.3)), condition: 'good', remark: now ? '补充采购' : '期初入圃' });
      balance.set(key, now + quantity);
    } else if (it.kind === 'transfer') {
      const pairNo = `seed-${index}-${++pairs}`;
      const inLine = { ...it.line, groupAreaId: it.to! };
      rows.push({ ...base, kind: 'transfer', book: 'record', quantity, change: -quantity, direction: 'out', toGroupAreaId: it.to, pairNo, remark: '片区间调拨' });
      rows.push({ ...base, ...inLine, kind: 'transfer', book: 'record', quantity, change: quantity, direction: 'in', toGroupAreaId: it.line.groupAreaId, pairNo, remark: '片区间调拨' });
      balance.set(key, now - quantity);
      balance.set(lineKey(inLine), (balance.get(lineKey(inLine)) ?? 0) + quantity);
    } else {
      const transplant = it.kind === 'transplant';
      rows.push({ ...base, kind: it.kind, book: 'removal', quantity, change: -quantity, destination: transplant ? `${r.pick(streets)}绿化带` : null, remark: transplant ? '移植出圃' : r.pick(REMOVAL_REASONS) });
      balance.set(key, now - quantity);
    }
  }
  return rows;
}

/** A point `t` (0–1) of the way along a path, by vertex segments' length. */
function along(path: readonly LngLat[], t: number): LngLat {
  const seg = path.slice(1).map((p, i) => Math.hypot(p[0] - path[i]![0], (p[1] - path[i]![1]) * 1.15));
  let left = seg.reduce((a, b) => a + b, 0) * t;
  for (let i = 0; i < seg.length; i++) {
    if (left <= seg[i]! || i === seg.length - 1) {
      const f = seg[i]! ? Math.min(1, left / seg[i]!) : 0;
      const a = path[i]!;
      const b = path[i + 1]!;
      return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
    }
    left -= seg[i]!;
  }
  return path[0]!;
}

const STREET_TREES = SUB_TYPES.flatMap((s, i) => (s.street ? [i + 1] : []));

function trees(index: number, today: string): Row[] {
  const r = random(2700 + index);
  const prefix = index === 0 ? 'HZ' : 'XH';
  const rows: Row[] = [];
  for (const road of demoRoads(index)) {
    const species = r.pick(STREET_TREES);
    const count = index === 0 ? 22 : 24;
    for (let i = 0; i < count; i++) {
      const [lng, lat] = along(road.path, (i + 0.5) / count);
      const side = i % 2 ? 1 : -1;
      const planted = addDays(today, -r.int(400, 6000));
      const removed = r.next() < 0.04 ? addDays(today, -r.int(20, 300)) : null;
      const dbh = r.round(8 + r.next() * 30, 1);
      rows.push({
        treeNo: `${prefix}-${String(rows.length + 1).padStart(4, '0')}`, subTypeId: species, street: road.name,
        location: { lng: Math.round((lng + side * 0.00008) * 1e6) / 1e6, lat: Math.round((lat + side * 0.00012) * 1e6) / 1e6 },
        dbh, height: r.round(4 + dbh / 4, 1), canopy: r.round(2 + dbh / 6, 1), plantedOn: planted,
        status: removed ? 'removed' : 'standing', removedOn: removed, removalReason: removed ? r.pick(REMOVAL_REASONS) : null, remark: null,
      });
    }
  }
  return rows;
}

/** A year of care: watering in summer, pruning in winter, pest control in spring and autumn, support before the typhoons; some alerts. */
function care(index: number, today: string, treeRows: Row[], operators: string[]): Row[] {
  const r = random(2800 + index);
  const rows: Row[] = [];
  const plan: [number, number][] = [[1, 120], [1, 60], [2, 330], [3, 200], [4, 130]];
  treeRows.forEach((tree, ti) => {
    const end = (tree.removedOn as string | null) ?? today;
    for (const [type, ago] of plan) {
      if (r.next() < 0.25) continue;
      const day = addDays(today, -ago - r.int(0, 20));
      if (day > end || day < String(tree.plantedOn)) continue;
      const alert = r.next() < 0.08 ? r.pick(['树体倾斜需扶正', '发现天牛虫害', '枝条遮挡路灯', '树穴缺土']) : null;
      const resolved = alert && r.next() < 0.6 ? addDays(day, r.int(2, 20)) : null;
      rows.push({
        treeId: ti + 1, curingTypeId: type, curedOn: day, content: `${CURING_TYPES[type - 1]!.typeName}（${String(tree.street)}）`, operator: r.pick(operators), photos: null,
        actionNeeded: alert, noticedOn: alert ? day : null, resolvedOn: resolved && resolved <= today ? resolved : null,
        alertState: alert ? (resolved && resolved <= today ? 'resolved' : 'open') : 'none',
      });
    }
  });
  rows.sort((a, b) => String(a.curedOn).localeCompare(String(b.curedOn)));
  const alerts = rows.filter((x) => x.alertState === 'open').slice(0, WITH_PHOTO / 2);
  const latest = rows.slice(-WITH_PHOTO / 2);
  [...alerts, ...latest].forEach((x, i) => (x.photos = [seedFile(`现场照片${i + 1}.png`, 'image/png', PHOTOS[i % 2]!)]));
  return rows;
}

export const seed: SeedFunction = ({ index, now }) => {
  const today = chinaDate(now);
  const crew = demoCrew(index, today).filter((p) => p.outdoor && (p.post === 'cleaner' || p.post === 'leader'));
  const operators = crew.slice(0, 12).map((p) => p.name);
  const treeRows = trees(index, today);
  return {
    nurseryStockType: STOCK_TYPES.map((x) => ({ ...x })),
    nurseryStockSubType: SUB_TYPES.map(({ subTypeName, latinName, type, unitPrice }) => ({ typeId: type, subTypeName, latinName, unitPrice, remark: null })),
    groupAreaManage: GROUP_AREAS[index]!.map(({ at, ...a }) => ({ ...a, location: { lng: at[0], lat: at[1] }, remark: null })),
    nurseryStockHistory: movements(index, today, operators),
    tree: treeRows,
    treecuringtype: CURING_TYPES.map((x) => ({ ...x })),
    treecuringhistory: care(index, today, treeRows, operators),
  };
};
