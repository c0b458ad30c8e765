/**
 * Menu search as shell.md §5 wants it: the text trimmed, calls debounced, an empty text clears the
 * results without a call, a non-array answer ignored, and a stale answer never overwrites a newer one.
 */
import { parseMenuSearch, type MenuSearchResult } from './menu';

export const MENU_SEARCH_DEBOUNCE_MS = 300;

export type MenuSearcher = {
  /** Call on every keystroke. */
  input(text: string): void;
  cancel(): void;
};

export function createMenuSearch(options: {
  search(keyword: string): Promise<unknown>;
  onResults(results: MenuSearchResult[]): void;
  delay?: number;
  timers?: { set(fn: () => void, ms: number): unknown; clear(id: unknown): void };
}): MenuSearcher {
  const timers = options.timers ?? {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  };
  let timer: unknown = null;
  let generation = 0;
  return {
    input(text) {
      const keyword = text.trim();
      if (timer !== null) timers.clear(timer);
      timer = null;
      generation += 1;
      if (!keyword) {
        options.onResults([]);
        return;
      }
      const mine = generation;
      timer = timers.set(() => {
        timer = null;
        options.search(keyword).then(
          (data) => {
            const results = parseMenuSearch(data);
            if (results && mine === generation) options.onResults(results);
          },
          () => undefined,
        );
      }, options.delay ?? MENU_SEARCH_DEBOUNCE_MS);
    },
    cancel() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      generation += 1;
    },
  };
}
