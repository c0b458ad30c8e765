/**
 * Calls beside the fleet's own prefix: the platform's vehicle account's group code
 * (/cloud/yht/v2/web/car/getNewGroupCode; its insert, update and import are the car's `platform`
 * generation, served by the engine over the same car table), the maintenance service's vehicle view
 * (/cloud/clwxfw/…/car/view.smvc) and the cost analysis export.
 */
import { HandlerError, type DownloadAnswer, type Handler } from '../../../kit/resource';
import { V2 } from '../resources/paths';
import { cents, live, stamp } from './common';
import { FAMILIES } from './kanban';

const YHT = '/cloud/yht/v2/web/car';

/** The next free group code of the tenant: CZ + 4 digits, one above the highest in use. */
const newGroupCode: Handler = async ({ store }) => {
  const cars = await store.all('car', {}, 20000);
  const max = cars.reduce((m, c) => {
    const hit = /^CZ(\d{1,6})$/.exec(String(c.groupCode ?? ''));
    return hit ? Math.max(m, Number(hit[1])) : m;
  }, 0);
  return { groupCode: `CZ${String(max + 1).padStart(4, '0')}` };
};

/** Vehicle view: the car with its latest maintenance, inspection and insurance expiry, cards and open violations. */
const view: Handler = async ({ store, input, t }) => {
  let row: Record<string, unknown> | null = null;
  const id = Number(input.id ?? input.carId);
  if (Number.isSafeInteger(id) && id > 0) row = await live(store, 'car', id, t);
  else if (typeof input.plateNo === 'string' && input.plateNo.trim()) {
    row = (await store.all('car', { plateNo: input.plateNo.trim() })).find((c) => c.plateNo === input.plateNo!.toString().trim()) ?? null;
    if (!row) throw new HandlerError(t('clgl.view.notFound'));
  } else throw new HandlerError(t('clgl.view.needCar'));
  const carId = row.id as number;
  const latest = (rows: Record<string, unknown>[], field: string) => rows.sort((a, b) => String(b[field]).localeCompare(String(a[field])))[0] ?? null;
  const maintenance = latest(await store.all('maintenanceManage', { carId }), 'maintainDate');
  const inspection = latest(await store.all('annualInspection', { carId }), 'expireDate');
  const insurance = latest(await store.all('insuranceRecord', { carId }), 'expireDate');
  const cards = await store.all('oilCard', { carId });
  const violations = await store.all('breakRulesManage', { carId, handleStatus: 'unhandled' });
  return {
    car: row,
    lastMaintenance: maintenance ? { date: maintenance.maintainDate, content: maintenance.content, cost: maintenance.cost } : null,
    inspectionExpire: inspection?.expireDate ?? null,
    insuranceExpire: insurance?.expireDate ?? null,
    oilCards: cards.map((c) => ({ cardNo: c.cardNo, balance: c.balance, status: c.status })),
    openViolations: violations.length,
  };
};

/** Per vehicle, every cost family of the period (costDateStart/End, default this year), as a workbook. */
const analysisExport: Handler = async ({ store, input, t }): Promise<DownloadAnswer> => {
  const year = String(new Date(store.devices.now()).getFullYear());
  const start = typeof input.costDateStart === 'string' && input.costDateStart ? input.costDateStart : `${year}-01-01`;
  const end = typeof input.costDateEnd === 'string' && input.costDateEnd ? input.costDateEnd : `${year}-12-31`;
  const cars = await store.all('car', {}, 20000);
  const sums = new Map<number, Record<string, number>>(cars.map((c) => [c.id as number, Object.fromEntries(FAMILIES.map((k) => [k, 0]))]));
  const add = async (resource: string, dateField: string, amountField: string, family: string) => {
    const rows = await store.aggregate(resource, { groupBy: ['carId'], sum: [amountField], filters: { [`${dateField}Start`]: start, [`${dateField}End`]: end } });
    for (const r of rows) {
      const s = sums.get(Number(r.carId));
      if (s) s[family] = cents(s[family]! + Number(r[amountField] ?? 0));
    }
  };
  await add('oilRefuel', 'refuelTime', 'amount', 'fuel');
  await add('waterManage', 'waterTime', 'amount', 'water');
  await add('maintenanceManage', 'maintainDate', 'cost', 'maintenance');
  await add('insuranceRecord', 'startDate', 'premium', 'insurance');
  await add('annualInspection', 'inspectionDate', 'cost', 'inspection');
  await add('carCostRecord', 'costDate', 'amount', 'other');
  const rows = cars.map((c) => {
    const s = sums.get(c.id as number)!;
    return { plateNo: c.plateNo, ...s, total: cents(FAMILIES.reduce((x, k) => x + s[k]!, 0)) };
  });
  return {
    download: true,
    fileName: `${t('clgl.analysis.sheet')}_${start}_${end}_${stamp(store)}.xlsx`,
    columns: [
      { key: 'plateNo', header: t('clgl.analysis.plateNo') },
      ...FAMILIES.map((k) => ({ key: k, header: t(`clgl.kanban.${k}`) })),
      { key: 'total', header: t('clgl.kanban.total') },
    ],
    rows,
  };
};

export const platformHandlers: Record<string, Handler> = {
  [`${YHT}/getNewGroupCode`]: newGroupCode,
  'POST /cloud/clwxfw/api/np/v2/car/view.smvc': view,
  [`POST ${V2}/analysis/export`]: analysisExport,
};
