/**
 * ECharts tooltips render HTML: these formatters escape every piece of data (series names, category
 * names, values) so a facility named `<img onerror=…>` is shown as text. The kit's chart wrapper
 * installs them on every chart; a custom formatter must use `escapeHtml` too.
 */
import { escapeHtml } from '../client/escape';

type Param = { marker?: unknown; seriesName?: unknown; name?: unknown; value?: unknown; percent?: unknown; axisValueLabel?: unknown; data?: unknown };

/** ECharts' marker is its own `<span style="…background-color:#hex">`; rebuilt here from the colour only. */
function marker(p: Param): string {
  const m = /background-color:\s*(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,]+\))/.exec(String(p.marker ?? ''));
  return m ? `<span style="display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:${m[1]}"></span>` : '';
}

function valueText(v: unknown): string {
  if (Array.isArray(v)) return v.map((x) => escapeHtml(x)).join(', ');
  if (v && typeof v === 'object') return escapeHtml(JSON.stringify(v));
  return escapeHtml(v);
}

const blank = (v: unknown) => v === null || v === undefined || v === '-';

/**
 * One entry per series name on an axis: a line drawn in two parts (its path and the dashed step into
 * the bucket in progress, options.ts) is one series to the reader; the part with a value is shown.
 */
function onePerName(list: Param[]): Param[] {
  const kept = new Map<unknown, Param>();
  for (const p of list) {
    const had = kept.get(p.seriesName);
    if (!had || (blank(had.value) && !blank(p.value))) kept.set(p.seriesName, p);
  }
  return [...kept.values()];
}

/** The formatter of axis (line/bar) and item (pie/scatter) tooltips, escaping all data. */
export function safeTooltip(params: Param | Param[]): string {
  const list = Array.isArray(params) ? onePerName(params) : [params];
  const head = (Array.isArray(params) ? params[0]?.axisValueLabel : undefined) ?? (Array.isArray(params) ? '' : params.seriesName);
  const lines = list.map((p) => {
    const name = Array.isArray(params) ? p.seriesName : p.name;
    const pct = p.percent !== undefined ? ` (${escapeHtml(p.percent)}%)` : '';
    return `${marker(p)}${escapeHtml(name)}: ${valueText(p.value)}${pct}`;
  });
  return [head ? `<b>${escapeHtml(head)}</b>` : '', ...lines].filter(Boolean).join('<br/>');
}
