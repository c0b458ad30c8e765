/**
 * RSA-OAEP with SHA-256 (RFC 8017 §7.1.1, MGF1-SHA-256, empty label) in plain TypeScript, for pages
 * served over plain HTTP on an intranet address: browsers expose WebCrypto's `subtle` only in secure
 * contexts (HTTPS or localhost), and municipal back offices are often reached as http://10.x.x.x.
 * `crypto.getRandomValues` is available in every context and gives the OAEP seed. Loaded on demand
 * (dynamic import) only when `subtle` is missing, so the login route's JavaScript does not grow.
 *
 * @example
 *   const cipher = rsaOaepEncrypt(new TextEncoder().encode('Admin@2026'), spkiPem); // Uint8Array
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 of a byte string (FIPS 180-4). */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = Array.from(h) as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((v, i) => outView.setUint32(i * 4, v));
  return out;
}

/** MGF1 with SHA-256 (RFC 8017 §B.2.1). */
function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let counter = 0, done = 0; done < length; counter++) {
    const block = new Uint8Array(seed.length + 4);
    block.set(seed);
    new DataView(block.buffer).setUint32(seed.length, counter);
    const digest = sha256(block);
    out.set(digest.subarray(0, Math.min(32, length - done)), done);
    done += 32;
  }
  return out;
}

/** Reads one DER element at `at`: its tag, where its content starts and ends. */
function derElement(der: Uint8Array, at: number): { tag: number; start: number; end: number } {
  const tag = der[at]!;
  let length = der[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i]!;
    start += bytes;
  }
  return { tag, start, end: start + length };
}

const toBigInt = (bytes: Uint8Array) => bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);

/** Modulus and exponent of an SPKI PEM RSA public key. */
export function rsaPublicKey(spkiPem: string): { n: bigint; e: bigint; size: number } {
  const base64 = spkiPem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  const spki = derElement(der, 0);
  const algorithm = derElement(der, spki.start);
  const bitString = derElement(der, algorithm.end);
  if (spki.tag !== 0x30 || algorithm.tag !== 0x30 || bitString.tag !== 0x03) throw new Error('not an SPKI public key');
  const rsaKey = derElement(der, bitString.start + 1); // skip the unused-bits byte
  const modulus = derElement(der, rsaKey.start);
  const exponent = derElement(der, modulus.end);
  let modulusBytes = der.subarray(modulus.start, modulus.end);
  while (modulusBytes[0] === 0) modulusBytes = modulusBytes.subarray(1);
  return { n: toBigInt(modulusBytes), e: toBigInt(der.subarray(exponent.start, exponent.end)), size: modulusBytes.length };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** Encrypts `message` under the SPKI PEM key with RSA-OAEP/SHA-256; the result has the key's byte size. */
export function rsaOaepEncrypt(message: Uint8Array, spkiPem: string): Uint8Array {
  const { n, e, size: k } = rsaPublicKey(spkiPem);
  const hLen = 32;
  if (message.length > k - 2 * hLen - 2) throw new Error('message too long for the key');
  const db = new Uint8Array(k - hLen - 1);
  db.set(sha256(new Uint8Array(0)));
  db[db.length - message.length - 1] = 0x01;
  db.set(message, db.length - message.length);
  const seed = crypto.getRandomValues(new Uint8Array(hLen));
  const dbMask = mgf1(seed, db.length);
  const maskedDb = db.map((byte, i) => byte ^ dbMask[i]!);
  const seedMask = mgf1(maskedDb, hLen);
  const encoded = new Uint8Array(k);
  encoded.set(seed.map((byte, i) => byte ^ seedMask[i]!), 1);
  encoded.set(maskedDb, 1 + hLen);
  let c = modPow(toBigInt(encoded), e, n);
  const out = new Uint8Array(k);
  for (let i = k - 1; i >= 0; i--, c >>= 8n) out[i] = Number(c & 0xffn);
  return out;
}
