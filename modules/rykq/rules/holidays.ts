/**
 * The statutory holidays (法定节假日) of 2026 on which work is paid at 300 %: New Year's Day, four
 * days of the Spring Festival, Qingming, two of Labour Day, Dragon Boat, Mid-Autumn and three of
 * National Day (the State Council's notice; the other days of the breaks are rest days, paid at 200 %).
 */
export const HOLIDAYS = new Set([
  '2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-04-05', '2026-05-01', '2026-05-02',
  '2026-06-19', '2026-09-25', '2026-10-01', '2026-10-02', '2026-10-03',
]);
