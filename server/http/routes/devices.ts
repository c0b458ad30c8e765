/**
 * Device calls (docs/maps.md "Devices and readings"). Ingest is authenticated per device (its id in
 * the body, its key in the `x-device-key` header), every other call by the user's token and scoped
 * to the user's tenant.
 *
 *   POST /cloud/devices/rest/ingest            { deviceId, readings: [{ t, values: { fuel: 41.5, lng, lat } }] }
 *   POST /cloud/devices/rest/ingest/batch      { items: [{ deviceId, key, readings }] }  (a gateway relaying its terminals)
 *   POST /cloud/devices/rest/device/save       { code, name, kind }            → { id, code, key }
 *   GET|POST /cloud/devices/rest/device/list   { offlineAfter? (seconds), kind? ('vehicle' or 'vehicle,person') } → devices with `online`
 *   GET|POST /cloud/devices/rest/readings/latest { kind?, metrics? ('lng,lat'), withinMinutes? (60) } → [{ deviceId, code, t, values }]
 *   GET|POST /cloud/devices/rest/readings/series { deviceId, metric, from, to, points? ≤ 500 }
 *   GET|POST /cloud/devices/rest/readings/track  { deviceId, from, to, columns? } → points, or with columns=1 { t[], lng[], lat[], speed[] }
 *   POST /cloud/devices/rest/rule/save         { deviceId, metric, min?, max? }
 *   GET|POST /cloud/devices/rest/alarm/list    { deviceId?, from?, to?, limit? }
 *   POST /cloud/devices/rest/live/ticket       { after? (last event seq) }    → { ticket, expiresIn }
 *   GET  /cloud/devices/rest/live/stream?ticket=…   server-sent events (Last-Event-ID resumes)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../../config';
import { HttpError } from '../../core/errors';
import { deviceMessages } from '../../core/deviceMessages';
import { MAX_RANGE_DAYS } from '../../services/devices';
import { ok } from '../envelope';
import { flag, id, optionalId, optionalInt, text, validate } from '../input';
import { platform, read, write } from './common';
import { ADMIN_FUNCTIONS, DEVICE_SYSTEMS } from './admin';
import { LiveHub } from '../liveHub';

export const DEVICES = '/cloud/devices/rest';
/** Most readings (times × metrics) in one ingest batch. */
export const MAX_BATCH = 10_000;

const metric = () => z.string().regex(/^[A-Za-z][\w.]{0,31}$/, '指标名只能是字母开头的字母、数字、下划线或点，最多32个字符');
const time = () => z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : typeof v === 'string' ? Date.parse(v) : v), z.number().int().min(0));
const optionalTime = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), time().optional());
const optionalNumber = () => z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().finite().optional());

const ingestBody = z.object({
  deviceId: id(),
  readings: z
    .array(z.object({ t: time(), values: z.record(metric(), z.number().finite()) }))
    .min(1)
    .refine((r) => r.reduce((n, x) => n + Object.keys(x.values).length, 0) <= MAX_BATCH, `一批最多${MAX_BATCH}个读数`),
});

/**
 * Ingest transactions one instance runs at once, of its pool's 10 database connections, and how many
 * more may wait their turn (beyond that a device is told to send again later: 429). Issue 28: 64
 * relayed batches at once took every connection of both instances; office calls waited past the
 * pool's 5 s and failed with 500 (3 443 errors in 10 minutes, docs/scale.md).
 */
export const INGEST_AT_ONCE = 3;
export const INGEST_WAITING = 5000;

/** At most `max` at once; the rest wait in order, up to `maxWaiting`. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly max: number,
    private readonly maxWaiting: number,
  ) {}
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxWaiting) throw new HttpError('RATE_LIMITED', '设备数据接收繁忙，请稍后重发');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** Most devices in one relayed batch. */
export const MAX_BATCH_DEVICES = 2000;

const batchBody = z.object({
  items: z
    .array(z.object({ deviceId: id(), key: z.string().min(1).max(200), readings: ingestBody.shape.readings }))
    .min(1)
    .max(MAX_BATCH_DEVICES, `一批最多${MAX_BATCH_DEVICES}台设备`)
    .refine((items) => items.reduce((n, i) => n + i.readings.reduce((m, x) => m + Object.keys(x.values).length, 0), 0) <= MAX_BATCH, `一批最多${MAX_BATCH}个读数`),
});

const range = z.object({ deviceId: id(), from: time(), to: time() }).refine((r) => r.to > r.from, { message: deviceMessages.timeOrder, path: ['to'] });

function checkRange(r: { from: number; to: number }) {
  if (r.to - r.from > MAX_RANGE_DAYS * 86400_000) throw new HttpError('INVALID_INPUT', deviceMessages.rangeTooLong(MAX_RANGE_DAYS));
}

