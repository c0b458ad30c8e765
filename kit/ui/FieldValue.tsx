/**
 * A field's value as text on screen (list cells, detail view): enum and reference labels from the
 * cached loaders, 是/否, ranges and points. React escapes it; nothing is rendered as HTML.
 */
import { useEffect, useState } from 'react';
import { dependency, optionSource, type EnumOption, type NamedField, type ReferenceOption } from '../resource';
import { useKit } from './KitProvider';
import { FileLinks } from './FileLinks';
import { parseShape } from '../map/shapes';

/** The pauses before asking again for options whose load failed (a timeout, a restarting server). */
const OPTION_RETRIES = [1_000, 4_000];

/**
 * Options of an enum or reference field (cached loaders): static options, an enum loader's, or the
 * rows of the option resource — those of `parent` when the field depends on a parent choice and one
 * is chosen; a tree's rows carry their parent (another module's come through the reference call).
 * Empty for other types.
 */
export function useOptions(field: NamedField, parent?: unknown): ReferenceOption[] {
  const kit = useKit();
  const [options, setOptions] = useState<ReferenceOption[]>(field.type === 'enum' && field.options ? [...field.options] : []);
  const dep = dependency(field);
  const scope = dep && parent !== undefined && parent !== null && parent !== '' ? JSON.stringify({ [dep.by]: parent }) : '{}';
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const source = optionSource(field);
    const load = () =>
      field.type === 'enum' && !field.options && field.source
        ? kit.loaders.enumOptions(field.source)
        : source
          ? kit.loaders.options(source, JSON.parse(scope) as Record<string, unknown>)
          : null;
    // A failed load is forgotten by the cache; ask again a little later (values show as stored meanwhile).
    const attempt = (n: number) =>
      load()
        ?.then((o) => live && setOptions(o))
        .catch(() => {
          if (live && n < OPTION_RETRIES.length) timer = setTimeout(() => attempt(n + 1), OPTION_RETRIES[n]);
        });
    attempt(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [field, kit, scope]);
  return options;
}

/** Whether a field's option labels are catalogue keys (static or loader options), not data. */
export const translatedOptions = (field: NamedField) => field.type === 'enum' && !field.from;

/** The text of a value. */
export function formatValue(field: NamedField, value: unknown, options: EnumOption[], t: (k: string, p?: Record<string, string | number>) => string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'enum':
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
  const options = useOptions(props.field);
  const text = formatValue(props.field, props.value, options, kit.t);
  return props.cell ? <span title={text || undefined}>{text}</span> : <>{text}</>;
}
