/**
 * Captchas: an SVG image made here (random characters drawn as strokes, noise lines, curves and
 * dots; no packages), stored as a hash of its answer, single use, valid 2 minutes; any letter case.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { sha256 } from './secrets';

/**
 * The captcha's glyphs, drawn as strokes (polylines in a unit box, y downwards) rather than as text,
 * so the answer cannot be read out of the SVG source. Only characters that strokes draw unmistakably.
 */
const GLYPHS: Record<string, number[][][]> = {
  '2': [[[0, 0], [1, 0], [1, 0.5], [0, 0.5], [0, 1], [1, 1]]],
  '3': [[[0, 0], [1, 0], [1, 1], [0, 1]], [[0.2, 0.5], [1, 0.5]]],
  '4': [[[0, 0], [0, 0.55], [1, 0.55]], [[0.75, 0.2], [0.75, 1]]],
  '5': [[[1, 0], [0, 0], [0, 0.5], [1, 0.5], [1, 1], [0, 1]]],
  '6': [[[1, 0], [0, 0], [0, 1], [1, 1], [1, 0.5], [0, 0.5]]],
  '7': [[[0, 0], [1, 0], [0.35, 1]]],
  '8': [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]], [[0, 0.5], [1, 0.5]]],
  '9': [[[1, 0.5], [0, 0.5], [0, 0], [1, 0], [1, 1], [0, 1]]],
  A: [[[0, 1], [0.5, 0], [1, 1]], [[0.25, 0.6], [0.75, 0.6]]],
  C: [[[1, 0], [0, 0], [0, 1], [1, 1]]],
  E: [[[1, 0], [0, 0], [0, 1], [1, 1]], [[0, 0.5], [0.7, 0.5]]],
  F: [[[1, 0], [0, 0], [0, 1]], [[0, 0.5], [0.7, 0.5]]],
  H: [[[0, 0], [0, 1]], [[1, 0], [1, 1]], [[0, 0.5], [1, 0.5]]],
  J: [[[1, 0], [1, 1], [0, 1], [0, 0.7]]],
  K: [[[0, 0], [0, 1]], [[1, 0], [0, 0.55], [1, 1]]],
  L: [[[0, 0], [0, 1], [1, 1]]],
  M: [[[0, 1], [0, 0], [0.5, 0.55], [1, 0], [1, 1]]],
  N: [[[0, 1], [0, 0], [1, 1], [1, 0]]],
  P: [[[0, 1], [0, 0], [1, 0], [1, 0.5], [0, 0.5]]],
  R: [[[0, 1], [0, 0], [1, 0], [1, 0.5], [0, 0.5], [1, 1]]],
  T: [[[0, 0], [1, 0]], [[0.5, 0], [0.5, 1]]],
  U: [[[0, 0], [0, 1], [1, 1], [1, 0]]],
  V: [[[0, 0], [0.5, 1], [1, 0]]],
  W: [[[0, 0], [0.25, 1], [0.5, 0.45], [0.75, 1], [1, 0]]],
  X: [[[0, 0], [1, 1]], [[1, 0], [0, 1]]],
  Y: [[[0, 0], [0.5, 0.5], [1, 0]], [[0.5, 0.5], [0.5, 1]]],
};
const ALPHABET = Object.keys(GLYPHS).join('');
const LENGTH = 4;
const VALID_MS = 2 * 60 * 1000;
const WIDTH = 120;
const HEIGHT = 40;
const GLYPH_W = 14;
const GLYPH_H = 20;

function color(min: number, max: number): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

/** A coordinate with a little jitter, rounded to a tenth of a pixel. */
function jitter(value: number): string {
  return (value + (randomInt(-12, 13) / 10)).toFixed(1);
}

function glyph(ch: string, cx: number, cy: number): string {
  const strokes = GLYPHS[ch] ?? [];
  const d = strokes
    .map((stroke) => stroke.map(([x = 0, y = 0], i) => `${i ? 'L' : 'M'}${jitter(cx - GLYPH_W / 2 + x * GLYPH_W)} ${jitter(cy - GLYPH_H / 2 + y * GLYPH_H)}`).join(''))
    .join('');
  return `<path d="${d}" fill="none" stroke="${color(20, 110)}" stroke-width="${(2.2 + randomInt(0, 9) / 10).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" transform="rotate(${randomInt(-20, 21)} ${cx} ${cy})"/>`;
}

/** Draws the answer as an SVG: stroked glyphs, shifted and rotated, with crossing lines, curves and dots. */
export function drawCaptcha(answer: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${color(225, 250)}"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${randomInt(0, WIDTH)}" y1="${randomInt(0, HEIGHT)}" x2="${randomInt(0, WIDTH)}" y2="${randomInt(0, HEIGHT)}" stroke="${color(120, 200)}" stroke-width="${randomInt(1, 3)}"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="${color(100, 220)}"/>`);
  }
  const step = WIDTH / (answer.length + 1);
  [...answer].forEach((ch, i) => parts.push(glyph(ch, Math.round(step * (i + 1)) + randomInt(-3, 4), HEIGHT / 2 + randomInt(-3, 4))));
  for (let i = 0; i < 2; i++) {
    const y1 = randomInt(8, HEIGHT - 8);
    const y2 = randomInt(8, HEIGHT - 8);
    parts.push(`<path d="M0 ${y1} Q${WIDTH / 2} ${randomInt(0, HEIGHT)} ${WIDTH} ${y2}" stroke="${color(60, 160)}" stroke-width="1.5" fill="none"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /** Makes a captcha; `oldId`, when given, is discarded. Answers `{ vid, img }` (img: SVG data URL). */
  async create(oldId?: string): Promise<{ vid: string; img: string }> {
    const now = this.config.now();
    if (oldId) await this.db.updateTable('captchas').set({ used_at: now }).where('id', '=', oldId).where('used_at', 'is', null).execute();
    await this.db.deleteFrom('captchas').where('expires_at', '<', now - VALID_MS).execute();
    let answer = '';
    for (let i = 0; i < LENGTH; i++) answer += ALPHABET[randomInt(0, ALPHABET.length)];
    const vid = randomUUID();
    await this.db
      .insertInto('captchas')
      .values({ id: vid, answer_hash: sha256(answer.toLowerCase()), expires_at: now + VALID_MS, used_at: null })
      .execute();
    this.config.captchaObserver?.(vid, answer);
    const img = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString('base64')}`;
    return { vid, img };
  }

  /** Uses up a captcha; true when it existed, was fresh and unused, and the answer matches (any case). */
  async consume(vid: string, answer: string): Promise<boolean> {
    const now = this.config.now();
    // One statement uses it up: two attempts with the same captcha cannot both pass.
    const row = await this.db
      .updateTable('captchas')
      .set({ used_at: now })
      .where('id', '=', vid)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('answer_hash')
      .executeTakeFirst();
    return row !== undefined && row.answer_hash === sha256(answer.toLowerCase());
  }
}
