/**
 * water/daily/curve: the water in the configured cars' tanks through one day, as the kit's chart
 * series — `day` (YYYY-MM-DD, default today) and optionally `carId` (one car of 车辆管理); ten-minute
 * points (`HH:mm`, the last reading of each ten minutes; none read: a gap), one line per car.
 */
import type { SeriesData } from '../../../kit/charts/shapes';
import { HandlerError, formatDate, type Handler } from '../../../kit/resource';
import { configuredCars, levelSteps } from './cars';
import { dayStart } from './ranges';

const STEP = 10 * 60_000;
const POINTS = 144;
const pad = (n: number) => String(n).padStart(2, '0');

export const waterCurve: Handler = async (ctx) => {
  const dayText = ctx.input.day === undefined || ctx.input.day === null || ctx.input.day === '' ? formatDate(new Date(ctx.store.devices.now())) : String(ctx.input.day);
  const from = dayStart(dayText);
  if (Number.isNaN(from)) throw new HandlerError(ctx.t('cljk.error.day'));
  const carId = ctx.input.carId === undefined || ctx.input.carId === '' ? undefined : Number(ctx.input.carId);
  if (carId !== undefined && !(Number.isSafeInteger(carId) && carId > 0)) throw new HandlerError(ctx.t('cljk.error.car'));
  const cars = await configuredCars(ctx.store, 'water', carId !== undefined ? { carId } : {});
  if (carId !== undefined && !cars.length) throw new HandlerError(ctx.t('cljk.error.car'));
  const categories = Array.from({ length: POINTS }, (_, i) => `${pad(Math.floor(i / 6))}:${pad((i % 6) * 10)}`);
  const series: SeriesData['series'] = [];
  for (const car of cars) {
    const data: (number | null)[] = Array.from({ length: POINTS }, () => null);
    for (const s of await levelSteps(ctx.store, 'water', car, { from, to: from + POINTS * STEP - 1 })) data[Math.min(POINTS - 1, Math.floor((s.t - from) / STEP))] = s.level;
    series.push({ name: car.plateNo, type: 'line', data, unit: 'cljk.unit.litre' });
  }
  return { categories, series } satisfies SeriesData;
};
