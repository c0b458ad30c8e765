/**
 * The spec's scaling helper for boards (shell.md §9): sizes are written against a 750-wide design and
 * scaled to the screen; the scale is recalculated 288 ms after resizing stops (not on every event).
 *
 * @example
 *   const stop = watchScale(window, (s) => root.style.setProperty('--kit-scale', String(s)));
 */
export const DESIGN_WIDTH = 750;
export const RESIZE_SETTLE_MS = 288;
export const BOARD_SIZE = { width: 1920, height: 1080 } as const;

/** The scale of a screen `width` against the design width. */
export const scaleOf = (width: number, designWidth = DESIGN_WIDTH) => (width > 0 ? width / designWidth : 1);

/** A design size in pixels on the current screen (`px(24, 1920)` → 61.44). */
export const px = (designPx: number, width: number, designWidth = DESIGN_WIDTH) => Math.round(designPx * scaleOf(width, designWidth) * 100) / 100;

/** How a 1920×1080 board fits a viewport: one uniform scale, letterboxed. */
export const boardFit = (width: number, height: number) => Math.min(width / BOARD_SIZE.width, height / BOARD_SIZE.height);

type Target = { innerWidth: number; addEventListener(t: 'resize', f: () => void): void; removeEventListener(t: 'resize', f: () => void): void };

/** Calls `apply(scale)` now and again `settle` ms after the last resize event; returns the stop function. */
export function watchScale(target: Target, apply: (scale: number, width: number) => void, settle = RESIZE_SETTLE_MS, designWidth = DESIGN_WIDTH): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => apply(scaleOf(target.innerWidth, designWidth), target.innerWidth);
  const onResize = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, settle);
  };
  run();
  target.addEventListener('resize', onResize);
  return () => {
    if (timer) clearTimeout(timer);
    target.removeEventListener('resize', onResize);
  };
}
