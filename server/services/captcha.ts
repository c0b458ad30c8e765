/**
 * Captchas: an SVG image made here (random characters, noise lines and dots; no packages), stored
 * as a hash of its answer, single use, valid 2 minutes.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { sha256 } from './secrets';

/** Characters that cannot be mistaken for one another (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefhjkmnpqrstuvwxyz23456789';
const LENGTH = 4;
const VALID_MS = 2 * 60 * 1000;
const WIDTH = 120;
const HEIGHT = 40;

function color(min: number, max: number): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

/** Draws the answer as an SVG: each character shifted and rotated, with crossing lines and dots. */
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
  [...answer].forEach((ch, i) => {
    const x = Math.round(step * (i + 1)) + randomInt(-4, 5);
    const y = 28 + randomInt(-4, 5);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${randomInt(22, 28)}" font-weight="bold" fill="${color(20, 110)}" text-anchor="middle" transform="rotate(${randomInt(-25, 26)} ${x} ${y})">${ch}</text>`,
    );
  });
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
    const img = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString('base64')}`;
    return { vid, img };
  }

  /** Uses up a captcha; true when it existed, was fresh and unused, and the answer matches (any case). */
  async consume(vid: string, answer: string): Promise<boolean> {
    const now = this.config.now();
    const row = await this.db.selectFrom('captchas').selectAll().where('id', '=', vid).executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now) return false;
    await this.db.updateTable('captchas').set({ used_at: now }).where('id', '=', vid).execute();
    return row.answer_hash === sha256(answer.toLowerCase());
  }
}
