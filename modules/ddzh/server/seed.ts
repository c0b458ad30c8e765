/**
 * Demo data of 指挥调度, counted from the server's clock `now` (tests move it): the roster (the demo
 * crew's drivers, leaders and badge wearers), alarms of every type over the last hours (some new, some
 * dispatched, one ignored, one at night), a rule per alarm type (quiet hours 22:00–06:00 released at
 * 07:30 on 公厕告警), the send log of those alarms, and a day of work orders in every state with their
 * action log and key events — some overdue (one completed late), one forced with its reason.
 * Points lie along the base map's roads where the demo vehicles drive (kit/geo roads).
 */
import { roads, type LngLat } from '../../../kit/geo';
import { demoCrew } from '../../../kit/people/demoCrew';
import type { SeedFunction } from '../../../kit/resource';
import { overdueMinutes, timeText } from '../rules/overdue';
import { heldUntil } from '../rules/quiet';

const MIN = 60_000;
const PLATES = [['浙A·B1645', '浙A·F2467', '浙A·H3289', '浙A·C1782'], ['浙A·B6089', '浙A·A5952']];
const DEVICES = [['V-101', 'V-102', 'V-103', 'V-106'], ['V-201', 'V-202']];
const DEPTS = [['d104', 'd105', 'd106', 'd107'], ['d203', 'd204', 'd205']];

/** A point at fraction f along a base-map road. */
function along(name: string, f: number): LngLat {
  const road = roads.find((r) => r.name === name) ?? roads[1]!;
  const p = road.path;
  const x = Math.min(Math.max(f, 0), 0.999) * (p.length - 1);
  const i = Math.floor(x);
  const a = p[i]!;
  const b = p[i + 1] ?? a;
  const k = x - i;
  return [Math.round((a[0] + (b[0] - a[0]) * k) * 1e6) / 1e6, Math.round((a[1] + (b[1] - a[1]) * k) * 1e6) / 1e6];
}
const pt = (p: LngLat) => ({ lng: p[0], lat: p[1] });

