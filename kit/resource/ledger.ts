/**
 * Ledgers: read-only resources of movements that documents post (document.ts). One signed row per
 * posted line, with its dimensions (material, storehouse …), the quantity and amount moved, and the
 * document it came from; the balance calls sum them per dimension.
 *
 * @example
 *   export const stock = defineLedger({
 *     id: 'stock', title: 'depot.stock', api: { list: '/cloud/x/stock/flowList' },
 *     dimensions: { materialId: reference({ resource: 'material', display: 'materialName' }),
 *                   storehouseId: reference({ resource: 'storehouse', display: 'storehouseName' }) },
 *     balance: ['/cloud/x/stockCheck/sumStockList', { call: '/cloud/x/stockCheck/sumStockListGreaterThanZero', positive: true }],
 *     sources: [{ value: 'stockIn', label: 'depot.stockIn' }, { value: 'stockOut', label: 'depot.stockOut' }],
 *   });
 */
import { defineResource } from './defineResource';
import type { LedgerOptions } from './document';
import { datetime, enumOf, number, text } from './fields';
import type { ApiCall, EnumOption, FieldDef, NumberField, ReferenceField, ResourceDef } from './types';

type LedgerInput<D extends Record<string, ReferenceField | FieldDef>> = {
  id: string;
  title: string;
  /** The movements' own calls (a flow list, its export). */
  api?: { list?: ApiCall; export?: ApiCall };
  dimensions: D;
  quantity?: NumberField;
  /** Keep amounts beside quantities. */
  amount?: NumberField;
  allowNegative?: boolean;
  balance?: LedgerOptions['balance'];
  /**
   * The documents that post into the ledger (their resource ids, stored as each movement's source
   * type) with their titles: the source type is then a choice, shown and filtered by document name.
   */
  sources?: readonly EnumOption[];
};

/**
 * A ledger: a read-only resource of movements (one signed row per posted line) with its dimensions,
 * the quantity and amount moved, and where each movement came from; its balances are served by the
 * `balance` calls. Put it in the module's `resources` like any resource.
 */
export function defineLedger<const D extends Record<string, ReferenceField | FieldDef>>(input: LedgerInput<D>) {
  const dimensions = Object.fromEntries(Object.entries(input.dimensions).map(([k, f]) => [k, { filter: 'eq' as const, ...f }]));
  const fields: Record<string, FieldDef> = {
    ...dimensions,
    quantity: input.quantity ?? number({ label: 'kit.ledger.quantity', precision: 4, min: -1e12, max: 1e12 }),
    ...(input.amount ? { amount: input.amount } : {}),
    sourceType: input.sources
      ? enumOf({ label: 'kit.ledger.sourceType', options: input.sources, filter: 'eq' })
      : text({ label: 'kit.ledger.sourceType', max: 48, filter: 'eq' }),
    sourceId: number({ label: 'kit.ledger.sourceId', integer: true, min: 1, filter: 'eq', column: false }),
    sourceNo: text({ label: 'kit.ledger.sourceNo', max: 64, filter: true }),
    direction: enumOf({ label: 'kit.ledger.direction', options: [{ value: 'in', label: 'kit.ledger.in' }, { value: 'out', label: 'kit.ledger.out' }], filter: true }),
    postedAt: datetime({ label: 'kit.ledger.postedAt', filter: true, sortable: true }),
  };
  const ledger: LedgerOptions = {
    dimensions: Object.keys(input.dimensions),
    quantity: 'quantity',
    ...(input.amount ? { amount: 'amount' } : {}),
    ...(input.allowNegative ? { allowNegative: true } : {}),
    ...(input.balance ? { balance: input.balance } : {}),
  };
  return defineResource({ id: input.id, title: input.title, api: input.api ?? {}, fields, readOnly: true, ledger, defaultSort: { field: 'postedAt', order: 'desc' } });
}

/**
 * The balances of a ledger as a read-only list definition (its `index`-th balance call): the
 * dimensions (filterable) with the quantity and amount summed — `<ResourcePage def={ledgerBalance(stock)} />`.
 */
export function ledgerBalance(ledger: ResourceDef, index = 0) {
  const options = ledger.ledger;
  const entry = options?.balance?.[index];
  if (!options || !entry) throw new Error(`${ledger.id} has no balance call ${index}`);
  const call = typeof entry === 'object' && 'call' in entry ? entry.call : (entry as ApiCall);
  const fields: Record<string, FieldDef> = {};
  for (const d of options.dimensions) fields[d] = { ...ledger.fields[d]!, filter: 'eq', label: ledger.fields[d]!.label ?? `${ledger.title}.${d}` };
  fields.quantity = { ...ledger.fields.quantity!, label: 'kit.ledger.balance', filter: false };
  if (options.amount) fields.amount = { ...ledger.fields.amount!, filter: false };
  return defineResource({ id: `${ledger.id}Balance${index || ''}`, title: ledger.title, api: { list: call }, fields, readOnly: true });
}
