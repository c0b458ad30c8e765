/**
 * Demo data of both tenants, dated from the seed's `now` (README "Demo"): the lots of the demo city
 * (tenant 1: 上城区, 滨江区 and 西湖区 road cleaning over kit/road's demo roads, collection and
 * transport, public toilets, and last year's toilet contract renewed; tenant 2: 西湖区 roads,
 * collection, toilets), their unit prices with a mid-month price adjustment, and a year of monthly
 * settlements computed by the module's own rules: road areas from the demo roads the road modules
 * seed, tonnes as 垃圾收运's weighings gave them in the last five months (entered from the
 * contractor's weighbridge ledger before), toilets entered from the ledger; assessment deductions from
 * a monthly score; the older months paid (one late), the month before last confirmed (overdue where
 * the term has passed), last month awaiting the contractor, the owner or still a draft, each step in
 * the log with who and when. Contract ends fall on the reminder thresholds (60, 30, 15, 7 days).
 */
import { random } from '../../../kit/geo/demoCity';
import { demoRoads } from '../../../kit/road';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { addDays, addMonths, monthEnd, monthStart } from '../rules/dates';
import { assessmentDeductionFen, netOf } from '../rules/deductions';
import { toYuan, yuanText } from '../rules/money';
import { lineAmountFen, priceParts, type Unit } from '../rules/prices';

type Row = Record<string, unknown>;
type LineSpec = { lineName: string; item: string; basis: string; roadGrade?: string; vehicleType?: string; unit: Unit; unitPrice: number; remark?: string; adjust?: { months: number; newPrice: number; reason: string } };
type ContractSpec = { no: number; name: string; lot: string; district: string; roadCodes?: string; contractor: string; contact: string; ends: number; paymentDays: number; lines: LineSpec[]; toilets?: number };

const GRADE = ['', '一级道路', '二级道路', '三级道路'];
const TYPE: Record<string, string> = { compress: '压缩车', kitchen: '厨余车' };

