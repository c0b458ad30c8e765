/**
 * Demo data for each tenant, in the Hangzhou demo city (kit/geo/demoCity): a station per estate in
 * the estate's district, the crew's loaders as the stations' collectors, a year of orders (about 2 000
 * for tenant 1, 800 for tenant 2: most settled and paid; cancelled, amended, rejected and failed
 * pickups among them; today's and tomorrow's still under way), carting orders every day, audits of
 * businesses and recyclers, WeChat bindings and invites under two rule versions. Every time counts from
 * `now`. The ledgers hold an opening movement per user (their older payments and points, 期初) and one
 * movement per payment and reward of the last 30 days, so each balance is the sum of its movements.
 */
import { demoCity, random } from '../../../kit/geo/demoCity';
import { demoCrew } from '../../../kit/people/demoCrew';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { settleFigures } from '../rules/order';

type Row = Record<string, unknown>;
const DAY = 86_400_000;

/** Where each district's estates cluster (WGS-84, inside the district's real outline). */
const ANCHOR: Record<string, [number, number]> = {
  shangcheng: [120.19, 30.27], gongshu: [120.15, 30.31], xihu: [120.12, 30.28], binjiang: [120.2, 30.2], xiaoshan: [120.27, 30.17], yuhang: [120.02, 30.28],
};
const CLASSES: [string, number, number][] = [['废纸', 1.2, 10], ['塑料瓶', 0.8, 8], ['金属', 1.6, 12], ['玻璃', 0.2, 2], ['旧衣物', 0.5, 5], ['小家电', 2, 15]];
const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕'.split('');
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬建国文辉鹏'.split('');
const SITES: [string, string, string][] = [['城北再生资源分拣中心', 'sortingCenter', 'gongshu'], ['富阳绿源再生资源厂', 'recyclingPlant', 'yuhang'], ['九峰环境能源焚烧厂', 'incinerator', 'yuhang'], ['有害垃圾暂存点', 'hazardousStore', 'xihu']];

