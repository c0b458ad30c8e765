/**
 * Demo data of both tenants from the demo crew (kit/people/demoCrew.ts): a post per team and post
 * type with its positioning rules (stationary alarms opted in by 道路保洁一队's and 作业一部's
 * cleaners only), each outdoor worker's area fenced along their road, every worker, two job elements
 * in each of the first areas, the badges bound to their wearers, contracts, a month of overtime with a
 * day past 3 h, a month past 36 h and rest-day work, adjustments with their reasons, and the forecast
 * of the last 30 and the next 7 days from the shell's weather model. Tenant 1: ≈ 1 300 rows.
 * Positions are not seeded here: they are the device store's (server/services/demoDevices.ts).
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { demoCrew, type CrewMember } from '../../../kit/people/demoCrew';
import { polygonText } from '../rules/fence';
import { modelForecast } from '../rules/heat';
import { addDays, chinaDate, weekday } from '../rules/time';

type Row = Record<string, unknown>;

const DEPTS: Record<string, string> = {
  d102: '综合办公室', d103: '环卫运营部', d104: '道路保洁一队', d105: '道路保洁二队', d106: '车辆管理中心', d107: '垃圾分类指导中心',
  d202: '综合部', d203: '作业一部', d204: '作业二部', d205: '车队',
};
const OPTED_IN = new Set(['d104', 'd203']);
const NIGHT = new Set(['d106', 'd205']);

export const seed: SeedFunction = ({ index, now }) => {
  const today = chinaDate(now);
  const crew = demoCrew(index, formatDate(new Date(now)));
  const postKey = (p: CrewMember) => `${p.deptId}|${p.post}`;
  const postKeys = [...new Set(crew.map(postKey))];
  const post = postKeys.map((key) => {
    const [deptId, type] = key.split('|') as [string, CrewMember['post']];
    const p = crew.find((c) => postKey(c) === key)!;
    return {
      postName: `${DEPTS[deptId] ?? deptId}·${p.postName}`, deptId, postType: type, toleranceMin: type === 'driver' ? 30 : 15,
      stationaryEnabled: type === 'cleaner' && OPTED_IN.has(deptId), stationaryMinutes: 30, stationaryRadius: 20,
      restWindows: NIGHT.has(deptId) ? '11:30-12:30,02:00-02:30' : '11:30-12:30',
    };
  });
  const outdoor = crew.filter((p) => p.outdoor);
  const perStreet = new Map<string, number>();
  const jobArea = outdoor.map((p) => {
    const n = (perStreet.get(p.street) ?? 0) + 1;
    perStreet.set(p.street, n);
    return { areaName: `${p.street}${n}号责任段`, street: p.street, deptId: p.deptId, fence: polygonText(p.area.fence), remark: null };
  });
  const areaOf = new Map(outdoor.map((p, i) => [p.code, i + 1]));
  const worker = crew.map((p) => ({
    staffCode: p.code, personName: p.name, deptId: p.deptId, postId: postKeys.indexOf(postKey(p)) + 1, shift: p.shift,
    outdoor: p.outdoor, areaId: areaOf.get(p.code) ?? null, phone: p.phone,
  }));
  const position = new Map(crew.map((p, i) => [p.code, i + 1]));
  const jobElement = outdoor.slice(0, 40).flatMap((p, i) => {
    const [a, b, c, d] = p.area.fence as [[number, number], [number, number], [number, number], [number, number]];
    const at = (f: number) => ({ lng: Math.round(((a[0] + d[0]) / 2 + ((b[0] + c[0]) / 2 - (a[0] + d[0]) / 2) * f) * 1e6) / 1e6, lat: Math.round(((a[1] + d[1]) / 2 + ((b[1] + c[1]) / 2 - (a[1] + d[1]) / 2) * f) * 1e6) / 1e6 });
    return [
      { elementName: `${jobArea[i]!.areaName}果皮箱`, elementType: 'bin', areaId: i + 1, location: at(0.3), remark: null },
      { elementName: `${jobArea[i]!.areaName}${i % 3 === 0 ? '公交站台' : '垃圾收集点'}`, elementType: i % 3 === 0 ? 'busStop' : 'collectionPoint', areaId: i + 1, location: at(0.75), remark: null },
    ];
  });
  const wearers = crew.filter((p) => p.badge);
  const device = wearers.map((p) => ({ deviceCode: p.badge, workerId: position.get(p.code), bindDate: addDays(today, -90), remark: null }));
  const personContract = crew.map((p) => ({ workerId: position.get(p.code), relation: p.relation, dispatchCompany: p.dispatchCompany, contractStart: p.contractStart, contractEnd: p.contractEnd }));
  // Overtime: drivers and loaders after the night round, leaders on weekends; exceptions by position.
  const overtimeRecord: Row[] = [];
  const busy = crew.filter((p) => p.post === 'driver' || p.post === 'loader' || p.post === 'leader').slice(0, index === 0 ? 24 : 8);
  busy.forEach((p, i) => {
    for (let ago = 1; ago <= 40; ago++) {
      const date = addDays(today, -ago);
      const weekend = weekday(date) >= 6;
      if ((ago + i) % (weekend ? 3 : 5) !== 0) continue;
      overtimeRecord.push({ workerId: position.get(p.code), workDate: date, hours: weekend ? 3 : 1.5 + (i % 3) * 0.5, kind: null, reason: weekend ? '周末突击保洁' : '夜间收运延时' });
    }
  });
  // A day past the 3 h cap, and a month past 36 h (the first driver: 3 h on 13 workdays of this month).
  const first = busy[0];
  if (first) {
    overtimeRecord.push({ workerId: position.get(first.code), workDate: addDays(today, -2), hours: 2.5, kind: null, reason: '台风后道路清障' });
    // This month when 13 of its workdays have passed, else the month before.
    const workdays = Array.from({ length: 40 }, (_, i) => addDays(today, -i)).filter((d) => weekday(d) < 6);
    const month = workdays.filter((d) => d.slice(0, 7) === today.slice(0, 7)).length >= 13 ? today.slice(0, 7) : addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    for (const d of workdays.filter((x) => x.slice(0, 7) === month).slice(0, 13)) overtimeRecord.push({ workerId: position.get(first.code), workDate: d, hours: 3, kind: null, reason: '中转站延时转运' });
  }
  const attendanceAdjust = [
    wearers[0] && { workerId: position.get(wearers[0].code), workDate: today, kind: 'excuseOffPost', arrivalAt: null, reason: '班组长安排前往中转站协助清运' },
    wearers[16] && { workerId: position.get(wearers[16].code), workDate: today, kind: 'deviceFault', arrivalAt: null, reason: '工牌电池故障，已送修，班组长现场确认在岗' },
    wearers[5] && { workerId: position.get(wearers[5].code), workDate: addDays(today, -1), kind: 'arrival', arrivalAt: `${addDays(today, -1)} 05:10:00`, reason: '工牌未开机，班组长确认按时到岗' },
  ].filter(Boolean) as Row[];
  const forecast = Array.from({ length: 38 }, (_, i) => addDays(today, i - 30)).map((d) => ({ forecastDate: d, ...modelForecast(d), source: 'model' }));
  return { post, jobArea, worker, jobElement, device, attendanceAdjust, overtimeRecord, forecast, personContract };
};
