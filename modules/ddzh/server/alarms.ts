/**
 * The alarms inbox and the alarm rules' sending.
 * - 汇集告警 (`gather`): new alarms from the product's sources, each once (`sourceKey`): the device
 *   store's threshold alarms of the last 24 hours (toilet sensors → 公厕告警, workers' badges → 人员脱岗,
 *   vehicle and box terminals → 压缩箱满箱), devices silent past their threshold (→ 设备离线), and
 *   问题上报's open cases (→ 问题案件). Each new alarm of the last hour goes out by its type's rule
 *   (`raise`); an older one found late is only kept in the inbox (the bell is for what happens now).
 * - `raise`: the rule of the alarm's type, when enabled and the value reaches its threshold: the
 *   template rendered, the shell notice to the rule's roles through `store.notify` (held until the
 *   release time in quiet hours: `at` in the future), the dispatch room of the group chat (a message
 *   with the alarm as a card, not held by quiet hours), SMS and app through the pluggable senders (`SENDERS`: the
 *   logging stand-in writes 发送记录). Every channel is one row of 发送记录.
 * - ignore (only a new alarm), toOrder (the work order's values filled from an alarm), preview.
 */
import { HandlerError, type HandlerContext, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { heldUntil } from '../rules/quiet';
import { reaches, render, unknownPlaceholders } from '../rules/template';
import { roleId } from '../rules/options';
import { timeText } from '../rules/overdue';
import { idOf, nowMs, nowText, text, type Row } from './clock';

type T = HandlerContext['t'];

/** A sender of a channel beyond the shell's notice: SMS and app are pluggable; the stand-in only logs. */
export type Sender = (message: { roles: string[]; content: string; at: number }) => Promise<number | null>;
export const SENDERS: Record<string, Sender> = { sms: async () => null, app: async () => null };

/** The chat channel alarms are posted in (kind team): the dispatch room. */
export const ROOM = 'ddzh-dispatch';

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v == null || v === '' ? [] : String(v).split(','));

/**
 * Sends one alarm by its type's rule; answers how many channel messages were logged. `roomMembers`
 * join the dispatch room (the chat channel alarms are posted in) when it opens: the dispatcher who
 * gathered them.
 */
export async function raise(store: ModuleStore, t: T, tenantId: string, a: Row, roomMembers: string[] = []): Promise<number> {
  const [rule] = await store.all('alarmRule', { alarmType: a.type }, 1);
  if (!rule || rule.enabled === false || rule.enabled === 0) return 0;
  const value = a.value == null ? null : Number(a.value);
  if (!reaches(value, rule.threshold == null ? null : Number(rule.threshold))) return 0;
  const content = render(text(rule.template), {
    type: t(`ddzh.enum.alarmType.${text(a.type)}`), level: t(`ddzh.enum.alarmLevel.${text(rule.level ?? a.level)}`), object: text(a.objectName), place: text(a.place),
    value: value === null ? null : `${value}${text(a.unit)}`, time: text(a.occurredAt).slice(0, 16), threshold: rule.threshold == null ? null : text(rule.threshold),
  });
  const now = nowMs(store);
  const at = rule.quietHours ? heldUntil(timeOf(a.occurredAt) ?? now, text(rule.quietStart), text(rule.quietEnd), text(rule.releaseAt)) : null;
  const roles = asList(rule.recipientRoles);
  const title = `${t(`ddzh.enum.alarmType.${text(a.type)}`)}：${text(a.objectName)}`;
  let logged = 0;
  for (const channel of asList(rule.channels)) {
    let receivers: number | null = null;
    if (channel === 'notice') {
      receivers = await store.notify({ roleIds: roles.map((r) => roleId(tenantId, r)) }, {
        category: 'alarm', title, content, business: 'ddzh',
        link: { module: 'ddzh', path: 'orders', query: { alarm: String(a.id) }, title: t('ddzh.alarm.createOrder') },
        ...(at !== null && at > now ? { at } : {}),
      });
    } else if (channel === 'chat') {
      // The dispatch room is a record kept as it happens: quiet hours hold pushes (bell, SMS, app), not the room.
      const { channelId } = await store.chat.open({ kind: 'team', ref: ROOM, title: t('ddzh.chat.alarmRoom'), memberIds: roomMembers });
      await store.chat.post(channelId, { text: `${title}\n${content}`.slice(0, 2000), link: { kind: 'alarm', id: String(a.id), title: `${text(a.alarmNo)} ${title}`.slice(0, 60) } });
      receivers = 1;
    } else if (SENDERS[channel]) receivers = await SENDERS[channel]!({ roles, content, at: at ?? now });
    const held = channel !== 'chat' && at !== null && at > now;
    await store.create('sendLog', {
      alarmNo: a.alarmNo, alarmType: a.type, channel, recipients: channel === 'chat' ? t('ddzh.chat.alarmRoom') : roles.map((r) => t(`ddzh.enum.role.${r}`)).join(t('ddzh.listJoin')), receivers,
      content: content.slice(0, 300), sentAt: nowText(store), heldUntil: held ? timeText(at) : null,
      state: held ? 'held' : channel === 'notice' && receivers === 0 ? 'noRecipient' : 'sent',
    });
    logged += 1;
  }
  return logged;
}

