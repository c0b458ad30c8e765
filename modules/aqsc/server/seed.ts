/**
 * Demo data of both tenants, a year of safety work counted back from the server's clock (`now`):
 * - the roster: the whole demo crew (kit/people/demoCrew.ts);
 * - dangers found over the last 365 days (tenant 1 ≈ 3 a week, tenant 2 ≈ 1), in four levels, the old
 *   ones mostly closed (some rectified late: flagged 逾期), the recent ones at every step, a few overdue
 *   and not rectified, majors listed for supervision; each step in 隐患处理记录 with who and when (the
 *   safety officer 郑海涛 / 林国强 accepts and closes), photos on the latest ones;
 * - five checklist templates and two inspections a week filled from them;
 * - 180 days of pre-trip checks of the device vehicles (车辆管理's cars V-101… are mounted on: 7 in
 *   tenant 1, 2 in tenant 2) by their drivers, a few days missed (未检查) and a few faults; today's
 *   only once their time has passed, one vehicle not checked today;
 * - a training or drill twice a month with its attendance (the crew), incidents about monthly;
 * - driver-behaviour alarms (the demo devices report position, speed and fuel only, so these are
 *   seeded rows with their device and time), some drivers far more than others.
 * Tenant 1 ≈ 3 800 rows, tenant 2 ≈ 1 600 (the seed function takes under 10 ms warm). References are 1-based positions (another module's row by
 * its display text: the car's plate).
 */
import { formatDate, seedFile, type SeedFunction } from '../../../kit/resource';
import { demoCrew, type CrewMember } from '../../../kit/people/demoCrew';
import { isOverdue, type RiskLevel } from '../rules/danger';
import { tripResult } from '../rules/preTrip';
import { ALARM_TYPES } from '../rules/score';
import { PHOTO_ACCEPTED, PHOTO_FIXED, PHOTO_FOUND } from './photos';

type Row = Record<string, unknown>;

/** The device vehicles of each tenant (server/services/demoDevices.ts) by plate, as 车辆管理 seeds them. */
const VEHICLES: [string, string][][] = [
  [['浙A·B1645', 'V-101'], ['浙A·F2467', 'V-102'], ['浙A·H3289', 'V-103'], ['浙A·A1508', 'V-104'], ['浙A·D1234', 'V-105'], ['浙A·C1782', 'V-106'], ['浙A·E1919', 'V-107']],
  [['浙A·B6089', 'V-201'], ['浙A·A5952', 'V-202']],
];
const OFFICER = ['郑海涛', '林国强'];
const ROADS = [['中河高架', '文三路', '德胜路', '之江路', '江南大道', '延安路', '天目山路'], ['文三路', '之江路', '文一西路', '古墩路']];

