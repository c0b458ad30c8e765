/**
 * The asset archive's computed lists (resources/reports.ts): the analysis per type × state and the
 * data view. Each reads the tenant's assets through the store and pages in memory (a tenant holds
 * hundreds of assets, not millions).
 */
import { checkedToWire, pageRows, type CheckedListQuery, type ReportSource } from '../../../kit/resource';

type Row = Record<string, unknown>;

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;
const cents = (n: number) => Math.round(n * 100) / 100;

/** analysis/chart: count and value per type × state, in type order then state order. */
const assetAnalysis: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const filters: Row = {};
  if (f.typeId) filters.typeId = Number(f.typeId);
  if (f.state) filters.state = f.state;
  const [assets, types] = await Promise.all([store.all('assetArchive', filters, 20_000), store.all('assetType', {}, 1000)]);
  const typeName = new Map(types.map((t) => [Number(t.id), String(t.typeName)]));
  const groups = new Map<string, Row>();
  for (const a of assets) {
    const key = `${String(a.typeId)}|${String(a.state)}`;
    const g = groups.get(key) ?? { typeId: a.typeId, typeName: typeName.get(Number(a.typeId)) ?? '', state: a.state, count: 0, value: 0 };
    g.count = Number(g.count) + 1;
    g.value = cents(Number(g.value) + Number(a.value ?? 0));
    groups.set(key, g);
  }
  const rows = [...groups.values()].sort((a, b) => Number(a.typeId) - Number(b.typeId) || String(a.state).localeCompare(String(b.state)));
  return pageRows(rows, q);
};

/** dataView/page (and its export): every asset with its type's name and its age in years. */
const assetDataView: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const filters: Row = {};
  if (f.district) filters.district = f.district;
  if (f.state) filters.state = f.state;
  const [assets, types] = await Promise.all([store.all('assetArchive', filters, 20_000), store.all('assetType', {}, 1000)]);
  const typeName = new Map(types.map((t) => [Number(t.id), String(t.typeName)]));
  const code = (f.assetCode ?? '').trim();
  const now = store.devices.now();
  const rows = assets
    .filter((a) => !code || String(a.assetCode).includes(code))
    .sort((a, b) => String(a.assetCode).localeCompare(String(b.assetCode)))
    .map((a) => ({
      assetCode: a.assetCode,
      assetName: a.assetName,
      typeName: typeName.get(Number(a.typeId)) ?? '',
      district: a.district,
      state: a.state,
      value: a.value,
      ageYears: a.purchaseDate ? Math.round(((now - Date.parse(String(a.purchaseDate))) / (365.25 * 86_400_000)) * 10) / 10 : null,
    }));
  return pageRows(rows, q);
};

export const reportSources: Record<string, ReportSource> = { assetAnalysis, assetDataView };
