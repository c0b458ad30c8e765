/**
 * How a big screen fits where it is shown. A screen is designed at 1920×1080 and scaled by width with
 * the spec's helper (shell.md §2: sizes on a 750-wide design, recalculated 288 ms after resizing
 * stops), but never below the scale at which its smallest text is still 12 px on the user's screen.
 * Narrower than that (a 1366 laptop, a shell tab beside the menu), the screen keeps that scale and is
 * laid out narrower, on the width it has (a second layout), and the page scrolls down: text does not
 * shrink to 8 px to keep the design's proportions.
 *
 * @example
 *   screenFit(1920)  // { scale: 1, width: 1920 }        a wall display
 *   screenFit(1100)  // { scale: 0.857, width: 1283 }    a tab at 1366×768: text 12 px, the page scrolls
 *   const stop = watchScreen(box, (fit) => setFit(fit));
 */
import { BOARD_SIZE, DESIGN_WIDTH, RESIZE_SETTLE_MS, scaleOf, watchScale } from '../client/scale';

/** The smallest text a screen may show on the user's screen, in CSS pixels. */
export const MIN_TEXT_PX = 12;

/** The screen's body text on its 1920 design, in design pixels (antd's base size inside the screen). */
export const SCREEN_TEXT = 16;

/**
 * The smallest text the design draws (antd's small text at a 16 px body, the charts' axis, legend and
 * label text, the map's labels), in design pixels.
 */
export const SCREEN_SMALL_TEXT = 14;

/** The least scale: the design's smallest text at 12 px. */
export const SCREEN_MIN_SCALE = MIN_TEXT_PX / SCREEN_SMALL_TEXT;

export type ScreenFit = {
  /** Design pixels → CSS pixels. */
  scale: number;
  /** The width the design is laid out on, in design pixels: 1920, or less when held at the least scale. */
  width: number;
};

/** The fit of a 1920-wide design in a box `boxWidth` CSS pixels wide. */
export function screenFit(boxWidth: number): ScreenFit {
  // The spec's scale (against its 750 design) brought to the 1920 design: boxWidth / 1920.
  const byWidth = boxWidth > 0 ? (scaleOf(boxWidth) * DESIGN_WIDTH) / BOARD_SIZE.width : 1;
  const scale = Math.max(byWidth, SCREEN_MIN_SCALE);
  return { scale, width: Math.min(BOARD_SIZE.width, Math.floor(boxWidth / scale)) };
}

/**
 * Calls `apply` with the fit of `box` now, and again 288 ms after the window's resizing stops (the
 * spec's watchScale) or the box's own width settles (a side menu folded: no window resize). Answers
 * the stop function.
 */
export function watchScreen(box: HTMLElement, apply: (fit: ScreenFit) => void, settle = RESIZE_SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let width = -1;
  const run = () => {
    if (box.clientWidth === width) return;
    width = box.clientWidth;
    apply(screenFit(width));
  };
  const stopWindow = watchScale(window, run, settle);
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (timer) clearTimeout(timer);
          timer = setTimeout(run, settle);
        });
  observer?.observe(box);
  return () => {
    stopWindow();
    observer?.disconnect();
    if (timer) clearTimeout(timer);
  };
}
