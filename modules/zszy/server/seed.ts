/**
 * Demo data of the estate board for each tenant, the Hangzhou demo city (kit/geo/demoCity): its
 * estates (placed in their districts), the devices in them (two smart bins, a weighing station or a
 * points kiosk, a camera each; one device not yet located and one whose GPS answers 0,0: the screen's
 * anomalies), the bins' recent fill reports with the tasks their overflows opened (one open and
 * overdue, some responded on time and one late), the fill bands (slight from 80 %, 2 h; serious from
 * 100 %, 30 min), a year of daily figures per district (up to yesterday) and a year of monthly
 * awareness surveys (some estates not asked in some months). Dates are relative to today.
 */
import { demoCity, random } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Where each district's estates cluster (WGS-84, inside the district's real outline). */
export const DISTRICT_ANCHOR: Record<string, [number, number]> = {
  shangcheng: [120.19, 30.27],
  gongshu: [120.15, 30.31],
  xihu: [120.12, 30.28],
  binjiang: [120.2, 30.2],
  xiaoshan: [120.27, 30.17],
  yuhang: [120.02, 30.28],
};

/** The fill bands every tenant starts with. */
export const DEFAULT_BANDS = [
  { band: 'slight', minFill: 80, responseMinutes: 120 },
  { band: 'serious', minFill: 100, responseMinutes: 30 },
];

export const bandOf = (fill: number, bands: { band: string; minFill: number }[]) =>
  [...bands].sort((a, b) => b.minFill - a.minFill).find((b) => fill >= b.minFill)?.band ?? 'normal';

