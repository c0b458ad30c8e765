/**
 * Validation from the definition, the same on both sides: the browser form and the server route call
 * `validateRecord` with the same definition and catalogue, so a refused value reads the same wherever
 * it is refused. Values arrive from the wire (form fields are text) and are coerced first (`fromWire`).
 *
 * @example
 *   const r = validateRecord(carInfo, { carCode: ' 苏A·D1234 ', load: '8' }, { t, mode: 'create' });
 *   if (!r.ok) r.errors; // [{ field: 'carType', message: '车辆类型不能为空' }]
 */
import { z } from 'zod';
import type { Translate } from '../i18n/catalogue';
import { fieldList, type NamedField } from './defineResource';
import type { FieldDef, ResourceDef } from './types';
import { shapeCheck } from '../map/shapes';
import { formatDate, fromWire, isBlank } from './wire';

export { formatDate, fromWire } from './wire';

export type FieldError = { field: string; message: string };
export type Validated = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldError[] };

export type ValidateOptions = {
  t: Translate;
  /**
   * create: every form field, defaults applied (also to fields the form does not show); update: only
   * the fields sent; import: import fields, defaults as for create.
   */
  mode: 'create' | 'update' | 'import';
  /** Values of an enum `source` (the module's loadEnumValue); unknown sources are not checked. */
  enumValues?: (source: string) => readonly string[] | undefined;
  /** Server code writing (handlers, seeds): every field is accepted, whatever its form/import switch. */
  trusted?: boolean;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

function decimals(n: number): number {
  const m = /\.(\d+)$/.exec(String(n));
  return m ? m[1]!.length : 0;
}

/** Whether `day` (YYYY-MM-DD) is a day of the calendar: 2026-02-30 is not (Date.parse rolls it into March). */
export function isCalendarDay(day: string): boolean {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/** The zod schema of one field's non-blank value, with catalogue messages. */
export function fieldSchema(f: NamedField, o: Pick<ValidateOptions, 't' | 'enumValues'>): z.ZodType {
  const label = o.t(f.label);
  const msg = (key: string, p: Record<string, string | number> = {}) => o.t(`kit.validation.${key}`, { label, ...p });
  const dateString = (re: RegExp) =>
    z.string(msg('date')).regex(re, msg('date')).refine((d) => isCalendarDay(d.slice(0, 10)), msg('date'));
  switch (f.type) {
    case 'text': {
      let s = z.string(msg('pattern'));
      if (f.min !== undefined) s = s.min(f.min, msg('minLength', { min: f.min }));
      if (f.max !== undefined) s = s.max(f.max, msg('maxLength', { max: f.max }));
      if (f.pattern) s = s.regex(new RegExp(f.pattern), f.patternMessage ? o.t(f.patternMessage, { label }) : msg('pattern'));
      return s;
    }
    case 'number':
    case 'money': {
      let n = z.number(msg('number')).refine(Number.isFinite, msg('number'));
      if (f.integer) n = n.refine(Number.isInteger, msg('integer'));
      if (f.min !== undefined) n = n.refine((v) => v >= f.min!, msg('min', { min: f.min }));
      if (f.max !== undefined) n = n.refine((v) => v <= f.max!, msg('max', { max: f.max }));
      if (f.precision !== undefined) n = n.refine((v) => decimals(v) <= f.precision!, msg('precision', { precision: f.precision }));
      return n;
    }
    case 'date':
      return dateString(DATE);
    case 'datetime':
      return dateString(DATETIME);
    case 'dateRange':
      return z
        .tuple([dateString(DATE), dateString(DATE)], msg('date'))
        .refine(([a, b]) => a <= b, msg('dateOrder'));
    case 'enum': {
      const allowed = f.options?.map((x) => x.value) ?? (f.source ? o.enumValues?.(f.source) : undefined);
      const one = allowed ? z.string(msg('enum')).refine((v) => allowed.includes(v), msg('enum')) : z.string(msg('enum'));
      return f.multiple ? z.array(one, msg('enum')) : one;
    }
    case 'boolean':
      return z.boolean(msg('boolean'));
    case 'geoPoint':
      return z.object(
        { lng: z.number(msg('geo')).min(-180, msg('geo')).max(180, msg('geo')), lat: z.number(msg('geo')).min(-90, msg('geo')).max(90, msg('geo')) },
        msg('geo'),
      );
    case 'geoShape':
      return z.string(msg('shape')).refine((v) => shapeCheck(v, f.shape), msg('shape'));
    case 'reference':
      return z.number(msg('reference')).int(msg('reference')).positive(msg('reference'));
    case 'image':
    case 'file':
      return f.multiple ? z.array(z.string().max(200), msg('pattern')) : z.string(msg('pattern')).max(200, msg('pattern'));
    case 'treeSelect':
      return z.union([z.string(), z.number()], msg('pattern')).transform(String);
  }
}

/** The error message of one value of one field, or null when it is valid (used by the form's rules). */
export function validateValue(f: NamedField, raw: unknown, o: Pick<ValidateOptions, 't' | 'enumValues'>): string | null {
  const v = fromWire(f, raw);
  if (v === null) return f.required ? o.t('kit.validation.required', { label: o.t(f.label) }) : null;
  const r = fieldSchema(f, o).safeParse(v);
  return r.success ? null : (r.error.issues[0]?.message ?? o.t('kit.validation.pattern', { label: o.t(f.label) }));
}

function defaultOf(f: FieldDef): unknown {
  if (!('default' in f) || f.default === undefined) return undefined;
  if (f.default === 'today') return formatDate(new Date());
  if (f.default === 'now') return formatDate(new Date(), true);
  return f.default;
}

// Schemas are built once per definition, translator and enum source (imports and seeds validate thousands of rows).
const schemaCache = new WeakMap<ResourceDef, WeakMap<Translate, Map<unknown, Map<string, z.ZodType>>>>();

function cachedSchema(def: ResourceDef, f: NamedField, o: Pick<ValidateOptions, 't' | 'enumValues'>): z.ZodType {
  let byT = schemaCache.get(def);
  if (!byT) schemaCache.set(def, (byT = new WeakMap()));
  let byEnum = byT.get(o.t);
  if (!byEnum) byT.set(o.t, (byEnum = new Map()));
  let byField = byEnum.get(o.enumValues);
  if (!byField) byEnum.set(o.enumValues, (byField = new Map()));
  let schema = byField.get(f.name);
  if (!schema) byField.set(f.name, (schema = fieldSchema(f, o)));
  return schema;
}

/** Checks a whole record against the definition; the typed values of the accepted fields, or every error. */
export function validateRecord(def: ResourceDef, input: Record<string, unknown>, o: ValidateOptions): Validated {
  const errors: FieldError[] = [];
  const value: Record<string, unknown> = {};
  for (const f of fieldList(def)) {
    const accepted = o.trusted || (o.mode === 'import' ? (f.import ?? f.form) !== false : f.form !== false);
    if (!accepted) {
      // A field the client may not send still starts at its default (a state, a balance).
      const d = o.mode === 'update' ? undefined : defaultOf(f);
      if (d !== undefined) value[f.name] = d;
      continue;
    }
    let raw = input[f.name];
    if (raw === undefined && f.type === 'dateRange' && (input[`${f.name}Start`] ?? input[`${f.name}End`]) !== undefined) {
      raw = [input[`${f.name}Start`], input[`${f.name}End`]];
    }
    if (raw === undefined && o.mode === 'update') continue;
    if (isBlank(raw) && o.mode !== 'update') raw = defaultOf(f) ?? raw;
    const typed = fromWire(f, raw);
    if (typed === null) {
      if (f.required) errors.push({ field: f.name, message: o.t('kit.validation.required', { label: o.t(f.label) }) });
      else value[f.name] = null;
      continue;
    }
    const r = cachedSchema(def, f, o).safeParse(typed);
    if (r.success) value[f.name] = r.data;
    else errors.push({ field: f.name, message: r.error.issues[0]?.message ?? '' });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}
