/**
 * `npm run bench:files`: the file service through the real server over HTTP, as a user waits.
 *
 * 1. A streamed zip of many stored photos (a handler's `zipAnswer`; the fixture module of
 *    tests/kit/fixtures/fileModules): time from the request to the first byte and to the last, and the
 *    server's peak memory over its start, against the archive's size (a buffered writer needs at
 *    least the archive). The bytes are incompressible, as photos are.
 * 2. A video seek: a 64 KiB byte range at a random offset of a 16 MB file (what a <video> asks for
 *    when the user drags the slider), against downloading the whole file; medians.
 */
import { resolve } from 'node:path';
import { signIn, startServer } from '../tests/support/server';

const FILES = Number(process.env.BENCH_FILES ?? 150);
const FILE_MB = 1;
const RUNS = 40;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Bytes that do not compress (so the archive is as large as its files). */
function noise(size: number, seed: number): Buffer {
  const b = Buffer.alloc(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    b.writeUInt32LE(x >>> 0, i);
  }
  return b;
}

const server = await startServer({ modulesDir: resolve(import.meta.dirname, '../tests/kit/fixtures/fileModules'), fileMaxBytes: 20 * 1024 * 1024 });
try {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const auth = { authorization: `Bearer ${token}` };
  const upload = async (name: string, type: string, data: Buffer): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    const answer = (await (await fetch(`${server.url}/cloud/management/rest/np/file/upload`, { method: 'POST', headers: auth, body: form })).json()) as { result: number; msg: string; data: { id: string }[] };
    if (answer.result !== 0) throw new Error(answer.msg);
    return answer.data[0]!.id;
  };

  // 1. The streamed zip.
  const ids: string[] = [];
  for (let i = 0; i < FILES; i++) {
    const photo = noise(FILE_MB * 1024 * 1024, i + 1);
    photo.set([0xff, 0xd8, 0xff, 0xe0], 0); // a JPEG's first bytes: photos are what cases zip
    ids.push(await upload(`现场${i}.jpg`, 'image/jpeg', photo));
  }
  const doc = (await (
    await fetch(`${server.url}/cloud/docs/doc/save`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ title: '基准', attachments: ids }) })
  ).json()) as { data: { id: number } };
  global.gc?.();
  const rssStart = process.memoryUsage().rss;
  let peak = rssStart;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const response = await fetch(`${server.url}/cloud/docs/doc/archive`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ ids: String(doc.data.id) }) });
  const reader = response.body!.getReader();
  let firstByte = 0;
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - t0;
    size += value.length;
  }
  const total = performance.now() - t0;
  clearInterval(sampler);
  console.log(`streamed zip of ${FILES} stored JPEG photos of ${FILE_MB} MB (${mb(size)}): first byte ${firstByte.toFixed(0)} ms, last byte ${(total / 1000).toFixed(2)} s, peak RSS +${mb(peak - rssStart)} over start (${((peak - rssStart) / size).toFixed(2)}× the archive)`);

  // 2. Seeking in a video.
  const video = noise(16 * 1024 * 1024, 99);
  Buffer.from('00000018667479706d703432', 'hex').copy(video, 0);
  const url = `${server.url}/cloud/management/rest/np/file/download/${await upload('录像.mp4', 'video/mp4', video)}`;
  const timed = async (headers: Record<string, string>) => {
    const t = performance.now();
    const r = await fetch(url, { headers: { ...auth, ...headers } });
    const bytes = (await r.arrayBuffer()).byteLength;
    return { ms: performance.now() - t, bytes, status: r.status };
  };
  const ranges: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = Math.floor(Math.random() * (video.length - 65536));
    const r = await timed({ range: `bytes=${start}-${start + 65535}` });
    if (r.status !== 206 || r.bytes !== 65536) throw new Error(`range answered ${r.status} with ${r.bytes} bytes`);
    ranges.push(r.ms);
  }
  const wholes: number[] = [];
  for (let i = 0; i < 9; i++) wholes.push((await timed({})).ms);
  const [seek, whole] = [median(ranges), median(wholes)];
  console.log(`16 MB video: a 64 KiB range at a random offset, median of ${RUNS}: ${seek.toFixed(1)} ms; the whole file, median of 9: ${whole.toFixed(1)} ms (${(seek / whole).toFixed(3)}×)`);
} finally {
  await server.close();
}
