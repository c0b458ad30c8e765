/**
 * The fields an action's answer holds (ActionDef.answer), for the answer's dialog: in its own file so
 * the list page's action runner does not download the dialog with it.
 */
import { fieldList, type ActionDef, type AnswerFields, type ModuleResources, type NamedField, type ResourceDef } from '../resource';

/** A key of an answer holding an object or a list of objects, with the keys inside it. */
export type NestedEntry = { name: string; label: string; nested: readonly AnswerEntry[] };
/** A key of an answer: a field (drawn as a list cell draws it), or nested keys. */
export type AnswerEntry = NamedField | NestedEntry;

export const isNested = (e: AnswerEntry): e is NestedEntry => 'nested' in e;

type Module = Pick<ModuleResources, 'module' | 'resources' | 'reports'>;

const ownEntries = new WeakMap<object, AnswerEntry[]>();

const resourceOf = (module: Module, id: string): ResourceDef | undefined => [...module.resources, ...(module.reports ?? [])].find((r) => r.id === id);

/** The entries of an answer's own keys (labels `<module>.col.<key>` unless a field says). */
function entriesOf(module: Module, shape: AnswerFields): AnswerEntry[] {
  let list = ownEntries.get(shape);
  if (!list) {
    list = Object.entries(shape).map(([name, v]): AnswerEntry => {
      const label = `${module.module}.col.${name}`;
      if (typeof v === 'string') return { name, label, nested: fieldList(resourceOf(module, v) ?? ({ fields: {}, title: '' } as unknown as ResourceDef)) };
      if (typeof v.type === 'string') return { ...(v as NamedField), name, label: (v as NamedField).label ?? label };
      return { name, label, nested: entriesOf(module, v as AnswerFields) };
    });
    ownEntries.set(shape, list);
  }
  return list;
}

/**
 * The fields an action's answer holds (see ActionDef.answer): the action's resource's, another
 * resource's of the module, or the action's own.
 */
export function answerFields(module: Module, def: ResourceDef, action: ActionDef): AnswerEntry[] {
  const a = action.answer;
  if (a === undefined) return fieldList(def);
  if (typeof a === 'string') {
    const target = resourceOf(module, a);
    return target ? fieldList(target) : [];
  }
  return entriesOf(module, a);
}
