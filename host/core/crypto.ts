/**
 * Password encryption for sign-in and password change: RSA-OAEP (SHA-256) with the server's public
 * key (SPKI PEM from GET /cas/publicKey), the ciphertext in base64. WebCrypto when the page is a
 * secure context (HTTPS, or localhost); otherwise (an intranet address over plain HTTP) the same
 * algorithm in plain TypeScript, loaded on demand (rsaOaep.ts).
 */

function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** Whether the password can be encrypted here: WebCrypto, or random numbers and BigInt for the fallback. */
export function cryptoAvailable(): boolean {
  return typeof globalThis.crypto?.getRandomValues === 'function' && typeof BigInt === 'function';
}

async function encrypt(plain: Uint8Array, publicKeyPem: string): Promise<Uint8Array> {
  if (typeof globalThis.crypto?.subtle?.importKey !== 'function') {
    const { rsaOaepEncrypt } = await import('./rsaOaep');
    return rsaOaepEncrypt(plain, publicKeyPem);
  }
  const key = await crypto.subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plain as Uint8Array<ArrayBuffer>));
}

export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const cipher = await encrypt(new TextEncoder().encode(password), publicKeyPem);
  let binary = '';
  for (const byte of cipher) binary += String.fromCharCode(byte);
  return btoa(binary);
}
