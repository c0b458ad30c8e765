/**
 * Column settings of a list page (order, shown or hidden, pinned side) and its density, remembered per
 * user and resource in localStorage. Pure functions plus a tiny storage adapter, tested without React.
 *
 * @example
 *   const prefs = loadPrefs(storage, key('u1', 'ljszy', 'carInfo'));
 *   const visible = applyPrefs(['carCode', 'carType', 'load'], defaults, prefs);
 */
export type Density = 'large' | 'middle' | 'small';
export type Pin = 'left' | 'right' | null;

export type ColumnPrefs = {
  order: string[];
  hidden: string[];
  pinned: Record<string, Pin>;
  density: Density;
};

export type ColumnDefault = { key: string; hidden?: boolean; fixed?: 'left' | 'right' };

export const prefsKey = (userId: string, module: string, resource: string) => `urbanops.kit.columns.${userId || 'anonymous'}.${module}.${resource}`;

export function defaultPrefs(columns: ColumnDefault[]): ColumnPrefs {
  return {
    order: columns.map((c) => c.key),
    hidden: columns.filter((c) => c.hidden).map((c) => c.key),
    pinned: Object.fromEntries(columns.map((c) => [c.key, c.fixed ?? null])),
    density: 'middle',
  };
}

/** Stored prefs merged onto the defaults: new columns appear, vanished ones are dropped. */
export function loadPrefs(storage: Pick<Storage, 'getItem'> | undefined, key: string, columns: ColumnDefault[]): ColumnPrefs {
  const base = defaultPrefs(columns);
  try {
    const raw = storage?.getItem(key);
    if (!raw) return base;
    const saved = JSON.parse(raw) as Partial<ColumnPrefs>;
    const known = new Set(base.order);
    const order = (saved.order ?? []).filter((k) => known.has(k));
    for (const k of base.order) if (!order.includes(k)) order.push(k);
    return {
      order,
      hidden: (saved.hidden ?? base.hidden).filter((k) => known.has(k)),
      pinned: { ...base.pinned, ...Object.fromEntries(Object.entries(saved.pinned ?? {}).filter(([k]) => known.has(k))) },
      density: saved.density === 'large' || saved.density === 'small' || saved.density === 'middle' ? saved.density : base.density,
    };
  } catch {
    return base;
  }
}

export function savePrefs(storage: Pick<Storage, 'setItem'> | undefined, key: string, prefs: ColumnPrefs): void {
  try {
    storage?.setItem(key, JSON.stringify(prefs));
  } catch {
    // A full or blocked storage only loses the preference, never the page.
  }
}

/** The visible column keys in display order: left-pinned first, then unpinned, then right-pinned. */
export function visibleColumns(prefs: ColumnPrefs): { key: string; pin: Pin }[] {
  const shown = prefs.order.filter((k) => !prefs.hidden.includes(k)).map((k) => ({ key: k, pin: prefs.pinned[k] ?? null }));
  const rank = (p: Pin) => (p === 'left' ? 0 : p === 'right' ? 2 : 1);
  return shown.map((c, i) => ({ ...c, i })).sort((a, b) => rank(a.pin) - rank(b.pin) || a.i - b.i).map(({ key, pin }) => ({ key, pin }));
}

/** Moves `key` one place up (-1) or down (+1) in the order. */
export function move(prefs: ColumnPrefs, key: string, by: -1 | 1): ColumnPrefs {
  const order = [...prefs.order];
  const i = order.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= order.length) return prefs;
  [order[i], order[j]] = [order[j]!, order[i]!];
  return { ...prefs, order };
}

export function toggle(prefs: ColumnPrefs, key: string, shown: boolean): ColumnPrefs {
  const hidden = prefs.hidden.filter((k) => k !== key);
  return { ...prefs, hidden: shown ? hidden : [...hidden, key] };
}

export const pin = (prefs: ColumnPrefs, key: string, side: Pin): ColumnPrefs => ({ ...prefs, pinned: { ...prefs.pinned, [key]: side } });
