/**
 * The checks and questions shared by the structures a definition may declare (trees, documents,
 * ledgers, workflows, references across modules): run once when a definition or a module's registry
 * is loaded, so a wrong name fails at start with a message naming the resource, never at a request.
 */
import { checkDocumentOptions, postingsOf, statusFieldOf } from './document';
import { checkTreeOptions } from './tree';
import type { ApiCall, FieldDef, ResourceDef, ResourceInput } from './types';

/** Checks the structures one definition declares against its own fields. */
export function checkResourceStructures(input: Pick<ResourceInput, 'id' | 'tree' | 'workflow'> & { fields: Record<string, FieldDef> }): void {
  if (input.tree) checkTreeOptions(input.id, input.fields, input.tree);
  const w = input.workflow;
  if (w) {
    const state = input.fields[w.field];
    if (!state || (state.type !== 'enum' && state.type !== 'text')) throw new Error(`${input.id}.workflow: no state field "${w.field}"`);
    if (w.remarkField && input.fields[w.remarkField]?.type !== 'text') throw new Error(`${input.id}.workflow: no text field "${w.remarkField}"`);
    for (const r of Object.values(w.roles)) {
      if ('field' in r && !input.fields[r.field]) throw new Error(`${input.id}.workflow: no role field "${r.field}"`);
    }
  }
}

/** Checks what needs the whole module: documents' lines and ledgers, workflows' logs. */
export function checkModuleStructures(module: string, resources: readonly ResourceDef[]): void {
  const byId = (id: string) => resources.find((r) => r.id === id);
  for (const def of resources) {
    if (def.document) checkDocumentOptions(def, byId(def.document.lines), byId);
    // A month's kept aggregates move with the store's own writes; a document's lines are written and
    // deleted with their document by server/resources/documents.ts, which moves no month.
    if (def.document && byId(def.document.lines)?.monthly) throw new Error(`${module}.${def.document.lines}: monthly on a document's lines (they are written with the document, which keeps no months)`);
    for (const p of def.document ? postingsOf(def.document) : []) {
      // A ledger that names its sources shows each movement's by name: every document posting into it is one.
      const source = byId(p.ledger)?.fields.sourceType;
      if (source?.type === 'enum' && !source.options?.some((o) => o.value === def.id)) {
        throw new Error(`${module}.${p.ledger}: the ledger's sources leave out "${def.id}", which posts into it`);
      }
    }
    const log = def.workflow?.log;
    if (log) {
      const target = byId(log.resource)?.fields[log.subject];
      if (!target || target.type !== 'reference' || target.resource !== def.id) {
        throw new Error(`${module}.${def.id}.workflow.log: ${log.resource}.${log.subject} must be reference({ resource: '${def.id}' })`);
      }
    }
  }
}

/** Whether a row may no longer be edited or deleted in the UI: a posted or reversed document, or one its `lockedWhen` closes. */
export function rowLocked(def: ResourceDef, row: Record<string, unknown>): boolean {
  if (def.lockedWhen && def.lockedWhen.in.includes(row[def.lockedWhen.field])) return true;
  if (!def.document?.posting) return false;
  const state = row[statusFieldOf(def.document)];
  return state === 'posted' || state === 'reversed';
}

/** One call or a list of them (a definition may name several spellings of one call), as a list. */
export const callList = (v: ApiCall | readonly ApiCall[] | undefined): ApiCall[] =>
  v === undefined ? [] : Array.isArray(v) ? [...(v as readonly ApiCall[])] : [v as ApiCall];

/**
 * Every call a definition's structures add — tree calls, a document's lines/post/reverse, a ledger's
 * balances, a workflow's actions, log and info — all served by the engine and used by the kit's pages.
 */
export function structureCalls(def: ResourceDef): ApiCall[] {
  const list = callList;
  return [
    ...list(def.tree?.api),
    ...list(def.document?.api?.lines),
    ...list(def.document?.api?.post),
    ...list(def.document?.api?.reverse),
    ...(def.ledger?.balance ?? []).map((b) => (typeof b === 'object' && 'call' in b ? b.call : (b as ApiCall))),
    ...Object.values((def.workflow?.calls ?? {}) as Record<string, ApiCall | undefined>).flatMap((c) => list(c)),
    ...list(def.workflow?.api?.log),
    ...list(def.workflow?.api?.info),
  ];
}
