// A body over the limit is refused with the 413 envelope that the client, still sending, receives
// whole: the server reads and discards the body first (up to a bound) instead of cutting the
// connection under the client. Raw sockets against the real server, sending slowly like a real upload.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

/** Sends `size` bytes of JSON in 64 KiB pieces, pausing now and then; answers what was written and read. */
function upload(size: number): Promise<{ written: number; writeError: string | null; response: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let written = 0;
    let writeError: string | null = null;
    let response = '';
    socket.on('data', (d) => (response += d.toString('utf8')));
    socket.on('error', (e) => (writeError ??= (e as NodeJS.ErrnoException).code ?? e.message));
    socket.on('close', () => resolve({ written, writeError, response }));
    socket.on('connect', async () => {
      socket.write(`POST /cas/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
      const piece = Buffer.alloc(64 * 1024, 0x20);
      for (let i = 0; written < size && !socket.destroyed; i++) {
        const n = Math.min(piece.length, size - written);
        if (!socket.write(piece.subarray(0, n))) await new Promise((r) => socket.once('drain', r));
        written += n;
        if (i % 16 === 15) await new Promise((r) => setTimeout(r, 5));
      }
      socket.end();
    });
  });
}

describe('a body over the limit', () => {
  it('is read to its end and answered with the 413 envelope, then the connection closes', async () => {
    const size = 10 * 1024 * 1024;
    const { written, writeError, response } = await upload(size);
    expect(writeError).toBeNull();
    expect(written).toBe(size);
    expect(response).toMatch(/^HTTP\/1\.1 413/);
    const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
    expect(body.result).toBe(1);
    expect(body.msg).toContain('请求体过大');
  });

  it('still answers the next request', async () => {
    const response = await fetch(`${server.url}/cas/publicKey`);
    expect(response.status).toBe(200);
  });
});