/** Registers the device calls. */
export async function deviceRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const { devices } = app.services;
  const gate = new Gate(INGEST_AT_ONCE, INGEST_WAITING);

  // The device is authenticated before its body is validated (a stranger learns no field rules), so
  // the declared input is read here rather than by common.ts's `route`.
  app.post(`${DEVICES}/ingest`, { config: { access: { public: 'a device, by its own key (x-device-key)' }, input: ingestBody } }, async (request) => {
    const header = request.headers['x-device-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) throw new HttpError('UNAUTHORIZED', deviceMessages.keyMissing);
    const body = request.body as Record<string, unknown> | undefined;
    const device = await devices.authenticate(String(body?.deviceId ?? ''), key);
    const input = validate(ingestBody, body);
    return ok(await gate.run(() => devices.ingest(device, input.readings)));
  });

  // A gateway (a GPS platform, an IoT hub) relaying what its terminals sent: each item carries the
  // terminal's own id and key, all are checked before anything is written, and one transaction writes
  // them (issue 28: one call per reading held a Hangzhou-sized city to a fraction of its rate).
  app.post(`${DEVICES}/ingest/batch`, { config: { access: { public: 'a gateway, by each relayed device’s own key' }, input: batchBody } }, async (request) => {
    const body = request.body as { items?: unknown } | undefined;
    const raw = Array.isArray(body?.items) ? (body.items as Record<string, unknown>[]) : [];
    if (!raw.length || raw.some((i) => typeof i?.key !== 'string' || !i.key)) throw new HttpError('UNAUTHORIZED', deviceMessages.keyMissing);
    const devicesOf = await devices.authenticateMany(raw.slice(0, MAX_BATCH_DEVICES).map((i) => ({ deviceId: String(i.deviceId ?? ''), key: String(i.key) })));
    const input = validate(batchBody, body);
    const results = await gate.run(() => devices.ingestMany(input.items.map((item, i) => ({ device: devicesOf[i]!, items: item.readings }))));
    return ok({ accepted: results.reduce((n, r) => n + r.accepted, 0), duplicates: results.reduce((n, r) => n + r.duplicates, 0), items: results });
  });

  write(app, `${DEVICES}/device/save`, platform(ADMIN_FUNCTIONS.device, DEVICE_SYSTEMS), z.object({ code: text(32).regex(/^[\w.-]+$/), name: text(64), kind: text(16) }), async (request, input) => {
    return ok(await devices.register(request.auth.tenantId, input));
  });

  read(app, `${DEVICES}/device/list`, z.object({ offlineAfter: optionalInt(1, 30 * 86400), kind: z.string().regex(/^[\w-]{1,16}(,[\w-]{1,16}){0,9}$/, '设备类型只能是逗号分隔的类型名').optional() }), async (request, input) => {
    return ok(await devices.list(request.auth.tenantId, input.offlineAfter, input.kind?.split(',')));
  });

  // A big screen's first draw: every device's latest position (or other metrics) at once (issue 28).
  read(app, `${DEVICES}/readings/latest`, z.object({
    kind: z.string().regex(/^[\w-]{1,16}(,[\w-]{1,16}){0,9}$/, '设备类型只能是逗号分隔的类型名').optional(),
    metrics: z.string().regex(/^[A-Za-z][\w.]{0,31}(,[A-Za-z][\w.]{0,31}){0,9}$/, '指标名只能是逗号分隔的指标名').default('lng,lat'),
    withinMinutes: optionalInt(1, 24 * 60),
  }), async (request, input) => {
    return ok(await devices.latest(request.auth.tenantId, { kinds: input.kind?.split(','), metrics: input.metrics.split(','), withinMs: (input.withinMinutes ?? 60) * 60_000 }));
  });

  read(app, `${DEVICES}/readings/series`, z.object({ metric: metric(), points: optionalInt(2, 2000) }).and(range), async (request, input) => {
    checkRange(input);
    return ok(await devices.series(request.auth.tenantId, input.deviceId, input.metric, input.from, input.to, input.points ?? 500));
  });

  read(app, `${DEVICES}/readings/track`, z.object({ columns: flag() }).and(range), async (request, input) => {
    checkRange(input);
    if (input.columns) return ok(await devices.trackColumns(request.auth.tenantId, input.deviceId, input.from, input.to));
    return ok(await devices.track(request.auth.tenantId, input.deviceId, input.from, input.to));
  });

  write(app, `${DEVICES}/rule/save`, platform(ADMIN_FUNCTIONS.device, DEVICE_SYSTEMS), z.object({ deviceId: id(), metric: metric(), min: optionalNumber(), max: optionalNumber() }), async (request, input) => {
    if (input.min === undefined && input.max === undefined) throw new HttpError('INVALID_INPUT', deviceMessages.ruleEmpty);
    if (input.min !== undefined && input.max !== undefined && input.max < input.min) throw new HttpError('INVALID_INPUT', deviceMessages.ruleOrder);
    await devices.setRule(request.auth.tenantId, input.deviceId, { metric: input.metric, min: input.min ?? null, max: input.max ?? null });
    return ok(null);
  });

  // Live: a one-use ticket from an authenticated call opens the stream (an EventSource cannot send
  // the Authorization header, and the token must not appear in a URL).
  const hub = new LiveHub(app.services.live, config.live, app.log);
  const stopNudge = devices.onIngest(() => hub.nudge());
  app.addHook('preClose', async () => {
    stopNudge();
    hub.close();
  });

  write(app, `${DEVICES}/live/ticket`, { own: 'a one-use ticket for the caller’s live stream' }, z.object({ after: optionalInt(0, Number.MAX_SAFE_INTEGER) }), async (request, input) => {
    return ok(await app.services.live.issueTicket(request.auth, input.after ?? null));
  });

  app.get(`${DEVICES}/live/stream`, { config: { access: { public: 'by a one-use ticket from live/ticket (an EventSource sends no header)' } } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const owner = typeof query.ticket === 'string' ? await app.services.live.redeem(query.ticket) : null;
    if (!owner) throw new HttpError('UNAUTHORIZED', deviceMessages.ticketWrong);
    const header = request.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
    reply.hijack();
    hub.open(owner, reply.raw, lastEventId);
  });

  read(app, `${DEVICES}/alarm/list`, z.object({ deviceId: optionalId(), from: optionalTime(), to: optionalTime(), limit: optionalInt(1, 1000) }), async (request, input) => {
    return ok(await devices.alarms(request.auth.tenantId, { deviceId: input.deviceId, from: input.from, to: input.to, limit: input.limit ?? 200 }));
  });
}