const timeOf = (v: unknown) => {
  const n = new Date(text(v).replace(' ', 'T')).getTime();
  return Number.isFinite(n) ? n : null;
};

async function nextNo(store: ModuleStore) {
  const { total } = await store.list('alarm', { pageNo: 1, pageSize: 1 });
  return `GJ${String(total + 1).padStart(6, '0')}`;
}

/** A gathered alarm is sent by its rule only when it is this recent (ms). */
export const PUSH_WITHIN = 60 * 60_000;

const DEVICE_TYPE: Record<string, { type: string; level: string; unit: string }> = {
  toilet: { type: 'toilet', level: 'minor', unit: 'ppm' },
  person: { type: 'offPost', level: 'major', unit: '' },
  vehicle: { type: 'boxFull', level: 'major', unit: '' },
  box: { type: 'boxFull', level: 'major', unit: '%' },
};

/** 汇集告警: new alarms from the device store and 问题上报, each once; every new one raised by its rule. */
export async function gather(ctx: HandlerContext) {
  return ctx.store.transaction(async (store) => {
    const now = nowMs(store);
    const known = new Set((await store.all('alarm', {}, 20000)).map((a) => text(a.sourceKey)));
    const fresh: Row[] = [];
    const devices = await store.devices.list();
    const byId = new Map(devices.map((d) => [d.id, d]));
    const counts = { devices: 0, offline: 0, cases: 0 };
    for (const a of await store.devices.alarms({ from: now - 24 * 3600_000, to: now, limit: 200 })) {
      const d = byId.get(a.deviceId);
      const kind = d ? DEVICE_TYPE[d.kind] : undefined;
      const key = `device:${a.deviceId}:${a.metric}:${a.t}`;
      if (!d || !kind || known.has(key)) continue;
      known.add(key);
      counts.devices += 1;
      fresh.push({ type: kind.type, level: kind.level, objectName: `${d.code} ${d.name}`, place: d.place?.name ?? null, value: a.value, unit: kind.unit, occurredAt: timeText(a.t), source: `device:${a.metric}`, sourceKey: key });
    }
    for (const d of devices.filter((x) => x.kind !== 'camera')) {
      const since = await store.devices.offlineSince(d);
      if (since === null) continue;
      const key = `offline:${d.id}:${since}`;
      if (known.has(key)) continue;
      known.add(key);
      counts.offline += 1;
      fresh.push({ type: 'boxOffline', level: 'minor', objectName: `${d.code} ${d.name}`, place: null, value: Math.round((now - since) / 60_000), unit: ctx.t('ddzh.unit.minute'), occurredAt: timeText(since), source: 'device:offline', sourceKey: key });
    }
    const cases = await store.referred('wtsb.problem', {}, 500).catch(() => []);
    for (const c of cases) {
      if (['closed', 'deleted', 'finished'].includes(text(c.state))) continue;
      const key = `wtsb:${text(c.id)}`;
      if (known.has(key)) continue;
      known.add(key);
      counts.cases += 1;
      const loc = c.location as { lng?: number; lat?: number } | null;
      fresh.push({
        type: 'problemCase', level: c.urgency === 'urgent' ? 'critical' : 'minor', objectName: text(c.problemNo) || `#${text(c.id)}`, place: c.address ?? null,
        location: loc && loc.lng != null ? loc : null, value: null, unit: null, occurredAt: text(c.reportTime) || nowText(store), source: 'wtsb', sourceKey: key,
      });
    }
    // 压缩箱 (收运调度's boxes, when served): a full box is an alarm once per report.
    const boxes = await store.referred('ljszydd.compressionBox', {}, 2000).catch(() => []);
    for (const b of boxes) {
      if (b.fillState !== 'full' && b.fillState !== 'overflow') continue;
      const key = `box:${text(b.id)}:${text(b.reportedAt)}`;
      if (known.has(key)) continue;
      known.add(key);
      counts.devices += 1;
      fresh.push({ type: 'boxFull', level: 'major', objectName: text(b.boxCode), place: null, value: b.fillLevel ?? null, unit: '%', occurredAt: text(b.reportedAt) || nowText(store), source: 'ljszydd', sourceKey: key });
    }
    let sent = 0;
    for (const f of fresh) {
      const row = await store.create('alarm', { ...f, alarmNo: await nextNo(store), state: 'new' });
      // Only what is happening now goes out; an older alarm found late is kept in the inbox.
      if ((timeOf(f.occurredAt) ?? 0) >= now - PUSH_WITHIN) sent += await raise(store, ctx.t, ctx.caller.tenantId, row, [ctx.caller.userId]);
    }
    return { message: ctx.t('ddzh.alarm.gathered', { n: fresh.length, ...counts, sent }), gathered: fresh.length, ...counts, sent };
  });
}

