/**
 * A field's value as text on screen (list cells, detail view): enum, tree and reference labels from
 * the cached loaders (nothing until they are in: never the stored code while they load), 是/否,
 * ranges and points. React escapes it; nothing is rendered as HTML.
 */
import { useEffect, useState } from 'react';
import { dependency, optionSource, type EnumOption, type NamedField, type ReferenceOption } from '../resource';
import type { TreeNode } from '../client';
import { useKit, type Kit } from './KitProvider';
import { FileLinks } from './FileLinks';
import { parseShape } from '../map/shapes';

/** The pauses before asking again for options whose load failed (a timeout, a restarting server). */
const OPTION_RETRIES = [1_000, 4_000];

/** What a field's options are while they load: `settled` once the first load answered or failed. */
export type FieldOptions = { options: ReferenceOption[]; settled: boolean };

/** The answers already in, by the loader's (cached) promise: a cell drawn after its column loaded starts settled. */
const answered = new WeakMap<Promise<unknown>, unknown>();
/** A tree's nodes as options, once per answer (every cell of a column shares it). */
const treeOptions = new WeakMap<TreeNode[], ReferenceOption[]>();

/** A department or organisation tree as options: every node, depth first, with its parent. */
function flattenTree(nodes: TreeNode[]): ReferenceOption[] {
  let options = treeOptions.get(nodes);
  if (!options) {
    const list: ReferenceOption[] = [];
    const walk = (level: TreeNode[], parent: string | null) => {
      for (const n of level) {
        list.push({ value: n.value, label: n.title, parent });
        if (n.children) walk(n.children, n.value);
      }
    };
    walk(nodes, null);
    treeOptions.set(nodes, (options = list));
  }
  return options;
}

type OptionLoad = { promise: Promise<unknown>; read: (answer: unknown) => ReferenceOption[] };

/**
 * Where a field's options come from, as the loaders' cached promise: an enum loader's, the device
 * store's devices, a tree call's, or the rows of the option resource (in `scope`, a cascading
 * choice's parent); null when the field needs no load (static options, other types).
 */
function optionLoad(kit: Kit, field: NamedField, scope: string): OptionLoad | null {
  const source = optionSource(field);
  const load: OptionLoad | null =
    field.type === 'enum' && !field.options && field.source
      ? { promise: kit.loaders.enumOptions(field.source), read: (a) => a as ReferenceOption[] }
      : field.type === 'enum' && field.devices
        ? { promise: kit.loaders.devices(field.devices), read: (a) => a as ReferenceOption[] }
        : field.type === 'treeSelect'
          ? { promise: kit.loaders.tree(field.tree), read: (a) => flattenTree(a as TreeNode[]) }
          : source
            ? { promise: kit.loaders.options(source, JSON.parse(scope) as Record<string, unknown>), read: (a) => a as ReferenceOption[] }
            : null;
  load?.promise.then(
    (a) => answered.set(load.promise, a),
    () => undefined,
  );
  return load;
}

const staticOptions = (field: NamedField): ReferenceOption[] => (field.type === 'enum' && field.options ? [...field.options] : []);

/**
 * Starts loading the options of these fields (a list's columns) with the page's rows, so the cells
 * drawn when the rows arrive find them loaded (the loaders cache them per page).
 */
export function preloadOptions(kit: Kit, fields: readonly NamedField[]): void {
  for (const f of fields) optionLoad(kit, f, '{}');
}

/**
 * Options of an enum, tree or reference field (cached loaders): static options, an enum loader's, a
 * department or organisation tree's nodes, or the rows of the option resource — those of `parent`
 * when the field depends on a parent choice and one is chosen; a tree's rows carry their parent
 * (another module's come through the reference call). Empty for other types. `settled` is false
 * until the first load answered or failed (a value then shows as stored, and the load is retried).
 */
