/**
 * The warehouse's computed lists (resources/reports.ts): the stock-check sheet, a material's ledger
 * with its running balance, and the storehouse warnings. Each reads the tenant's rows through the
 * store and pages in memory (a tenant holds hundreds of storehouse × material pairs, not millions).
 */
import { checkedToWire, pageRows, type CheckedListQuery, type ModuleStore, type ReportSource } from '../../../kit/resource';
import { balances, rules, warningState } from './balances';
import { byId, cents, pairId, pairKey, round4 } from './common';

type Row = Record<string, unknown>;

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;
const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const dims = (f: Record<string, string | undefined>) => ({
  ...(num(f.storehouseId) ? { storehouseId: num(f.storehouseId) } : {}),
  ...(num(f.materialId) ? { materialId: num(f.materialId) } : {}),
});

/** A type and every type below it. */
async function typeBranch(store: ModuleStore, typeId: number): Promise<Set<number>> {
  const types = await store.all('materialType', {}, 20_000);
  const branch = new Set([typeId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const t of types) {
      if (branch.has(Number(t.parentId)) && !branch.has(t.id as number)) {
        branch.add(t.id as number);
        grew = true;
      }
    }
  }
  return branch;
}

/** Orders pairs by storehouse code, then material code. */
function byCodes(storehouses: Map<number, Row>, materials: Map<number, Row>) {
  const code = (m: Map<number, Row>, id: unknown, field: string) => String(m.get(Number(id))?.[field] ?? '');
  return (a: Row, b: Row) =>
    code(storehouses, a.storehouseId, 'storehouseCode').localeCompare(code(storehouses, b.storehouseId, 'storehouseCode')) ||
    code(materials, a.materialId, 'materialCode').localeCompare(code(materials, b.materialId, 'materialCode'));
}

/** Every pair holding stock or a warning rule, with its balance and rule. */
async function pairs(store: ModuleStore, f: Record<string, string | undefined>) {
  const filters = dims(f);
  const [stock, limits, storehouses, materials] = await Promise.all([balances(store, filters), rules(store, filters), byId(store, 'storehouse'), byId(store, 'material')]);
  const keys = new Set([...stock.keys(), ...limits.keys()]);
  const rows = [...keys].map((key) => {
    const [storehouseId, materialId] = key.split('-').map(Number);
    const b = stock.get(key);
    return { key, storehouseId: storehouseId!, materialId: materialId!, quantity: b?.quantity ?? 0, amount: b?.amount ?? 0, rule: limits.get(key) };
  });
  return { rows: rows.sort(byCodes(storehouses, materials)), materials };
}

const stockSheet: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const { rows, materials } = await pairs(store, f);
  const units = await byId(store, 'materialUnit');
  const branch = num(f.typeId) ? await typeBranch(store, num(f.typeId)!) : null;
  const sheet = rows
    .filter((r) => r.quantity !== 0 || r.rule)
    .map((r) => {
      const m = materials.get(r.materialId);
      return { id: pairId(r.storehouseId, r.materialId), storehouseId: r.storehouseId, materialId: r.materialId, materialCode: m?.materialCode ?? null, typeId: m?.typeId ?? null, unitName: units.get(Number(m?.unitId))?.unitName ?? null, quantity: r.quantity, amount: r.amount, counted: null };
    })
    .filter((r) => !branch || branch.has(Number(r.typeId)));
  return pageRows(sheet, q);
};

const materialLedger: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const moves = await store.all('stock', dims(f), 50_000);
  moves.sort((a, b) => String(a.postedAt).localeCompare(String(b.postedAt)) || Number(a.id) - Number(b.id));
  const running = new Map<string, number>();
  const rows: Row[] = [];
  for (const m of moves) {
    const key = pairKey(m.storehouseId, m.materialId);
    const balance = round4((running.get(key) ?? 0) + Number(m.quantity));
    running.set(key, balance);
    const at = String(m.postedAt);
    if (f.postedAtStart && at < f.postedAtStart) continue;
    if (f.postedAtEnd && at.slice(0, f.postedAtEnd.length) > f.postedAtEnd) continue;
    if (f.direction && m.direction !== f.direction) continue;
    if (f.sourceNo && !String(m.sourceNo).includes(f.sourceNo)) continue;
    rows.push({ id: m.id, postedAt: at, storehouseId: m.storehouseId, materialId: m.materialId, sourceNo: m.sourceNo, direction: m.direction, quantity: m.quantity, amount: cents(Number(m.amount ?? 0)), balance });
  }
  return pageRows(rows, q);
};

const storehouseWarning: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const { rows } = await pairs(store, f);
  const list = rows
    .map((r) => ({ id: pairId(r.storehouseId, r.materialId), storehouseId: r.storehouseId, materialId: r.materialId, quantity: r.quantity, minQuantity: r.rule?.minQuantity ?? null, maxQuantity: r.rule?.maxQuantity ?? null, state: warningState(r.quantity, r.rule) }))
    .filter((r) => !f.state || r.state === f.state);
  // The warnings first: below the minimum, above the maximum, then the rest in code order.
  const rank = { low: 0, high: 1, normal: 2, unset: 3 };
  return pageRows(list.sort((a, b) => rank[a.state] - rank[b.state]), q);
};

export const reportSources: Record<string, ReportSource> = { stockSheet, materialLedger, storehouseWarning };
