/**
 * The definitions as the page's screens use them (plain data, no React): every resource with all of
 * its calls; the older generation's screens (the same tables at /cloud/clgl/<entity>/); the platform
 * account screen of vehicles (/cloud/yht/v2/web/car/); and the boards. The coverage test reads this
 * file to check every spec call is used by a screen.
 */
import { fieldList, type ActionDef, type ModuleResources, type ResourceDef } from '../../../kit/resource';
import registry, { pageReports, pageResources } from '../resources';
import { car } from '../resources/car';
import { classic, classicApi, CLASSIC, DUAL, type DualId } from '../resources/paths';

/** In the browser the recycle flag is no filter: the server keeps recycled rows out of every list. */
function browserView(def: ResourceDef): ResourceDef {
  if (!(def.id in DUAL)) return def;
  const fields = Object.fromEntries(fieldList(def).map((f) => [f.name, f.name === 'recycled' ? { ...f, filter: false } : def.fields[f.name]!]));
  return { ...def, fields };
}

/** The module registry the page's kit works with (reference loaders read each resource's list call). */
export const pageModule: ModuleResources = { ...registry, resources: pageResources.map(browserView), reports: pageReports };

const byId = new Map([...pageModule.resources, ...pageReports].map((r) => [r.id, r]));
export const screenDef = (id: string): ResourceDef | undefined => byId.get(id);

/** The older generation's screen of a dual entity: load/update/delete/import/export/bkExport of the same table. */
export function classicView(id: DualId): ResourceDef {
  const def = byId.get(id)!;
  const segment = DUAL[id];
  const { all: _v2only, ...actions } = def.actions ?? {};
  const bkExport: ActionDef = { api: classic(segment, 'bkExport'), label: 'clgl.action.bkExport', scope: 'toolbar', download: true };
  return { ...def, id: `${id}Classic`, api: classicApi(segment), actions: { ...actions, bkExport } };
}

/** Vehicles through the platform's account calls (insert, update, import), listed by the fleet's page call. */
export const platformCar: ResourceDef = {
  ...browserView(car),
  id: 'carPlatform',
  title: 'clgl.platformCar',
  api: { list: car.api.list!, create: '/cloud/yht/v2/web/car/insert', update: '/cloud/yht/v2/web/car/update', import: '/cloud/yht/v2/web/car/import' },
  actions: { newGroupCode: car.actions!.newGroupCode! },
};

export const BOARDS = ['operational', 'oil', 'cost', 'inputOutput', 'pzdc'] as const;
export const boardCall = (board: string) => `${CLASSIC}/kanban/${board}`;

/** Every call a screen makes: the lists, forms, imports, exports, actions and boards. */
export function screenCalls(): string[] {
  const defs: ResourceDef[] = [...byId.values(), ...(Object.keys(DUAL) as DualId[]).map(classicView), platformCar];
  const out = new Set<string>();
  const add = (c: unknown) => {
    if (!c) return;
    out.add(typeof c === 'string' ? c.replace(/^(GET|POST)\s+/, '') : (c as { path: string }).path);
  };
  for (const d of defs) {
    Object.values(d.api).forEach(add);
    Object.values(d.actions ?? {}).forEach((a) => add(a.api));
  }
  BOARDS.forEach((b) => add(boardCall(b)));
  add(registry.enums?.api);
  return [...out];
}
