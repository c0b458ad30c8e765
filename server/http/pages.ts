/**
 * The built pages: `/` → <dist>/host/index.html, `/modules/<id>/` → <dist>/modules/<id>/index.html
 * (each with a CSP: `script-src 'self'`, frame-ancestors 'self' for the host and 'self' +
 * PORTAL_ORIGINS for modules; Referrer-Policy and nosniff, docs/security.md), and the hashed
 * `/assets/*` files, cached for a year and sent pre-compressed (`.br`, `.gz` next to the file) per
 * Accept-Encoding. HTML is never cached long.
 */
import { publicPages } from './routeAccess';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';

/**
 * A page's Content-Security-Policy: scripts only from our own files (no inline script, no eval),
 * no plugins, no <base> elsewhere, and who may frame the page.
 */
function pagePolicy(frameAncestors: string[]): string {
  return ["script-src 'self'", "object-src 'none'", "base-uri 'self'", `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`].join('; ');
}

/** The headers of the host page: framed by our own pages only, no full referrer to other origins. */
export function hostPageHeaders(): Record<string, string> {
  return { 'content-security-policy': pagePolicy([]), 'referrer-policy': 'same-origin', 'x-content-type-options': 'nosniff' };
}

/** The headers of a module page: framed by our pages and PORTAL_ORIGINS, no full referrer to other origins. */
export function modulePageHeaders(config: ServerConfig): Record<string, string> {
  return { 'content-security-policy': pagePolicy(config.portalOrigins), 'referrer-policy': 'same-origin', 'x-content-type-options': 'nosniff' };
}

/** Serves the built pages of `config.distDir`; without a build, `/` answers the 404 envelope. */
export async function pagesPlugin(app: FastifyInstance, config: ServerConfig): Promise<void> {
  publicPages(app, 'the built pages and their assets');
  const root = config.distDir;
  const built = existsSync(root);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      redirect: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(res, path) {
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader('cache-control', path.startsWith(join(root, 'assets')) ? IMMUTABLE : HTML_CACHE);
        if (path.endsWith('.html')) {
          const headers = path.startsWith(join(root, 'modules')) ? modulePageHeaders(config) : hostPageHeaders();
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        }
      },
    });
  }

  const sendPage = (reply: FastifyReply, relative: string, headers: Record<string, string>) => {
    if (!built || !existsSync(join(root, relative))) throw new HttpError('NOT_FOUND', messages.notFound);
    reply.headers(headers);
    return reply.sendFile(relative, root, { cacheControl: false });
  };

  app.get('/', (_request, reply) => sendPage(reply, 'host/index.html', { ...hostPageHeaders(), 'cache-control': HTML_CACHE }));
  app.get('/index.html', (_request, reply) => sendPage(reply, 'host/index.html', { ...hostPageHeaders(), 'cache-control': HTML_CACHE }));
  // The spec's password-change address (/ums/#/pwdChange?address=…): the shell's page of that name.
  // The browser keeps the #fragment across the redirect.
  for (const url of ['/ums', '/ums/']) app.get(url, (_request, reply) => reply.redirect('/', 302));
  app.get<{ Params: { id: string } }>('/modules/:id', (request, reply) => {
    if (!/^[a-z0-9][\w-]{0,63}$/.test(request.params.id)) throw new HttpError('NOT_FOUND', messages.notFound);
    return reply.redirect(`/modules/${request.params.id}/`, 301);
  });
  app.get<{ Params: { id: string } }>('/modules/:id/', (request, reply) => {
    const { id } = request.params;
    if (!/^[a-z0-9][\w-]{0,63}$/.test(id)) throw new HttpError('NOT_FOUND', messages.notFound);
    return sendPage(reply, `modules/${id}/index.html`, { ...modulePageHeaders(config), 'cache-control': HTML_CACHE });
  });
}