const CONTRACTS: ContractSpec[][] = [
  [
    { no: 1, name: '上城区道路清扫保洁服务', lot: '上城区道路保洁一标段', district: 'shangcheng', contractor: '杭州市上城区环境卫生管理所', contact: '何建明', ends: 60, paymentDays: 15, lines: [
      { lineName: '一级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '1', unit: 'm2Year', unitPrice: 18, adjust: { months: 5, newPrice: 19.2, reason: '杭州市最低工资标准上调，人工成本调增' } },
      { lineName: '三级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '3', unit: 'm2Year', unitPrice: 12.5 },
    ] },
    { no: 2, name: '滨江区道路清扫保洁服务', lot: '滨江区道路保洁二标段', district: 'binjiang', contractor: '浙江环洁环境服务有限公司', contact: '骆海峰', ends: 29, paymentDays: 30, lines: [
      { lineName: '一级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '1', unit: 'm2Year', unitPrice: 17.5 },
      { lineName: '二级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '2', unit: 'm2Year', unitPrice: 14 },
    ] },
    { no: 3, name: '之江路（六和塔段）保洁服务', lot: '西湖区道路保洁三标段', district: 'xihu', roadCodes: 'DL-101', contractor: '杭州绿景环境卫生有限公司', contact: '沈立群', ends: 7, paymentDays: 30, lines: [
      { lineName: '一级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '1', unit: 'm2Year', unitPrice: 18 },
    ] },
    { no: 4, name: '生活垃圾收集清运服务', lot: '主城区垃圾清运标段', district: 'gongshu', contractor: '杭州钱江清运有限公司', contact: '李志强', ends: 14, paymentDays: 45, lines: [
      { lineName: '其他垃圾清运（压缩车）', item: 'collection', basis: 'weighedTonnes', vehicleType: 'compress', unit: 'tonne', unitPrice: 95, adjust: { months: 3, newPrice: 98.5, reason: '成品油价格上涨，运输成本调增' } },
      { lineName: '厨余垃圾清运（厨余车）', item: 'collection', basis: 'weighedTonnes', vehicleType: 'kitchen', unit: 'tonne', unitPrice: 128 },
    ] },
    { no: 5, name: '公厕保洁管理服务', lot: '主城区公厕管理标段', district: 'shangcheng', contractor: '杭州洁城公厕管理有限公司', contact: '许文静', ends: 300, paymentDays: 30, toilets: 24, lines: [
      { lineName: '公厕保洁管理', item: 'toilet', basis: 'manual', unit: 'toiletMonth', unitPrice: 3200 },
    ] },
  ],
  [
    { no: 1, name: '西湖区道路清扫保洁服务', lot: '西湖区道路保洁标段', district: 'xihu', contractor: '杭州西湖环境服务有限公司', contact: '钟卫国', ends: 45, paymentDays: 30, lines: [
      { lineName: '一级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '1', unit: 'm2Year', unitPrice: 16.8, adjust: { months: 4, newPrice: 17.6, reason: '作业标准提高（一级道路增加一遍冲洗）' } },
      { lineName: '二级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '2', unit: 'm2Year', unitPrice: 13.5 },
    ] },
    { no: 2, name: '西湖区生活垃圾清运服务', lot: '西湖区垃圾清运标段', district: 'xihu', contractor: '杭州西溪清运有限公司', contact: '顾华', ends: 100, paymentDays: 30, lines: [
      { lineName: '其他垃圾清运（压缩车）', item: 'collection', basis: 'weighedTonnes', vehicleType: 'compress', unit: 'tonne', unitPrice: 92 },
    ] },
    { no: 3, name: '西湖区公厕保洁管理服务', lot: '西湖区公厕管理标段', district: 'xihu', contractor: '杭州西湖公厕服务有限公司', contact: '吴丽萍', ends: 365, paymentDays: 30, toilets: 10, lines: [
      { lineName: '公厕保洁管理', item: 'toilet', basis: 'manual', unit: 'toiletMonth', unitPrice: 3000 },
    ] },
  ],
];

/** Monthly tonnes a type's vehicles bring per tenant (垃圾收运's demo fleet: two loads a working car a day). */
const TONNES: Record<string, [number, number]> = { compress: [2350, 2650], kitchen: [380, 460] };
const OWNERS = ['王芳', '孙立伟'];
const PREPARERS = ['钱芳', '周敏'];

export const seed: SeedFunction = ({ index, now }) => {
  const r = random(20261128 + index);
  const today = formatDate(new Date(now));
  const nowText = formatDate(new Date(now), true);
  const at = (day: string, time: string) => { const v = `${day} ${time}`; return v > nowText ? nowText : v; };
  const thisMonth = today.slice(0, 7);
  const year = thisMonth.slice(0, 4);
  const start = monthStart(addMonths(thisMonth, -12));
  const roads = demoRoads(index);
  const specs = CONTRACTS[index ? 1 : 0]!;
  const contract: Row[] = [], priceLine: Row[] = [], priceAdjust: Row[] = [], quantityEntry: Row[] = [];
  const settlement: Row[] = [], settlementLine: Row[] = [], deduction: Row[] = [], settlementLog: Row[] = [];
  const weighedFrom = addMonths(thisMonth, -5); // 垃圾收运 keeps 150 days of weighings

  // Last year's toilet contract, renewed by this year's (no reminder for it).
  const old = specs.find((c) => c.toilets)!;
  contract.push({ contractNo: `HT-${Number(year) - 1}-${String(old.no).padStart(2, '0')}`, contractName: old.name, lotName: old.lot, district: old.district, roadCodes: null, contractor: old.contractor, contractorContact: old.contact, startDate: monthStart(addMonths(thisMonth, -24)), endDate: addDays(start, -1), amount: index ? 360000 : 921600, paymentDays: old.paymentDays, renewedFromId: null });
  for (const c of specs) {
    const no = `HT-${year}-${String(c.no).padStart(2, '0')}`;
    const end = addDays(today, c.ends);
    contract.push({ contractNo: no, contractName: c.name, lotName: c.lot, district: c.district, roadCodes: c.roadCodes ?? null, contractor: c.contractor, contractorContact: c.contact, startDate: start, endDate: end, amount: null, paymentDays: c.paymentDays, renewedFromId: c === old ? 1 : null });
    const contractId = contract.length;
    const cRow = contract[contractId - 1]!;
    const lines = c.lines.map((l) => {
      priceLine.push({ contractId, lineName: l.lineName, item: l.item, basis: l.basis, roadGrade: l.roadGrade ?? null, vehicleType: l.vehicleType ?? null, unit: l.unit, unitPrice: l.unitPrice, remark: null });
      const id = priceLine.length;
      const adjustments = l.adjust ? [{ effectiveDate: `${addMonths(thisMonth, -l.adjust.months)}-15`, newPrice: l.adjust.newPrice }] : [];
      if (l.adjust) priceAdjust.push({ priceLineId: id, effectiveDate: adjustments[0]!.effectiveDate, newPrice: l.adjust.newPrice, reason: l.adjust.reason });
      return { spec: l, id, adjustments };
    });
    const codes = c.roadCodes ? c.roadCodes.split(',') : null;
    const lotRoads = roads.filter((rd) => (codes ? codes.includes(rd.code) : rd.district === c.district));
    let totalFen = 0;
    for (let k = 12; k >= 1; k--) {
      const month = addMonths(thisMonth, -k);
      const lineRows = lines.map(({ spec, id, adjustments }) => {
        let quantity: number, origin: string, source: string;
        if (spec.basis === 'roadArea') {
          const mine = lotRoads.filter((rd) => String(rd.grade) === spec.roadGrade);
          quantity = mine.reduce((s, rd) => s + rd.area, 0);
          origin = 'roads';
          source = `道路保洁道路${mine.map((rd) => rd.code).join('、')}（${GRADE[Number(spec.roadGrade)]}，共${mine.length}条）面积合计${quantity.toLocaleString('en-US')}平方米`;
        } else if (spec.basis === 'weighedTonnes') {
          const [lo, hi] = TONNES[spec.vehicleType!]!;
          quantity = r.round((lo + r.next() * (hi - lo)) * (index ? 0.45 : 1), 3);
          if (month >= weighedFrom) {
            origin = 'weighings';
            source = `垃圾收运称重${month}：${TYPE[spec.vehicleType!]}${Math.round(quantity / 7)}车次，净重合计${quantity}吨（0车次无有效重量未计）`;
          } else {
            origin = 'entered';
            quantityEntry.push({ priceLineId: id, month, quantity, source: `${c.contractor}月度过磅台账（${month}）` });
            source = `手填：${c.contractor}月度过磅台账（${month}）`;
          }
        } else {
          quantity = c.toilets!;
          origin = 'entered';
          quantityEntry.push({ priceLineId: id, month, quantity, source: `公厕管理台账${month}（在管公厕${quantity}座）` });
          source = `手填：公厕管理台账${month}（在管公厕${quantity}座）`;
        }
        const parts = priceParts(spec.unitPrice, adjustments, month, start, String(cRow.endDate));
        const fen = lineAmountFen(quantity, spec.unit, parts, month);
        const prices = parts.map((p) => `${p.from.slice(5)}至${p.to.slice(5)} ${yuanText(p.priceFen)}元（${p.days}天）`).join('；');
        return { priceLineId: id, item: spec.item, unit: spec.unit, quantity, origin, quantitySource: source, prices, amount: toYuan(fen), fen };
      });
      const grossFen = lineRows.reduce((s, l) => s + l.fen, 0);
      const score = r.round(82 + r.next() * 16, 1);
      const scoreSource = `${month}综合考核（考核台账）`;
      const dedFen: number[] = [];
      const sNo = settlement.length + 1;
      const assess = assessmentDeductionFen(grossFen, score);
      if (assess) {
        dedFen.push(assess);
        deduction.push({ settlementId: sNo, source: 'assessment', amount: toYuan(assess), reason: `${month}考核得分${score}分（${scoreSource}），低于90分每分扣1%：扣${Math.round((90 - score) * 10) / 10}%` });
      }
      if (r.next() < 0.25) {
        const fen = r.int(5, 30) * 10000;
        dedFen.push(fen);
        deduction.push({ settlementId: sNo, source: r.next() < 0.5 ? 'inspection' : 'complaint', amount: toYuan(fen), reason: r.pick(['巡查发现路面保洁不到位3处', '市民投诉垃圾清运不及时，核实属实', '公厕异味投诉2次，整改超时', '作业车辆未按规定冲洗']) });
      }
      const { netFen, excessFen } = netOf(grossFen, dedFen.reduce((s, a) => s + a, 0));
      totalFen += netFen;
      // Where the month is in its life: paid, confirmed, or (last month) on its way.
      const afterEnd = (d: number) => addDays(monthEnd(month), d);
      const stage = k >= 3 ? 'paid' : k === 2 ? 'confirmed' : (['contractorPending', 'contractorPending', 'draft', 'ownerPending', 'draft'][c.no - 1] ?? 'draft');
      const reached = (s: string) => ['draft', 'contractorPending', 'ownerPending', 'confirmed', 'paid'].indexOf(stage) >= ['draft', 'contractorPending', 'ownerPending', 'confirmed', 'paid'].indexOf(s);
      const ownerDay = afterEnd(5);
      const dueDate = reached('confirmed') ? addDays(ownerDay, c.paymentDays) : null;
      const late = c.no === 4 && k === 6;
      const paidDate = stage === 'paid' ? addDays(dueDate!, late ? 9 : -2) : null;
      const owner = OWNERS[index ? 1 : 0]!, preparer = PREPARERS[index ? 1 : 0]!;
      settlement.push({
        settlementNo: `JS-${month.replace('-', '')}-${no.slice(3)}`, contractId, month,
        grossAmount: toYuan(grossFen), deductionAmount: toYuan(dedFen.reduce((s, a) => s + a, 0)), netAmount: toYuan(netFen), excessAmount: toYuan(excessFen),
        assessmentScore: score, scoreSource, incomplete: false, state: stage,
        submittedBy: reached('contractorPending') ? preparer : null, submittedAt: reached('contractorPending') ? at(afterEnd(1), '09:30:00') : null,
        contractorBy: reached('ownerPending') ? c.contact : null, contractorUserId: null, contractorAt: reached('ownerPending') ? at(afterEnd(3), '15:10:00') : null,
        ownerBy: reached('confirmed') ? owner : null, ownerUserId: null, ownerAt: reached('confirmed') ? at(ownerDay, '10:20:00') : null,
        dueDate, paidDate, lastRemark: null,
      });
      for (const { fen: _f, ...l } of lineRows) settlementLine.push({ ...l, settlementId: sNo });
      const log = (action: string, from: string | null, to: string, actorName: string, time: string, outcome: string | null = null, remark: string | null = null) =>
        settlementLog.push({ settlementId: sNo, action, outcome, fromState: from, toState: to, actorName, actorUserId: null, actionTime: time, remark });
      log('create', null, 'draft', preparer, at(afterEnd(1), '09:00:00'));
      if (reached('contractorPending')) log('submit', 'draft', 'contractorPending', preparer, at(afterEnd(1), '09:30:00'));
      if (reached('ownerPending')) log('contractorConfirm', 'contractorPending', 'ownerPending', c.contact, at(afterEnd(3), '15:10:00'), 'pass');
      if (reached('confirmed')) log('ownerConfirm', 'ownerPending', 'confirmed', owner, at(ownerDay, '10:20:00'), 'pass');
      if (reached('paid')) log('pay', 'confirmed', 'paid', preparer, at(paidDate!, '14:00:00'), null, late ? '资金调度延迟付款' : null);
    }
    cRow.amount = toYuan(Math.round(totalFen * 1.1 / 100) * 100);
  }
  return { contract, priceLine, priceAdjust, quantityEntry, settlement, settlementLog, settlementLine, deduction };
};
