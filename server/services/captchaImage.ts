/**
 * The captcha's picture: a raster image drawn here and encoded as PNG with node:zlib (no packages,
 * no native code). The answer never appears as text or vectors: glyphs are thick strokes with
 * random size, slant and rotation, drawn close enough to overlap, the whole picture is warped by two
 * random waves, and lines in the glyphs' own colours and speckles cross it.
 */
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** The glyphs, as strokes (polylines in a unit box, y downwards): only characters strokes draw unmistakably. */
export const GLYPHS: Record<string, number[][][]> = {
  '2': [[[0, 0.1], [0.3, 0], [0.9, 0], [1, 0.25], [0, 1], [1, 1]]],
  '3': [[[0, 0], [1, 0], [0.4, 0.45], [1, 0.6], [1, 0.9], [0.7, 1], [0, 0.95]]],
  '4': [[[0.7, 1], [0.7, 0], [0, 0.65], [1, 0.65]]],
  '5': [[[1, 0], [0.1, 0], [0, 0.45], [0.8, 0.45], [1, 0.7], [0.8, 1], [0, 1]]],
  '6': [[[0.9, 0], [0.3, 0.1], [0, 0.6], [0.1, 1], [0.9, 1], [1, 0.65], [0.6, 0.45], [0, 0.6]]],
  '7': [[[0, 0], [1, 0], [0.35, 1]]],
  '8': [[[0.5, 0.45], [0, 0.2], [0.5, 0], [1, 0.2], [0.5, 0.45], [0, 0.75], [0.5, 1], [1, 0.75], [0.5, 0.45]]],
  '9': [[[1, 0.4], [0.4, 0.55], [0, 0.3], [0.4, 0], [1, 0.2], [0.9, 0.7], [0.3, 1]]],
  A: [[[0, 1], [0.5, 0], [1, 1]], [[0.2, 0.62], [0.8, 0.62]]],
  C: [[[1, 0.1], [0.6, 0], [0.1, 0.2], [0, 0.5], [0.1, 0.85], [0.6, 1], [1, 0.9]]],
  E: [[[1, 0], [0, 0], [0, 1], [1, 1]], [[0, 0.5], [0.7, 0.5]]],
  F: [[[1, 0], [0, 0], [0, 1]], [[0, 0.5], [0.7, 0.5]]],
  H: [[[0, 0], [0, 1]], [[1, 0], [1, 1]], [[0, 0.5], [1, 0.5]]],
  K: [[[0, 0], [0, 1]], [[1, 0], [0, 0.55], [1, 1]]],
  M: [[[0, 1], [0, 0], [0.5, 0.55], [1, 0], [1, 1]]],
  N: [[[0, 1], [0, 0], [1, 1], [1, 0]]],
  P: [[[0, 1], [0, 0], [0.8, 0], [1, 0.25], [0.8, 0.5], [0, 0.5]]],
  R: [[[0, 1], [0, 0], [0.8, 0], [1, 0.25], [0.8, 0.5], [0, 0.5], [1, 1]]],
  T: [[[0, 0], [1, 0]], [[0.5, 0], [0.5, 1]]],
  U: [[[0, 0], [0, 0.8], [0.3, 1], [0.7, 1], [1, 0.8], [1, 0]]],
  V: [[[0, 0], [0.5, 1], [1, 0]]],
  W: [[[0, 0], [0.25, 1], [0.5, 0.4], [0.75, 1], [1, 0]]],
  X: [[[0, 0], [1, 1]], [[1, 0], [0, 1]]],
  Y: [[[0, 0], [0.5, 0.5], [1, 0]], [[0.5, 0.5], [0.5, 1]]],
};

type Rgb = [number, number, number];

