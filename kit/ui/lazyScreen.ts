/**
 * A module screen loaded when its route first renders (React.lazy over a named export), so a page
 * downloads only the screens a user opens — a list page never pays for a board's charts. ModuleApp
 * shows its routes under a Suspense boundary.
 *
 * @example
 *   const KanbanBoard = lazyScreen(() => import('./screens/KanbanBoard'), 'KanbanBoard');
 *   <ModuleApp screens={{ kanban: <KanbanBoard /> }} ... />
 */
import { lazy, type ComponentType } from 'react';

// No side effects: a module holding an unused lazy screen is dropped from the bundle like any unused code.
/* @__NO_SIDE_EFFECTS__ */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the screen keeps its own props type
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
