/**
 * Heat protection for outdoor work (防暑降温措施管理办法 §8): with the day's forecast maximum at 40 °C
 * or above, outdoor work stops — every outdoor shift of that day is flagged; from 37 °C up to 40 °C,
 * outdoor work may not exceed 6 hours — an outdoor shift of more than 6 h is flagged (exactly 6 h is
 * not). Below 37 °C nothing is flagged; an unknown forecast flags nothing and says so (null).
 *
 * The forecast model is the shell's weather (server/services/weather.ts: a stable record per day from
 * the date, Hangzhou's monthly means): the module cannot import server code, so it keeps its own daily
 * forecast table seeded from the same formula (`modelForecast`), which a manager may correct.
 */
export type HeatFlag = 'none' | 'limit' | 'stop';

export const STOP_AT = 40;
export const LIMIT_AT = 37;
export const LIMIT_HOURS = 6;

/** The flag of an outdoor shift of `outdoorHours` on a day forecast at `forecastMax` °C (null: unknown forecast). */
export function heatFlag(forecastMax: number | null, outdoorHours: number, outdoor = true): HeatFlag | null {
  if (!outdoor) return 'none';
  if (forecastMax === null || Number.isNaN(forecastMax)) return null;
  if (forecastMax >= STOP_AT) return 'stop';
  if (forecastMax >= LIMIT_AT && outdoorHours > LIMIT_HOURS) return 'limit';
  return 'none';
}

/** Typical daily mean temperature of Hangzhou by month (°C): server/services/weather.ts's. */
const MONTHLY_MEAN = [4, 6, 11, 17, 22, 25, 29, 28, 24, 19, 13, 7];
const CONDITIONS = ['晴', '多云', '阴', '小雨', '晴转多云', '多云转阴'];

/** The shell's weather model for a China date: maximum and minimum (°C) and the sky, as the header shows them that day. */
export function modelForecast(date: string): { tempMax: number; tempMin: number; weather: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = Math.floor(Date.UTC(y, m - 1, d, 4) / 86_400_000);
  const seed = (n: number) => Math.abs(Math.sin(day * 12.9898 + n * 78.233) * 43758.5453) % 1;
  const temperature = Math.round((MONTHLY_MEAN[m - 1] ?? 18) + (seed(1) - 0.5) * 6);
  return { tempMax: temperature + 4, tempMin: temperature - 4, weather: CONDITIONS[Math.floor(seed(2) * CONDITIONS.length)] ?? CONDITIONS[0]! };
}