export const seed: SeedFunction = ({ index, now }) => {
  const city = demoCity(index);
  const r = random(20261126 + index * 7);
  const at = (ms: number) => formatDate(new Date(ms), true);
  const day = (ms: number) => formatDate(new Date(ms));
  const today0 = new Date(formatDate(new Date(now)).replace(/-/g, '/')).getTime();
  const near = (district: string, spread = 0.02) => {
    const [lng, lat] = ANCHOR[district]!;
    return { lng: r.round(lng + (r.next() - 0.5) * spread * 2, 6), lat: r.round(lat + (r.next() - 0.5) * spread * 2, 6) };
  };
  const dept = index ? 'd203' : 'd107';
  const prefix = index ? 'XH' : 'HZ';
  const crew = demoCrew(index, day(now));
  const loaders = crew.filter((c) => c.post === 'loader' || c.post === 'cleaner').map((c) => c);

  const setting = [{ settingName: '默认设置', cancelWindowMinutes: 60, maxItems: 10 }];
  const garbageClass = CLASSES.map(([className, unitPrice, pointsPerKg], i) => ({ className, unitPrice, pointsPerKg, enabled: true, sort: i + 1 }));
  const stationPoint = city.estates.map((estate, i) => {
    const district = city.districts[i % city.districts.length]!;
    const c = loaders[i % loaders.length]!;
    return { stationName: `${estate}回收站`, deptId: dept, district, street: city.streets[i % city.streets.length], estate, address: `${city.streets[i % city.streets.length]}${10 + i * 7}号`, collectorName: c.name, phone: c.phone, state: i === city.estates.length - 1 ? 'closed' : 'open', location: near(district, 0.015) };
  });
  const deptPointClass = stationPoint.flatMap((_, i) => [1, 2, 3 + (i % 4)].map((g) => ({ deptId: dept, stationId: i + 1, garbageClassId: g, remark: null })));
  const deptArea = [...new Set(city.districts)].map((d) => {
    const [lng, lat] = ANCHOR[d]!;
    const ring = [[lng - 0.03, lat - 0.025], [lng + 0.03, lat - 0.025], [lng + 0.03, lat + 0.025], [lng - 0.03, lat + 0.025], [lng - 0.03, lat - 0.025]];
    return { areaName: `${d === 'xihu' ? '西湖' : d === 'gongshu' ? '拱墅' : d === 'shangcheng' ? '上城' : d === 'binjiang' ? '滨江' : d === 'xiaoshan' ? '萧山' : '余杭'}回收片区`, deptId: dept, district: d, shape: JSON.stringify({ type: 'Polygon', coordinates: [ring] }), remark: null };
  });
  const disposalSite = SITES.map(([siteName, siteKind, district], i) => ({ siteName, siteKind, district, address: `${siteName}路${i + 1}号`, capacity: [300, 500, 3000, 20][i], contact: city.drivers[i], phone: `1390571${String(1000 + i).padStart(4, '0')}`, location: near(district, 0.01) }));
  // The hazardous store's agreement has run out (its renewal is pending): no load may go there now.
  const disposalSiteSigning = SITES.flatMap((_, i) => [
    { contractNo: `${prefix}-QY-${2025}-${i + 1}`, siteId: i + 1, deptId: dept, garbageClassId: (i % 6) + 1, price: [60, 80, 120, 900][i], startDate: day(now - 730 * DAY), endDate: day(now - 366 * DAY), state: 'expired' },
    ...(i === 3 ? [] : [{ contractNo: `${prefix}-QY-${2026}-${i + 1}`, siteId: i + 1, deptId: dept, garbageClassId: (i % 6) + 1, price: [65, 85, 125, 950][i], startDate: day(now - 365 * DAY), endDate: day(now + 365 * DAY), state: 'active' }]),
  ]);

  // Users: residents of the estates, businesses and recyclers (audited), joined over two years.
  const nUsers = index ? 150 : 400;
  const appUser: Row[] = [];
  for (let i = 0; i < nUsers; i++) {
    const type = i % 13 === 5 ? 'business' : i % 13 === 9 ? 'recycler' : 'resident';
    const e = r.int(0, city.estates.length - 1);
    const joined = now - r.int(1, 720) * DAY - r.int(0, 86_000) * 1000;
    const audit = type === 'resident' ? 'none' : i % 5 === 0 ? 'pending' : i % 7 === 0 ? 'rejected' : 'passed';
    appUser.push({
      userName: `${r.pick(SURNAMES)}${r.pick(GIVEN)}${i % 3 ? r.pick(GIVEN) : ''}`, phone: `13${index ? 6 : 8}${String(57100000 + i * 37).padStart(8, '0')}`,
      userType: type, businessName: type === 'business' ? `${city.estates[e]}便民超市` : type === 'recycler' ? `${city.companies[0]!.name}` : null,
      district: city.districts[e % city.districts.length], estate: city.estates[e], address: `${city.estates[e]}${r.int(1, 30)}幢${r.int(1, 6)}0${r.int(1, 4)}室`,
      joinedAt: at(joined), auditState: audit,
      auditReason: audit === 'rejected' ? '营业执照照片不清晰，请重新上传' : audit === 'passed' ? '资料齐全' : null,
      auditedBy: audit === 'passed' || audit === 'rejected' ? '管理员' : null, auditedAt: audit === 'passed' || audit === 'rejected' ? at(joined + DAY) : null,
      insider: i === 1 || i === 2, insiderReason: i === 1 || i === 2 ? '本单位测试账号' : null,
    });
  }
  const residents = appUser.map((u, i) => ({ u, id: i + 1 })).filter((x) => x.u.userType === 'resident');
  const weChat = appUser.flatMap((u, i) => (i % 10 < 7 ? [{ appUserId: i + 1, nickName: `${String(u.userName)}的微信`, openId: `o${prefix}${String(100000 + i * 13)}Wx${i}`, boundAt: u.joinedAt }] : []));

  // A year of orders: ≈ 5.5 a day for tenant 1, 2.2 for tenant 2; the newest still under way.
  const nOrders = index ? 800 : 2000;
  const order: Row[] = [];
  const balance = new Map<number, number>(); // older payments → opening movement
  const points = new Map<number, number>();
  const recentPay: Row[] = [];
  const recentPoints: Row[] = [];
  for (let i = 0; i < nOrders; i++) {
    const back = Math.floor(((nOrders - 1 - i) / nOrders) * 365) - (i >= nOrders - 6 ? 1 : 0); // the last six: tomorrow
    const { u, id: appUserId } = residents[r.int(0, residents.length - 1)]!;
    const st = city.estates.indexOf(String(u.estate));
    const station = stationPoint[st]!;
    const g = r.int(1, CLASSES.length);
    const book = today0 - back * DAY + (8 + r.int(0, 9)) * 3600_000 + r.int(0, 3) * 900_000;
    const roll = r.next();
    const future = book > now;
    let progress = 'settled';
    if (future) progress = i % 2 ? 'booked' : 'confirmed';
    else if (back === 0) progress = ['confirmed', 'collected', 'settled'][i % 3]!;
    else if (roll < 0.06) progress = 'cancelled';
    else if (roll < 0.08) progress = 'noOneHome';
    else if (roll < 0.09) progress = 'refused';
    else if (roll < 0.1) progress = 'duplicate';
    else if (roll < 0.11) progress = 'rejected';
    const weighedKg = ['collected', 'settled'].includes(progress) ? r.round(2 + r.next() * 25, 1) : null;
    const [, price, ppk] = CLASSES[g - 1]!;
    const figures = progress === 'settled' && weighedKg !== null ? settleFigures(weighedKg, price, ppk) : null;
    const payRoll = r.next();
    const payState = figures ? (payRoll < 0.9 || back > 30 ? 'paid' : payRoll < 0.95 ? 'failed' : 'unpaid') : 'unpaid';
    const confirmed = ['confirmed', 'collected', 'settled', 'noOneHome', 'refused'].includes(progress) ? book - 20 * 3600_000 : null;
    const collected = weighedKg !== null ? book + r.int(5, 40) * 60_000 : null;
    const no = `HS${day(book - 2 * DAY).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`;
    order.push({
      orderNo: no, appUserId, garbageClassId: g, itemCount: r.int(1, 6), estWeight: r.round(2 + r.next() * 20, 1), bookTime: at(book), stationId: st + 1,
      district: u.district, estate: u.estate, address: u.address, location: near(String(u.district), 0.015), progress, payState,
      weight: weighedKg, amount: figures?.amount ?? null, points: figures?.points ?? null, collectorName: confirmed ? station.collectorName : null,
      amendCount: i % 10 === 3 ? 1 : 0, checkedBy: confirmed ? '调度员' : null, settledBy: figures ? '调度员' : null,
      confirmedAt: confirmed ? at(confirmed) : null, collectedAt: collected ? at(collected) : null, settledAt: figures && collected ? at(collected + 3600_000) : null,
      cancelledAt: progress === 'cancelled' ? at(book - 5 * 3600_000) : null, paidAt: payState === 'paid' && collected ? at(collected + 2 * 3600_000) : null,
      payFailReason: payState === 'failed' ? '微信零钱入账失败：账户未实名' : null,
      lastRemark: progress === 'rejected' ? '该地址不在服务范围内' : progress === 'cancelled' ? '临时有事，改天再约' : null,
    });
    if (figures) {
      const recent = back <= 30;
      if (payState === 'paid') {
        if (recent) recentPay.push({ appUserId, quantity: figures.amount, kind: 'orderPay', reason: no, operator: '调度员', sourceType: 'orderPay', sourceNo: no, direction: 'in', postedAt: at(collected! + 2 * 3600_000) });
        else balance.set(appUserId, (balance.get(appUserId) ?? 0) + figures.amount);
      }
      if (figures.points > 0) {
        if (recent) recentPoints.push({ appUserId, quantity: figures.points, kind: 'orderPoints', reason: CLASSES[g - 1]![0], operator: '调度员', sourceType: 'orderPoints', sourceNo: no, direction: 'in', postedAt: at(collected! + 3600_000) });
        else points.set(appUserId, (points.get(appUserId) ?? 0) + figures.points);
      }
    }
  }
  const opening = (m: Map<number, number>, kind: string) =>
    [...m].sort((a, b) => a[0] - b[0]).map(([appUserId, q]) => ({ appUserId, quantity: Math.round(q * 100) / 100, kind: 'seed', reason: kind, operator: '系统', sourceType: 'seed', sourceNo: null, direction: 'in', postedAt: at(now - 31 * DAY) }));

  // Invites under two rule versions: V1 a year and a half ago, V2 from 90 days ago.
  const inviteRule = [
    { version: 'V1', effectiveFrom: at(now - 540 * DAY), rewardPoints: 50, remark: '首版：每邀请一位新用户奖励50积分' },
    { version: 'V2', effectiveFrom: at(now - 90 * DAY), rewardPoints: 80, remark: '推广期：奖励提高到80积分' },
  ];
  const inviteRecord: Row[] = [];
  const rewardMoves: Row[] = [];
  const nInvites = index ? 25 : 60;
  for (let k = 0; k < nInvites; k++) {
    const inviteeId = nUsers - k;
    const inviterId = 3 + ((k * 7) % 50);
    const joinedAt = String(appUser[inviteeId - 1]!.joinedAt);
    const rule = joinedAt >= String(inviteRule[1]!.effectiveFrom) ? inviteRule[1]! : joinedAt >= String(inviteRule[0]!.effectiveFrom) ? inviteRule[0]! : null;
    if (!rule) continue;
    const rewarded = k % 4 !== 0;
    inviteRecord.push({ inviterId, inviteeId, joinedAt, ruleVersion: rule.version, rewardPoints: rule.rewardPoints, rewardState: rewarded ? 'rewarded' : 'pending', rewardedAt: rewarded ? joinedAt : null, rewardedBy: rewarded ? '管理员' : null });
    if (rewarded) rewardMoves.push({ appUserId: inviterId, quantity: rule.rewardPoints, kind: 'inviteReward', reason: `${String(appUser[inviteeId - 1]!.userName)} · ${rule.version}`, operator: '管理员', sourceType: 'inviteReward', sourceNo: `INV-${inviteeId}`, direction: 'in', postedAt: joinedAt });
  }

  // Carting: two loads a day for tenant 1 (one for tenant 2), the open stations in turn, to a site in force.
  const cartingOrder: Row[] = [];
  const open = stationPoint.length - 1;
  for (let back = 364; back >= 0; back--) {
    for (const s of (index ? [back % open] : [back % open, (back + 7) % open])) {
      const depart = today0 - back * DAY + (14 + (s % 4)) * 3600_000;
      const site = (s % 3) + 1;
      const state = depart > now ? 'waiting' : back === 0 ? 'transporting' : 'signed';
      const arrive = state === 'signed' ? depart + r.int(40, 90) * 60_000 : null;
      cartingOrder.push({
        cartingNo: `${prefix}QY${day(depart).replace(/-/g, '')}${String(s + 1).padStart(2, '0')}`, stationId: s + 1, siteId: site, garbageClassId: (s % 3) + 1,
        carCode: `${city.plate}·${index ? 'R' : 'H'}${String(2100 + (s % 6) * 11)}`, driverName: city.drivers[s % city.drivers.length],
        weight: state === 'signed' ? r.round(300 + r.next() * 1200, 1) : null, departAt: at(depart), arriveAt: arrive ? at(arrive) : null, state, signedBy: state === 'signed' ? '过磅员' : null,
      });
    }
  }

  return {
    setting, garbageClass, stationPoint, deptPointClass, deptArea, disposalSite, disposalSiteSigning, appUser, weChat,
    balanceLedger: [...opening(balance, '期初：一个月前的回收款'), ...recentPay],
    pointsLedger: [...opening(points, '期初：一个月前的订单积分'), ...recentPoints, ...rewardMoves],
    order, cartingOrder, inviteRule, inviteRecord,
  };
};
