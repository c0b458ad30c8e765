/**
 * The cleanup of stored files nothing refers to: an upload whose form was never saved, the photos of
 * a deleted row, a file replaced in an edit. A file is referred to while any row of any module's
 * resources holds its id in an image or file field (soft-deleted rows included; every module folder
 * counts, also one this server does not serve). Files older than the
 * grace period (FILE_ORPHAN_HOURS, default 24) that no row refers to are deleted by an hourly sweep,
 * at most 1 000 a run; `app.sweepFiles()` runs one now (tests, maintenance).
 *
 * @example
 *   const sweeper = fileSweeper(app.services.files, modules, 24 * 3600_000);
 *   const stop = sweeper.every(3600_000, (ids) => app.log.info({ deleted: ids.length }, 'file sweep'));
 */
import type { Db } from '../db';
import type { FileService } from '../db/files';
import { referencedFiles } from './fileRefs';
import type { LoadedModule } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the sweep of unreferenced files now; answers the ids deleted. */
    sweepFiles(): Promise<string[]>;
  }
}

export type FileSweeper = {
  /** One sweep now; answers the ids deleted. */
  run(): Promise<string[]>;
  /** Sweeps every `intervalMs` (first after a minute), reporting each run; answers the function that stops it. */
  every(intervalMs: number, report: (deleted: string[], error?: unknown) => void): () => void;
};

/**
 * `alsoReferenced` answers the references outside the modules' rows (the platform's own tables, e.g.
 * video clips and snapshots), as `<tenantId>:<fileId>` keys read through the sweep's transaction.
 */
export function fileSweeper(files: FileService, modules: LoadedModule[], graceMs: number, alsoReferenced?: (db: Db) => Promise<Set<string>>): FileSweeper {
  const byRows = referencedFiles(modules.map((m) => m.resources));
  const referenced = async (db: Db) => {
    const keys = await byRows(db);
    if (alsoReferenced) for (const k of await alsoReferenced(db)) keys.add(k);
    return keys;
  };
  let running: Promise<string[]> | null = null;
  const run = () => {
    // One sweep at a time: a timer firing during a manual run joins it.
    running ??= files.sweep(graceMs, referenced).finally(() => {
      running = null;
    });
    return running;
  };
  return {
    run,
    every(intervalMs, report) {
      const tick = () => void run().then((ids) => report(ids), (e: unknown) => report([], e));
      const first = setTimeout(tick, Math.min(60_000, intervalMs));
      const timer = setInterval(tick, intervalMs);
      first.unref();
      timer.unref();
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    },
  };
}
