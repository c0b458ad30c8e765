/**
 * The built pages: `/` → <dist>/host/index.html, `/modules/<id>/` → <dist>/modules/<id>/index.html
 * (with the frame-ancestors CSP and Referrer-Policy of docs/interfaces.md), and the hashed
 * `/assets/*` files, cached for a year and sent pre-compressed (`.br`, `.gz` next to the file) per
 * Accept-Encoding. HTML is never cached long.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';

/** The headers of a module page: who may frame it, and no full referrer to other origins. */
export function modulePageHeaders(config: ServerConfig): Record<string, string> {
  return {
    'content-security-policy': `frame-ancestors ${["'self'", ...config.portalOrigins].join(' ')}`,
    'referrer-policy': 'same-origin',
  };
}

/** Serves the built pages of `config.distDir`; without a build, `/` answers the 404 envelope. */
export async function pagesPlugin(app: FastifyInstance, config: ServerConfig): Promise<void> {
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
        if (path.startsWith(join(root, 'modules')) && path.endsWith('.html')) {
          for (const [name, value] of Object.entries(modulePageHeaders(config))) res.setHeader(name, value);
        }
      },
    });
  }

  const sendPage = (reply: FastifyReply, relative: string, headers: Record<string, string>) => {
    if (!built || !existsSync(join(root, relative))) throw new HttpError('NOT_FOUND', messages.notFound);
    reply.headers(headers);
    return reply.sendFile(relative, root, { cacheControl: false });
  };

  app.get('/', (_request, reply) => sendPage(reply, 'host/index.html', { 'referrer-policy': 'same-origin', 'cache-control': HTML_CACHE }));
  app.get('/index.html', (_request, reply) => sendPage(reply, 'host/index.html', { 'referrer-policy': 'same-origin', 'cache-control': HTML_CACHE }));
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
