/**
 * A smart bin's fill report (bin/fillReport: the integration's call, and 定位设备's row action) and a
 * crew's response to the collection task it opened (collectionTask/respond).
 *
 * A report of `fillLevel` % (0–200) falls in the highest fill band whose threshold it reaches (the
 * tenant's 满溢分级; below the slight one it is normal). It is kept (满溢上报), becomes the bin's fill
 * level and band, and an overflow (slight or serious) opens a collection task due at the report's time
 * plus the band's response minutes — unless the bin already has an open task: that one is kept, and an
 * escalation to a higher band brings its deadline forward (the earlier of the two) and raises its band.
 * A normal report never closes a task: a crew responds. The response is on time when it comes by the
 * deadline. Times are the server's clock.
 */
import { formatDate, HandlerError, type Handler } from '../../../kit/resource';
import { bandOf } from './seed';

const MINUTE = 60_000;
const RANK: Record<string, number> = { normal: 0, slight: 1, serious: 2 };
const parseTime = (v: unknown) => (typeof v === 'string' ? new Date(v.replace(' ', 'T')).getTime() : NaN);

const fillReport: Handler = async (ctx) => {
  const now = ctx.store.devices.now();
  const ref = ctx.input.id ?? ctx.input.deviceId ?? ctx.input.deviceCode;
  const fill = typeof ctx.input.fillLevel === 'string' && ctx.input.fillLevel.trim() !== '' ? Number(ctx.input.fillLevel) : ctx.input.fillLevel;
  if (typeof fill !== 'number' || !Number.isFinite(fill) || fill < 0 || fill > 200) throw new HandlerError(ctx.t('zszy.fill.level'));
  let at = now;
  if (ctx.input.reportedAt !== undefined && ctx.input.reportedAt !== '') {
    at = typeof ctx.input.reportedAt === 'string' ? new Date(ctx.input.reportedAt).getTime() : NaN;
    if (Number.isNaN(at) || at > now + MINUTE) throw new HandlerError(ctx.t('zszy.fill.time'));
  }
  return ctx.store.transaction(async (store) => {
    const byId = typeof ref === 'number' || (typeof ref === 'string' && /^\d+$/.test(ref));
    const device = byId ? await store.get('positionDevice', Number(ref)) : typeof ref === 'string' && ref ? ((await store.all('positionDevice', { deviceCode: ref })).find((d) => d.deviceCode === ref) ?? null) : null;
    if (!device) throw new HandlerError(ctx.t('zszy.fill.device', { device: String(ref ?? '').slice(0, 30) }));
    if (device.deviceType !== 'bin') throw new HandlerError(ctx.t('zszy.fill.notBin', { device: String(device.deviceCode) }));
    const bands = (await store.all('fillBand')).map((b) => ({ band: String(b.band), minFill: Number(b.minFill), responseMinutes: Number(b.responseMinutes) }));
    if (!bands.length) throw new HandlerError(ctx.t('zszy.fill.noBands'));
    const level = Math.round(fill * 10) / 10;
    const band = bandOf(level, bands);
    const stamp = formatDate(new Date(at), true);
    let task: Record<string, unknown> | null = null;
    let opened = false;
    if (band !== 'normal') {
      const due = at + bands.find((b) => b.band === band)!.responseMinutes * MINUTE;
      const open = (await store.all('collectionTask', { deviceId: device.id, state: 'open' }))[0];
      if (open) {
        const escalates = RANK[band]! > RANK[String(open.band)]!;
        const deadline = escalates ? Math.min(parseTime(open.deadline), due) : parseTime(open.deadline);
        task = await store.update('collectionTask', Number(open.id), { fillLevel: level, ...(escalates ? { band, deadline: formatDate(new Date(deadline), true) } : {}) });
      } else {
        const count = (await store.all('collectionTask', { openedAtStart: formatDate(new Date(at)), openedAtEnd: formatDate(new Date(at)) + ' 23:59:59' }, 100000)).length;
        // QY (清运) + the day + the day's running number, past the seeded tasks' numbers (which start at 001).
        const taskNo = `QY-${formatDate(new Date(at)).replaceAll('-', '')}-${String(count + 101).padStart(3, '0')}`;
        task = await store.create('collectionTask', { taskNo, deviceId: device.id, estateId: device.estateId, band, fillLevel: level, openedAt: stamp, deadline: formatDate(new Date(due), true), state: 'open', respondedAt: null, onTime: null, note: null });
        opened = true;
      }
    }
    await store.create('fillReport', { deviceId: device.id, estateId: device.estateId, fillLevel: level, band, reportedAt: stamp, taskId: task ? task.id : null });
    await store.update('positionDevice', Number(device.id), { fillLevel: level, fillBand: band, lastReportAt: stamp });
    const bandText = ctx.t(`zszy.band.${band}`);
    const message = [ctx.t('zszy.fill.answer', { device: String(device.deviceCode), fill: level, band: bandText }), task ? ctx.t(opened ? 'zszy.fill.opened' : 'zszy.fill.kept', { task: String(task.taskNo), deadline: String(task.deadline) }) : ''].filter(Boolean).join('；');
    return { deviceCode: device.deviceCode, fillLevel: level, band, taskId: task?.id ?? null, taskNo: task?.taskNo ?? null, deadline: task?.deadline ?? null, opened, message };
  });
};

const respond: Handler = async (ctx) => {
  const id = Number(ctx.input.id);
  const note = typeof ctx.input.note === 'string' ? ctx.input.note.trim().slice(0, 200) : null;
  const now = ctx.store.devices.now();
  return ctx.store.transaction(async (store) => {
    const task = Number.isInteger(id) && id > 0 ? await store.get('collectionTask', id) : null;
    if (!task) throw new HandlerError(ctx.t('zszy.task.missing'));
    if (task.state !== 'open') throw new HandlerError(ctx.t('zszy.task.done', { task: String(task.taskNo) }));
    const onTime = now <= parseTime(task.deadline) ? 'onTime' : 'late';
    const saved = await store.update('collectionTask', id, { state: 'responded', respondedAt: formatDate(new Date(now), true), onTime, note: note || null });
    return { ...saved, message: ctx.t('zszy.task.responded', { task: String(task.taskNo), onTime: ctx.t(`zszy.onTime.${onTime}`) }) };
  });
};

export const fillHandlers: Record<string, Handler> = {
  'POST /cloud/zszy/prd/api/bin/fillReport': fillReport,
  'POST /cloud/zszy/prd/api/collectionTask/respond': respond,
};