const DANGERS: [string, string, RiskLevel | null][] = [
  ['作业车辆反光条缺失', 'vehicle', null], ['压缩车尾部警示灯不亮', 'vehicle', null], ['洒水车轮胎磨损超限', 'vehicle', 'larger'],
  ['车库消防通道堆放杂物', 'fire', null], ['灭火器压力不足', 'fire', null], ['中转站配电箱未上锁', 'electric', null],
  ['临时用电私拉乱接', 'electric', 'larger'], ['作业人员未穿反光背心', 'behaviour', null], ['夜间作业未设置警示锥', 'site', null],
  ['转运站压缩设备防护罩缺失', 'equipment', 'larger'], ['道路保洁逆向作业', 'behaviour', null], ['公厕化粪池盖板破损', 'site', null],
  ['垃圾中转站顶棚钢结构锈蚀', 'equipment', 'major'], ['油库防雷接地失效', 'fire', 'major'],
];
const CHECKLISTS: [string, string, [string, string][]][] = [
  ['作业现场安全检查表', 'site', [['警示标志', '作业区前后50米设置警示锥和标志'], ['个人防护', '反光背心、安全帽佩戴齐全'], ['作业方式', '顺向作业，不逆行'], ['工具摆放', '工具不占用机动车道'], ['高温防护', '高温时段备有防暑药品和饮水']]],
  ['车库场站安全检查表', 'depot', [['消防通道', '通道畅通无堆放'], ['灭火器', '压力正常、在有效期内'], ['用电', '无私拉乱接，配电箱上锁'], ['油品存放', '专库存放，有防静电措施'], ['监控', '监控正常运行'], ['值班', '值班记录完整']]],
  ['作业车辆安全检查表', 'vehicle', [['灯光', '前后灯、转向灯、警示灯正常'], ['制动', '制动有效，无跑偏'], ['轮胎', '花纹深度不小于1.6毫米'], ['灭火器', '随车配备且有效'], ['上装', '液压系统无渗漏']]],
  ['消防安全检查表', 'fire', [['消火栓', '水压正常，无遮挡'], ['应急照明', '断电后能正常点亮'], ['疏散指示', '指示方向正确'], ['消防器材', '定点摆放，标识清楚']]],
  ['用电安全检查表', 'electric', [['配电箱', '箱门关闭上锁，有警示标识'], ['漏电保护', '试跳正常'], ['线路', '无破损老化'], ['接地', '接地可靠']]],
];
const TRAININGS: [string, string][] = [
  ['training', '道路作业安全操作规程'], ['drill', '车辆火灾应急演练'], ['training', '防暑降温与急救知识'], ['drill', '中转站触电事故应急演练'],
  ['training', '作业车辆安全驾驶'], ['drill', '防汛应急演练'], ['training', '消防器材使用培训'], ['training', '冬季防冻防滑作业安全'],
];
const INCIDENTS: [string, string, string, string][] = [
  ['traffic', 'minor', '作业车辆倒车时刮擦路边护栏', '倒车未安排专人指挥'],
  ['injury', 'minor', '保洁员清理绿化带时被玻璃划伤手部', '未佩戴防割手套'],
  ['traffic', 'serious', '压缩车在路口与电动自行车发生碰撞，骑车人轻伤', '驾驶员转弯时未注意右侧盲区'],
  ['equipment', 'minor', '压缩设备液压油管爆裂', '油管老化未按期更换'],
  ['fire', 'minor', '中转站垃圾堆内烟头引燃少量垃圾', '投放垃圾中混有未熄灭烟头'],
  ['injury', 'serious', '装卸工搬运时腰部扭伤', '单人搬运超重物品'],
];

const pad = (n: number) => String(n).padStart(2, '0');

