/**
 * Documents with line items and the ledgers they post to. A document is a resource whose rows own
 * lines of another resource (stock-in order → its material lines, recycling record → its details);
 * the two are saved in one transaction, with computed line values (amount = quantity × price) and
 * totals on the document (sum of amounts, count of lines). A document that posts (`posting`) writes
 * movements into a ledger — a read-only resource of signed entries per dimension (material ×
 * storehouse) whose sums are the balances; a posted document is never edited: it is reversed, which
 * writes the opposite entries. No balance goes below zero unless the ledger allows it.
 *
 * @example
 *   export const stockIn = defineResource({
 *     id: 'stockIn', title: 'depot.stockIn', api: { list: '…/pageList', create: '…/create', remove: '…/delete' },
 *     fields: { orderNo: text(), storehouseId: reference({ resource: 'storehouse', display: 'storehouseName' }),
 *               status: documentStatus(), totalAmount: money({ form: false }) },
 *     document: { lines: 'stockInLine', parent: 'orderId', compute: { amount: { product: ['quantity', 'price'] } },
 *                 totals: { totalAmount: { sum: 'amount' } }, posting: { ledger: 'stock', sign: 1,
 *                 dimensions: { materialId: 'materialId', storehouseId: 'storehouseId' }, quantity: 'quantity' },
 *                 postOnCreate: true, api: { lines: '…/getDetailList' } },
 *   });
 */
import { enumOf } from './fields';
import type { ApiCall, EnumField, FieldDef, ResourceDef, ResourceInput } from './types';

