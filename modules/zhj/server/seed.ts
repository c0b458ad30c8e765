/**
 * Demo data of the supervision area for each tenant, the Hangzhou demo city as 垃圾收运 tells it
 * (kit/geo/demoCity): its stations and plants as supervised subjects with its companies, three check
 * groups, the stations' weighbridge records of the last 7 days (collection loads in, transfer loads
 * out to the plants, plates by demoCarCode) and one row per day, station and type for the year before.
 * The first station's records two days ago are the weight rule's worked example (README): a confirmed
 * net weight, a tare above the gross, a missing tare, and transfer legs, one of them without a weight.
 */
import { demoCarCode, demoCity, random } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { loadWeight } from '../../../kit/waste/loadWeight';
import { STATION_TYPES } from '../resources/options';

const DAY = 86_400_000;
export const LOAD_DAYS = 7;
/** Days back of the worked example (a day of loads, not today). */
export const EXAMPLE_DAY = 2;

/** The worked example: [leg, gross, tare, confirmed net]. */
export const EXAMPLE: [string, number | null, number | null, number | null][] = [
  ['collect', 18.1, 10, 7.92],
  ['collect', 9.5, 10.2, null],
  ['collect', 9.5, null, null],
  ['collect', 16, 9.8, null],
  ['transfer', 30, 15.5, 14.1],
  ['transfer', null, 15, null],
];

export const seed: SeedFunction = ({ index, now }) => {
  const city = demoCity(index);
  const r = random(20261129 + index);
  const groups = ['城区监管一组', '城区监管二组', '设施巡查组'].map((name, i) => ({
    groupName: `${index ? '西湖' : '杭州'}${name}`,
    district: city.districts[i % city.districts.length],
    leader: city.drivers[i]!,
    members: city.drivers.slice(i + 1, i + 4).join('、'),
    memberCount: 3,
  }));
  const plants = city.plants.map((p, i) => ({
    subjectName: p.name,
    subjectType: p.type,
    district: city.districts[i % city.districts.length],
    checkGroupId: 1 + (i % groups.length),
    capacity: p.type === 'incinerator' ? 3000 : p.type === 'landfill' ? 2000 : p.type === 'transfer' ? 600 : 40,
    location: { lng: r.round(city.center[0] + (r.next() - 0.5) * 0.2, 5), lat: r.round(city.center[1] + (r.next() - 0.5) * 0.14, 5) },
  }));
  const companies = city.companies.map((c, i) => ({ subjectName: c.name, subjectType: 'company', district: city.districts[i % city.districts.length], checkGroupId: 1 + ((i + 1) % groups.length), capacity: null, location: null }));
  const stationIds = plants.map((p, i) => (p.subjectType === 'transfer' || p.subjectType === 'station' ? i + 1 : 0)).filter(Boolean);
  /** A refuse room takes about 40 % of a transfer station's garbage. */
  const scaleOf = (id: number) => (plants[id - 1]!.subjectType === 'transfer' ? 1 : 0.4);

  const loads: Record<string, unknown>[] = [];
  const midnight = new Date(new Date(now).toDateString()).getTime();
  const stamp = (ms: number) => formatDate(new Date(ms), true);
  const push = (stationId: number, ms: number, leg: string, garbageType: string, car: number, gross: number | null, tare: number | null, confirmedNet: number | null) =>
    loads.push({ stationId, weighTime: stamp(ms), leg, garbageType, carCode: demoCarCode(index, car % city.drivers.length), grossWeight: gross, tareWeight: tare, confirmedNet, weight: loadWeight({ gross, tare, confirmedNet }) });
  let n = 0;
  for (let d = LOAD_DAYS - 1; d >= 0; d--) {
    for (const [k, id] of stationIds.entries()) {
      const base = midnight - d * DAY;
      if (d === EXAMPLE_DAY && k === 0) {
        EXAMPLE.forEach(([leg, gross, tare, net], j) => push(id, base + (7 + j) * 3_600_000, leg, 'other', j, gross, tare, net));
        continue;
      }
      for (let j = 0; j < 6; j++) {
        const ms = base + (5 + j * 2) * 3_600_000 + r.int(0, 50) * 60_000;
        if (ms > now - 30 * 60_000) continue;
        n += 1;
        const leg = j === 5 ? 'transfer' : 'collect';
        const tare = leg === 'transfer' ? 15.5 : r.pick([7.2, 8.8, 9.8]);
        // Five collection loads in (~4 t each), one container out (~17 t): a station sends on what it takes in.
        const net = r.round((leg === 'transfer' ? 17 : 4) * (leg === 'transfer' ? 0.9 + r.next() * 0.2 : 0.6 + r.next() * 0.6) * scaleOf(id), 2);
        const confirmed = n % 5 === 0 ? r.round(net - 0.06, 2) : null;
        push(id, ms, leg, STATION_TYPES[j % 2]!, k * 3 + j, r.round(tare + net, 2), n % 19 === 0 ? null : tare, confirmed);
      }
    }
  }

  const daily: Record<string, unknown>[] = [];
  for (let d = 365; d >= LOAD_DAYS; d--) {
    const day = formatDate(new Date(now - d * DAY));
    const season = 1 + 0.1 * Math.sin((d / 365) * 2 * Math.PI);
    for (const id of stationIds) {
      for (const g of STATION_TYPES) {
        const counted = r.int(2, 3);
        const received = r.round((g === 'other' ? 12 : 6) * scaleOf(id) * season * (0.85 + r.next() * 0.3), 3);
        daily.push({
          day,
          stationId: id,
          garbageType: g,
          received,
          receivedCounted: counted,
          receivedLeftOut: r.next() < 0.1 ? 1 : 0,
          transferred: r.round(received * (0.93 + r.next() * 0.05), 3),
          transferredCounted: 1,
          transferredLeftOut: 0,
        });
      }
    }
  }

  const names: Record<string, string> = { other: '其他垃圾', kitchen: '厨余垃圾', recyclable: '可回收物', hazardous: '有害垃圾' };
  const columns = ['daily', 'monthly'].flatMap((report) =>
    ['other', 'kitchen', 'recyclable', 'hazardous'].map((g, i) => ({ columnName: names[g], garbageType: g, report, sort: i + 1, visible: i < 2, remark: i < 2 ? '' : '转运站不收此类' })),
  );
  const labels: Record<string, string> = { received: '进站量', transferred: '转运量', tonnes: '收运量', counted: '计量车次', leftOut: '未计量车次', average: '车均量' };
  const fields = [
    ...['received', 'transferred', 'leftOut'].map((f, i) => ({ report: 'facTransed', fieldName: f, label: labels[f], visible: true, sort: i + 1 })),
    ...['tonnes', 'counted', 'leftOut', 'average'].map((f, i) => ({ report: 'daily', fieldName: f, label: labels[f], visible: true, sort: i + 1 })),
  ];
  return { checkGroup: groups, subject: [...plants, ...companies], column: columns, fieldConfig: fields, stationLoad: loads, stationDaily: daily };
};
