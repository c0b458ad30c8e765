/**
 * Vite plugin: parts of ECharts the kit's charts never use are left out of the chart chunk
 * (kit/charts/echartsCore), for ECharts' own importers only:
 * - the time and log axis scales (`scale/Time.js`, `scale/Log.js`): the kit's charts draw category and
 *   value axes; ECharts' axis helpers import every scale;
 * - the rich-text tooltip (`TooltipRichContent.js`): in a browser a tooltip is HTML (renderMode 'auto'
 *   picks 'html' wherever there is a DOM); rich text is for ECharts without one;
 * - decal patterns (`util/decal.js`), drawn only for a series or legend item given a `decal`;
 * - dataset transforms (`data/helper/transform.js`), run only for a dataset with a `transform`.
 * Each is replaced by a stand-in that fails loudly if it is ever asked for (a chart with a time or log
 * axis, a decal, a transform): to use one, remove its entry here. What it saves is printed by
 * `npm run bench:pages` (the board's JS) and docs/performance.md.
 */
import type { Plugin } from 'vite';
import { replaceImports, type Replacements } from './replaceImports';

const notBuiltIn = (what: string) =>
  `const missing = () => {
  throw new Error(${JSON.stringify(`ECharts ${what} is not built in: scripts/vite/echartsParts.ts leaves it out`)});
};`;

const STANDINS: Record<string, string> = {
  'time-scale': `${notBuiltIn("the time axis (type: 'time')")}
export default class TimeScale {
  constructor() {
    missing();
  }
}
export const calcNiceForTimeScale = missing;
`,
  'log-scale': `${notBuiltIn("the log axis (type: 'log')")}
export default class LogScale {
  constructor() {
    missing();
  }
}
`,
  'rich-tooltip': `${notBuiltIn("the rich-text tooltip (renderMode: 'richText')")}
export default class TooltipRichContent {
  constructor() {
    missing();
  }
}
`,
  decal: `${notBuiltIn('decal (itemStyle.decal)')}
export const createOrUpdatePatternFromDecal = missing;
`,
  transform: `${notBuiltIn('dataset transform')}
export const registerExternalTransform = missing;
export const applyDataTransform = missing;
`,
};

/** importer (path end) → the sources replaced in it → the stand-in's name. */
export const REPLACED: Replacements = {
  '/echarts/lib/coord/axisHelper.js': { '../scale/Time.js': 'time-scale', '../scale/Log.js': 'log-scale' },
  '/echarts/lib/coord/axisNiceTicks.js': { '../scale/Time.js': 'time-scale' },
  '/echarts/lib/coord/axisAlignTicks.js': { '../scale/Log.js': 'log-scale' },
  '/echarts/lib/component/tooltip/TooltipView.js': { './TooltipRichContent.js': 'rich-tooltip' },
  '/echarts/lib/visual/decal.js': { '../util/decal.js': 'decal' },
  '/echarts/lib/component/legend/LegendView.js': { '../../util/decal.js': 'decal' },
  '/echarts/lib/data/helper/sourceManager.js': { './transform.js': 'transform' },
  '/echarts/lib/core/echarts.js': { '../data/helper/transform.js': 'transform' },
};

export function echartsParts(): Plugin {
  return replaceImports('urbanops:echarts-parts', REPLACED, (name) => STANDINS[name]!);
}
