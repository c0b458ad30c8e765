/**
 * References across modules: a reference field names a resource of its own module (`'route'`) or,
 * with its owner, a resource of another module (`'clgl.car'`, `'staff.commonStaff'`). The server checks
 * at start that every such target is served, writes and deletes are checked across modules, and the
 * browser reads the target's options through the engine's reference call (a module page never imports
 * another module's definitions).
 *
 * @example
 *   fields: { carId: reference({ resource: 'clgl.car', display: 'carNo', filter: true }) }
 */

/** The engine's call answering a referenced resource's options across modules (ids and display texts). */
export const REFERENCE_OPTIONS_CALL = 'POST /cloud/kit/reference/options';

/** Where a reference points: its owning module, the resource id, and whether that is another module. */
export type ReferenceTarget = { module: string; resource: string; foreign: boolean };

/** Reads `'car'` (a resource of `from`) or `'clgl.car'` (resource `car` of module `clgl`). */
export function referenceTarget(ref: string, from: string): ReferenceTarget {
  const dot = ref.indexOf('.');
  if (dot < 0) return { module: from, resource: ref, foreign: false };
  const module = ref.slice(0, dot);
  return { module, resource: ref.slice(dot + 1), foreign: module !== from };
}

/** Whether a reference names another module's resource (`'module.resource'`). */
export const isForeignReference = (ref: string): boolean => ref.includes('.');

/** One option of a referenced resource: its id, display text, and parent id when it is a tree. */
export type ReferenceOption = { value: string; label: string; parent?: string | null };
