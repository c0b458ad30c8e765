/**
 * The chat's demo (issue 27): for each tenant a team channel and an area channel with a day of
 * messages counted back from the server's clock, mentions of the administrator (some still unread, so
 * the header shows counts), a message linking a work order (shown as a card) and a photo from the
 * field (a small PNG stored in the file service's tables). Written once, inside the first start's seed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Db } from '../db';

type Line = { from: string; text: string; mentions?: string[]; all?: boolean; link?: { kind: string; id: string; title: string }; image?: boolean };

const H = 3600_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A 240×150 PNG: sky, a grey road and a green bin (the "photo from the field"). */
export function demoPhoto(): Buffer {
  const w = 240;
  const h = 150;
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) {
      let rgb = y < 70 ? [150, 200, 240] : [120, 120, 125];
      if (y >= 70 && Math.abs(y - 110) < 2 && x % 30 < 16) rgb = [240, 240, 240];
      if (x > 160 && x < 200 && y > 55 && y < 105) rgb = [40, 150, 70];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const people: Record<string, Record<string, string>> = {
  '1': { '1001': '张建国', '1002': '李明', '1003': '王芳', '1004': '赵磊', '1005': '周晓燕' },
  '2': { '2001': '陈静' },
};

const team1: Line[] = [
  { from: '1003', text: '早班已到岗 28 人，解放路、庆春路两段开始机扫。' },
  { from: '1002', text: '收到。今天有雨，注意路面湿滑，机扫车减速。' },
  { from: '1003', text: '清泰街口发现一处积水，已安排人员疏通。', image: true },
  { from: '1002', text: '@张建国 清泰街积水点已派单，请关注。', mentions: ['1001'], link: { kind: 'workOrder', id: '12', title: '清泰街口积水清理' } },
  { from: '1001', text: '好的，处理完在群里回报。' },
  { from: '1004', text: '浙A·D3021 早班收运完成，前往天子岭。' },
  { from: '1003', text: '午间巡查：东坡路保洁质量良好。' },
  { from: '1002', text: '@所有人 下午 3 点前完成各路段第二遍普扫。', all: true },
  { from: '1003', text: '第二遍普扫已开始，预计 14:40 完成。' },
  { from: '1004', text: '告警：浙A·D3021 油量偏低，已安排加油。', link: { kind: 'vehicle', id: 'V-101', title: '浙A·D3021 收运车' } },
  { from: '1002', text: '@张建国 本周保洁考核表已汇总，请审阅。', mentions: ['1001'] },
  { from: '1003', text: '清泰街积水已处理完毕，现场照片已上传。', image: true },
];
const area1: Line[] = [
  { from: '1002', text: '上城片区今日重点：湖滨商圈垃圾桶满溢巡查。' },
  { from: '1003', text: '湖滨路 3 号桶站满溢，已通知收运。', link: { kind: 'alarm', id: 'A-2031', title: '湖滨路 3 号桶站满溢' } },
  { from: '1004', text: '收运车 15 分钟后到达。' },
  { from: '1002', text: '@作业队长 晚高峰前再巡查一次桶站。' },
  { from: '1003', text: '市民投诉延安路占道堆放，已转案件处理。', link: { kind: 'case', id: 'C-0815', title: '延安路占道堆放' } },
  { from: '1002', text: '@张建国 片区月度考评下周一出，请安排复核。', mentions: ['1001'] },
];
const team2: Line[] = [
  { from: '2001', text: '作业一部今日出勤正常，文三路段开始保洁。' },
  { from: '2001', text: '@所有人 明早 6 点在车队集合，配合市容检查。', all: true },
  { from: '2001', text: '文三路口垃圾清运完成。', link: { kind: 'workOrder', id: '7', title: '文三路口垃圾清运' } },
];
const area2: Line[] = [
  { from: '2001', text: '西湖景区周边：节假日加密保洁频次。' },
  { from: '2001', text: '北山街桶站已清理。', image: true },
];

/** Seeds the demo channels of both tenants (inside the seed's transaction); `now` is the server's clock. */
export async function seedChatDemo(trx: Db, now: number): Promise<void> {
  const photo = demoPhoto();
  let counter = 0;
  const channel = async (tenantId: string, index: number, kind: string, ref: string, title: string, members: string[], lines: Line[], adminUnread: number) => {
    const id = `00000000-0000-4000-b000-${tenantId.padStart(4, '0')}${String(index).padStart(8, '0')}`;
    const step = (22 * H) / lines.length;
    const times = lines.map((_, i) => now - 23 * H + Math.round(i * step));
    await trx.insertInto('chat_channels').values({ id, tenant_id: tenantId, kind, ref, title, last_seq: lines.length, last_at: times[times.length - 1] ?? null, created_by: members[0]!, created_at: now - 30 * 24 * H }).execute();
    await trx.insertInto('chat_members').values(members.map((u) => ({ channel_id: id, user_id: u, tenant_id: tenantId, read_seq: u === members[0] ? lines.length - adminUnread : lines.length, joined_at: now - 30 * 24 * H }))).execute();
    for (const [i, line] of lines.entries()) {
      const seq = i + 1;
      const files: { id: string; name: string; size: number; type: string }[] = [];
      if (line.image) {
        const fileId = randomBytes(18).toString('base64url');
        await trx.insertInto('files').values({ id: fileId, tenant_id: tenantId, uploader_id: line.from, uploader_name: people[tenantId]![line.from]!, name: `现场照片${++counter}.png`, mime_type: 'image/png', size: photo.length, sha256: createHash('sha256').update(photo).digest('hex'), created_at: times[i]! }).execute();
        await trx.insertInto('file_chunks').values({ file_id: fileId, seq: 0, data: photo }).execute();
        files.push({ id: fileId, name: `现场照片${counter}.png`, size: photo.length, type: 'image/png' });
      }
      const reached = new Set(line.all ? members : (line.mentions ?? []));
      if (line.text.includes('@作业队长')) reached.add('1003');
      reached.delete(line.from);
      await trx.insertInto('chat_messages').values({
        id: `00000000-0000-4000-c000-${tenantId.padStart(2, '0')}${String(index).padStart(2, '0')}${String(seq).padStart(8, '0')}`,
        tenant_id: tenantId, channel_id: id, seq, sender_id: line.from, sender_name: people[tenantId]![line.from]!, text: line.text,
        mentions: JSON.stringify({ userIds: line.mentions ?? [], roleIds: line.text.includes('@作业队长') ? ['r105'] : [], all: !!line.all }),
        link_kind: line.link?.kind ?? null, link_id: line.link?.id ?? null, link_title: line.link?.title ?? null, files: JSON.stringify(files), created_at: times[i]!,
      }).execute();
      if (reached.size) await trx.insertInto('chat_mentions').values([...reached].filter((u) => members.includes(u)).map((u) => ({ channel_id: id, seq, user_id: u, tenant_id: tenantId }))).execute();
    }
  };
  // 作业队长 (field leaders) post in their team's chat: the demo grants them the chat's posting function.
  if (await trx.selectFrom('roles').select('id').where('tenant_id', '=', '1').where('id', '=', 'r105').executeTakeFirst()) {
    await trx.insertInto('role_functions').values({ tenant_id: '1', role_id: 'r105', function_code: 'chat.act.post' }).execute();
  }
  await channel('1', 1, 'team', 'd104', '道路保洁一队', ['1001', '1002', '1003', '1004', '1005'], team1, 4);
  await channel('1', 2, 'area', 'shangcheng', '上城区片区', ['1001', '1002', '1003', '1004'], area1, 2);
  await channel('2', 1, 'team', 'd203', '作业一部', ['2001'], team2, 1);
  await channel('2', 2, 'area', 'xihu', '西湖景区片区', ['2001'], area2, 0);
}
