/**
 * Password encryption for sign-in and password change: RSA-OAEP (SHA-256) with the server's public
 * key (SPKI PEM from GET /cas/publicKey), the ciphertext in base64. WebCrypto needs a secure context
 * (HTTPS, or localhost).
 */

function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export function cryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.importKey === 'function';
}

export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const key = await crypto.subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
  let binary = '';
  for (const byte of cipher) binary += String.fromCharCode(byte);
  return btoa(binary);
}
