/**
 * The shell header's weather, served offline: a plausible, stable-per-day record for the demo city,
 * derived from the date (no outside service is called), worded in the caller's language.
 */
import type { Locale } from '../../kit/contract';

const CONDITIONS = [
  ['晴', 'Sunny'],
  ['多云', 'Cloudy'],
  ['阴', 'Overcast'],
  ['小雨', 'Light rain'],
  ['晴转多云', 'Sunny, then cloudy'],
  ['多云转阴', 'Cloudy, then overcast'],
] as const;
const WINDS = [
  ['东风', 'East wind'],
  ['东南风', 'Southeast wind'],
  ['南风', 'South wind'],
  ['西南风', 'Southwest wind'],
  ['西北风', 'Northwest wind'],
  ['北风', 'North wind'],
  ['东北风', 'Northeast wind'],
] as const;
const QUALITY = [
  ['优', 'Good'],
  ['良', 'Moderate'],
  ['轻度污染', 'Lightly polluted'],
] as const;
/** English names of the cities the demo tenants sit in; another city keeps the name it was asked by. */
const CITIES: Record<string, string> = { 杭州: 'Hangzhou', 南京: 'Nanjing', 上海: 'Shanghai', 北京: 'Beijing' };
/** Typical daily mean temperature of Hangzhou by month (°C). */
const MONTHLY_MEAN = [4, 6, 11, 17, 22, 25, 29, 28, 24, 19, 13, 7];

export type Weather = {
  city: string;
  date: string;
  weather: string;
  temperature: number;
  tempMax: number;
  tempMin: number;
  humidity: number;
  wind: string;
  windPower: string;
  aqi: number;
  quality: string;
  updateTime: string;
};

/** The weather record of a day (Beijing time) for the header; the same all day, in `locale`. */
export function weatherFor(city: string, now: number, locale: Locale = 'zh-CN'): Weather {
  const say = (pair: readonly [string, string]): string => (locale === 'en-US' ? pair[1] : pair[0]);
  const date = new Date(now + 8 * 3600000); // Beijing time
  const day = Math.floor(now / 86400000);
  const seed = (n: number) => Math.abs(Math.sin(day * 12.9898 + n * 78.233) * 43758.5453) % 1;
  const mean = MONTHLY_MEAN[date.getUTCMonth()] ?? 18;
  const temperature = Math.round(mean + (seed(1) - 0.5) * 6);
  const aqi = Math.round(30 + seed(4) * 80);
  return {
    city: locale === 'en-US' ? (CITIES[city] ?? city) : city,
    date: date.toISOString().slice(0, 10),
    weather: say(CONDITIONS[Math.floor(seed(2) * CONDITIONS.length)] ?? CONDITIONS[0]),
    temperature,
    tempMax: temperature + 4,
    tempMin: temperature - 4,
    humidity: Math.round(50 + seed(3) * 40),
    wind: say(WINDS[Math.floor(seed(5) * WINDS.length)] ?? WINDS[0]),
    windPower: locale === 'en-US' ? `force ${1 + Math.floor(seed(6) * 3)}` : `${1 + Math.floor(seed(6) * 3)}级`,
    aqi,
    quality: say(aqi <= 50 ? QUALITY[0] : aqi <= 100 ? QUALITY[1] : QUALITY[2]),
    updateTime: `${date.toISOString().slice(0, 10)} ${String(date.getUTCHours()).padStart(2, '0')}:00`,
  };
}
