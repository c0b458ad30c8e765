/** The kit's own words on a wall display (the module's words come from its catalogue). */
import type { Locale } from '../i18n';

const zh = {
  asOf: '数据时间',
  refresh: '每 {n} 秒刷新',
  refreshing: '刷新中',
  live: '实时',
  liveOff: '实时中断',
  anomalies: '坐标异常',
  noAnomalies: '无坐标异常',
  missing: '无坐标',
  zero: '坐标为 0,0',
  outside: '坐标不在国内',
  failed: '加载失败',
  noData: '暂无数据',
  drawn: '{n} 个',
};
const en: typeof zh = {
  asOf: 'As of',
  refresh: 'Refreshed every {n} s',
  refreshing: 'Refreshing',
  live: 'Live',
  liveOff: 'Live feed lost',
  anomalies: 'Coordinate anomalies',
  noAnomalies: 'No coordinate anomalies',
  missing: 'no coordinates',
  zero: 'coordinates 0,0',
  outside: 'outside China',
  failed: 'Failed to load',
  noData: 'No data',
  drawn: '{n}',
};

export type ScreenWord = keyof typeof zh;

/** The word `key` in `locale`, `{n}` replaced. */
export function screenWord(locale: Locale | string, key: ScreenWord, n?: number | string): string {
  const text = (locale === 'en-US' ? en : zh)[key];
  return n === undefined ? text : text.replace('{n}', String(n));
}
