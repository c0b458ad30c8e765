/**
 * One table, two generations of paths. For each entity of `DUAL` the engine serves the v2 insert,
 * update, selectOne and import; this file serves the rest of both generations over the same table:
 * v2 page/list/deletes/export and the older load/update/delete/import/export/bkExport. Deletes are
 * soft (the row goes to the recycle list), so every list and export here hides recycled rows.
 */
import { fieldList, formFields, HandlerError, type DownloadAnswer, type Handler, type HandlerContext, type ResourceDef } from '../../../kit/resource';
import { CLASSIC, DUAL, pathOf, V2, type DualId } from '../resources/paths';
import { cellsOf, exportColumns, idsOf, listQueryOf, live, now, referenceLookups, stamp } from './common';
import { exportFields } from '../../../kit/resource';

type Input = Record<string, unknown>;

/** Entity-specific behaviour on top of the shared calls (money movements of refuels). */
export type DualHooks = {
  create?: (ctx: HandlerContext, values: Input) => Promise<Record<string, unknown>>;
  recycled?: (ctx: HandlerContext, row: Record<string, unknown>) => Promise<void>;
};

/** Only what a form may send (a client never writes the recycle flag, balances or states). */
export function formValues(def: ResourceDef, input: Input): Input {
  const out: Input = {};
  for (const f of formFields(def)) {
    if (f.name in input) out[f.name] = input[f.name];
    if (f.type === 'dateRange') for (const k of [`${f.name}Start`, `${f.name}End`]) if (k in input) out[k] = input[k];
  }
  return out;
}

const page = (def: ResourceDef): Handler => ({ store, input }) => store.list(def.id, listQueryOf(input, { recycled: false }));

const listAll = (def: ResourceDef): Handler => ({ store, input }) => store.all(def.id, { ...input, recycled: false }, 5000);

async function* pages(ctx: HandlerContext, def: ResourceDef, fixed: Input) {
  for (let pageNo = 1; ; pageNo++) {
    const p = await ctx.store.list(def.id, { ...listQueryOf(ctx.input, fixed), pageNo, pageSize: 1000 });
    for (const r of p.records) yield r;
    if (p.records.length < 1000) return;
  }
}

/** The export of the rows matching the request's filters (recycled rows left out). */
export function exportOf(def: ResourceDef): Handler {
  return async (ctx): Promise<DownloadAnswer> => {
    const fields = exportFields(def);
    const lookups = await referenceLookups(ctx.store, fields);
    const rows = (async function* () {
      for await (const r of pages(ctx, def, { recycled: false })) yield cellsOf(fields, r, lookups, ctx.t);
    })();
    return { download: true, fileName: `${ctx.t(def.title)}_${stamp()}.xlsx`, columns: exportColumns(def, ctx.t), rows };
  };
}

/** Backup export: every row (the recycled ones too, flagged), every field, with the audit columns. */
export function backupOf(def: ResourceDef): Handler {
  return async (ctx): Promise<DownloadAnswer> => {
    const fields = fieldList(def);
    const lookups = await referenceLookups(ctx.store, fields);
    const audit = ['createdBy', 'createdAt', 'updatedBy', 'updatedAt'];
    const rows = (async function* () {
      for await (const r of pages(ctx, def, {})) {
        yield { id: r.id, ...cellsOf(fields, r, lookups, ctx.t), ...Object.fromEntries(audit.map((k) => [k, r[k]])) };
      }
    })();
    const columns = [
      { key: 'id', header: 'ID' },
      ...fields.map((f) => ({ key: f.name, header: ctx.t(f.label) })),
      ...audit.map((k) => ({ key: k, header: ctx.t(`clgl.audit.${k}`) })),
    ];
    return { download: true, fileName: `${ctx.t(def.title)}_${ctx.t('clgl.action.bkExport')}_${stamp()}.xlsx`, columns, rows };
  };
}

/**
 * The older generation's import (and the platform's car import): the engine's import of the uploaded
 * sheet, all-or-nothing in one transaction; with a `create` hook each row is written through it
 * inside that transaction (a refuel paid by card moves the card's balance).
 */
export function importOf(def: ResourceDef, create?: DualHooks['create']): Handler {
  return (ctx) =>
    ctx.store.importFile(def.id, ctx.input.file, {
      mode: ctx.input.mode === 'check' || ctx.input.mode === 'valid' ? ctx.input.mode : 'all',
      create: create ? (values, store) => create({ ...ctx, store }, values) : undefined,
    });
}

/** Creates without an id, updates with one (the older `update` and the platform's car calls). */
export function upsertOf(def: ResourceDef, hooks: DualHooks = {}): Handler {
  return async (ctx) => {
    const values = formValues(def, ctx.input);
    const id = ctx.input.id;
    if (id === undefined || id === null || id === '') return hooks.create ? hooks.create(ctx, values) : ctx.store.create(def.id, values);
    const row = await live(ctx.store, def.id, idsOf(ctx.input, ctx.t)[0]!, ctx.t);
    return ctx.store.update(def.id, row.id as number, values);
  };
}

/** Moves the rows to the recycle list; refused when none of them is a live row of the caller. */
export function recycleOf(def: ResourceDef, hooks: DualHooks = {}): Handler {
  return async (ctx) => {
    const ids = idsOf(ctx.input, ctx.t);
    let deleted = 0;
    for (const id of ids) {
      const row = await ctx.store.get(def.id, id);
      if (!row || row.recycled === true) continue;
      await ctx.store.update(def.id, id, { recycled: true, recycledAt: now() });
      await hooks.recycled?.(ctx, row);
      deleted++;
    }
    if (!deleted) throw new HandlerError(ctx.t('kit.server.notFound'));
    return { deleted };
  };
}

/** Every handler of one dual entity, keyed by call. */
export function dualHandlers(def: ResourceDef, hooks: DualHooks = {}): Record<string, Handler> {
  const v2 = (op: string) => `POST ${V2}/${def.id}/${op}`;
  const old = (op: string) => `${CLASSIC}/${DUAL[def.id as DualId]}/${op}`;
  const out: Record<string, Handler> = {
    [v2('page')]: page(def),
    [v2('list')]: listAll(def),
    [v2('deletes')]: recycleOf(def, hooks),
    [v2('export')]: exportOf(def),
    [old('load')]: page(def),
    [old('update')]: upsertOf(def, hooks),
    [old('delete')]: recycleOf(def, hooks),
    [old('import')]: importOf(def, hooks.create),
    [old('export')]: exportOf(def),
    [old('bkExport')]: backupOf(def),
  };
  if (hooks.create) out[v2('insert')] = (ctx) => hooks.create!(ctx, formValues(def, ctx.input));
  return out;
}

/** The paths the module's server answers for a dual entity (the coverage test reads them). */
export const dualPaths = (def: ResourceDef) => Object.keys(dualHandlers(def, { create: async () => ({}) })).map(pathOf);
