/**
 * One device on one box at a time, pure. Binding a device that is bound to another box is refused
 * (the user unbinds it there first: a sensor is moved on purpose, never silently); binding a box
 * that carries another device replaces it, closing that device's binding at the same time.
 */

/** An open binding (unboundAt is null) as the rule reads it. */
export type OpenBinding = { id: number; boxId: number; deviceCode: string };

export type BindDecision =
  | { ok: true; close: OpenBinding[] }
  | { ok: false; reason: 'sameBox' | 'otherBox'; binding: OpenBinding };

/** What binding `deviceCode` to `boxId` does, given every open binding of the tenant. */
export function decideBind(open: readonly OpenBinding[], boxId: number, deviceCode: string): BindDecision {
  const own = open.find((b) => b.deviceCode === deviceCode);
  if (own) return { ok: false, reason: own.boxId === boxId ? 'sameBox' : 'otherBox', binding: own };
  return { ok: true, close: open.filter((b) => b.boxId === boxId) };
}
