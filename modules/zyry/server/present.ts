/**
 * What rows show that the server composes on every read: a badge's state from the device store, an
 * overtime record's pay factor and its day's and month's totals against the caps, a contract's days
 * left, reminder stage and wording by its employment relation. And the write rules of the forms.
 */
import { HandlerError, type BeforeWrite, type HandlerContext } from '../../../kit/resource';
import { contractStage, daysLeft } from '../rules/contracts';
import { defaultKind, overDayCap, overMonthCap, PAY_FACTORS, type OvertimeKind } from '../rules/overtime';
import { chinaStamp } from '../rules/time';
import { todayOf, type Row } from './model';

type Ctx = Omit<HandlerContext, 'input'>;

async function devicePresent(rows: Row[], { store }: Ctx): Promise<Row[]> {
  // The page's badges only (a city has 30 000 of them).
  const devices = new Map((await store.devices.list(['person'], { codes: rows.map((r) => String(r.deviceCode)) })).map((d) => [d.code, d]));
  return rows.map((r) => {
    const d = devices.get(String(r.deviceCode));
    if (!d) return { ...r, state: 'unknown', lastHeard: null };
    const state = d.heartbeatAt === null ? 'never' : store.devices.offlineSince(d) === null ? 'online' : 'offline';
    return { ...r, state, lastHeard: d.heartbeatAt === null ? null : chinaStamp(d.heartbeatAt) };
  });
}

async function overtimePresent(rows: Row[], { store }: Ctx): Promise<Row[]> {
  if (!rows.length) return rows;
  const months = [...new Set(rows.map((r) => String(r.workDate).slice(0, 7)))].sort();
  const all = await store.all('overtimeRecord', { workDateStart: `${months[0]}-01`, workDateEnd: `${months.at(-1)}-31` }, 50_000);
  const day = new Map<string, number>(), month = new Map<string, number>();
  for (const r of all) {
    const d = String(r.workDate).slice(0, 10);
    day.set(`${String(r.workerId)}|${d}`, (day.get(`${String(r.workerId)}|${d}`) ?? 0) + Number(r.hours));
    month.set(`${String(r.workerId)}|${d.slice(0, 7)}`, (month.get(`${String(r.workerId)}|${d.slice(0, 7)}`) ?? 0) + Number(r.hours));
  }
  return rows.map((r) => {
    const d = String(r.workDate).slice(0, 10);
    const kind = (r.kind ?? defaultKind(d)) as OvertimeKind;
    const dayHours = Math.round((day.get(`${String(r.workerId)}|${d}`) ?? Number(r.hours)) * 10) / 10;
    const monthHours = Math.round((month.get(`${String(r.workerId)}|${d.slice(0, 7)}`) ?? Number(r.hours)) * 10) / 10;
    return { ...r, kind, payFactor: PAY_FACTORS[kind] * 100, dayHours, overDayCap: overDayCap(dayHours), monthHours, overMonthCap: overMonthCap(monthHours) };
  });
}

function contractPresent(rows: Row[], { store, t }: Ctx): Row[] {
  const today = todayOf(store);
  return rows.map((r) => {
    if (!r.contractEnd) return { ...r, daysLeft: null, stage: 'valid', reminder: null };
    const end = String(r.contractEnd).slice(0, 10);
    const left = daysLeft(end, today);
    const stage = contractStage(end, today);
    const when = left < 0 ? t('zyry.reminder.expired', { n: -left }) : left === 0 ? t('zyry.reminder.today') : t('zyry.reminder.in', { n: left });
    const reminder = stage === 'valid' ? null : t(`zyry.reminder.${String(r.relation)}`, { when, company: String(r.dispatchCompany ?? '') });
    return { ...r, daysLeft: left, stage, reminder };
  });
}

export const present = { device: devicePresent, overtimeRecord: overtimePresent, personContract: contractPresent };

const beforeAdjust: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.kind === 'arrival' && !v.arrivalAt) throw new HandlerError(t('zyry.attendanceAdjust.needArrival'));
  return values;
};
const beforeOvertime: BeforeWrite = (values, before) => {
  const v = { ...before, ...values };
  // The kind follows the date unless someone said otherwise (a rota worker's rest day on a weekday).
  if (!v.kind && v.workDate) return { ...values, kind: defaultKind(String(v.workDate).slice(0, 10)) };
  return values;
};

export const beforeWrite: Record<string, BeforeWrite> = { attendanceAdjust: beforeAdjust, overtimeRecord: beforeOvertime };
