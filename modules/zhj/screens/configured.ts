/**
 * 字段配置 applied to a report's definition: a configured figure takes the tenant's title (written as
 * the field's label: text that is no catalogue key shows as it is) and a hidden one leaves the list.
 * The titles are the tenant's words in its own language (Chinese): an English page keeps the
 * catalogue's labels (`titles: false`) and applies only what is hidden. Plain data, so the page and
 * its test use the same rule.
 */
import type { ResourceDef } from '../../../kit/resource';

export type FieldSetting = { report: string; fieldName: string; label: string; visible: boolean };

/** The report's definition with the tenant's settings for `report` ('facTransed', 'daily', 'monthly'). */
export function configured<D extends ResourceDef>(def: D, report: string, settings: readonly FieldSetting[], titles = true): D {
  const mine = new Map(settings.filter((s) => s.report === report).map((s) => [s.fieldName, s]));
  if (!mine.size) return def;
  const fields = Object.fromEntries(
    Object.entries(def.fields).map(([name, f]) => {
      const s = mine.get(name);
      return [name, s ? { ...f, label: (titles && s.label) || f.label, ...(s.visible === false ? { column: false as const } : {}) } : f];
    }),
  );
  return { ...def, fields } as D;
}
