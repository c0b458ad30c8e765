/**
 * Captchas: a PNG picture drawn here (server/services/captchaImage.ts: overlapping, warped stroke
 * glyphs with noise), stored as a hash of its answer, single use, valid 2 minutes; any letter case.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { drawCaptcha, encodePng, GLYPHS } from './captchaImage';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { sha256 } from './secrets';

const ALPHABET = Object.keys(GLYPHS).join('');
const LENGTH = 4;
const VALID_MS = 2 * 60 * 1000;

export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /** Makes a captcha; `oldId`, when given, is discarded. Answers `{ vid, img }` (img: PNG data URL). */
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
    const img = `data:image/png;base64,${encodePng(drawCaptcha(answer)).toString('base64')}`;
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