export const seed: SeedFunction = ({ index, now }) => {
  const at = (minutesAgo: number) => timeText(now - minutesAgo * MIN);
  const today = at(0).slice(0, 10);
  const crew = demoCrew(index, today);
  const roster = [
    ...crew.filter((c) => c.post === 'driver').slice(0, 12),
    ...crew.filter((c) => c.post === 'leader').slice(0, 8),
    ...crew.filter((c) => c.badge).slice(0, 20),
  ].filter((c, i, all) => all.findIndex((x) => x.code === c.code) === i);
  const person = roster.map((c) => ({ code: c.code, name: c.name, deptId: c.deptId, postName: c.postName, phone: c.phone, badge: c.badge }));
  const badged = roster.filter((c) => c.badge);
  const plates = PLATES[index]!;
  const devices = DEVICES[index]!;
  const depts = DEPTS[index]!;
  const streets = ['中河高架', '延安路', '文三路—天目山路', '德胜高架', '之江路'].filter((n) => roads.some((r) => r.name === n));
  const street = (i: number) => streets[i % streets.length]!;
  const T = index === 0 ? '' : '西湖';

  // Alarms: every type, over the last ten hours; the first few are the work orders' sources.
  const types = [
    ['boxFull', 'major', '压缩箱 YS-0{n}', '%', 96], ['binOverflow', 'major', '垃圾桶 LT-1{n}', '%', 100], ['toilet', 'minor', '公厕 T-10{n} 氨气', 'ppm', 3.1],
    ['offPost', 'major', '{person} 工牌', '分钟', 28], ['problemCase', 'critical', '案件 AJ2026{n}', '', null], ['boxOffline', 'minor', '终端 V-10{n}', '分钟', 190],
  ] as const;
  const alarm = Array.from({ length: 18 }, (_, i) => {
    const [type, level, obj, unit, value] = types[i % types.length]!;
    const p = along(street(i), ((i * 37) % 100) / 100);
    const state = i < 8 ? 'dispatched' : i === 11 ? 'ignored' : 'new';
    return {
      alarmNo: `GJ${String(i + 1).padStart(6, '0')}`, type, level, objectName: obj.replace('{n}', String(i + 1)).replace('{person}', badged[i % Math.max(badged.length, 1)]?.name ?? '保洁员'),
      place: `${T}${street(i)}${(i * 13) % 300 + 1}号`, location: pt(p), value, unit: unit || null, occurredAt: at(i === 17 ? 13 * 60 : 20 + i * 30),
      state, orderNo: i < 8 ? `GD${String(i + 1).padStart(6, '0')}` : null, source: 'demo', sourceKey: `demo:${index}:${i}`,
    };
  });

  // The night alarm: a toilet sensor at 13 hours ago, in the toilet rule's quiet hours (22:00–06:00) when that falls at night.
  Object.assign(alarm[17]!, { type: 'toilet', level: 'minor', objectName: '公厕 T-102 氨气', value: 3.4, unit: 'ppm' });

  const alarmRule = types.map(([type, level], i) => ({
    alarmType: type, threshold: type === 'boxFull' || type === 'binOverflow' ? 90 : type === 'toilet' ? 2.5 : type === 'offPost' ? 15 : null, level,
    recipientRoles: i % 2 ? ['dispatcher'] : ['admin', 'dispatcher'], channels: i === 0 ? ['notice', 'chat', 'sms'] : i === 2 ? ['notice', 'app'] : ['notice'],
    template: '{type}：{object}（{place}）读数{value}，阈值{threshold}，时间{time}', quietHours: type === 'toilet', quietStart: type === 'toilet' ? '22:00' : null,
    quietEnd: type === 'toilet' ? '06:00' : null, releaseAt: type === 'toilet' ? '07:30' : null, enabled: true,
  }));

  const sendLog = [...alarm.slice(0, 12), alarm[17]!].map((a, i) => {
    const held = i === 12 ? heldUntil(now - 13 * 60 * MIN, '22:00', '06:00', '07:30') ?? now - 13 * 60 * MIN + 8 * 60 * MIN : null;
    return {
      alarmNo: a.alarmNo, alarmType: a.type, channel: 'notice', recipients: '管理员、调度员', receivers: 2,
      content: `${a.objectName}（${a.place}）`, sentAt: a.occurredAt, heldUntil: held === null ? null : timeText(held), state: held === null ? 'sent' : 'held',
    };
  });

  // Work orders: 12 over the day, every state; the first eight raised from alarms.
  const plan: { state: string; ago: number; limit: number; acceptAfter?: number; startAfter?: number; doneAfter?: number; forced?: string; cancel?: string }[] = [
    { state: 'pending', ago: 10, limit: 60 }, { state: 'pending', ago: 95, limit: 60 },
    { state: 'accepted', ago: 25, limit: 60, acceptAfter: 5 }, { state: 'accepted', ago: 150, limit: 120, acceptAfter: 10 },
    { state: 'inProgress', ago: 50, limit: 90, acceptAfter: 4, startAfter: 20 }, { state: 'inProgress', ago: 130, limit: 60, acceptAfter: 6, startAfter: 30 },
    { state: 'completed', ago: 300, limit: 120, acceptAfter: 5, startAfter: 25, doneAfter: 80 }, { state: 'completed', ago: 240, limit: 60, acceptAfter: 8, startAfter: 35, doneAfter: 95 },
    { state: 'completed', ago: 420, limit: 90, acceptAfter: 3, startAfter: 30, doneAfter: 70, forced: '车载定位信号丢失，现场照片确认已清运' },
    { state: 'cancelled', ago: 200, limit: 60, cancel: '重复派单，已由另一工单处理' },
    { state: 'completed', ago: 380, limit: 60, acceptAfter: 5, startAfter: 15, doneAfter: 50 }, { state: 'inProgress', ago: 70, limit: 30, acceptAfter: 3, startAfter: 15 },
  ];
  const jobs = ['haul', 'clean', 'haul', 'inspect', 'haul', 'repair'] as const;
  const workOrder = plan.map((p, i) => {
    const fromAlarm = i < 8 ? alarm[i]! : null;
    const origin = fromAlarm?.location ?? pt(along(street(i), 0.3));
    const dest = pt(along(street(i + 1), 0.8));
    const withCar = i % 3 !== 1 || badged.length === 0;
    const driver = withCar ? 1 + (i % Math.min(12, person.length)) : person.findIndex((x) => x.code === badged[i % badged.length]!.code) + 1;
    const t0 = now - p.ago * MIN;
    const tt = (m?: number) => (m === undefined ? null : timeText(t0 + m * MIN));
    const late = overdueMinutes(timeText(t0 + p.limit * MIN), p.doneAfter !== undefined ? tt(p.doneAfter) : p.cancel ? tt(15) : null, now);
    return {
      overdueMinutes: late, overdue: late === null ? null : late > 0 ? 'yes' : 'no',
      orderNo: `GD${String(i + 1).padStart(6, '0')}`, title: fromAlarm ? `${fromAlarm.objectName}处置` : `${street(i)}沿线${i % 2 ? '保洁' : '清运'}`,
      jobType: fromAlarm ? (['boxFull', 'binOverflow'].includes(fromAlarm.type) ? 'haul' : fromAlarm.type === 'boxOffline' ? 'repair' : fromAlarm.type === 'offPost' ? 'inspect' : 'clean') : jobs[i % jobs.length],
      priority: ['urgent', 'high', 'normal', 'low'][i % 4], state: p.state, deptId: depts[i % depts.length],
      alarmId: fromAlarm ? i + 1 : null, alarmType: fromAlarm?.type ?? null, alarmLevel: fromAlarm?.level ?? null, objectName: fromAlarm?.objectName ?? null,
      originName: fromAlarm?.place ?? `${street(i)}作业点`, origin, originRadius: 200, destName: index === 0 ? '拱墅区石祥路垃圾转运站' : '西湖区转运站', dest, destRadius: 300,
      carId: withCar ? plates[i % plates.length] : null, driverId: driver > 0 ? driver : 1, deviceCode: withCar ? devices[i % devices.length] : badged[i % badged.length]?.badge ?? null,
      deadlineChoice: String(p.limit), deadline: timeText(t0 + p.limit * MIN), dispatchedAt: timeText(t0),
      acceptedAt: tt(p.acceptAfter), startedAt: tt(p.startAfter), completedAt: p.doneAfter !== undefined ? tt(p.doneAfter) : null, cancelledAt: p.cancel ? tt(15) : null,
      forced: Boolean(p.forced), dispatcherName: '张建国', lastRemark: p.forced ?? p.cancel ?? null,
    };
  });
  const workOrderLog = plan.flatMap((p, i) => {
    const t0 = now - p.ago * MIN;
    const log = (action: string, from: string | null, to: string, m: number, who: string, remark: string | null = null) =>
      ({ orderId: i + 1, action, outcome: null, fromState: from, toState: to, actorName: who, actorUserId: null, actionTime: timeText(t0 + m * MIN), remark });
    const driver = workOrder[i]!.carId ? '司机' : '作业人员';
    return [
      log('dispatch', null, 'pending', 0, '张建国'),
      ...(p.acceptAfter !== undefined ? [log('accept', 'pending', 'accepted', p.acceptAfter, driver)] : []),
      ...(p.startAfter !== undefined ? [log('arrive', 'accepted', 'inProgress', p.startAfter, '定位判断')] : []),
      ...(p.doneAfter !== undefined ? [p.forced ? log('force', 'inProgress', 'completed', p.doneAfter, '张建国', p.forced) : log('finish', 'inProgress', 'completed', p.doneAfter, '定位判断')] : []),
      ...(p.cancel ? [log('cancel', 'pending', 'cancelled', 15, '张建国', p.cancel)] : []),
    ];
  });
  const workOrderEvent = plan.flatMap((p, i) => {
    const o = workOrder[i]!;
    const t0 = now - p.ago * MIN;
    const ev = (event: string, m: number, loc: { lng: number; lat: number } | null) => ({ orderId: i + 1, event, at: timeText(t0 + m * MIN), actorName: o.deviceCode, location: loc, photo: null, remark: null });
    if (p.startAfter === undefined) return [];
    const out = [ev('arrived', p.startAfter, o.origin)];
    if (o.jobType === 'haul') out.push(ev('loaded', p.startAfter + 8, o.origin));
    if (p.doneAfter !== undefined || p.ago - p.startAfter > 30) out.push(ev('left', p.startAfter + 12, o.origin));
    if (p.doneAfter !== undefined && !p.forced) {
      out.push(ev('arrivedDest', p.doneAfter - 6, o.dest));
      if (o.jobType === 'haul') out.push(ev('unloaded', p.doneAfter, o.dest));
    }
    return out;
  });
  return { person, alarm, alarmRule, sendLog, workOrder, workOrderLog, workOrderEvent };
};
