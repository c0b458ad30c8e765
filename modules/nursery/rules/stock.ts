/**
 * The nursery's stock rules, pure (README "Stock as a movement journal"):
 * - A movement's `change` is its signed effect on one stock line: + for an increase and a transfer's
 *   in-half, − for a transplant out, a loss and a transfer's out-half; a stock-take adjustment is the
 *   counted quantity minus the line's balance on that day.
 * - A stock line is (species, group area, diameter, height, canopy); its balance is Σ change.
 * - The journal of a line may never run below zero on any day (movements in date order, then entry
 *   order): a movement (or a deletion) that would make it negative is refused and nothing changes.
 * - A line's value is quantity × unit price × the factor of its latest recorded condition.
 */

export type Kind = 'increase' | 'transplant' | 'loss' | 'transfer' | 'adjust';
export type Book = 'increase' | 'removal' | 'record';
export type Condition = 'good' | 'fair' | 'poor';

/** The book (the spec's entity) each kind is entered in. */
export const BOOK_OF: Record<Kind, Book> = { increase: 'increase', transplant: 'removal', loss: 'removal', transfer: 'record', adjust: 'record' };

/** The kind a book's form means when none is chosen. */
export const DEFAULT_KIND: Partial<Record<Book, Kind>> = { increase: 'increase', removal: 'transplant' };

/** What a condition keeps of a plant's unit price: good 100 %, fair 70 %, poor 40 %. */
export const CONDITION_FACTOR: Record<Condition, number> = { good: 1, fair: 0.7, poor: 0.4 };

export type Spec = { subTypeId: number; groupAreaId: number; diameter: number; height: number; canopy: number | null };
export type Move = Spec & { id?: number; movedOn: string; change: number; condition?: Condition | null };

/** The key of a stock line. */
export const lineKey = (s: Spec): string => [s.subTypeId, s.groupAreaId, Number(s.diameter), Number(s.height), s.canopy === null || s.canopy === undefined ? '' : Number(s.canopy)].join('|');

/** The signed change of a movement of `kind` of `quantity` plants (adjust: see adjustChange; transfer: the out-half). */
export function signedChange(kind: Exclude<Kind, 'adjust'>, quantity: number, direction: 'out' | 'in' | null = null): number {
  if (kind === 'increase') return quantity;
  if (kind === 'transfer') return direction === 'in' ? quantity : -quantity;
  return -quantity;
}

/** Date order, then entry order (ids; a movement not yet written comes after those of its day). */
const byTime = (a: Move, b: Move) => a.movedOn.localeCompare(b.movedOn) || (a.id ?? Infinity) - (b.id ?? Infinity);

/** A line's balance at the end of `day` (every movement of that day counted). */
export function balanceOn(moves: readonly Move[], day: string): number {
  return moves.filter((m) => m.movedOn <= day).reduce((sum, m) => sum + m.change, 0);
}

/** The change a stock-take that counted `counted` plants on `day` records: counted − balance that day. */
export function adjustChange(moves: readonly Move[], day: string, counted: number): number {
  return counted - balanceOn(moves, day);
}

/** The first point where one line's journal runs below zero (day and balance), or null when it never does. */
export function firstNegative(moves: readonly Move[]): { movedOn: string; balance: number } | null {
  let balance = 0;
  for (const m of [...moves].sort(byTime)) {
    balance += m.change;
    if (balance < 0) return { movedOn: m.movedOn, balance };
  }
  return null;
}

/** The value of `quantity` plants at `unitPrice` in `condition` (unknown price: null, never 0). */
export function stockValue(quantity: number, unitPrice: number | null, condition: Condition | null): number | null {
  if (unitPrice === null || unitPrice === undefined) return null;
  return Math.round(quantity * unitPrice * CONDITION_FACTOR[condition ?? 'good'] * 100) / 100;
}

export type StockLine = Spec & { key: string; quantity: number; condition: Condition | null };

/** The current stock: one line per key with a balance other than zero, its latest recorded condition. */
export function stockLines(moves: readonly Move[]): StockLine[] {
  const lines = new Map<string, StockLine & { at: string }>();
  for (const m of [...moves].sort(byTime)) {
    const key = lineKey(m);
    const line = lines.get(key) ?? { key, subTypeId: m.subTypeId, groupAreaId: m.groupAreaId, diameter: Number(m.diameter), height: Number(m.height), canopy: m.canopy === null || m.canopy === undefined ? null : Number(m.canopy), quantity: 0, condition: null, at: '' };
    line.quantity += m.change;
    if (m.condition) line.condition = m.condition;
    lines.set(key, line);
  }
  return [...lines.values()].filter((l) => l.quantity !== 0).map(({ at: _at, ...l }) => l);
}
