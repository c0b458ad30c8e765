/**
 * Password hashing (scrypt), random tokens and their stored hashes (SHA-256), and the server's RSA
 * key pair that browsers encrypt passwords with (RSA-OAEP, SHA-256).
 */
import {
  constants,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  scrypt,
  timingSafeEqual,
  createPublicKey,
  createPrivateKey,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches the stored hash; constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(key, expected);
}

/** A URL-safe random token of 256 bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: hex SHA-256. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two strings in constant time (different lengths are simply unequal). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type KeyPair = { publicKeyPem: string; privateKey: KeyObject };

/** The name of the key pair's row in `server_secrets`. */
const KEY_PAIR = 'rsa-private-key';

/**
 * The server's RSA key pair, kept in the database (`server_secrets`, PKCS#8 PEM) so every instance
 * hands out the same public key; made by the first start, atomically (an instance that loses the
 * race reads the winner's). A deployment from before keeps its `<dataDir>/server-key.pem`: the first
 * start moves that key in. The public key is what `GET /cas/publicKey` answers (SPKI PEM).
 */
export async function loadOrCreateKeyPair(db: Db, dataDir: string, now: number): Promise<KeyPair> {
  const read = () => db.selectFrom('server_secrets').select('value').where('name', '=', KEY_PAIR).executeTakeFirst();
  let row = await read();
  if (!row) {
    const file = join(dataDir, 'server-key.pem');
    const pem = existsSync(file)
      ? readFileSync(file, 'utf8')
      : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db.insertInto('server_secrets').values({ name: KEY_PAIR, value: pem, created_at: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
    row = await read();
    if (!row) throw new Error('the key pair could not be stored');
  }
  const privateKey = createPrivateKey(row.value);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKeyPem, privateKey };
}

/** Decrypts a base64 RSA-OAEP(SHA-256) ciphertext; null when it is not one made with our key. */
export function decryptSecret(keys: KeyPair, ciphertext: string): string | null {
  if (!/^[A-Za-z0-9+/=_-]{16,1024}$/.test(ciphertext)) return null;
  try {
    const buffer = Buffer.from(ciphertext.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return privateDecrypt({ key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, buffer).toString('utf8');
  } catch {
    return null;
  }
}
