/**
 * Helpers of the bridge's browser tests: wait for a condition inside a page or a frame, find a frame by URL.
 */
import type { Frame, Page } from 'playwright-core';

/** Polls `fn` (run in the page or frame) until it returns a truthy value; returns it. */
export async function waitFor<T>(target: Page | Frame, fn: () => T, timeout = 10_000): Promise<T> {
  const handle = await target.waitForFunction(fn, undefined, { timeout, polling: 20 });
  return (await handle.jsonValue()) as T;
}

/** The first child frame (never the page itself) whose URL starts with `prefix` (waits for it to appear). */
export async function frameOf(page: Page, prefix: string, timeout = 10_000): Promise<Frame> {
  const start = Date.now();
  for (;;) {
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(prefix));
    if (frame) return frame;
    if (Date.now() - start > timeout) throw new Error(`no frame at ${prefix}; frames: ${page.frames().map((f) => f.url()).join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
