/**
 * Which files the platform accepts, and how a file proves its type: an allowlist of MIME types with
 * their usual extensions, and the first bytes each checked type must start with (an image or a
 * video that is not one is refused, whatever its name says). Used by every way a file comes in:
 * `file/upload`, module handlers (`store.files.save`) and seeds.
 *
 * @example
 *   const type = declaredType('image/png', '现场.png');   // 'image/png'
 *   ALLOWED_TYPES[type] && matchesSignature(type, bytes);
 */

/** Accepted MIME types with their usual extensions (used when a client declares no type). */
export const ALLOWED_TYPES: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

const latin1 = (d: Uint8Array, from: number, to: number) => Buffer.from(d.buffer, d.byteOffset, d.byteLength).subarray(from, to).toString('latin1');

/** The first bytes each checked type must start with. */
const SIGNATURES: Record<string, (d: Uint8Array) => boolean> = {
  'image/png': (d) => latin1(d, 0, 8) === '\x89PNG\r\n\x1a\n',
  'image/jpeg': (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  'image/gif': (d) => ['GIF87a', 'GIF89a'].includes(latin1(d, 0, 6)),
  'image/webp': (d) => latin1(d, 0, 4) === 'RIFF' && latin1(d, 8, 12) === 'WEBP',
  // ISO base media: a box size, then 'ftyp' (MP4, M4V).
  'video/mp4': (d) => latin1(d, 4, 8) === 'ftyp',
  // Matroska/WebM: the EBML magic number.
  'video/webm': (d) => d[0] === 0x1a && d[1] === 0x45 && d[2] === 0xdf && d[3] === 0xa3,
  'application/pdf': (d) => latin1(d, 0, 5) === '%PDF-',
};

/** Whether the bytes start as the type's files do (types without a known signature pass). */
export function matchesSignature(type: string, data: Uint8Array): boolean {
  const check = SIGNATURES[type];
  return !check || check(data);
}

/** A client's file name without folders or control characters (at most 200 characters). */
export function cleanFileName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const name = (raw ?? '').replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return name || 'file';
}

/** The declared MIME type (lower case, no parameters), or the one the name's extension gives when none was declared. */
export function declaredType(declared: string | undefined, name: string): string {
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return Object.entries(ALLOWED_TYPES).find(([, exts]) => exts.includes(ext))?.[0] ?? type;
}

/** Whether files of the type are compressed already (compressing them again gains nothing). */
export const isCompressed = (type: string) =>
  /^(image\/(png|jpeg|gif|webp)|video\/|audio\/|application\/(zip|pdf|vnd\.openxmlformats-officedocument\.))/.test(type);

/** Whether a browser may show the type in place (images and video) rather than save it. */
export const showsInline = (type: string) => type.startsWith('image/') || type.startsWith('video/');
