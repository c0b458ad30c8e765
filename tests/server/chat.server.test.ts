/**
 * The group chat's calls over real HTTP (server/http/routes/chat.ts, docs/chat.md): numbering per
 * channel under concurrent posts, resume after a number, mentions and read marks, search, the live
 * stream with its resume, and the refusals (other tenant, non-member, read-only user, bad input that
 * changes nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { client, type Client } from '../modules/clgl/support';

const C = (path: string) => `/cloud/chat/${path}`;
type Channel = { id: string; kind: string; ref: string; title: string; lastSeq: number; readSeq: number; unread: number; mentions: number; mentionSeqs: number[] };
type Message = { id: string; seq: number; text: string; senderName: string; mentions: { userIds: string[]; roleIds: string[]; all: boolean }; link: { kind: string; id: string; title: string } | null; files: { id: string; type: string }[]; mentionsMe: boolean };
type Listing = { records: Message[]; lastSeq: number; readSeq: number; more: boolean };

let server: TestServer;
let admin: Client;
let ops: Client;
let weak: Client;
let viewer: Client;
let admin2: Client;

beforeAll(async () => {
  server = await startServer({ modules: ['chat'], demoDevices: false });
  const [a, o, w, v, b] = await Promise.all(
    [['admin', 'Admin@2026'], ['ops', 'Ops@2026'], ['weak', 'weak1234'], ['viewer', 'Viewer@2026'], ['admin2', 'Admin@2026']].map(([u, p]) => signIn(server.url, u!, p!)),
  );
  const c = (s: { token: string } | undefined) => client(server.url, s!.token);
  [admin, ops, weak, viewer, admin2] = [c(a), c(o), c(w), c(v), c(b)];
});
afterAll(async () => server?.close());

async function channels(who: Client): Promise<{ channels: Channel[]; unread: number; mentions: number }> {
  const r = await who.json<{ channels: Channel[]; unread: number; mentions: number }>(C('channel/list'));
  expect(r.result, r.msg).toBe(0);
  return r.data;
}

async function newTeam(title: string, memberIds: string[]): Promise<string> {
  const r = await admin.json<{ id: string }>(C('channel/save'), { kind: 'team', title, memberIds });
  expect(r.result, r.msg).toBe(0);
  return r.data.id;
}

async function post(who: Client, channelId: string, text: string, extra: Record<string, unknown> = {}) {
  const r = await who.json<Message>(C('message/post'), { channelId, text, ...extra });
  expect(r.result, r.msg).toBe(0);
  return r.data;
}

describe('chat: the demo', () => {
  it('gives each tenant its team and area channels with a day of messages, unread mentions of the admin, a work order card and an image', async () => {
    const mine = await channels(admin);
    expect(mine.channels.map((c) => c.title).sort()).toEqual(['上城区片区', '道路保洁一队']);
    expect(mine.unread).toBeGreaterThan(0);
    expect(mine.mentions).toBeGreaterThan(0);
    const team = mine.channels.find((c) => c.title === '道路保洁一队')!;
    const list = await admin.json<Listing>(C('message/list'), { channelId: team.id });
    expect(list.data.records.length).toBe(team.lastSeq);
    expect(list.data.records.some((m) => m.link?.kind === 'workOrder')).toBe(true);
    const image = list.data.records.find((m) => m.files.length)!.files[0]!;
    expect(image.type).toBe('image/png');
    expect((await fetch(`${server.url}/cloud/management/rest/np/file/download/${image.id}`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200);
    const other = await channels(admin2);
    expect(other.channels.map((c) => c.title).sort()).toEqual(['作业一部', '西湖景区片区']);
  });
});

describe('chat: numbering and resume', () => {
  it('numbers the messages of a channel 1, 2, 3 … without a gap or a twin under concurrent posts from two users', async () => {
    const id = await newTeam('并发测试', ['1001', '1002', '1003']);
    const posted = await Promise.all(Array.from({ length: 30 }, (_, i) => post([admin, ops][i % 2]!, id, `消息 ${i}`)));
    expect(posted.map((m) => m.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const list = await admin.json<Listing>(C('message/list'), { channelId: id, after: 0, limit: 500 });
    expect(list.data.records.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('opens one channel for a work order however many callers open it together', async () => {
    const opened = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? ops : admin).json<{ id: string }>(C('channel/open'), { link: 'workOrder:90817' })));
    expect(opened.map((r) => r.result)).toEqual(Array(8).fill(0));
    expect(new Set(opened.map((r) => r.data.id)).size).toBe(1);
  });

  it('answers what came after a number, in order, page by page (a client that reconnects)', async () => {
    const id = await newTeam('续传测试', ['1001', '1002']);
    for (let i = 1; i <= 12; i++) await post(ops, id, `第 ${i} 条`);
    const first = await admin.json<Listing>(C('message/list'), { channelId: id, after: 4, limit: 5 });
    expect(first.data.records.map((m) => m.seq)).toEqual([5, 6, 7, 8, 9]);
    expect(first.data.more).toBe(true);
    const rest = await admin.json<Listing>(C('message/list'), { channelId: id, after: 9, limit: 5 });
    expect(rest.data.records.map((m) => m.text)).toEqual(['第 10 条', '第 11 条', '第 12 条']);
    expect(rest.data.more).toBe(false);
    const older = await admin.json<Listing>(C('message/list'), { channelId: id, before: 4 });
    expect(older.data.records.map((m) => m.seq)).toEqual([1, 2, 3]);
  });
});

describe('chat: mentions, unread and read marks', () => {
  it('counts unread messages and mentions per member: @person, @role and @all; the sender’s own do not count', async () => {
    const id = await newTeam('提醒测试', ['1001', '1002', '1003']);
    await post(ops, id, '普通消息');
    await post(ops, id, '@张建国 请看一下');
    await post(ops, id, '@作业队长 晚上巡查');
    await post(ops, id, '@所有人 开会');
    const a = (await channels(admin)).channels.find((c) => c.id === id)!;
    expect(a).toMatchObject({ unread: 4, mentions: 2, mentionSeqs: [2, 4] });
    const w = (await channels(weak)).channels.find((c) => c.id === id)!;
    expect(w).toMatchObject({ unread: 4, mentions: 2, mentionSeqs: [3, 4] });
    const o = (await channels(ops)).channels.find((c) => c.id === id)!;
    expect(o).toMatchObject({ unread: 0, mentions: 0 });
    const list = await admin.json<Listing>(C('message/list'), { channelId: id });
    expect(list.data.records.filter((m) => m.mentionsMe).map((m) => m.seq)).toEqual([2, 4]);
    expect(list.data.records[2]!.mentions.roleIds).toEqual(['r105']);
  });

  it('marks read, marks unread from a message, and marks all read', async () => {
    const id = await newTeam('已读测试', ['1001', '1002']);
    for (let i = 0; i < 5; i++) await post(ops, id, `m${i}`);
    const read = await admin.json<{ unread: number }>(C('read/mark'), { channelId: id, seq: 3 });
    expect(read.result, read.msg).toBe(0);
    expect((await channels(admin)).channels.find((c) => c.id === id)).toMatchObject({ readSeq: 3, unread: 2 });
    await admin.json(C('read/unread'), { channelId: id, seq: 2 });
    expect((await channels(admin)).channels.find((c) => c.id === id)).toMatchObject({ readSeq: 1, unread: 4 });
    const all = await admin.json<{ unread: number; mentions: number }>(C('read/mark'), { all: true });
    expect(all.data).toEqual({ unread: 0, mentions: 0 });
    expect(await admin.json<{ unread: number }>(C('summary'))).toMatchObject({ data: { unread: 0, mentions: 0 } });
  });
});

describe('chat: object channels, direct messages, links, files and search', () => {
  it('opens a work order’s channel once (idempotent per kind and ref) and joins the caller', async () => {
    const a = await admin.json<Channel>(C('channel/open'), { link: 'workOrder:9001', title: '工单 9001 道路积水' });
    expect(a.result, a.msg).toBe(0);
    const b = await ops.json<Channel>(C('channel/open'), { link: 'workOrder:9001' });
    expect(b.data.id).toBe(a.data.id);
    expect(b.data.title).toBe('工单 9001 道路积水');
    const bad = await admin.json(C('channel/open'), { link: 'truck:1' });
    expect(bad.result).not.toBe(0);
  });

  it('starts a direct message between two users, the same channel from either side', async () => {
    const a = await admin.json<Channel>(C('channel/direct'), { userId: '1002' });
    const b = await ops.json<Channel>(C('channel/direct'), { userId: '1001' });
    expect(a.data.kind).toBe('direct');
    expect(b.data.id).toBe(a.data.id);
    const other = await admin.json(C('channel/direct'), { userId: '2001' });
    expect(other.result).not.toBe(0);
  });

  it('keeps a linked object and uploaded files on a message, and finds messages by words, sender, date and link', async () => {
    const id = await newTeam('搜索测试', ['1001', '1002']);
    const up = await admin.upload<{ id: string }[]>('/cloud/management/rest/np/file/upload', '现场.txt', '积水现场说明');
    expect(up.result, up.msg).toBe(0);
    const m = await post(admin, id, '清泰街积水已处理', { linkKind: 'workOrder', linkId: '12', linkTitle: '清泰街口积水清理', fileIds: [up.data[0]!.id] });
    expect(m.link).toEqual({ kind: 'workOrder', id: '12', title: '清泰街口积水清理' });
    expect(m.files.map((f) => f.id)).toEqual([up.data[0]!.id]);
    await post(ops, id, '收运车已出发');
    const search = async (q: Record<string, unknown>) => (await admin.json<{ records: Message[]; total: number }>(C('message/search'), { channelId: id, ...q })).data;
    expect((await search({ words: '积水' })).records.map((r) => r.text)).toEqual(['清泰街积水已处理']);
    expect((await search({ senderId: '1002' })).records.map((r) => r.text)).toEqual(['收运车已出发']);
    expect((await search({ linkKind: 'workOrder', linkId: '12' })).total).toBe(1);
    expect((await search({ from: server.now() - 60_000, to: server.now() + 60_000 })).total).toBe(2);
    expect((await search({ from: server.now() + 60_000 })).total).toBe(0);
  });
});

describe('chat: files', () => {
  it('keeps a file a message refers to when the sweep of unreferenced files runs, and sweeps one no message names', async () => {
    const id = await newTeam('文件保留', ['1001']);
    const kept = await admin.upload<{ id: string }[]>('/cloud/management/rest/np/file/upload', '保留.txt', '消息里的文件');
    const orphan = await admin.upload<{ id: string }[]>('/cloud/management/rest/np/file/upload', '孤儿.txt', '没人引用');
    await post(admin, id, '附件', { fileIds: [kept.data[0]!.id] });
    server.advance(400 * 24 * 3600_000);
    try {
      const deleted = await server.sweepFiles();
      expect(deleted).toContain(orphan.data[0]!.id);
      expect(deleted).not.toContain(kept.data[0]!.id);
    } finally {
      server.advance(-400 * 24 * 3600_000);
    }
  });
});

describe('chat: refusals', () => {
  it('hides another tenant’s channels: reading or posting answers as if the channel did not exist', async () => {
    const id = await newTeam('租户隔离', ['1001']);
    const read = await admin2.json(C('message/list'), { channelId: id });
    expect(read.result).not.toBe(0);
    expect(read.msg).toBe('频道不存在');
    const wrote = await admin2.json(C('message/post'), { channelId: id, text: 'x' });
    expect(wrote.msg).toBe('频道不存在');
    expect((await admin2.json<{ records: unknown[] }>(C('message/search'), { words: '租户' })).data.records).toEqual([]);
  });

  it('lets only members read a channel or post in it', async () => {
    const id = await newTeam('成员限定', ['1001']);
    const read = await ops.json(C('message/list'), { channelId: id });
    expect(read.msg).toBe('您不是该频道的成员');
    const wrote = await ops.json(C('message/post'), { channelId: id, text: '我能发吗' });
    expect(wrote.msg).toBe('您不是该频道的成员');
    expect((await admin.json<Listing>(C('message/list'), { channelId: id })).data.records).toEqual([]);
  });

  it('lets a read-only user read but not post, open channels or create them', async () => {
    const id = await newTeam('只读用户', ['1001', '1005']);
    await post(admin, id, '通知：明天检查');
    const list = await viewer.json<Listing>(C('message/list'), { channelId: id });
    expect(list.data.records.map((m) => m.text)).toEqual(['通知：明天检查']);
    const wrote = await viewer.json(C('message/post'), { channelId: id, text: '收到' });
    expect(wrote.msg).toBe('无权执行该操作（需要功能 chat.act.post）');
    expect((await viewer.json(C('channel/open'), { link: 'workOrder:1' })).result).not.toBe(0);
    expect((await viewer.json(C('channel/save'), { kind: 'team', title: 'x', memberIds: ['1005'] })).msg).toBe('无权执行该操作（需要功能 sys:chat:manage）');
    expect((await viewer.json<{ unread: number }>(C('read/mark'), { channelId: id })).result).toBe(0);
    expect((await admin.json<Listing>(C('message/list'), { channelId: id })).data.lastSeq).toBe(1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const id = await newTeam('错误输入', ['1001']);
    expect((await admin.json(C('message/post'), { channelId: id, text: '   ' })).msg).toBe('text：消息内容和附件不能都为空');
    expect((await admin.json(C('message/post'), { channelId: id, text: 'x'.repeat(4001) })).result).not.toBe(0);
    expect((await admin.json(C('message/post'), { channelId: id, text: 'x', fileIds: ['AAAAAAAAAAAAAAAAAAAAAAAA'] })).msg).toBe('fileIds：文件不存在或不属于本租户');
    expect((await admin.json(C('message/post'), { channelId: id, text: 'x', linkKind: 'workOrder' })).msg).toBe('link：关联对象只能是工单、告警、车辆或案件');
    expect((await admin.json(C('message/post'), { channelId: 'not-a-channel', text: 'x' })).result).not.toBe(0);
    expect((await admin.json(C('channel/save'), { kind: 'team', title: 'x', memberIds: ['9999'] })).msg).toBe('memberIds：有用户不存在');
    expect((await admin.json(C('read/unread'), { channelId: id, seq: 5 })).msg).toBe('seq：该消息不存在');
    expect((await admin.json<Listing>(C('message/list'), { channelId: id })).data).toMatchObject({ records: [], lastSeq: 0 });
  });
});

/** Reads server-sent events from a stream until `count` `chat` events arrived (or the time is up). */
async function readEvents(url: string, ticket: string, count: number, lastEventId?: number): Promise<{ id: number; data: { type: string; message?: Message } }[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 20_000);
  const r = await fetch(`${url}/cloud/chat/live/stream?ticket=${ticket}`, { headers: lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}, signal: controller.signal });
  expect(r.headers.get('x-accel-buffering')).toBe('no');
  const out: { id: number; data: { type: string; message?: Message } }[] = [];
  const reader = r.body!.getReader();
  let buffer = '';
  try {
    while (out.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += new TextDecoder().decode(value);
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (!/^event: chat$/m.test(block)) continue;
        out.push({ id: Number(/^id: (\d+)$/m.exec(block)![1]), data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as never });
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return out;
}

describe('chat: the live stream', () => {
  it('delivers a member’s channels’ messages live, not others’, and replays what came after its Last-Event-ID in order', async () => {
    const id = await newTeam('实时测试', ['1001', '1002']);
    const hidden = (await ops.json<Channel>(C('channel/direct'), { userId: '1003' })).data.id;
    const ticket = (who: Client) => who.json<{ ticket: string }>(C('live/ticket')).then((r) => r.data.ticket);
    const live = readEvents(server.url, await ticket(admin), 2);
    await new Promise((r) => setTimeout(r, 500));
    await post(ops, hidden, '看不到');
    await post(ops, id, '第一条');
    await post(ops, id, '第二条');
    const got = await live;
    expect(got.map((e) => e.data.message?.text)).toEqual(['第一条', '第二条']);
    // Offline: three more; reconnecting with the first event's id replays the rest, in order.
    for (const t of ['三', '四', '五']) await post(ops, id, t);
    const again = await readEvents(server.url, await ticket(admin), 4, got[0]!.id);
    expect(again.map((e) => e.data.message?.text)).toEqual(['第二条', '三', '四', '五']);
  });

  it('refuses a stream without a valid ticket, and a ticket used twice', async () => {
    expect((await fetch(`${server.url}/cloud/chat/live/stream?ticket=nope`)).status).toBe(401);
    const { data } = await admin.json<{ ticket: string }>(C('live/ticket'));
    const first = new AbortController();
    const r1 = await fetch(`${server.url}/cloud/chat/live/stream?ticket=${data.ticket}`, { signal: first.signal });
    expect(r1.status).toBe(200);
    first.abort();
    expect((await fetch(`${server.url}/cloud/chat/live/stream?ticket=${data.ticket}`)).status).toBe(401);
  });
});
