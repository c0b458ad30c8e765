/**
 * File downloads: the content-disposition file name (UTF-8 names included) and saving a blob.
 */

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 5987) first, then
 * `filename="…"`, percent-decoded when it is percent-encoded (as many servers send Chinese names).
 *
 * @example
 *   fileNameFromDisposition("attachment; filename*=UTF-8''%E8%BD%A6%E8%BE%86.xlsx"); // '车辆.xlsx'
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    const charset = (extended[1] || 'utf-8').toLowerCase();
    const raw = extended[2].trim().replace(/^"|"$/g, '');
    try {
      if (charset === 'utf-8') return decodeURIComponent(raw);
      const bytes: number[] = [];
      for (let i = 0; i < raw.length; i++) {
        if (raw[i] === '%' && /^[0-9a-f]{2}$/i.test(raw.slice(i + 1, i + 3))) {
          bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(raw.charCodeAt(i));
      }
      return new TextDecoder(charset).decode(Uint8Array.from(bytes));
    } catch {
      return raw;
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = (plain[2] ?? plain[1] ?? '').trim().replace(/\\(.)/g, '$1');
  try {
    return /%[0-9a-f]{2}/i.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** Saves a blob under a file name in the browser (a temporary object URL and a download link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A blob's text (FileReader where `Blob.text` is missing, as in older engines and jsdom). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