/** A plain RGB picture with a round pen. */
class Raster {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  dot(x: number, y: number, radius: number, colour: Rgb): void {
    for (let py = Math.floor(y - radius); py <= Math.ceil(y + radius); py++) {
      for (let px = Math.floor(x - radius); px <= Math.ceil(x + radius); px++) {
        if (px < 0 || py < 0 || px >= this.width || py >= this.height) continue;
        if ((px - x) ** 2 + (py - y) ** 2 <= radius * radius) this.pixels.set(colour, (py * this.width + px) * 3);
      }
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, radius: number, colour: Rgb): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1) * 2));
    for (let i = 0; i <= steps; i++) this.dot(x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps, radius, colour);
  }

  /** A copy moved by two waves: each pixel is taken from a point shifted along both axes. */
  warped(): Raster {
    const out = new Raster(this.width, this.height, [0, 0, 0]);
    const ax = 1.5 + randomInt(0, 15) / 10;
    const ay = 2 + randomInt(0, 20) / 10;
    const px = 10 + randomInt(0, 8);
    const py = 18 + randomInt(0, 14);
    const phase1 = randomInt(0, 628) / 100;
    const phase2 = randomInt(0, 628) / 100;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const sx = Math.min(this.width - 1, Math.max(0, Math.round(x + ax * Math.sin(y / px + phase1))));
        const sy = Math.min(this.height - 1, Math.max(0, Math.round(y + ay * Math.sin(x / py + phase2))));
        out.pixels.set(this.pixels.subarray((sy * this.width + sx) * 3, (sy * this.width + sx) * 3 + 3), (y * this.width + x) * 3);
      }
    }
    return out;
  }
}

const colour = (min: number, max: number): Rgb => [randomInt(min, max), randomInt(min, max), randomInt(min, max)];

/** Draws the answer: overlapping, transformed stroke glyphs, crossing lines, a warp, speckles. */
export function drawCaptcha(answer: string): Raster {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, colour(225, 250));
  for (let i = 0; i < 4; i++) {
    raster.line(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), 0.6, colour(140, 210));
  }
  const inks: Rgb[] = [];
  // Advance less than a glyph's width so neighbours touch and overlap.
  let x = (CAPTCHA_WIDTH - answer.length * 15) / 2 - 4 + randomInt(0, 6);
  for (const ch of answer) {
    const ink = colour(20, 120);
    inks.push(ink);
    const w = 14 + randomInt(0, 5);
    const h = 20 + randomInt(0, 7);
    const cx = x + w / 2;
    const cy = CAPTCHA_HEIGHT / 2 + randomInt(-3, 4);
    const angle = (randomInt(-20, 21) * Math.PI) / 180;
    const slant = randomInt(-25, 26) / 100;
    const pen = 1 + randomInt(0, 6) / 10;
    const place = ([gx = 0, gy = 0]: number[]): [number, number] => {
      const lx = (gx - 0.5) * w + (0.5 - gy) * h * slant;
      const ly = (gy - 0.5) * h;
      return [cx + lx * Math.cos(angle) - ly * Math.sin(angle), cy + lx * Math.sin(angle) + ly * Math.cos(angle)];
    };
    for (const stroke of GLYPHS[ch] ?? []) {
      for (let i = 1; i < stroke.length; i++) {
        const [x1, y1] = place(stroke[i - 1] ?? []);
        const [x2, y2] = place(stroke[i] ?? []);
        raster.line(x1, y1, x2, y2, pen, ink);
      }
    }
    x += w - 1 - randomInt(0, 3);
  }
  // Curves in the glyphs' own colours, through the glyphs.
  for (const ink of inks.slice(0, 2)) {
    const y0 = randomInt(10, CAPTCHA_HEIGHT - 10);
    const amplitude = randomInt(4, 10);
    const period = randomInt(15, 40);
    let previous: [number, number] = [0, y0];
    for (let px = 2; px <= CAPTCHA_WIDTH; px += 2) {
      const next: [number, number] = [px, y0 + amplitude * Math.sin(px / period)];
      raster.line(previous[0], previous[1], next[0], next[1], 0.7, ink);
      previous = next;
    }
  }
  const warped = raster.warped();
  for (let i = 0; i < 160; i++) warped.dot(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), 0.5, colour(60, 230));
  return warped;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes an RGB picture as PNG (8-bit truecolour, no filter, zlib-deflated). */
export function encodePng(raster: { width: number; height: number; pixels: Uint8Array }): Buffer {
  const { width, height, pixels } = raster;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
