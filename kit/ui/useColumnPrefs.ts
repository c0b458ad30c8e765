/**
 * A list's column settings (order, shown, pinned, density) for the signed-in user, loaded from and
 * saved to localStorage (client/columnPrefs).
 */
import { useMemo, useState } from 'react';
import { defaultPrefs, loadPrefs, prefsKey, savePrefs, type ColumnPrefs } from '../client';
import { columnFields, type ResourceDef } from '../resource';
import { useKit } from './KitProvider';

export function useColumnPrefs(def: ResourceDef): { prefs: ColumnPrefs; setPrefs: (p: ColumnPrefs) => void; reset: () => void } {
  const kit = useKit();
  const defaults = useMemo(() => {
    const fields = columnFields(def);
    // The first column names the row (a plate, a name, a code): pinned left unless the definition pins one itself.
    const keyColumn = fields.some((f) => f.columnOptions.fixed === 'left') ? null : fields.find((f) => !f.columnOptions.hidden)?.name;
    return fields.map((f) => ({ key: f.name, hidden: f.columnOptions.hidden, fixed: f.columnOptions.fixed ?? (f.name === keyColumn ? ('left' as const) : undefined) }));
  }, [def]);
  const key = prefsKey(kit.userId, kit.module.module, def.id);
  const [prefs, setState] = useState<ColumnPrefs>(() => loadPrefs(globalThis.localStorage, key, defaults));
  const setPrefs = (p: ColumnPrefs) => {
    setState(p);
    savePrefs(globalThis.localStorage, key, p);
  };
  return { prefs, setPrefs, reset: () => setPrefs(defaultPrefs(defaults)) };
}
