/**
 * Demo data of the treatment area for each tenant, the Hangzhou demo city as 垃圾收运 tells it
 * (kit/geo/demoCity): its plants and stations, its vehicles (demoCarCode plates) bound to the plants,
 * the plants' weighbridge ledger of the last 10 days (collection loads straight from the estates and
 * transfer legs from the stations) and one row per day and plant for the year before. Some loads show
 * the weight rule: a confirmed net weight, a missing tare (left out), a tare above the gross (weight 0).
 */
import { demoCarCode, demoCity, random } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { loadWeight } from '../../../kit/waste/loadWeight';

const DAY = 86_400_000;
export const LEDGER_DAYS = 10;

export const seed: SeedFunction = ({ index, now }) => {
  const city = demoCity(index);
  const r = random(20261130 + index);
  const spot = () => ({ lng: r.round(city.center[0] + (r.next() - 0.5) * 0.3, 5), lat: r.round(city.center[1] + (r.next() - 0.5) * 0.2, 5) });
  const plants = city.plants.filter((p) => p.type === 'incinerator' || p.type === 'landfill');
  const operators = city.companies.filter((c) => c.type === 'dispose');
  const facilities = plants.map((p, i) => ({ facilityName: p.name, facilityType: p.type, district: p.type === 'incinerator' ? 'yuhang' : 'xihu', operator: operators[i % operators.length]!.name, capacity: p.type === 'incinerator' ? 3000 : 2000, status: 'working', location: spot() }));
  const stationsOf = city.plants.filter((p) => p.type === 'transfer' || p.type === 'station');
  const stations = stationsOf.map((p, i) => ({ stationName: p.name, stationType: p.type, district: city.districts[i % city.districts.length], capacity: p.type === 'transfer' ? 600 : 40, facilityId: 1 + (i % facilities.length), status: 'working', location: spot() }));
  const collectors = city.companies.filter((c) => c.type !== 'dispose');
  const bindings = city.drivers.map((_, i) => ({
    carCode: demoCarCode(index, i),
    facilityId: 1 + (i % facilities.length),
    garbageType: i % 4 === 3 ? 'other' : ['other', 'kitchen', 'other'][i % 3],
    leg: i % 4 === 3 ? 'transfer' : 'collect',
    company: collectors[i % collectors.length]!.name,
    cardNo: `IC${String(6600100 + i + index * 100)}`,
    bindDate: formatDate(new Date(now - (200 + i * 9) * DAY)),
  }));

  const ledger: Record<string, unknown>[] = [];
  const midnight = new Date(new Date(now).toDateString()).getTime();
  let n = 0;
  for (let d = LEDGER_DAYS - 1; d >= 0; d--) {
    bindings.forEach((b, i) => {
      const trips = b.leg === 'transfer' ? 3 : 1 + ((i + d) % 2);
      for (let k = 0; k < trips; k++) {
        const ms = midnight - d * DAY + (7 + k * 3 + (i % 4)) * 3_600_000 + r.int(0, 55) * 60_000;
        if (ms > now - 20 * 60_000) continue;
        n += 1;
        const tare = b.leg === 'transfer' ? 15.5 : r.pick([7.2, 8.8, 9.8]);
        const net = r.round((b.leg === 'transfer' ? 13 : 5) * (0.6 + r.next() * 0.5), 2);
        const row: Record<string, unknown> = {
          ticketNo: `${index ? 'XC' : 'HC'}${formatDate(new Date(ms)).replace(/-/g, '')}${String(n).padStart(4, '0')}`,
          inTime: formatDate(new Date(ms), true),
          facilityId: b.facilityId,
          carCode: b.carCode,
          leg: b.leg,
          stationId: b.leg === 'transfer' ? 1 + (i % stations.length) : null,
          garbageType: b.garbageType,
          grossWeight: r.round(tare + net, 2),
          tareWeight: tare,
          confirmedNet: null,
        };
        if (n % 6 === 0) row.confirmedNet = r.round(net - 0.05, 2);
        else if (n % 13 === 0) row.tareWeight = null;
        else if (n % 29 === 0) row.grossWeight = r.round(tare - 0.4, 2);
        row.weight = loadWeight({ confirmedNet: row.confirmedNet as number | null, gross: row.grossWeight as number | null, tare: row.tareWeight as number | null });
        ledger.push(row);
      }
    });
  }

  const daily: Record<string, unknown>[] = [];
  // Tenant 2 binds 8 vehicles to tenant 1's 12; the levels are the ledger days'.
  const scale = index ? 0.65 : 1;
  for (let d = 365; d >= LEDGER_DAYS; d--) {
    const season = 1 + 0.1 * Math.sin((d / 365) * 2 * Math.PI);
    facilities.forEach((f, i) => {
      const counted = r.int(14, 22);
      daily.push({
        day: formatDate(new Date(now - d * DAY)),
        facilityId: i + 1,
        directTonnes: r.round((f.facilityType === 'incinerator' ? 34 : 22) * scale * season * (0.85 + r.next() * 0.3), 3),
        transferTonnes: r.round((f.facilityType === 'incinerator' ? 52 : 30) * scale * season * (0.85 + r.next() * 0.3), 3),
        counted,
        leftOut: r.next() < 0.15 ? 1 : 0,
      });
    });
  }
  return { facility: facilities, station: stations, carBinding: bindings, basicInfo: ledger, intakeDaily: daily };
};
