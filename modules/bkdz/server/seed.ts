/**
 * Demo data of the sorting-accuracy area for each tenant: the demo city's districts, streets and
 * estates (geography.ts), a sorting kiosk at every estate (and a drop-off point at every third), two
 * new bin stations not yet banded, and a year of allocated records — a supervisor grades each estate's
 * disposals one day a week, a spot check each month, the purity at the truck every four weeks — with the
 * twelve months' rates calculated as calculateSummary would. Each estate has its own level of sorting
 * (from about 25 % to 97 %, a little better each month), so every band shows; the last estate's
 * supervisor has graded nothing this month, so its grading rate is unknown. Deterministic, dates
 * relative to today.
 */
import { demoCity, random } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { DEFAULT_BOUNDS, type AccuracySource } from '../accuracy';
import { monthDays, monthsBack, rateRows, type AllocatedRecord } from './calculate';
import { demoRegions } from './geography';

const SUPERVISORS = ['周敏', '钱芳', '孙丽', '何静', '许婷', '马兰'];
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export const seed: SeedFunction = ({ index, now: clock }) => {
  const day = (offset: number) => formatDate(new Date(clock - offset * 86_400_000));
  const city = demoCity(index);
  const r = random(20261128 + index);
  const prefix = index ? 'XH' : 'HZ';
  const regions = demoRegions(index);
  const regionRows = regions.map((g, i) => ({ regionName: g.regionName, level: g.level, parentId: g.parent === null ? null : g.parent + 1, households: g.level === 'estate' ? r.int(600, 3200) : null, sort: i + 1 }));
  const estatePos = regions.map((g, i) => (g.level === 'estate' ? i + 1 : 0)).filter(Boolean);
  const E = estatePos.length;

  const facilities: Record<string, unknown>[] = [];
  const kioskOf: number[] = [];
  city.estates.forEach((estate, k) => {
    const street = regions[regions[estatePos[k]! - 1]!.parent!]!.regionName;
    facilities.push({ facilityName: `${estate}智能分类亭`, facilityCode: `${prefix}-K${String(k + 1).padStart(3, '0')}`, facilityType: 'kiosk', address: `${street}${r.int(1, 300)}号${estate}`, estateId: estatePos[k], bandTime: `${day(380 - k)} 09:00:00` });
    kioskOf.push(facilities.length);
    if (k % 3 === 0) facilities.push({ facilityName: `${estate}定时定点投放点`, facilityCode: `${prefix}-P${String(k + 1).padStart(3, '0')}`, facilityType: 'point', address: `${street}${r.int(1, 300)}号`, estateId: estatePos[k], bandTime: `${day(200 - k)} 09:00:00` });
  });
  for (const [j, street] of city.streets.slice(0, 2).entries()) facilities.push({ facilityName: `${street}新建桶站`, facilityCode: `${prefix}-B${String(j + 1).padStart(3, '0')}`, facilityType: 'binStation', address: `${street}${r.int(1, 300)}号`, estateId: null, bandTime: null });

  const thisMonth = day(0).slice(0, 7);
  const lastMonth = monthsBack(thisMonth, 2)[0]!;
  const records: (AllocatedRecord & Record<string, unknown>)[] = [];
  for (let k = 0; k < E; k++) {
    const level = 0.25 + (0.72 * ((k * 7) % E)) / (E - 1);
    const at = (d: number) => clamp(level - 0.06 * (d / 365) + (r.next() - 0.5) * 0.08, 0.02, 0.99);
    const base = { facilityId: kioskOf[k], regionId: estatePos[k]! };
    for (let d = 364; d >= 0; d--) {
      if ((d + k) % 7 !== 0) continue;
      if (k === E - 1 && (day(d).startsWith(thisMonth) || day(d).startsWith(lastMonth))) continue;
      const graded = r.int(80, 320);
      records.push({ ...base, recordDate: day(d), source: 'grading', gradedCount: graded, correctCount: Math.round(graded * at(d)), inspector: SUPERVISORS[(k + d) % SUPERVISORS.length] });
    }
    for (let m = 0; m < 12; m++) {
      const d = m * 30 + (k % 20);
      records.push({ ...base, recordDate: day(d), source: 'spotCheck', deduction: r.round(clamp((1 - at(d)) * 100 * (0.8 + r.next() * 0.4), 0, 100), 1), inspector: '街道抽查组' });
    }
    for (let w = 0; w < 13; w++) {
      const d = w * 28 + (k % 28);
      records.push({ ...base, facilityId: null, recordDate: day(d), source: 'truckPurity', purity: r.round(clamp(at(d) * 100 + (r.next() - 0.5) * 10, 0, 100), 1), inspector: city.drivers[k % city.drivers.length] });
    }
  }

  const nodes = regionRows.map((g, i) => ({ id: i + 1, level: g.level, parentId: g.parentId }));
  const source: AccuracySource = 'grading';
  const now = formatDate(new Date(clock), true);
  const byMonth = new Map<string, AllocatedRecord[]>();
  for (const x of records) {
    const month = String(x.recordDate).slice(0, 7);
    const list = byMonth.get(month);
    if (list) list.push(x);
    else byMonth.set(month, [x]);
  }
  const rates = monthsBack(thisMonth, 12).flatMap((period) => {
    const at = period === thisMonth ? now : `${monthDays(period)[1]} 23:30:00`;
    return rateRows(nodes, byMonth.get(period) ?? [], source, DEFAULT_BOUNDS).map((row) => ({ ...row, period, calculatedAt: at }));
  });

  return {
    region: regionRows,
    facility: facilities,
    dataAllocation: records,
    accuracyConfig: [{ source, ...DEFAULT_BOUNDS, remark: '默认分级：≥80绿，60–80蓝，30–60黄，<30红'}],
    accuracyRate: rates,
  };
};
