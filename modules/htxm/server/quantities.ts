/**
 * A price line's quantity for a month, from the product's own data where it has it (README "Quantities"):
 * - road area (m²): the lot's roads of the line's grade, read from 道路保洁 (dlbj.road) and 机械化作业
 *   (jxbjnew.road) through the kit's `referred` (never their files); a road both modules keep (same
 *   code) counts once, 道路保洁's first. The lot's roads are the contract's road codes, or, without
 *   codes, 道路保洁's roads of the contract's district. The area is the roads' as the module holds it
 *   when the settlement is computed.
 * - weighed tonnes: 垃圾收运's weighings (ljszy.carWeightOperate) of the month by vehicles of the
 *   line's type (ljszy.carInfo), weighed by kit/waste/loadWeight (net = gross − tare; loads without a
 *   valid weight left out, none weighed: unknown). A month in which the tenant has no weighing at all
 *   is outside the product's data: no figure.
 * - where no figure exists (a manual line, a module not served, a month before the data): the quantity
 *   entered for that month with its source (quantityEntry); none: unknown (null, "--"), never 0.
 */
import type { ModuleStore } from '../../../kit/resource';
import { tonnage } from '../../../kit/waste/loadWeight';
import { monthEnd, monthStart } from '../rules/dates';

type Row = Record<string, unknown>;
type T = (key: string, params?: Record<string, string | number>) => string;
const text = (v: unknown) => (v == null ? '' : String(v));

export type Quantity = { quantity: number | null; origin: 'roads' | 'weighings' | 'entered' | 'none'; source: string };
export type Road = { code: string; name: string; district: string; grade: string; area: number | null };

const JX_GRADE: Record<string, string> = { first: '1', second: '2', third: '3' };

async function safely(read: () => Promise<Row[]>): Promise<Row[] | null> {
  try {
    return await read();
  } catch {
    return null; // the module is not served: no figure from it
  }
}

/** The roads of the road modules, by code (道路保洁's first); null when neither module is served. */
export async function readRoads(store: ModuleStore): Promise<Road[] | null> {
  const dl = await safely(() => store.referred('dlbj.road'));
  const jx = await safely(() => store.referred('jxbjnew.road'));
  if (!dl && !jx) return null;
  const out = new Map<string, Road>();
  for (const r of dl ?? []) out.set(text(r.roadCode), { code: text(r.roadCode), name: text(r.roadName), district: text(r.district), grade: text(r.grade), area: typeof r.area === 'number' ? r.area : null });
  for (const r of jx ?? []) {
    const code = text(r.roadCode);
    if (!out.has(code)) out.set(code, { code, name: text(r.roadName), district: '', grade: JX_GRADE[text(r.grade)] ?? text(r.grade), area: typeof r.area === 'number' ? r.area : null });
  }
  return [...out.values()];
}

export const codesOf = (v: unknown): string[] => text(v).split(/[,，、\s]+/).map((c) => c.trim().toUpperCase()).filter(Boolean);

/** The lot's roads: its codes, or 道路保洁's roads of its district. */
export function lotRoads(roads: readonly Road[], contract: Row): Road[] {
  const codes = codesOf(contract.roadCodes);
  return codes.length ? roads.filter((r) => codes.includes(r.code)) : roads.filter((r) => r.district && r.district === text(contract.district));
}

/** What the month's computation reads once for all the lines of a contract. */
export type MonthData = { roads: Road[] | null; loads: Row[] | null; carTypes: Map<unknown, string>; entries: Row[] };

export async function readMonth(store: ModuleStore, month: string, needs: { roads: boolean; weighings: boolean }): Promise<MonthData> {
  const roads = needs.roads ? await readRoads(store) : null;
  let loads: Row[] | null = null;
  const carTypes = new Map<unknown, string>();
  if (needs.weighings) {
    loads = await safely(() => store.referred('ljszy.carWeightOperate', { weighTimeStart: `${monthStart(month)} 00:00:00`, weighTimeEnd: `${monthEnd(month)} 23:59:59` }, 200_000));
    if (loads) for (const c of (await safely(() => store.referred('ljszy.carInfo'))) ?? []) carTypes.set(c.id, text(c.carType));
  }
  const entries = await store.all('quantityEntry', { month }, 5000);
  return { roads, loads, carTypes, entries };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function quantityOf(line: Row, contract: Row, month: string, data: MonthData, t: T): Quantity {
  const fromData = figureOf(line, contract, month, data, t);
  if (fromData) return fromData;
  const entry = data.entries.find((e) => e.priceLineId === line.id);
  if (entry) return { quantity: Number(entry.quantity), origin: 'entered', source: t('htxm.source.entered', { source: text(entry.source) }) };
  return { quantity: null, origin: 'none', source: t('htxm.source.none', { month }) };
}

function figureOf(line: Row, contract: Row, month: string, data: MonthData, t: T): Quantity | null {
  if (line.basis === 'roadArea' && data.roads) {
    const grade = text(line.roadGrade);
    const roads = lotRoads(data.roads, contract).filter((r) => r.grade === grade && r.area !== null);
    if (!roads.length) return null;
    const area = roads.reduce((s, r) => s + (r.area ?? 0), 0);
    return { quantity: area, origin: 'roads', source: t('htxm.source.roads', { codes: roads.map((r) => r.code).join('、'), grade: t(`htxm.enum.grade.${grade}`), n: roads.length, area: area.toLocaleString('en-US') }) };
  }
  if (line.basis === 'weighedTonnes' && data.loads && data.loads.length) {
    const mine = data.loads.filter((l) => data.carTypes.get(l.carId) === text(line.vehicleType));
    const w = tonnage(mine.map((l) => ({ gross: l.grossWeight as number | null, tare: l.tareWeight as number | null })));
    if (w.tonnes === null) return null;
    return {
      quantity: round3(w.tonnes), origin: 'weighings',
      source: t('htxm.source.weighings', { month, type: t(`htxm.enum.vehicleType.${text(line.vehicleType)}`), loads: w.counted, tonnes: round3(w.tonnes), leftOut: w.leftOut }),
    };
  }
  return null;
}
