/**
 * Makes the demo video clip and snapshot (`npm run demo:clip`), locally, with nothing downloaded:
 * Chromium (through playwright-core) draws a canvas animation of a street camera (a refuse lorry
 * crossing, a clock and a frame counter burnt in) and encodes it with WebCodecs' VP8 encoder, a key
 * frame every second; this script then writes the frames into a WebM of its own making, with a
 * duration and a cue per key frame, so a browser knows the length and seeks straight to a second
 * (a MediaRecorder file has neither). Also writes one frame as a JPEG for the snapshot alarms.
 *
 * Output: server/assets/demo-clip.webm (~8 s, 320×180, 10 fps) and server/assets/demo-snapshot.jpg,
 * both committed; the server seeds them as the demo cameras' clips and alarms.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { launchBrowser } from '../tests/support/browser';

const WIDTH = 320;
const HEIGHT = 180;
const FPS = 10;
const SECONDS = 8;
const out = resolve(import.meta.dirname, '../server/assets');

type Chunk = { key: boolean; ms: number; data: number[] };

/** Runs in the page: draws and encodes every frame; answers the chunks and a JPEG of one frame. */
async function encode(o: { width: number; height: number; fps: number; seconds: number }): Promise<{ chunks: Chunk[]; jpeg: number[] }> {
  const canvas = new OffscreenCanvas(o.width, o.height);
  const g = canvas.getContext('2d')!;
  const draw = (i: number) => {
    const t = i / o.fps;
    g.fillStyle = '#5b6770';
    g.fillRect(0, 0, o.width, o.height);
    g.fillStyle = '#8fa3b0';
    g.fillRect(0, 0, o.width, 70);
    g.fillStyle = '#3a4248';
    g.fillRect(0, 110, o.width, 50);
    g.fillStyle = '#e8e8e8';
    for (let x = -40 + ((i * 6) % 40); x < o.width; x += 40) g.fillRect(x, 133, 20, 4);
    const x = -90 + ((t / o.seconds) * (o.width + 120));
    g.fillStyle = '#2f8f46';
    g.fillRect(x, 92, 70, 34);
    g.fillStyle = '#f0f0f0';
    g.fillRect(x + 70, 100, 22, 26);
    g.fillStyle = '#111';
    g.beginPath();
    g.arc(x + 15, 128, 7, 0, 7);
    g.arc(x + 78, 128, 7, 0, 7);
    g.fill();
    g.fillStyle = 'rgba(0,0,0,.55)';
    g.fillRect(0, 0, o.width, 20);
    g.fillStyle = '#fff';
    g.font = '12px monospace';
    g.fillText(`CAM-DEMO  00:00:${String(Math.floor(t)).padStart(2, '0')}.${i % o.fps}`, 6, 14);
    g.font = 'bold 28px monospace';
    g.fillText(String(Math.floor(t)), o.width - 40, 60);
  };
  const chunks: Chunk[] = [];
  let failure: unknown = null;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ key: chunk.type === 'key', ms: Math.round(chunk.timestamp / 1000), data: [...data] });
    },
    error: (e) => (failure = e),
  });
  encoder.configure({ codec: 'vp8', width: o.width, height: o.height, bitrate: 160_000, framerate: o.fps });
  for (let i = 0; i < o.fps * o.seconds; i++) {
    draw(i);
    const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / o.fps), duration: Math.round(1e6 / o.fps) });
    encoder.encode(frame, { keyFrame: i % o.fps === 0 });
    frame.close();
  }
  await encoder.flush();
  if (failure) throw failure;
  draw(Math.round(o.fps * o.seconds * 0.45));
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  return { chunks, jpeg: [...new Uint8Array(await blob.arrayBuffer())] };
}

// --- A minimal WebM (Matroska) writer: EBML elements with 8-byte sizes, so every size is known before writing.
const size8 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n) | (1n << 56n));
  return b;
};
const el = (id: number, ...body: Buffer[]) => {
  const data = Buffer.concat(body);
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([idBytes, size8(data.length), data]);
};
const uint = (id: number, n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return el(id, b);
};
const float = (id: number, n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return el(id, b);
};
const str = (id: number, s: string) => el(id, Buffer.from(s, 'utf8'));

/** The WebM file: header, segment info with the duration, the track, cues (one per cluster), clusters (one per key frame). */
function webm(chunks: Chunk[], durationMs: number): Buffer {
  const header = el(0x1a45dfa3, uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), str(0x4282, 'webm'), uint(0x4287, 2), uint(0x4285, 2));
  const info = el(0x1549a966, uint(0x2ad7b1, 1_000_000), str(0x4d80, 'urbanops demoClip'), str(0x5741, 'urbanops demoClip'), float(0x4489, durationMs));
  const tracks = el(0x1654ae6b, el(0xae, uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), str(0x86, 'V_VP8'), el(0xe0, uint(0xb0, WIDTH), uint(0xba, HEIGHT))));
  const groups: Chunk[][] = [];
  for (const c of chunks) {
    if (c.key || !groups.length) groups.push([c]);
    else groups.at(-1)!.push(c);
  }
  const clusters = groups.map((group) => {
    const base = group[0]!.ms;
    const blocks = group.map((c) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(c.ms - base, 1);
      head[3] = c.key ? 0x80 : 0;
      return el(0xa3, head, Buffer.from(c.data));
    });
    return { ms: base, bytes: el(0x1f43b675, uint(0xe7, base), ...blocks) };
  });
  const cuesOf = (positions: number[]) =>
    el(0x1c53bb6b, ...clusters.map((c, i) => el(0xbb, uint(0xb3, c.ms), el(0xb7, uint(0xf7, 1), uint(0xf1, positions[i]!)))));
  // The cues' size does not depend on the positions (fixed-width numbers): measure, then place.
  const before = info.length + tracks.length + cuesOf(clusters.map(() => 0)).length;
  const positions: number[] = [];
  let at = before;
  for (const c of clusters) {
    positions.push(at);
    at += c.bytes.length;
  }
  const segment = el(0x18538067, info, tracks, cuesOf(positions), ...clusters.map((c) => c.bytes));
  return Buffer.concat([header, segment]);
}

// WebCodecs needs a secure context: a page of 127.0.0.1 (this empty server) is one.
const blank = createServer((_req, res) => res.end('<!doctype html><title>demo clip</title>'));
await new Promise<void>((done) => blank.listen(0, '127.0.0.1', done));
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(blank.address() as AddressInfo).port}/`);
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  const { chunks, jpeg } = await page.evaluate(encode, { width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS });
  const file = webm(chunks, SECONDS * 1000);
  writeFileSync(resolve(out, 'demo-clip.webm'), file);
  writeFileSync(resolve(out, 'demo-snapshot.jpg'), Buffer.from(jpeg));
  console.log(`demo-clip.webm: ${file.length} bytes, ${chunks.length} frames, ${chunks.filter((c) => c.key).length} key frames; demo-snapshot.jpg: ${jpeg.length} bytes`);
} finally {
  await browser.close();
  blank.close();
}
