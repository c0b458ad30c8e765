/**
 * Whether a chart is drawn inside a big screen (ScreenBoard): its text is then the screen's smallest
 * design size rather than a page's 12 px, so that it stays readable once the screen is scaled.
 */
import { createContext, useContext } from 'react';
import { SCREEN_SMALL_TEXT } from './screenFit';

export type ChartText = {
  screen: boolean;
  /** The charts' axis, legend and label text, in px before any scaling. */
  size: number;
  /** Drawn on a wall display's dark ground (kit/screen): light text and grid lines. */
  dark?: boolean;
};

export const PAGE_TEXT: ChartText = { screen: false, size: 12 };
export const SCREEN_CHART_TEXT: ChartText = { screen: true, size: SCREEN_SMALL_TEXT };
/** A wall display's charts (kit/screen): the screen's text, on a dark ground. */
export const WALL_CHART_TEXT: ChartText = { screen: true, size: SCREEN_SMALL_TEXT, dark: true };

export const ChartTextContext = createContext<ChartText>(PAGE_TEXT);

/** The text of the charts drawn here. */
export const useChartText = () => useContext(ChartTextContext);
