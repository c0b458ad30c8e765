/**
 * A small real HTTP server for the request client's tests (node:http). It records every request (method,
 * path, headers, body) and answers per path. CORS lets the jsdom page (another origin) call it with
 * credentials and read Content-Disposition.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export type Seen = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: string };

/** A route: answers a request (may delay, hang or destroy the socket). */
export type Route = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void;

export type ApiServer = { url: string; seen: Seen[]; route(path: string, route: Route): void; close(): Promise<void> };

/** Starts the server on 127.0.0.1 on a free port. */
export async function startApiServer(): Promise<ApiServer> {
  const routes = new Map<string, Route>();
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('access-control-expose-headers', 'content-disposition');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET,POST,PUT,DELETE');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const entry: Seen = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(entry);
      const route = routes.get(url.pathname);
      if (route) route(req, res, entry);
      else json(res, 404, { result: 1, msg: 'no route' });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    route: (path, route) => void routes.set(path, route),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** Answers JSON. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
