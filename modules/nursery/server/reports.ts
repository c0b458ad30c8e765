/**
 * The stock as the journal makes it: 苗木库存 (nurseryStock/pageList) — one row per species, group area
 * and specification with a balance, its latest condition, the species' unit price and the value — and
 * the species held in one group area (nurseryStockSubType/getListByGroupArea).
 */
import { HandlerError, pageRows, type Handler, type ModuleStore, type ReportSource } from '../../../kit/resource';
import { stockLines, stockValue, type Condition, type Move } from '../rules/stock';

type Row = Record<string, unknown>;

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

async function currentLines(store: ModuleStore) {
  const [moves, subTypes] = await Promise.all([store.all('nurseryStockHistory', {}, 50_000), store.all('nurseryStockSubType')]);
  const sub = new Map(subTypes.map((s) => [Number(s.id), s]));
  const lines = stockLines(moves.map((r): Move => ({ id: Number(r.id), movedOn: String(r.movedOn), change: Number(r.change ?? 0), subTypeId: Number(r.subTypeId), groupAreaId: Number(r.groupAreaId), diameter: Number(r.diameter), height: Number(r.height), canopy: num(r.canopy), condition: (r.condition as Condition | null) ?? null })));
  return lines.map((l) => {
    const s = sub.get(l.subTypeId);
    const unitPrice = num(s?.unitPrice);
    return { ...l, typeId: num(s?.typeId), unitPrice, value: stockValue(l.quantity, unitPrice, l.condition) };
  });
}

export const stockReport: ReportSource = async ({ store }, q) => {
  const f = Object.fromEntries(q.filters.map((x) => [x.field, x.value])) as Record<string, unknown>;
  const rows = (await currentLines(store))
    .filter((l) => (f.typeId === undefined || l.typeId === Number(f.typeId)) && (f.subTypeId === undefined || l.subTypeId === Number(f.subTypeId)) && (f.groupAreaId === undefined || l.groupAreaId === Number(f.groupAreaId)))
    .sort((a, b) => a.groupAreaId - b.groupAreaId || a.subTypeId - b.subTypeId || a.diameter - b.diameter || a.height - b.height)
    .map(({ key, ...l }, i): Row => ({ id: i + 1, lineKey: key, ...l }));
  return pageRows(rows, q);
};

/** getListByGroupArea: `groupAreaId` (or the row action's `id`) → the species held there with their quantity. */
export const subTypesByGroupArea: Handler = async ({ input, store, t }) => {
  const areaId = num(input.groupAreaId ?? input.id);
  if (areaId === null || !Number.isInteger(areaId) || areaId <= 0) throw new HandlerError(t('nursery.rule.groupAreaRequired'));
  if (!(await store.get('groupAreaManage', areaId))) throw new HandlerError(t('nursery.rule.groupAreaNotFound'));
  const [lines, types] = await Promise.all([currentLines(store), store.all('nurseryStockType')]);
  const typeName = new Map(types.map((x) => [Number(x.id), String(x.typeName)]));
  const bySub = new Map<number, number>();
  for (const l of lines) if (l.groupAreaId === areaId && l.quantity > 0) bySub.set(l.subTypeId, (bySub.get(l.subTypeId) ?? 0) + l.quantity);
  const names = await store.names('nurseryStockSubType', 'subTypeName', [...bySub.keys()]);
  const subs = new Map((await store.all('nurseryStockSubType')).map((s) => [Number(s.id), s]));
  return [...bySub.entries()]
    .map(([id, quantity]) => ({ id, subTypeName: names.get(id) ?? '', typeId: num(subs.get(id)?.typeId), typeName: typeName.get(Number(subs.get(id)?.typeId)) ?? null, quantity }))
    .sort((a, b) => a.subTypeName.localeCompare(b.subTypeName, 'zh-CN'));
};
