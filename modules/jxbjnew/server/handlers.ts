/**
 * The write rules: a road's and a private line's length from the drawing (and the road's area), a
 * vehicle's work-rule expression in words, a plan's dates in order, and a line's length from its roads
 * (which must exist).
 */
import { HandlerError, type BeforeWrite, type WriteHook } from '../../../kit/resource';
import { parseShape } from '../../../kit/map/shapes';
import { pathLength } from '../../../kit/road';

type Row = Record<string, unknown>;

const lengthOf = (path: unknown) => {
  const line = typeof path === 'string' ? parseShape(path, 'line') : null;
  return line ? Math.round(pathLength(line)) : null;
};

const beforeRoad: BeforeWrite = (values, before) => {
  const v = { ...before, ...values };
  const length = lengthOf(v.path);
  return { ...values, length, area: length !== null && v.width != null ? Math.round(length * Number(v.width)) : null };
};

const beforePrivateLine: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.endDate && v.startDate && String(v.endDate) < String(v.startDate)) throw new HandlerError(t('jxbjnew.carLine.endBeforeStart'));
  return { ...values, length: lengthOf(v.path) };
};

/** The expression of a vehicle's work rule, in the catalogue's words (zh-CN stored, like any composed text). */
const beforeExpression: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  const signal = v.workSignal === 'water' ? 'water' : 'speed';
  return { ...values, expression: t(`jxbjnew.carExpression.formula.${signal}`, { min: Number(v.minSpeed ?? 0) }) };
};

const beforePlan: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.endDate && v.startDate && String(v.endDate) < String(v.startDate)) throw new HandlerError(t('jxbjnew.carLine.endBeforeStart'));
  return values;
};

export const beforeWrite: Record<string, BeforeWrite> = { road: beforeRoad, privateCarLine: beforePrivateLine, carExpression: beforeExpression, carLine: beforePlan };

/** The road codes of a line, in order. */
export const lineRoads = (v: unknown): string[] => (Array.isArray(v) ? v : String(v ?? '').split(',')).map((c) => String(c).trim()).filter(Boolean);

/** A line's roads must exist; their names and lengths added are composed on save. */
const lineLength: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const codes = lineRoads(change.values.roads ?? change.before?.roads);
  const roads = new Map((await store.all('road', {}, 10_000)).map((r: Row) => [String(r.roadCode), r]));
  const missing = codes.find((c) => !roads.has(c));
  if (missing) throw new HandlerError(t('jxbjnew.line.unknownRoad', { code: missing }));
  return {
    ...change.values,
    roads: codes.join(','),
    roadNames: codes.map((c) => String(roads.get(c)!.roadName)).join('、'),
    length: codes.reduce((s, c) => s + Number(roads.get(c)!.length ?? 0), 0),
  };
};

export const onWrite: Record<string, WriteHook> = { line: lineLength };
