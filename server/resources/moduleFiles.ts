/**
 * The kit's `store.files` (ModuleFiles) over the platform's file service, bound to one caller and to
 * the store's database (an open transaction, inside `store.transaction`): check, save, info, read.
 * The service's refusals become the kit's `FileRefused`, which a handler may catch or let through as
 * the envelope's message.
 */
import { checkFile, fileDownloadPath, FileRefusedError, type FileService, type NewFile, type StoredFile } from '../db/files';
import { FileRefused, type CallerContext, type IncomingFile, type ModuleFiles, type StoredFileInfo } from './kit';

/** A stored file as module code sees it. */
export const fileInfoOf = (f: StoredFile): StoredFileInfo => ({ id: f.id, name: f.name, type: f.mimeType, size: f.size, url: fileDownloadPath(f.id), createdAt: f.createdAt });

const toNew = (f: IncomingFile): NewFile => ({ name: f.name, mimeType: f.type ?? '', data: f.data });

export function moduleFiles(service: FileService, caller: CallerContext): ModuleFiles {
  return {
    check: (files, rules) =>
      files.map((f) => {
        const c = checkFile(toNew(f), service.maxBytes, rules);
        if (!c.ok) throw new FileRefused(c.message, c.reason);
        return { name: c.file.name, type: c.file.mimeType, data: c.file.data };
      }),
    save: async (files, rules) => {
      try {
        return (await service.save(caller, files.map(toNew), rules)).map(fileInfoOf);
      } catch (e) {
        if (e instanceof FileRefusedError) throw new FileRefused(e.message, e.refusal.reason);
        throw e;
      }
    },
    info: async (ids) => (await service.info(caller.tenantId, ids)).map(fileInfoOf),
    read: async (id) => (await service.content(caller.tenantId, id))?.data ?? null,
  };
}
