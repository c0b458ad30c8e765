/**
 * The shell header's weather, served offline: a plausible, stable-per-day record for the demo city,
 * derived from the date (no outside service is called).
 */
const CONDITIONS = ['晴', '多云', '阴', '小雨', '晴转多云', '多云转阴'];
const WINDS = ['东风', '东南风', '南风', '西南风', '西北风', '北风', '东北风'];
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

/** The weather record of a day (Beijing time) for the header; the same all day. */
export function weatherFor(city: string, now: number): Weather {
  const date = new Date(now + 8 * 3600000); // Beijing time
  const day = Math.floor(now / 86400000);
  const seed = (n: number) => Math.abs(Math.sin(day * 12.9898 + n * 78.233) * 43758.5453) % 1;
  const mean = MONTHLY_MEAN[date.getUTCMonth()] ?? 18;
  const temperature = Math.round(mean + (seed(1) - 0.5) * 6);
  const aqi = Math.round(30 + seed(4) * 80);
  return {
    city,
    date: date.toISOString().slice(0, 10),
    weather: CONDITIONS[Math.floor(seed(2) * CONDITIONS.length)] ?? '晴',
    temperature,
    tempMax: temperature + 4,
    tempMin: temperature - 4,
    humidity: Math.round(50 + seed(3) * 40),
    wind: WINDS[Math.floor(seed(5) * WINDS.length)] ?? '东风',
    windPower: `${1 + Math.floor(seed(6) * 3)}级`,
    aqi,
    quality: aqi <= 50 ? '优' : aqi <= 100 ? '良' : '轻度污染',
    updateTime: `${date.toISOString().slice(0, 10)} ${String(date.getUTCHours()).padStart(2, '0')}:00`,
  };
}
