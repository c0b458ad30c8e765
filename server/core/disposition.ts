/**
 * The Content-Disposition header of a file answer: the UTF-8 name as RFC 5987 `filename*` (which
 * clients prefer) and an ASCII `filename` for old ones.
 *
 * @example contentDisposition('车辆(1).xlsx') // attachment; filename="__(1).xlsx"; filename*=UTF-8''%E8%BD%A6%E8%BE%86%281%29.xlsx
 */
export function contentDisposition(fileName: string, options: { inline?: boolean; asciiFallback?: string } = {}): string {
  const ascii = options.asciiFallback ?? fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent keeps ' ( ) *, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
