/**
 * HTML escaping for the few places where a library takes HTML strings (ECharts tooltips, printed
 * tickets): data is never rendered as markup.
 *
 * @example escapeHtml('<img src=x onerror=alert(1)>') // '&lt;img src=x onerror=alert(1)&gt;'
 */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => entities[c]!);
}
