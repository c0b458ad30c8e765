/**
 * The language a call asks for. The shell and the modules send their locale as `Accept-Language`
 * (the kit's request client, on every call); texts the server holds in both languages (menu entries,
 * system names, the header's weather) answer in it. Anything else, or no header, is zh-CN, the
 * platform's default.
 *
 * @example
 *   requestLocale(request); // 'en-US' for "Accept-Language: en-US,en;q=0.9"
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../kit/contract';

/** The preferred of zh-CN / en-US in an Accept-Language value (by q, then order); zh-CN when neither. */
export function localeOf(header: string | undefined): Locale {
  if (!header) return 'zh-CN';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && (r.tag.startsWith('en') || r.tag.startsWith('zh')))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith('en') ? 'en-US' : 'zh-CN';
}

/** The locale of a request, from its Accept-Language header. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return localeOf(Array.isArray(header) ? header[0] : header);
}
