/**
 * Logger settings: pino, structured, with request ids; passwords, tokens and authorization never
 * appear (redacted by path, and token-like query values are masked in logged URLs).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'token', 'access_token', 'accessToken', 'authorization', 'rememberToken', 'cookie', 'sign', 'secret'];

/** pino redact paths: the secret fields at the top and up to three levels down, and the headers. */
export const redactPaths = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.*.${f}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["access-token"]',
  'req.headers.access_token',
  'res.headers["access-token"]',
  'res.headers["set-cookie"]',
];

const SECRET_QUERY = /([?&](?:token|access_token|accessToken|rememberToken|password|sign|ticket)=)[^&#]*/gi;

/** A URL with the values of token-like query parameters masked. */
export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

/** The request id: a caller's x-request-id when it is a plain short id, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Fastify's logger options: level, redaction, a request serializer that masks token-like query values. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip ?? request.socket?.remoteAddress };
      },
    },
  };
}
