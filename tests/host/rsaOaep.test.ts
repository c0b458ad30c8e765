// The plain-TypeScript RSA-OAEP fallback (pages over plain HTTP have no WebCrypto subtle): what it
// encrypts, the server's key decrypts, exactly as with WebCrypto.
import { constants, createHash, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rsaOaepEncrypt, rsaPublicKey, sha256 } from '../../host/core/rsaOaep';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const decrypt = (cipher: Uint8Array) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, cipher).toString('utf8');

describe('the RSA-OAEP fallback for pages without WebCrypto', () => {
  it('hashes like SHA-256 for empty, short and multi-block inputs', () => {
    for (const input of [Buffer.alloc(0), Buffer.from('abc'), randomBytes(55), randomBytes(64), randomBytes(1000)]) {
      expect(Buffer.from(sha256(input)).toString('hex')).toBe(createHash('sha256').update(input).digest('hex'));
    }
  });

  it('reads the modulus size and exponent of an SPKI key', () => {
    const key = rsaPublicKey(pem);
    expect(key.size).toBe(256);
    expect(key.e).toBe(65537n);
  });

  it('encrypts passwords the server decrypts, with a fresh seed each time', () => {
    for (const password of ['Admin@2026', '密码Ab1!很长的口令', 'x'.repeat(190)]) {
      const one = rsaOaepEncrypt(new TextEncoder().encode(password), pem);
      const two = rsaOaepEncrypt(new TextEncoder().encode(password), pem);
      expect(one).toHaveLength(256);
      expect(Buffer.from(one).equals(Buffer.from(two))).toBe(false);
      expect(decrypt(one)).toBe(password);
    }
  });

  it('refuses a message longer than the key allows', () => {
    expect(() => rsaOaepEncrypt(new Uint8Array(191), pem)).toThrow(/too long/);
  });
});