export function useFieldOptions(field: NamedField, parent?: unknown): FieldOptions {
  const kit = useKit();
  const dep = dependency(field);
  const scope = dep && parent !== undefined && parent !== null && parent !== '' ? JSON.stringify({ [dep.by]: parent }) : '{}';
  const [state, setState] = useState<FieldOptions>(() => initialOptions(kit, field, scope));
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A failed load is forgotten by the cache; ask again a little later (values show as stored meanwhile).
    const attempt = (n: number) => {
      const load = optionLoad(kit, field, scope);
      if (!load) return setState({ options: staticOptions(field), settled: true });
      load.promise.then(
        (a) => live && setState({ options: load.read(a), settled: true }),
        () => {
          if (!live) return;
          setState((s) => (s.settled ? s : { ...s, settled: true }));
          if (n < OPTION_RETRIES.length) timer = setTimeout(() => attempt(n + 1), OPTION_RETRIES[n]);
        },
      );
    };
    attempt(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [field, kit, scope]);
  return state;
}

/** The options already in when a value is first drawn (its column loaded them), else none yet. */
function initialOptions(kit: Kit, field: NamedField, scope: string): FieldOptions {
  const load = optionLoad(kit, field, scope);
  if (!load) return { options: staticOptions(field), settled: true };
  return answered.has(load.promise) ? { options: load.read(answered.get(load.promise)), settled: true } : { options: [], settled: false };
}

/** The options of a choice (see useFieldOptions), empty while they load. */
export function useOptions(field: NamedField, parent?: unknown): ReferenceOption[] {
  return useFieldOptions(field, parent).options;
}

/** Whether a field's option labels are catalogue keys (static or loader options), not data (rows, devices). */
export const translatedOptions = (field: NamedField) => field.type === 'enum' && !field.from && !field.devices;

/** The text of a value. */
export function formatValue(field: NamedField, value: unknown, options: EnumOption[], t: (k: string, p?: Record<string, string | number>) => string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'enum':
    case 'treeSelect':
    case 'reference': {
      const one = (v: unknown) => {
        const o = options.find((x) => x.value === String(v));
        return o ? (translatedOptions(field) ? t(o.label) : o.label) : String(v);
      };
      return Array.isArray(value) ? value.map(one).join('，') : one(value);
    }
    case 'boolean':
      return value ? t('kit.yes') : t('kit.no');
    case 'dateRange':
      return Array.isArray(value) ? value.filter(Boolean).join(' ~ ') : String(value);
    case 'geoPoint': {
      const p = value as { lng: number; lat: number };
      return `${p.lng.toFixed(5)}, ${p.lat.toFixed(5)}`;
    }
    case 'geoShape': {
      const vertices = typeof value === 'string' ? parseShape(value, field.shape) : null;
      return vertices ? t(`kit.map.${field.shape}`, { count: vertices.length }) : String(value);
    }
    case 'number':
    case 'money': {
      const n = Number(value);
      const text = field.type === 'money' ? n.toFixed(2) : String(n);
      return field.unit ? `${text} ${t(field.unit)}` : text;
    }
    case 'image':
    case 'file':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'text': {
      const word = field.labels?.find((o) => o.value === String(value));
      return word ? t(word.label) : String(value);
    }
    default:
      return String(value);
  }
}

/**
 * A field's value on screen; `detail` (the detail view) plays stored videos in place; `cell` (a list
 * cell, which may cut it with an ellipsis) carries the whole text in its title.
 */
export function FieldValue(props: { field: NamedField; value: unknown; detail?: boolean; cell?: boolean }) {
  if (props.field.type === 'image' || props.field.type === 'file') return <FileLinks value={props.value} player={props.detail} />;
  return <FieldText {...props} />;
}

function FieldText(props: { field: NamedField; value: unknown; cell?: boolean }) {
  const kit = useKit();
  const { options, settled } = useFieldOptions(props.field);
  // Until the options are in, a choice shows nothing rather than its stored code.
  if (!settled) return <span className="uo-value-pending" aria-busy="true" />;
  const text = formatValue(props.field, props.value, options, kit.t);
  // An unknown figure reads "--" (as on the boards), never a blank that could be taken for nothing or 0.
  if (text === '' && (props.field.type === 'number' || props.field.type === 'money')) return <span className="uo-value-unknown">--</span>;
  return props.cell ? <span title={text || undefined}>{text}</span> : <>{text}</>;
}