export async function ignore(ctx: HandlerContext) {
  const id = idOf(ctx.input.id);
  if (id === null) throw new HandlerError(ctx.t('ddzh.rule.idRequired'));
  const a = await ctx.store.get('alarm', id);
  if (!a) throw new HandlerError(ctx.t('ddzh.rule.notFound'));
  if (a.state !== 'new') throw new HandlerError(ctx.t('ddzh.rule.alarmNotNew', { name: text(a.alarmNo), state: ctx.t(`ddzh.enum.alarmState.${text(a.state)}`) }));
  await ctx.store.update('alarm', id, { state: 'ignored' });
  return { message: ctx.t('ddzh.alarm.ignored', { name: text(a.alarmNo) }), id };
}

const JOB_OF: Record<string, string> = { binOverflow: 'haul', boxFull: 'haul', boxOffline: 'repair', toilet: 'clean', offPost: 'inspect', problemCase: 'clean' };
const PRIORITY_OF: Record<string, string> = { critical: 'urgent', major: 'high', minor: 'normal' };

/** The work order's form values filled in from an alarm (派单). */
export async function toOrder(ctx: HandlerContext) {
  const id = idOf(ctx.input.id ?? ctx.input.alarmId);
  if (id === null) throw new HandlerError(ctx.t('ddzh.rule.idRequired'));
  const a = await ctx.store.get('alarm', id);
  if (!a) throw new HandlerError(ctx.t('ddzh.rule.notFound'));
  if (a.state === 'dispatched') throw new HandlerError(ctx.t('ddzh.rule.alarmTaken', { name: text(a.alarmNo), order: text(a.orderNo) }));
  if (a.state === 'ignored') throw new HandlerError(ctx.t('ddzh.rule.alarmIgnored', { name: text(a.alarmNo) }));
  const type = text(a.type);
  return {
    alarmId: a.id, alarmNo: a.alarmNo, alarmType: a.type, alarmLevel: a.level, objectName: a.objectName,
    title: `${ctx.t(`ddzh.enum.alarmType.${type}`)}：${text(a.objectName)}`.slice(0, 60), jobType: JOB_OF[type] ?? 'clean', priority: PRIORITY_OF[text(a.level)] ?? 'normal',
    originName: a.place ?? a.objectName, origin: a.location ?? null, deadlineChoice: a.level === 'critical' ? '30' : '60',
  };
}

/** 预览消息: the rule's template rendered with a sample alarm of its type. */
export async function preview(ctx: HandlerContext) {
  const id = idOf(ctx.input.id);
  if (id === null) throw new HandlerError(ctx.t('ddzh.rule.idRequired'));
  const rule = await ctx.store.get('alarmRule', id);
  if (!rule) throw new HandlerError(ctx.t('ddzh.rule.notFound'));
  const [sample] = await ctx.store.all('alarm', { type: rule.type ?? rule.alarmType }, 1);
  const message = render(text(rule.template), {
    type: ctx.t(`ddzh.enum.alarmType.${text(rule.alarmType)}`), level: ctx.t(`ddzh.enum.alarmLevel.${text(rule.level)}`), object: text(sample?.objectName), place: text(sample?.place),
    value: sample?.value == null ? null : `${text(sample.value)}${text(sample.unit)}`, time: text(sample?.occurredAt).slice(0, 16), threshold: rule.threshold == null ? null : text(rule.threshold),
  });
  return { message };
}

/** Alarm rules: known placeholders only; quiet hours complete when on. */
export const ruleOnWrite: WriteHook = async (change, { t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v: Row = { ...change.before, ...change.values };
  const unknown = unknownPlaceholders(text(v.template));
  if (unknown.length) throw new HandlerError(t('ddzh.alarmRule.unknownPlaceholder', { names: unknown.map((k) => `{${k}}`).join('、') }));
  if ((v.quietHours === true || v.quietHours === 1) && (!v.quietStart || !v.quietEnd || !v.releaseAt)) throw new HandlerError(t('ddzh.alarmRule.quietIncomplete'));
  return;
};
