/**
 * Files in module server code: the tenant's stored files (`store.files`: check, save, info, read)
 * and the file answers a handler may give besides data and workbooks — any bytes with any type
 * (`fileAnswer`), a stored file served with byte ranges (`storedFileAnswer`), and a zip of many files
 * streamed as it is written (`zipAnswer`). Plain types and small constructors: the server engine does
 * the storing, checking and streaming.
 *
 * @example
 *   handlers: {
 *     'POST /cloud/x/report/pdf': async ({ store }) => fileAnswer({ fileName: '报告.pdf', contentType: 'application/pdf', body: bytes }),
 *     'POST /cloud/x/photos/zip': async ({ store }) => zipAnswer('照片.zip', ids.map((fileId) => ({ fileId }))),
 *   }
 */
import { HandlerError } from './moduleServer';

/** A stored file as module code sees it (`url` is its `file/download/<id>` address). */
export type StoredFileInfo = { id: string; name: string; type: string; size: number; url: string; createdAt: number };

/** A file arriving in a handler (from a multipart part, base64 text, or made by the handler). */
export type IncomingFile = { name: string; type?: string; data: Uint8Array };

/** Narrower rules than the platform's allowlist: only these MIME types, at most this size. */
export type FileRules = { types?: readonly string[]; maxBytes?: number };

/** Why a file was refused. */
export type FileRefusalReason = 'type' | 'content' | 'empty' | 'size';

/** A refused file: the message names the file (it becomes the envelope's msg unless caught). */
export class FileRefused extends HandlerError {
  constructor(
    message: string,
    readonly reason: FileRefusalReason,
  ) {
    super(message);
    this.name = 'FileRefused';
  }
}

/**
 * The caller's stored files, through the store (inside `store.transaction`, saves join the
 * transaction). Files are checked as `file/upload` checks them: type on the allowlist (and in
 * `rules.types`), content that matches the type, size within the limit.
 */
export type ModuleFiles = {
  /** Checks the files without storing them; answers them with cleaned names and types, or throws FileRefused. */
  check(files: IncomingFile[], rules?: FileRules): IncomingFile[];
  /** Checks and stores the files (all or none); answers their metadata in order, or throws FileRefused. */
  save(files: IncomingFile[], rules?: FileRules): Promise<StoredFileInfo[]>;
  /** The caller's files among the ids, in the order asked (unknown or other tenants' ids are left out). */
  info(ids: readonly string[]): Promise<StoredFileInfo[]>;
  /** All the bytes of one of the caller's files (for small files; answers stream large ones), or null. */
  read(id: string): Promise<Uint8Array | null>;
};

/** Bytes as a handler may give them: at once, as text (UTF-8), or piece by piece. */
export type Bytes = Uint8Array | string | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

/** Any bytes with any type, saved (or shown in place, `inline`) under `fileName`. */
export type FileAnswer = { download: 'file'; fileName: string; contentType: string; body: Bytes; inline?: boolean };

/** One of the caller's stored files, streamed with byte ranges (video seeks), under its own name unless `fileName`. */
export type StoredFileAnswer = { download: 'stored'; fileId: string; fileName?: string; inline?: boolean };

/** An archive entry: bytes under `name`, or a stored file (under its own name unless `name`). */
export type ZipEntry = { name: string; data: Bytes; modified?: Date } | { fileId: string; name?: string; modified?: Date };

/** A .zip of the entries, written and sent piece by piece (constant memory, whatever the count and sizes). */
export type ZipAnswer = { download: 'zip'; fileName: string; entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry> };

/** @example return fileAnswer({ fileName: '台账.csv', contentType: 'text/csv; charset=utf-8', body: '\ufeff编号,名称\n' }); */
export const fileAnswer = (a: Omit<FileAnswer, 'download'>): FileAnswer => ({ ...a, download: 'file' });

/** @example return storedFileAnswer(row.videoId, { inline: true }); */
export const storedFileAnswer = (fileId: string, options: { fileName?: string; inline?: boolean } = {}): StoredFileAnswer => ({ ...options, fileId, download: 'stored' });

/** @example return zipAnswer(`${c.problemNo}_照片.zip`, rows.map((r) => ({ fileId: r.fileId, name: `${r.stage}_${r.fileName}` }))); */
export const zipAnswer = (fileName: string, entries: ZipAnswer['entries']): ZipAnswer => ({ download: 'zip', fileName, entries });

/**
 * A file in seed data: in a seed row, an image or file field may hold `seedFile(...)` (or a list of
 * them); the engine stores the file for the tenant, checked like an upload, and puts its id in place.
 *
 * @example seed: () => ({ student: [{ name: '王小明', photo: seedFile('王小明.png', 'image/png', PNG_BASE64) }] })
 */
export type SeedFile = { seedFile: true; name: string; type: string; base64: string };
export const seedFile = (name: string, type: string, base64: string): SeedFile => ({ seedFile: true, name, type, base64 });
export const isSeedFile = (v: unknown): v is SeedFile => typeof v === 'object' && v !== null && (v as SeedFile).seedFile === true;
