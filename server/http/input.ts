/**
 * Reading a call's input the way the platform's clients send it (shell.md §7 "Shared request
 * conventions"): query, form-encoded, JSON or multipart fields, possibly packed in a `parameters` or
 * `param` JSON text; string values trimmed. Then validated with zod: unknown fields are ignored, and
 * the first problem becomes an INVALID_INPUT error naming the field.
 *
 * A platform route declares its input once, beside its access, as `config.input` (a zod schema):
 * routes/common.ts's `route`/`read`/`write` validate with it and hand the handler the result, and
 * ../openapi.ts describes the same schema's fields. `parseInput(request, schema)` stays for the few
 * routes that read their input after a check of their own (listed in openapi.ts).
 *
 * @example
 *   read(app, `${NP}/user/getById`, scoped.extend({ id: id() }), async (request, input) => ok(await org.userById(…, input.id)));
 *   const input = parseInput(request, z.object({ username: text(64) }));
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';

type Fields = Record<string, unknown>;

/** The schema a route declares for its input (`config.input`): validates it and describes it. */
export type DeclaredInput = z.ZodType;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's input (./input.ts): validated before its handler, described in /openapi.json. */
    input?: DeclaredInput;
  }
}

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** A multipart field object (attachFieldsToBody: true) becomes its value; files stay as they are. */
function multipartValue(value: unknown): unknown {
  if (isRecord(value) && 'fieldname' in value && 'type' in value) {
    return value.type === 'field' ? value.value : value;
  }
  return value;
}

function trimDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimDeep);
  if (isRecord(value) && !('fieldname' in value)) {
    const out: Fields = {};
    for (const [key, item] of Object.entries(value)) out[key] = trimDeep(item);
    return out;
  }
  return value;
}

function parsePacked(value: unknown): Fields | null {
  if (isRecord(value)) return value;
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The merged, trimmed fields of a request: query, then body, then packed `parameters`/`param`. */
export function readFields(request: FastifyRequest): Fields {
  const fields: Fields = {};
  if (isRecord(request.query)) for (const [key, value] of Object.entries(request.query)) if (key !== '__proto__') fields[key] = value;
  let body: unknown = request.body;
  if (typeof body === 'string') body = parsePacked(body) ?? {};
  if (isRecord(body)) {
    for (const [key, value] of Object.entries(body)) if (key !== '__proto__') fields[key] = multipartValue(value);
  }
  for (const packName of ['parameters', 'param']) {
    const packed = parsePacked(fields[packName]);
    if (packed) for (const [key, value] of Object.entries(packed)) if (key !== '__proto__' && !(key in fields)) fields[key] = value;
  }
  return trimDeep(fields) as Fields;
}

function describe(issue: z.core.$ZodIssue): string {
  const f = messages.field;
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined || input === null || input === '' ? f.required : f.type(expectedName(issue.expected));
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? f.tooLong(Number(issue.maximum)) : f.tooBig(Number(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return f.required;
      return issue.origin === 'string' || issue.origin === 'array' ? f.tooShort(Number(issue.minimum)) : f.tooSmall(Number(issue.minimum));
    case 'invalid_format':
      return f.format;
    case 'invalid_value':
      return f.value;
    case 'invalid_union':
      return input === undefined || input === '' ? f.required : f.format;
    default:
      return issue.message || f.format;
  }
}

function expectedName(expected: string): string {
  const names: Record<string, string> = { string: '字符串', number: '数字', int: '整数', boolean: '布尔值', array: '数组', object: '对象' };
  return names[expected] ?? expected;
}

/** Validates fields against a schema; throws INVALID_INPUT naming the first bad field. */
export function validate<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields, { reportInput: true });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new HttpError('INVALID_INPUT', messages.field.format);
  const name = issue.path.length ? issue.path.join('.') : '请求参数';
  throw new HttpError('INVALID_INPUT', `${name}：${describe(issue)}`);
}

/** Reads and validates a request's input. */
export function parseInput<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  return validate(schema, readFields(request));
}

// ---- field helpers -------------------------------------------------------------------------------

/** A required text of at most `max` characters. */
export const text = (max: number) => z.string().min(1).max(max);

/** `schema`, optional: a blank ('' or null) counts as absent. */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** An optional text (empty counts as absent). */
export const optionalText = (max: number) => optional(z.string().max(max));

/** An identifier: a string or number of letters, digits, '.', '_' or '-'. */
export const id = () =>
  z.preprocess((v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v), z.string().min(1).max(64).regex(/^[\w.-]+$/));

export const optionalId = () => optional(id());

/** An integer given as a number or a numeric string. */
export const int = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v), z.number().int().min(min).max(max));

export const optionalInt = (min: number, max: number) => optional(int(min, max));

/** A flag given as a boolean, 'true'/'false' or '1'/'0'. */
export const flag = () =>
  z.preprocess((v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0 || v === '' || v === null) return false;
    return v;
  }, z.boolean().optional()).meta({ description: "true or false (also 'true'/'false', '1'/'0'); blank is false" });

/** A list given as an array or as comma-separated text. */
export const codeList = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string().min(1).max(128)).min(1).max(max),
  ).meta({ description: 'An array, or its items as text separated by commas' });
