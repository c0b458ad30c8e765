/**
 * The definitions as the page's screens use them (plain data, no React): the module registry (every
 * resource with its calls, the reports and the car recycle list); the older generation's screen of
 * each entity of both generations (the same tables at /cloud/clgl/<entity>/); the platform account
 * screen of vehicles (/cloud/yht/v2/web/car/); and the boards. The coverage test reads this file to
 * check every spec call is used by a screen.
 */
import { apiGeneration, everyCall, parseCall, type ModuleResources, type ResourceDef } from '../../../kit/resource';
import registry from '../resources';
import { car } from '../resources/car';
import { classic, CLASSIC, DUAL, type DualId } from '../resources/paths';

/** The module registry the page's kit works with (reference loaders read each resource's list call). */
export const pageModule: ModuleResources = registry;

const byId = new Map([...registry.resources, ...(registry.reports ?? [])].map((r) => [r.id, r]));
export const screenDef = (id: string): ResourceDef | undefined => byId.get(id);

/** The older generation's screen of an entity of both: its classic calls, with a backup export button. */
export function classicView(id: DualId): ResourceDef {
  const def = apiGeneration(byId.get(id)!, 'classic');
  const { all: _v2only, ...actions } = def.actions ?? {};
  // The button calls the generation's backup export, so it needs the entity's export function.
  return {
    ...def,
    functions: { ...def.functions, 'act.bkExport': 'export' },
    actions: { ...actions, bkExport: { api: classic(DUAL[id], 'bkExport'), label: 'clgl.action.bkExport', scope: 'toolbar', download: true } },
  };
}

/** Vehicles through the platform's account calls (insert, update, import), listed by the fleet's page call. */
export const platformCar: ResourceDef = { ...apiGeneration(car, 'platform'), title: 'clgl.platformCar', actions: { newGroupCode: car.actions!.newGroupCode! } };

export const BOARDS = ['operational', 'oil', 'cost', 'inputOutput', 'pzdc'] as const;
export const boardCall = (board: string) => `${CLASSIC}/kanban/${board}`;

/** Every call a screen makes: the lists, forms, imports, exports, actions and boards. */
export function screenCalls(): string[] {
  const defs: ResourceDef[] = [...byId.values(), ...(Object.keys(DUAL) as DualId[]).map(classicView), platformCar];
  const out = new Set<string>();
  for (const d of defs) {
    for (const c of everyCall(d)) out.add(c.call.path);
    for (const a of Object.values(d.actions ?? {})) out.add(parseCall(a.api).path);
  }
  BOARDS.forEach((b) => out.add(boardCall(b)));
  if (registry.enums) out.add(parseCall(registry.enums.api).path);
  return [...out];
}
