/**
 * Column widths from field types, so a list reads at 1366×768 without hand-set widths: a date, a time
 * or a status is never cut, a free text gets a sensible share and ends in an ellipsis (its full text in
 * the cell's title). A definition's `column: { width }` still wins. Widths are estimated from the text a
 * column typically holds (the longest choice label, a full date and time, the header with its sort
 * icon) at the table's 14 px font: a CJK character is 14 px wide, a digit or a Latin letter about 8.
 *
 * @example
 *   columnWidth({ type: 'datetime', name: 'weighTime', label: '…' }, '过磅时间', t)   // 192: "2026-11-26 08:20:00" whole
 *   columnWidth({ type: 'enum', options: [{ value: '1', label: 'x.ongoing' }] }, '状态', t)   // the longest label + padding
 */
import type { NamedField } from '../resource';

/** Horizontal padding of a cell (16 px each side at the default density). */
const CELL_PADDING = 32;
/** The sort arrows beside a sortable column's title. */
const SORTER = 26;
const MIN = 72;
/** The most a free-text column takes by default: longer text ends in an ellipsis. */
const MAX_TEXT = 280;

/** Estimated width in px of a text at 14 px: CJK and full-width 14, capitals 9, narrow letters 4, others 8. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(ch)) w += 14;
    else if (/[A-Z@%&MW]/.test(ch)) w += 9.5;
    else if (/[ il.,:;'|!·]/.test(ch)) w += 4;
    else w += 8;
  }
  return Math.ceil(w);
}

/** The typical content of a column of this field, as text (a sample of its widest usual value). */
function sample(field: NamedField, t: (key: string) => string, sourceOptions?: readonly { label: string }[]): string {
  switch (field.type) {
    case 'date':
      return '2026-11-26';
    case 'datetime':
      return '2026-11-26 08:20:00';
    case 'dateRange':
      return '2026-11-26 ~ 2026-11-27';
    case 'number':
      return `1234567${field.unit ? ` ${t(field.unit)}` : ''}`;
    case 'money':
      return `1234567.89${field.unit ? ` ${t(field.unit)}` : ''}`;
    case 'boolean':
      return t('kit.yes');
    case 'enum': {
      // A choice of the device store's devices: its code and name (浙A·B1645 压缩车), known only at run time.
      if (field.devices) return 'V-1001 浙A·B1645 压缩式垃圾车';
      // A named enum's (`source`) labels come from the module's registry, in the page's language.
      const labels = (field.options ?? sourceOptions)?.map((o) => t(o.label)) ?? [];
      const longest = labels.reduce((a, b) => (textWidth(b) > textWidth(a) ? b : a), '');
      if (!longest) return '一二三四五六七八';
      return field.multiple ? `${longest}，${longest}` : longest;
    }
    case 'reference':
    case 'treeSelect':
      return '一二三四五六七八';
    case 'geoPoint':
      return '120.16000, 30.27000';
    case 'geoShape':
      return '多边形，12 个顶点';
    case 'image':
    case 'file':
      return '一二三四五六';
    case 'text':
      if (field.multiline) return '一'.repeat(16);
      // A short bounded text (a code, a plate, a phone number) is shown whole: about 10 px a character.
      return field.max && field.max <= 24 ? 'x'.repeat(Math.ceil((field.max * 10) / 8)) : '一'.repeat(10);
    default:
      return '一二三四五六';
  }
}

/**
 * Whether the column's values are always short and must never be cut (times, numbers, one choice);
 * several choices are a list of any length, cut like free text.
 */
export const keepsWhole = (field: NamedField) => !['text', 'reference', 'treeSelect', 'file', 'image', 'geoShape'].includes(field.type) && !(field.type === 'enum' && field.multiple);

/**
 * The width in px of a field's column: the wider of its title (with the sort arrows when sortable)
 * and its typical content, plus the cell's padding; free text at most 280 px unless the definition
 * sets a width. `sourceOptions`: a named enum's options (the module's registry), so its longest label
 * in the page's language sets the width ("Electric cleaning tricycle" whole in English).
 */
export function columnWidth(
  field: NamedField & { columnOptions?: { width?: number } },
  title: string,
  t: (key: string) => string,
  sourceOptions?: readonly { label: string }[],
): number {
  if (field.columnOptions?.width) return field.columnOptions.width;
  const header = Math.ceil(textWidth(title) * 1.05) + (field.sortable ? SORTER : 0);
  const content = textWidth(sample(field, t, sourceOptions));
  const width = Math.max(header, keepsWhole(field) ? content : Math.min(content, MAX_TEXT - CELL_PADDING)) + CELL_PADDING;
  return Math.max(MIN, Math.ceil(width / 8) * 8);
}

/** Width of a link-button in a row's action cell (small link buttons: 7 px padding each side). */
export const actionButtonWidth = (label: string) => textWidth(label) + 14;

/** How many row buttons are shown before the rest go under 更多. */
export const INLINE_ACTIONS = 4;

/** The action column's width for these button labels, all on one line (the first three and 更多 when there are more than four). */
export function actionsWidth(labels: string[], more: string): number {
  const shown = labels.length > INLINE_ACTIONS ? [...labels.slice(0, INLINE_ACTIONS - 1), more] : labels;
  return Math.max(MIN, shown.reduce((sum, l) => sum + actionButtonWidth(l), 0) + CELL_PADDING + 8);
}
