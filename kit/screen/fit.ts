/**
 * How a wall display fills its window: scaled with the spec's helper by width (screenFit: 1 at 1920,
 * never below the scale at which the 14 px design text is 12 px), laid out on the design width and
 * height that the window holds at that scale. At 1920×1080 that is the design itself; at 1366×768 it is
 * 1593×896 design pixels at 0.857, so nothing scrolls and no text is under 12 px. Only a window lower
 * than MIN_DESIGN_HEIGHT design pixels scrolls.
 *
 * @example wallFit(1366, 768) // { scale: 0.857, width: 1593, height: 896, scrolls: false }
 */
import { RESIZE_SETTLE_MS } from '../client/scale';
import { screenFit } from '../charts/screenFit';

/** The least design height the screen is laid out on (its panels' charts still readable). */
export const MIN_DESIGN_HEIGHT = 640;

export type WallFit = { scale: number; width: number; height: number; scrolls: boolean };

export function wallFit(boxWidth: number, boxHeight: number): WallFit {
  const { scale, width } = screenFit(boxWidth);
  const fits = Math.floor(boxHeight / scale);
  return { scale, width, height: Math.max(MIN_DESIGN_HEIGHT, fits), scrolls: fits < MIN_DESIGN_HEIGHT };
}

/** Calls `apply` with the fit of `box` now and RESIZE_SETTLE_MS after its size settles. */
export function watchWall(box: HTMLElement, apply: (fit: WallFit) => void, settle = RESIZE_SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let size = '';
  const run = () => {
    const now = `${box.clientWidth}×${box.clientHeight}`;
    if (now === size) return;
    size = now;
    apply(wallFit(box.clientWidth, box.clientHeight));
  };
  run();
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, settle);
  };
  window.addEventListener('resize', later);
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
  observer?.observe(box);
  return () => {
    window.removeEventListener('resize', later);
    observer?.disconnect();
    if (timer) clearTimeout(timer);
  };
}