export const seed: SeedFunction = ({ index, now }) => {
  const stamp = (ms: number) => formatDate(new Date(ms), true);
  const today = stamp(now).slice(0, 10);
  const dayMs = (d: string) => Date.parse(`${d}T00:00:00`);
  const dayOf = (ago: number) => formatDate(new Date(dayMs(today) - ago * 86_400_000));
  const at = (date: string, h: number, m: number) => `${date} ${pad(h)}:${pad(m)}:00`;
  const plus = (s: string, minutes: number) => stamp(Date.parse(s.replace(' ', 'T')) + minutes * 60_000);
  const nowText = stamp(now);
  const crew = demoCrew(index, today);
  const pos = new Map(crew.map((p, i) => [p.code, i + 1]));
  const person = crew.map((p) => ({ code: p.code, name: p.name, deptId: p.deptId, postName: p.postName }));
  const vehicles = VEHICLES[index] ?? VEHICLES[1]!;
  const drivers = crew.filter((p) => p.post === 'driver');
  const officer = OFFICER[index] ?? OFFICER[1]!;
  const roads = ROADS[index] ?? ROADS[1]!;
  const field = crew.filter((p) => p.post === 'leader' || p.post === 'supervisor');
  const photo = (base64: string, name: string) => seedFile(name, 'image/png', base64);

  // Hidden dangers and their logs.
  const danger: Row[] = [], dangerLog: Row[] = [];
  const perWeek = index === 0 ? 3 : 1;
  const count = 52 * perWeek;
  const DAYS: Record<RiskLevel, number> = { major: 30, larger: 15, general: 7, low: 3 };
  const found: { ago: number; k: number }[] = [];
  for (let k = 0; k < count; k++) found.push({ ago: Math.floor(((count - k) * 364) / count), k });
  let photoTurn = 0;
  for (const { ago, k } of found) {
    const [title, category, fixedLevel] = DANGERS[k % DANGERS.length]!;
    const level: RiskLevel = fixedLevel ?? (k % 3 === 0 ? 'general' : k % 3 === 1 ? 'low' : 'general');
    const finder = field[(k * 7) % field.length]!;
    const foundAt = at(dayOf(ago), 8 + (k % 9), (k * 13) % 60);
    if (foundAt > nowText) continue;
    const deadline = plus(foundAt, DAYS[level] * 1440);
    const late = k % 11 === 5; // rectified after the deadline
    const stuck = k % 23 === 7; // not rectified yet
    const recent = ago <= 20;
    const n = danger.length + 1;
    const row: Row = {
      dangerNo: `YH${String(n).padStart(6, '0')}`, title, level, category, deptId: finder.deptId, location: `${roads[k % roads.length]}${category === 'vehicle' ? '车辆停放点' : category === 'fire' || category === 'electric' ? '中转站' : '作业路段'}`,
      foundAt, finderId: pos.get(finder.code), description: `${finder.name}巡查发现：${title}`, deadline, reporterName: finder.name, photos: null, state: 'reported',
    };
    const log = (action: string, fromState: string | null, toState: string, actorName: string, actionTime: string, extra: Row = {}) =>
      dangerLog.push({ dangerId: n, action, fromState, toState, actorName, actorUserId: null, actionTime, outcome: null, remark: null, attachments: null, ...extra });
    const withPhotos = recent && photoTurn < 6;
    if (withPhotos) { photoTurn += 1; row.photos = [photo(PHOTO_FOUND, `${row.dangerNo as string}_发现.png`)]; }
    log('report', null, 'reported', finder.name, foundAt);
    let state = 'reported';
    if (level === 'major') {
      const listed = plus(foundAt, 1440);
      if (listed < nowText) {
        Object.assign(row, { measures: '停用相关设施，设置隔离区，委托专业单位检测并制定整改方案', owner: officer, funding: 80000 + (k % 5) * 10000, emergencyPlan: '《场站设施坍塌及火灾专项应急预案》：现场疏散、断电、报警、联动消防', supervisedAt: listed });
        log('supervise', 'reported', 'supervised', officer, listed, { remark: '列为重大隐患挂牌督办' });
        state = 'supervised';
      }
    }
    const window = Date.parse(deadline.replace(' ', 'T')) - Date.parse(foundAt.replace(' ', 'T'));
    const rectifiedAt = plus(foundAt, Math.round((late ? window * 1.3 : window * (0.3 + (k % 5) * 0.12)) / 60_000));
    const canRectify = !stuck && rectifiedAt < nowText && !(recent && k % 4 === 0) && (level !== 'major' || state === 'supervised');
    if (canRectify) {
      row.rectifiedAt = rectifiedAt; row.rectifiedBy = finder.name;
      log('rectify', state, 'rectified', finder.name, rectifiedAt, { remark: '已按要求整改完毕', attachments: withPhotos ? [photo(PHOTO_FIXED, `${row.dangerNo as string}_整改.png`)] : null });
      state = 'rectified';
      const acceptedAt = plus(rectifiedAt, 600 + (k % 7) * 120);
      if (acceptedAt < nowText && !(recent && k % 3 === 0)) {
        row.acceptedAt = acceptedAt; row.acceptedBy = officer;
        log('accept', 'rectified', 'accepted', officer, acceptedAt, { outcome: 'pass', remark: '现场复查合格', attachments: withPhotos ? [photo(PHOTO_ACCEPTED, `${row.dangerNo as string}_验收.png`)] : null });
        state = 'accepted';
        const closedAt = plus(acceptedAt, 1440);
        if (closedAt < nowText && !recent) {
          row.closedAt = closedAt; row.closedBy = officer;
          log('close', 'accepted', 'closed', officer, closedAt);
          state = 'closed';
        }
      }
    }
    row.state = state;
    row.lastRemark = (dangerLog[dangerLog.length - 1]!.remark as string | null) ?? null;
    row.overdue = isOverdue(row.deadline, row.rectifiedAt, nowText) ? 'yes' : 'no';
    danger.push(row);
  }

  // Checklist templates and inspections filled from them.
  const checklist = CHECKLISTS.map(([name, kind]) => ({ name, kind, remark: null }));
  const checklistItem = CHECKLISTS.flatMap(([, , items], c) => items.map(([content, standard], i) => ({ checklistId: c + 1, sort: i + 1, content, standard })));
  const inspection: Row[] = [], inspectionItem: Row[] = [];
  const perWeekInspections = index === 0 ? 2 : 1;
  for (let w = 51; w >= 0; w--) {
    for (let j = 0; j < perWeekInspections; j++) {
      const date = dayOf(w * 7 + j * 3 + 1);
      const c = (w + j) % CHECKLISTS.length;
      const inspector = field[(w * 3 + j) % field.length]!;
      const n = inspection.length + 1;
      inspection.push({ inspectionNo: `XJ${date.replace(/-/g, '')}${String(n).padStart(4, '0')}`, checklistId: c + 1, deptId: inspector.deptId, place: `${roads[(w + j) % roads.length]}${CHECKLISTS[c]![1] === 'site' ? '作业路段' : '中转站'}`, inspectDate: date, inspectorId: pos.get(inspector.code), remark: null });
      CHECKLISTS[c]![2].forEach(([content, standard], i) => {
        const fail = (w * 5 + i + j) % 13 === 0;
        inspectionItem.push({ inspectionId: n, content, standard, result: fail ? 'fail' : (i + w) % 17 === 0 ? 'na' : 'pass', remark: fail ? '现场不符合，已当场要求整改' : null, photo: null });
      });
    }
  }

  // Pre-trip checks: 180 days, each vehicle by its driver; a few days missed, a few faults.
  const preTripCheck: Row[] = [];
  for (let ago = 179; ago >= 0; ago--) {
    const date = dayOf(ago);
    vehicles.forEach(([plate], v) => {
      if ((ago * 7 + v * 11) % 29 === 3) return; // missed: 未检查
      if (ago === 0 && v === 0) return; // not checked yet today
      const checkedAt = at(date, 6, 10 + v * 5 + (ago % 7));
      if (checkedAt > nowText) return;
      const driver = drivers[(v + (ago % 14 === 13 ? 1 : 0) * vehicles.length) % drivers.length]!;
      const faultItem = (ago * 3 + v) % 37 === 0 || (ago === 2 && v === 1) ? ['lights', 'brakes', 'extinguisher', 'bodyEquipment'][(ago + v) % 4]! : null;
      const items = { lights: 'ok', brakes: 'ok', extinguisher: 'ok', bodyEquipment: 'ok', ...(faultItem ? { [faultItem]: 'fault' } : {}) };
      const faults = faultItem ? ({ lights: '左后转向灯不亮，已报修', brakes: '制动踏板行程偏大，停驶检修', extinguisher: '灭火器压力不足，已更换', bodyEquipment: '上装液压油管渗漏，已报修' } as Record<string, string>)[faultItem]! : null;
      const photos = faultItem && ago <= 30 ? [photo(PHOTO_FOUND, `${plate}_${date}_异常.png`)] : null;
      preTripCheck.push({ carId: plate, checkDate: date, driverId: pos.get(driver.code), ...items, result: tripResult(items), checkedAt, faults, photos });
    });
  }

  // Trainings and drills twice a month, with attendance.
  const training: Row[] = [], trainingAttendee: Row[] = [];
  const outdoor = crew.filter((p) => p.outdoor);
  for (let m = 23; m >= 0; m--) {
    const date = dayOf(m * 15 + 4);
    const [kind, topic] = TRAININGS[m % TRAININGS.length]!;
    const startAt = at(date, 14, 0);
    const n = training.length + 1;
    const group: CrewMember[] = [...(kind === 'drill' ? drivers.slice(0, 10) : []), ...outdoor.filter((_, i) => (i + m) % (index === 0 ? 14 : 6) === 0)].slice(0, 24);
    training.push({ kind, topic, startAt, hours: kind === 'drill' ? 2 : 1.5, place: kind === 'drill' ? '中转站广场' : '公司三楼会议室', trainer: officer, deptId: index === 0 ? 'd108' : 'd202', content: `${topic}：讲解、示范与考核`, photos: m < 3 ? [photo(PHOTO_ACCEPTED, `${topic}_现场.png`)] : null });
    group.forEach((p, i) => {
      const present = (i + m) % 9 !== 4;
      trainingAttendee.push({ trainingId: n, personId: pos.get(p.code), present, signedAt: present ? plus(startAt, -10 + (i % 8)) : null });
    });
  }

  // Incidents about monthly (tenant 2: every two months).
  const incident: Row[] = [];
  for (let m = 0; m < (index === 0 ? 12 : 6); m++) {
    const [kind, severity, description, cause] = INCIDENTS[m % INCIDENTS.length]!;
    const occurredAt = at(dayOf(m * (index === 0 ? 30 : 60) + 9), 9 + (m % 8), 20);
    const driver = drivers[m % drivers.length]!;
    const worker = outdoor[(m * 5) % outdoor.length]!;
    incident.push({
      occurredAt, kind, severity, deptId: kind === 'traffic' ? driver.deptId : worker.deptId, place: roads[m % roads.length], carId: kind === 'traffic' ? vehicles[m % vehicles.length]![0] : null,
      personId: pos.get(kind === 'traffic' ? driver.code : worker.code), injured: severity === 'serious' ? 1 : kind === 'injury' ? 1 : 0, deaths: 0, loss: 500 + m * 350,
      description, cause, measures: '组织专题安全教育，完善操作规程', state: m < 1 ? 'investigating' : 'closed', photos: m < 2 ? [photo(PHOTO_FOUND, `事故现场_${m + 1}.png`)] : null,
    });
  }

  // Driver-behaviour alarms: seeded rows (the demo devices report no such events).
  const driverAlarm: Row[] = [];
  for (let ago = 364; ago >= 0; ago--) {
    const date = dayOf(ago);
    vehicles.forEach(([plate, device], v) => {
      const heavy = v === 1; // one driver far more than the others
      const per = (ago + v * 3) % (heavy ? 3 : 9) === 0 ? 1 : 0;
      for (let k = 0; k < per; k++) {
        const alarmAt = at(date, 7 + ((ago + v) % 10), (ago * 7 + v * 13) % 60);
        if (alarmAt > nowText) continue;
        const type = ALARM_TYPES[(ago + v * 2) % ALARM_TYPES.length]!;
        const driver = drivers[v % drivers.length]!;
        driverAlarm.push({ alarmAt, alarmType: type, carId: plate, deviceCode: device, driverId: pos.get(driver.code), speed: type === 'speeding' ? 62 + (ago % 15) : 20 + (ago % 25), place: roads[v % roads.length], handleState: ago > 2 ? 'handled' : 'pending', handleRemark: ago > 2 ? '已电话提醒驾驶员并记入月度考核' : null });
      }
    });
  }
  return { person, danger, dangerLog, checklist, checklistItem, inspection, inspectionItem, preTripCheck, training, trainingAttendee, incident, driverAlarm };
};
