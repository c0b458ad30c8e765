/**
 * What a load of garbage weighs, one definition for every figure of the product (垃圾收运, 垃圾分类's
 * sorting data, transport and treatment boards):
 * - the destination weighbridge's confirmed net weight when there is one;
 * - else max(gross − tare, 0) when both were weighed;
 * - else no valid weight: the load is left out of tonnage and averages, never counted as 0.
 * A transfer leg (station → plant) carries garbage already collected: it is not counted again as
 * collected garbage (it is the plant's intake).
 *
 * @example
 *   loadWeight({ confirmedNet: 7.92, gross: 18.1, tare: 10 })   // 7.92
 *   loadWeight({ gross: 9.5, tare: 10.2 })                       // 0
 *   loadWeight({ gross: 9.5 })                                   // null
 *   tonnage([{ gross: 18, tare: 10 }, { gross: 12 }])           // { tonnes: 8, counted: 1, leftOut: 1, average: 8 }
 */

/** A weighed load: tonnes, as the weighbridge and the truck's scale report them. */
export type Load = {
  /** The destination weighbridge's confirmed net weight. */
  confirmedNet?: number | null;
  gross?: number | null;
  tare?: number | null;
  /** 'transfer': a station → plant leg (not collected garbage); default 'collect'. */
  leg?: 'collect' | 'transfer' | null;
};

const valid = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** The load's weight in tonnes, or null when it has no valid weight. */
export function loadWeight(load: Load): number | null {
  if (valid(load.confirmedNet)) return round(load.confirmedNet);
  if (valid(load.gross) && valid(load.tare)) return round(Math.max(load.gross - load.tare, 0));
  return null;
}

export type Tonnage = {
  /** The sum of valid weights, tonnes: 0 when there was no load, null when loads came but none had a weight (unknown, not 0). */
  tonnes: number | null;
  /** Loads with a valid weight. */
  counted: number;
  /** Loads left out for want of a valid weight. */
  leftOut: number;
  /** Mean weight of the counted loads (null when none). */
  average: number | null;
};

/**
 * Collected tonnage of `loads`: transfer legs are skipped (pass `{ legs: 'transfer' }` for a plant's
 * intake, which counts only them), loads without a valid weight are counted in `leftOut`.
 */
export function tonnage(loads: Iterable<Load>, o: { legs?: 'collect' | 'transfer' } = {}): Tonnage {
  const want = o.legs ?? 'collect';
  let sum = 0;
  let counted = 0;
  let leftOut = 0;
  for (const load of loads) {
    if ((load.leg ?? 'collect') !== want) continue;
    const w = loadWeight(load);
    if (w === null) leftOut += 1;
    else {
      sum += w;
      counted += 1;
    }
  }
  // No load at all is a known nothing (0 t); loads none of which has a weight are an unknown (null).
  return { tonnes: counted ? round(sum) : leftOut ? null : 0, counted, leftOut, average: counted ? round(sum / counted) : null };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