export const seed: SeedFunction = ({ index, now }) => {
  const city = demoCity(index);
  const r = random(20261128 + index);
  const at = (ms: number) => formatDate(new Date(ms), true);
  const prefix = index ? 'XH' : 'HZ';
  const modes = ['timed', 'smart', 'merged'] as const;
  const estates = city.estates.map((name, i) => {
    const district = city.districts[i % city.districts.length]!;
    const [lng, lat] = DISTRICT_ANCHOR[district]!;
    return {
      estateName: name,
      estateCode: `${prefix}-E${String(i + 1).padStart(3, '0')}`,
      district,
      street: city.streets[i % city.streets.length],
      households: r.int(300, 2400),
      sortingMode: modes[i % 3],
      propertyCompany: city.properties[i % city.properties.length],
      location: { lng: r.round(lng + (r.next() - 0.5) * 0.05, 5), lat: r.round(lat + (r.next() - 0.5) * 0.04, 5) },
    };
  });
  const devices: Record<string, unknown>[] = [];
  const reports: Record<string, unknown>[] = [];
  const tasks: Record<string, unknown>[] = [];
  estates.forEach((e, i) => {
    const near = () => ({ lng: r.round(e.location.lng + (r.next() - 0.5) * 0.004, 6), lat: r.round(e.location.lat + (r.next() - 0.5) * 0.003, 6) });
    const code = (n: number) => `${prefix}-D${String(i + 1).padStart(2, '0')}${n}`;
    for (let b = 1; b <= 2; b++) {
      // One bin of the first estate has never reported; the others reported within the last hours.
      if (i === 0 && b === 2) {
        devices.push({ deviceCode: code(b), deviceType: 'bin', estateId: i + 1, status: 'working', fillLevel: null, fillBand: null, lastReportAt: null, location: near() });
        continue;
      }
      const overflow = b === 1 && (i % 5 === 1 || i % 4 === 2);
      const fill = r.round(overflow ? (i % 5 === 1 ? 104 + r.next() * 10 : 82 + r.next() * 10) : 20 + r.next() * 55, 1);
      const reportedAt = now - r.int(5, 300) * MINUTE;
      const band = bandOf(fill, DEFAULT_BANDS);
      const deviceNo = devices.length + 1;
      // Two earlier reports, normal.
      for (const back of [26 * 60, 12 * 60]) reports.push({ deviceId: deviceNo, estateId: i + 1, fillLevel: r.round(10 + r.next() * 40, 1), band: 'normal', reportedAt: at(reportedAt - back * MINUTE), taskId: null });
      let latest = { fill, band, reportedAt };
      if (band !== 'normal') {
        const minutes = DEFAULT_BANDS.find((x) => x.band === band)!.responseMinutes;
        // Every third overflow was answered (the second of them late) and the bin emptied since; the
        // others are open, the first of them past its deadline.
        const answered = tasks.length % 3 === 1;
        const late = answered && tasks.filter((t) => t.state === 'responded').length === 1;
        const opened = answered || tasks.length === 0 ? now - (minutes + 45 + r.int(0, 60)) * MINUTE : reportedAt;
        const deadline = opened + minutes * MINUTE;
        const respondedAt = answered ? (late ? deadline + 20 * MINUTE : opened + Math.round(minutes * 0.6) * MINUTE) : null;
        tasks.push({
          taskNo: `${prefix}-T${formatDate(new Date(opened)).replaceAll('-', '')}-${String(tasks.length + 1).padStart(3, '0')}`,
          deviceId: deviceNo,
          estateId: i + 1,
          band,
          fillLevel: fill,
          openedAt: at(opened),
          deadline: at(deadline),
          state: answered ? 'responded' : 'open',
          respondedAt: respondedAt === null ? null : at(respondedAt),
          onTime: respondedAt === null ? null : respondedAt <= deadline ? 'onTime' : 'late',
          note: answered ? '已清运，桶周边已清扫' : null,
        });
        reports.push({ deviceId: deviceNo, estateId: i + 1, fillLevel: fill, band, reportedAt: at(opened), taskId: tasks.length });
        if (answered) {
          const after = Math.min(now - MINUTE, (respondedAt ?? now) + 10 * MINUTE);
          latest = { fill: r.round(5 + r.next() * 10, 1), band: 'normal', reportedAt: after };
          reports.push({ deviceId: deviceNo, estateId: i + 1, fillLevel: latest.fill, band: 'normal', reportedAt: at(after), taskId: null });
        } else latest = { fill, band, reportedAt: opened };
      } else reports.push({ deviceId: deviceNo, estateId: i + 1, fillLevel: fill, band, reportedAt: at(reportedAt), taskId: null });
      devices.push({ deviceCode: code(b), deviceType: 'bin', estateId: i + 1, status: 'working', fillLevel: latest.fill, fillBand: latest.band, lastReportAt: at(latest.reportedAt), location: near() });
    }
    const other = e.sortingMode === 'timed' ? 'kiosk' : 'scale';
    devices.push({ deviceCode: code(3), deviceType: other, estateId: i + 1, status: i % 7 === 6 ? 'fault' : 'working', fillLevel: null, fillBand: null, lastReportAt: at(now - (i % 6 === 5 ? r.int(30, 50) * 60 : r.int(1, 40)) * MINUTE), location: near() });
    // The camera: of the first estate not located yet; of the second, its GPS answers 0,0.
    devices.push({ deviceCode: code(4), deviceType: 'camera', estateId: i + 1, status: 'working', fillLevel: null, fillBand: null, lastReportAt: at(now - r.int(1, 10) * MINUTE), location: i === 0 ? null : i === 1 ? { lng: 0, lat: 0 } : near() });
  });
  const districtDaily: Record<string, unknown>[] = [];
  for (let d = 365; d >= 1; d--) {
    const day = formatDate(new Date(now - d * DAY));
    const weekend = [0, 6].includes(new Date(now - d * DAY).getDay());
    city.districts.forEach((district, k) => {
      const size = estates.filter((e) => e.district === district).length;
      districtDaily.push({
        day,
        district,
        deviceUses: Math.round(size * (weekend ? 1900 : 1500) * (0.85 + r.next() * 0.3)),
        residentScore: r.round(72 + k * 2 + r.next() * 14 - d / 120, 1),
        spotOnTime: Math.round(size * 420 * (0.8 + r.next() * 0.3)),
        spotOffTime: Math.round(size * 60 * (0.5 + r.next())),
      });
    });
  }
  const awareness: Record<string, unknown>[] = [];
  for (let m = 12; m >= 1; m--) {
    const d = new Date(now);
    d.setDate(1);
    d.setMonth(d.getMonth() - m);
    const month = formatDate(d).slice(0, 7);
    estates.forEach((e, i) => {
      if ((i + m) % 5 === 0) return; // not asked that month
      const surveyed = r.int(40, 120);
      awareness.push({ month, estateId: i + 1, surveyed, aware: Math.min(surveyed, Math.round(surveyed * (0.7 + r.next() * 0.25 + (12 - m) * 0.004))) });
    });
  }
  return {
    housingEstate: estates,
    positionDevice: devices,
    fillBand: DEFAULT_BANDS,
    collectionTask: tasks,
    fillReport: reports,
    districtDaily,
    awarenessSurvey: awareness,
  };
};
