/**
 * The rules of inspections beyond what the workflow says as data (rules/inspection.ts decides):
 * - saving takes the facility's type, responsible unit and evaluation part from the ledger, numbers
 *   the inspection XJ + six digits, refuses a facility out of use and a date after today;
 * - a submitted inspection is never updated or deleted (the workflow has no action from 已提交);
 * - 检查 records the findings: the items must apply to the facility's type; the deduction is the sum
 *   of their points and the words and points are kept (findings); the place defaults to the facility's.
 */
import { formatDate, HandlerError, type Handler, type WorkflowServer, type WriteHook } from '../../../kit/resource';
import { deductionOf } from '../rules/evaluation';
import { changeProblem, indicatorApplies, partOfType } from '../rules/inspection';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? '' : String(v));
/** A list as any packing sends it: an array, JSON text of one, or comma-separated text. */
function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v !== 'string' || !v.trim()) return [];
  if (v.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // not JSON: read it as comma-separated text
    }
  }
  return v.split(',').map((x) => x.trim()).filter(Boolean);
}

export const inspectionOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') {
    const problem = changeProblem(change.before.status);
    if (problem) throw new HandlerError(t(problem, { no: text(change.before.inspectNo) }));
    return;
  }
  const v = { ...(change.before ?? {}), ...change.values };
  if (change.op === 'update') {
    const problem = changeProblem(change.before.status);
    if (problem) throw new HandlerError(t(problem, { no: text(change.before.inspectNo) }));
  }
  const today = formatDate(new Date(store.devices.now()));
  if (text(v.inspectDate) > today) throw new HandlerError(t('facility.rule.futureDate'));
  const values = { ...change.values };
  if (change.op === 'create' || 'facilityId' in values) {
    const f = await store.get('facilityInfo', Number(v.facilityId));
    if (f && change.op === 'create' && f.state === 'stopped') throw new HandlerError(t('facility.rule.facilityStopped', { name: text(f.facilityName) }));
    if (f) Object.assign(values, { facilityType: f.facilityType, deptId: f.deptId, part: partOfType(f.facilityType) });
  }
  if (change.op === 'create') {
    const last = await store.list('inspection', { pageNo: 1, pageSize: 1, sort: { field: 'inspectNo', order: 'desc' } });
    const n = Number(text(last.records[0]?.inspectNo).replace(/\D/g, '')) || 0;
    values.inspectNo = `XJ${String(n + 1).padStart(6, '0')}`;
  }
  return values;
};

export const inspectionWorkflow: WorkflowServer = {
  effects: {
    inspection: async ({ store, record, values, t }) => {
      const codes = [...new Set(list(values.itemCodes))];
      const items = codes.length ? (await store.all('indicator', {}, 5000)).filter((i) => codes.includes(text(i.itemCode))) : [];
      const type = text(record.facilityType);
      for (const i of items) {
        if (!indicatorApplies(i.scope, type)) throw new HandlerError(t('facility.rule.itemNotApplicable', { item: text(i.itemName), type: t(`facility.enum.facilityType.${type}`) }));
      }
      items.sort((a, b) => text(a.itemCode).localeCompare(text(b.itemCode)));
      const facility = await store.get('facilityInfo', Number(record.facilityId));
      const changes: Row = {
        itemCodes: items.map((i) => i.itemCode),
        findings: items.map((i) => `${text(i.itemName)} −${text(i.points)}`).join('；') || t('facility.inspection.nothingFound'),
        deduction: deductionOf(items.map((i) => Number(i.points))),
        photos: list(values.photos),
        location: values.location ?? facility?.location ?? null,
      };
      return { changes };
    },
  },
};

/**
 * inspection/delete (`id` or `ids`): deletes planned or inspected inspections with their logs, in one
 * transaction; a submitted one is refused and nothing is deleted.
 */
export const removeInspections: Handler = async ({ store, input, t }) => {
  const ids = [...new Set(list(input.ids ?? input.id).map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  if (!ids.length) throw new HandlerError(t('facility.inspection.noIds'));
  return store.transaction(async (trx) => {
    for (const id of ids) {
      const row = await trx.get('inspection', id);
      if (!row) throw new HandlerError(t('facility.inspection.notFound'));
      const problem = changeProblem(row.status);
      if (problem) throw new HandlerError(t(problem, { no: text(row.inspectNo) }));
      const logs = await trx.all('inspectionLog', { inspectionId: id }, 5000);
      if (logs.length) await trx.remove('inspectionLog', logs.map((l) => Number(l.id)));
    }
    const deleted = await trx.remove('inspection', ids);
    return { deleted, message: t('facility.inspection.removed', { n: deleted }) };
  });
};