/** The states of a document that posts: written as a draft, posted into its ledgers, reversed. */
export const DOCUMENT_STATES = ['draft', 'posted', 'reversed'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** A line value computed from the line's own fields: their product (quantity × price) or sum. */
export type LineCompute = { product: readonly string[] } | { sum: readonly string[] };

/** A document total: the sum of a line field, or the number of lines. */
export type TotalRule = { sum: string } | { count: true };

/** How a document's lines move a ledger when it is posted. */
export type Posting = {
  /** The ledger resource (in the same module). */
  ledger: string;
  /** In (+1: stock in) or out (−1: stock out). */
  sign: 1 | -1;
  /** Each ledger dimension ← the line's field of this name, else the document's (line first). */
  dimensions: Record<string, string>;
  /** The line field holding the quantity moved. */
  quantity: string;
  /** The line field holding the amount moved, when the ledger keeps amounts. */
  amount?: string;
};

export type DocumentOptions = {
  /** The line resource (in the same module); its rows are the document's lines. */
  lines: string;
  /** The line field naming its document: a reference to this resource, set by the engine. */
  parent: string;
  /** The request field carrying the lines as a JSON array (default 'lines'). */
  linesField?: string;
  /** Fewest lines a document may have (default 1). */
  minLines?: number;
  /** Line fields computed on both sides (the form shows them live; the server computes them again). */
  compute?: Record<string, LineCompute>;
  /** Document fields computed from its lines. */
  totals?: Record<string, TotalRule>;
  /** The document's state field (documentStatus()); required when it posts (default 'status'). */
  status?: string;
  /** The ledgers the document posts into. */
  posting?: Posting | readonly Posting[];
  /** Posted in the same transaction as it is created (the spec's stock orders have create and delete only). */
  postOnCreate?: boolean;
  /** Deleting a posted document: refused (default: reverse first), or reverses it (kept, marked reversed). */
  removePosted?: 'refuse' | 'reverse';
  /** The document's own calls: its lines (getDetailList), post, reverse. */
  api?: { lines?: ApiCall | readonly ApiCall[]; post?: ApiCall; reverse?: ApiCall };
};

export type LedgerOptions = {
  /** The fields a balance is kept per (material, storehouse …). */
  dimensions: readonly string[];
  quantity: string;
  amount?: string;
  /** Balances may go below zero (default false: a movement that would is refused, naming the balance). */
  allowNegative?: boolean;
  /** The balance calls: pages of sums per dimension; `positive` ones leave out zero and negative balances. */
  balance?: readonly (ApiCall | { call: ApiCall; positive?: boolean })[];
};

/** The postings of a document as a list. */
export const postingsOf = (d: DocumentOptions): readonly Posting[] => (!d.posting ? [] : 'ledger' in d.posting ? [d.posting as Posting] : (d.posting as readonly Posting[]));

export const linesFieldOf = (d: DocumentOptions): string => d.linesField ?? 'lines';
export const statusFieldOf = (d: DocumentOptions): string => d.status ?? 'status';

/** A document's state field: draft / posted / reversed, set by the engine only. */
export function documentStatus(o: { label?: string; filter?: boolean } = {}): EnumField {
  return enumOf({
    options: DOCUMENT_STATES.map((s) => ({ value: s, label: `kit.document.state.${s}` })),
    form: false,
    import: false,
    filter: o.filter ?? true,
    default: 'draft',
    ...(o.label ? { label: o.label } : {}),
  });
}

function round(v: number, f: FieldDef | undefined): number {
  const places = f && (f.type === 'number' || f.type === 'money') ? (f.precision ?? (f.type === 'money' ? 2 : f.integer ? 0 : 4)) : 4;
  const p = 10 ** places;
  return Math.round(v * p) / p;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/**
 * Computes the lines' computed fields and the document's totals, the same in the form and on the
 * server. A computed value is null while one of its inputs is blank.
 */
export function computeDocument(d: DocumentOptions, lineDef: ResourceDef, docDef: ResourceDef, lines: readonly Record<string, unknown>[]) {
  const computed = lines.map((line) => {
    const out = { ...line };
    for (const [name, rule] of Object.entries(d.compute ?? {})) {
      const inputs = ('product' in rule ? rule.product : rule.sum).map((f) => num(out[f]));
      out[name] = inputs.some((x) => x === null)
        ? null
        : round(inputs.reduce<number>((a, b) => ('product' in rule ? a * b! : a + b!), 'product' in rule ? 1 : 0), lineDef.fields[name]);
    }
    return out;
  });
  const totals: Record<string, number> = {};
  for (const [name, rule] of Object.entries(d.totals ?? {})) {
    totals[name] = 'count' in rule ? computed.length : round(computed.reduce((s, l) => s + (num(l[rule.sum]) ?? 0), 0), docDef.fields[name]);
  }
  return { lines: computed, totals };
}

/** Checks a document's options against its own and its lines' fields; throws naming the resource. */
export function checkDocumentOptions(def: ResourceInput, lineDef: ResourceDef | undefined, ledgers: (id: string) => ResourceDef | undefined): void {
  const d = def.document!;
  const where = `${def.id}.document`;
  if (!lineDef) throw new Error(`${where}: no line resource "${d.lines}"`);
  const parent = lineDef.fields[d.parent];
  if (!parent || parent.type !== 'reference' || parent.resource !== def.id) throw new Error(`${where}: ${d.lines}.${d.parent} must be reference({ resource: '${def.id}' })`);
  for (const [name, rule] of Object.entries(d.compute ?? {})) {
    if (!lineDef.fields[name]) throw new Error(`${where}.compute: no line field "${name}"`);
    for (const f of 'product' in rule ? rule.product : rule.sum) if (!lineDef.fields[f]) throw new Error(`${where}.compute.${name}: no line field "${f}"`);
  }
  for (const [name, rule] of Object.entries(d.totals ?? {})) {
    if (!def.fields[name]) throw new Error(`${where}.totals: no field "${name}"`);
    if ('sum' in rule && !lineDef.fields[rule.sum]) throw new Error(`${where}.totals.${name}: no line field "${rule.sum}"`);
  }
  const postings = postingsOf(d);
  if (postings.length && def.fields[statusFieldOf(d)]?.type !== 'enum') throw new Error(`${where}: a posting document needs a status field (documentStatus())`);
  for (const p of postings) {
    const ledger = ledgers(p.ledger);
    if (!ledger?.ledger) throw new Error(`${where}.posting: no ledger "${p.ledger}"`);
    for (const dim of ledger.ledger.dimensions) {
      const from = p.dimensions[dim];
      if (!from || !(lineDef.fields[from] ?? def.fields[from])) throw new Error(`${where}.posting: ledger dimension "${dim}" has no line or document field`);
    }
    if (!lineDef.fields[p.quantity]) throw new Error(`${where}.posting: no line field "${p.quantity}"`);
    if (p.amount && !lineDef.fields[p.amount]) throw new Error(`${where}.posting: no line field "${p.amount}"`);
  }
}
