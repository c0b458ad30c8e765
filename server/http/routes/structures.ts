/**
 * The HTTP face of the structures a definition may declare (server/resources: trees.ts, documents.ts,
 * ledgers.ts, workflows.ts, links.ts). A document's and a workflow's CRUD operations replace the
 * engine's at every call of every API generation (`structureOperations`, merged by the resource
 * routes); their own calls — tree calls, a document's lines/post/reverse, a ledger's balances, a
 * workflow's actions, log and info — are served by `structureRoutes`, and the reference options call
 * across modules by `referenceRoutes`. Every call has the resource routes' sign-in, tenant check,
 * packings and refusals.
 */
import type { FastifyInstance } from 'fastify';
import { callList, functionOf, REFERENCE_OPTIONS_CALL, type Operation, type ResourceDef } from '../../resources/kit';
import { postDocument, documentLines, removeDocuments, saveDocument, withLines } from '../../resources/documents';
import { balanceCalls, balancePage } from '../../resources/ledgers';
import type { ResourceStore } from '../../resources/store';
import { treeOf } from '../../resources/trees';
import { ok } from '../envelope';
import { idOf, idsOf, serve, type Input, type OpHandler } from './resources';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The operations a document (saved with its lines, locked once posted) and a workflow (a create starts
 * the record in its initial state) take over from the engine; a workflow's create wins over a
 * document's.
 */
export function structureOperations(store: ResourceStore, def: ResourceDef): Partial<Record<Operation, OpHandler>> {
  const t = store.t;
  const out: Partial<Record<Operation, OpHandler>> = {};
  const d = def.document;
  if (d) {
    const save = async (input: Input, caller: Parameters<OpHandler>[1], id: number | null) => ok(await saveDocument(store, caller, def, input, id), t('kit.server.saved'));
    out.create = (input, caller) => save(input, caller, null);
    out.update = (input, caller) => save(input, caller, idOf(input.id, store));
    out.upsert = (input, caller) => save(input, caller, blank(input.id) ? null : idOf(input.id, store));
    out.get = async (input, caller) => ok(await withLines(store, caller, def, idOf(input.id ?? input[d.parent], store), store.db));
    out.remove = async (input, caller) => {
      const answer = await removeDocuments(store, caller, def, idsOf(input, store));
      return ok(answer, t(answer.reversed ? 'kit.document.reversed' : 'kit.server.deleted'));
    };
  }
  if (def.workflow && store.ext) {
    const flow = store.ext.workflow(store, def);
    const start = async (input: Input, caller: Parameters<OpHandler>[1]) => ok(await flow.startFrom(caller, input), t('kit.server.saved'));
    out.create = start;
    out.upsert = async (input, caller) =>
      blank(input.id) ? start(input, caller) : ok(await store.update(caller, def, idOf(input.id, store), input), t('kit.server.saved'));
  }
  return out;
}

/** Serves the calls a definition's structures add (nothing for a plain resource). */
export function structureRoutes(app: FastifyInstance, store: ResourceStore, def: ResourceDef): void {
  const t = store.t;
  for (const call of callList(def.tree?.api)) serve(app, store, call, async (input, caller) => ok(await treeOf(store, caller, def, input)));
  for (const { call, positive } of balanceCalls(def)) serve(app, store, call, async (input, caller) => ok(await balancePage(store, caller, def, input, positive)));
  const d = def.document;
  if (d) {
    const idIn = (input: Input) => idOf(input.id ?? input[d.parent], store);
    for (const call of callList(d.api?.lines)) serve(app, store, call, async (input, caller) => ok(await documentLines(store, caller, def, idIn(input))));
    // Posting and reversing change the document: its update function.
    const update = functionOf(store.module.module, def, 'update');
    if (d.api?.post) serve(app, store, d.api.post, async (input, caller) => ok(await postDocument(store, caller, def, idIn(input), 1), t('kit.document.posted')), update);
    if (d.api?.reverse) serve(app, store, d.api.reverse, async (input, caller) => ok(await postDocument(store, caller, def, idIn(input), -1), t('kit.document.reversed')), update);
  }
  const w = def.workflow;
  if (w && store.ext) {
    const flow = store.ext.workflow(store, def);
    for (const [action, raw] of Object.entries(w.calls ?? {})) {
      for (const call of callList(raw)) {
        serve(app, store, call, async (input, caller) => {
          const record = await flow.take(caller, action, input);
          return ok(record, record.message);
        }, functionOf(store.module.module, def, `flow.${action}`));
      }
    }
    if (w.api?.log) serve(app, store, w.api.log, async (input, caller) => ok(await flow.logOf(caller, input)));
    if (w.api?.info) serve(app, store, w.api.info, async (input, caller) => ok(await flow.info(caller, input)));
  }
}

/**
 * The engine's reference call across modules: `{ resource: 'clgl.car', display: 'carNo', keyword?,
 * ids? }` → `[{ value, label, parent? }]` of the caller's tenant (server/resources/links.ts).
 */
export function referenceRoutes(app: FastifyInstance, stores: Iterable<ResourceStore>): void {
  const links = [...stores][0]?.ext?.links;
  const first = links?.first;
  if (!links || !first) return;
  // Belongs to no module: a form of one module offers another module's rows (only the targets and
  // labels that definitions refer to across modules), so any signed-in user of the tenant may ask.
  serve(app, first, REFERENCE_OPTIONS_CALL, async (input, caller) => ok(await links.options(caller, input)), null, null);
}
