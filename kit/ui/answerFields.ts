/**
 * The fields an action's answer holds (ActionDef.answer), for the answer's dialog: in its own file so
 * the list page's action runner does not download the dialog with it.
 */
import { fieldList, type ActionDef, type ModuleResources, type NamedField, type ResourceDef } from '../resource';

const ownFields = new WeakMap<object, NamedField[]>();

/**
 * The fields an action's answer holds (see ActionDef.answer): the action's resource's, another
 * resource's of the module, or the action's own (labelled `<module>.col.<key>` unless they say).
 */
export function answerFields(module: Pick<ModuleResources, 'module' | 'resources' | 'reports'>, def: ResourceDef, action: ActionDef): NamedField[] {
  const a = action.answer;
  if (a === undefined) return fieldList(def);
  if (typeof a === 'string') {
    const target = [...module.resources, ...(module.reports ?? [])].find((r) => r.id === a);
    return target ? fieldList(target) : [];
  }
  let list = ownFields.get(a);
  if (!list) ownFields.set(a, (list = Object.entries(a).map(([name, f]) => ({ ...f, name, label: f.label ?? `${module.module}.col.${name}` }))));
  return list;
}

