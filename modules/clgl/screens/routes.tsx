/**
 * The page's hash routes, one per menu entry of manifest.ts: /r/<id> (a resource or report list),
 * /classic/<id> (the older generation's screen of the same table), /platform/car and /kanban/<board>.
 */
import type { ModuleRoute } from '../../../kit/ui';
import { ResourcePage } from '../../../kit/ui';
import { DUAL, type DualId } from '../resources/paths';
import { KanbanScreen } from './KanbanScreen';
import { BOARDS, classicView, pageModule, platformCar } from './views';

export function clglRoutes(): ModuleRoute[] {
  const lists = [...pageModule.resources, ...(pageModule.reports ?? [])].map((def) => ({ path: `/r/${def.id}`, element: <ResourcePage key={def.id} def={def} /> }));
  const classics = (Object.keys(DUAL) as DualId[]).map((id) => {
    const def = classicView(id);
    return { path: `/classic/${id}`, element: <ResourcePage key={def.id} def={def} /> };
  });
  const boards = BOARDS.map((b) => ({ path: `/kanban/${b}`, element: <KanbanScreen key={b} board={b} /> }));
  return [...boards, ...lists, ...classics, { path: '/platform/car', element: <ResourcePage key="carPlatform" def={platformCar} /> }];
}
