/**
 * The statutory holidays (法定节假日) on which overtime is paid at 300 %: New Year's Day, four days of
 * the Spring Festival, Qingming, two of Labour Day, Dragon Boat, Mid-Autumn and three of National Day
 * (the State Council's notices for 2025 and 2026). The other days of the breaks are rest days (200 %).
 * Make-up working Saturdays (调休上班) are not listed: such a Saturday reads as a rest day.
 */
export const HOLIDAYS = new Set([
  '2025-01-01', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-04-04', '2025-05-01', '2025-05-02',
  '2025-05-31', '2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06',
  '2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-04-05', '2026-05-01', '2026-05-02',
  '2026-06-19', '2026-09-25', '2026-10-01', '2026-10-02', '2026-10-03',
]);
