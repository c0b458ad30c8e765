/**
 * The import template of a resource (the import call with mode=template): the import columns' headers
 * in the first sheet, as the export writes them, and a second sheet saying what each column takes —
 * a tree column the department's name (with a real name, path and id of the caller's tree as
 * examples), a date column a date, an enum column one of its labels, and so on.
 *
 * @example
 *   if (input.mode === 'template') return sendImportTemplate(reply, store, caller, def, `${t(def.title)}_导入模板_${stamp()}.xlsx`);
 */
import type { FastifyReply } from 'fastify';
import { fieldOptionsOf, importFields, type CallerContext, type NamedField, type ResourceDef } from './kit';
import { loadLookups, treeExample, type Lookups } from './cells';
import { sendWorkbook, type Column } from './excel';
import type { ResourceStore } from './store';
import type { ExtraSheet } from './xlsxWriter';

/** Most option labels a note lists. */
const MAX_LISTED = 30;

/** A tree column's note: one of the caller's own departments as the example when there is one. */
function treeNote(store: ResourceStore, labels: Map<string, string> | undefined): string {
  const example = labels ? treeExample(labels) : null;
  return example ? store.t('kit.import.note.tree', { example: example.name, path: example.path, id: example.id }) : store.t('kit.import.note.treePlain');
}

/** What one column takes, in the catalogue's words. */
function noteOf(store: ResourceStore, f: NamedField, lookups: Lookups): string {
  const t = store.t;
  const list = (labels: string[]) => labels.slice(0, MAX_LISTED).join('、') + (labels.length > MAX_LISTED ? '…' : '');
  switch (f.type) {
    case 'treeSelect':
      return treeNote(store, lookups.get(f.name));
    case 'date':
    case 'datetime':
    case 'dateRange':
    case 'boolean':
    case 'geoPoint':
      return t(`kit.import.note.${f.type}`);
    case 'number':
    case 'money':
      return t('kit.import.note.number');
    case 'enum': {
      const labels = f.from ? [...(lookups.get(f.name)?.values() ?? [])] : fieldOptionsOf(f, store.module).map((o) => t(o.label));
      return t(f.multiple ? 'kit.import.note.enumMultiple' : 'kit.import.note.enum', { options: list(labels) });
    }
    case 'reference': {
      const target = store.target(f.resource).def;
      return t('kit.import.note.reference', { resource: t(target.title), display: t(target.fields[f.display]?.label ?? f.display) });
    }
    default:
      return t('kit.import.note.text');
  }
}

/** The template's columns and its notes sheet, for the caller's tenant (tree examples, option labels). */
export async function importTemplate(store: ResourceStore, caller: CallerContext, def: ResourceDef): Promise<{ columns: Column[]; notes: ExtraSheet }> {
  const t = store.t;
  const fields = importFields(def);
  const lookups = await loadLookups(store, caller, def, fields.filter((f) => f.type === 'treeSelect' || (f.type === 'enum' && f.from)));
  const columns = fields.map((f) => ({ key: f.name, header: t(f.label) }));
  const notes: ExtraSheet = {
    name: t('kit.import.notes'),
    columns: [
      { key: 'column', header: t('kit.import.noteColumn'), width: 18 },
      { key: 'required', header: t('kit.import.noteRequired'), width: 8 },
      { key: 'text', header: t('kit.import.noteText'), width: 80 },
    ],
    rows: fields.map((f) => ({ column: t(f.label), required: f.required ? t('kit.yes') : '', text: noteOf(store, f, lookups) })),
  };
  return { columns, notes };
}

/** Sends the import template of `def` as an .xlsx named `fileName` (see {@link importTemplate}). */
export async function sendImportTemplate(reply: FastifyReply, store: ResourceStore, caller: CallerContext, def: ResourceDef, fileName: string): Promise<FastifyReply> {
  const { columns, notes } = await importTemplate(store, caller, def);
  await sendWorkbook(reply, fileName, columns, [], [notes]);
  return reply;
}
