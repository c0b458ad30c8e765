/**
 * The envelope of every answer, `{ result, msg, data, exception?, timestamp }` (shell.md §3; the type
 * is kit/contract.ts's), and the one error handler that turns any failure (an {@link HttpError} from
 * server/core, a Fastify refusal, anything unexpected) into an envelope.
 *
 * @example
 *   app.post('/x', async () => ok({ id: '1' }));
 *   throw new HttpError('INVALID_INPUT', 'username：不能为空');   // from server/core/errors
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, HttpError } from '../core/errors';
import { messages } from '../core/messages';
import type { Envelope } from '../../kit/contract';

/** A success envelope. */
export function ok<T>(data: T, msg: string = messages.ok): Envelope<T> {
  return { result: 0, msg, data, timestamp: Date.now() };
}

function fromFastifyError(error: FastifyError): HttpError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError('BAD_REQUEST', messages.badJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError('PAYLOAD_TOO_LARGE', messages.tooLarge(Number(error.message.match(/\d+/)?.[0] ?? 0)));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError('UNSUPPORTED_MEDIA_TYPE', messages.unsupportedType);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new HttpError('PAYLOAD_TOO_LARGE', messages.tooLarge(0));
  if (status === 415) return new HttpError('UNSUPPORTED_MEDIA_TYPE', messages.unsupportedType);
  if (status === 404) return new HttpError('NOT_FOUND', messages.notFound);
  if (status >= 400 && status < 500) return new HttpError('BAD_REQUEST', messages.badRequest);
  return new HttpError('INTERNAL', messages.internal);
}

/** Errors the multipart reader throws on a broken body (they carry no code or status). */
function isMalformedMultipart(error: unknown, request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '');
  return (
    type.toLowerCase().startsWith('multipart/') &&
    error instanceof Error &&
    /^(Multipart: |Unexpected end of|Malformed|.* terminated early due to unexpected end of multipart data)/.test(error.message)
  );
}

/**
 * Fastify's own refusals before routing (a malformed URL, a request it cannot route), as envelopes.
 * Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, fromFastifyError(error));
}

/** Most of a refused body read and discarded before the 413 answer (beyond it the connection is cut). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** Longest wait for a refused body to arrive before the 413 answer. */
export const DRAIN_MAX_MS = 10_000;

/** Reads and discards what is left of a request body, up to {@link DRAIN_MAX_BYTES} or {@link DRAIN_MAX_MS}. */
export function drainBody(stream: NodeJS.ReadableStream & { readableEnded?: boolean; destroyed?: boolean }): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let seen = 0;
    const done = (): void => {
      clearTimeout(timer);
      stream.removeListener('data', onData);
      stream.removeListener('end', done);
      stream.removeListener('error', done);
      stream.removeListener('close', done);
      resolve();
    };
    const onData = (chunk: Buffer | string): void => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    stream.on('data', onData);
    stream.once('end', done);
    stream.once('error', done);
    stream.once('close', done);
    stream.resume();
  });
}

/** Sends an HttpError as an envelope. */
export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  const { status, result } = errorCodes[error.code];
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ result, msg: error.message, data: error.data, exception: error.message, timestamp: Date.now() });
}

/**
 * Installs the one error handler and the not-found handler. Unexpected errors are logged with their
 * stack and answered as a plain HTTP 500 envelope: no stack ever leaves the server.
 */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let httpError: HttpError;
    if (error instanceof HttpError) httpError = error;
    else if (isMalformedMultipart(error, request)) httpError = new HttpError('BAD_REQUEST', messages.badMultipart);
    else if (error && typeof error === 'object' && 'code' in error && typeof (error as FastifyError).code === 'string') {
      httpError = fromFastifyError(error as FastifyError);
      if (httpError.code === 'PAYLOAD_TOO_LARGE') httpError = new HttpError('PAYLOAD_TOO_LARGE', messages.tooLarge(bodyLimit));
    } else if (error && typeof error === 'object' && 'statusCode' in error) {
      httpError = fromFastifyError(error as FastifyError);
    } else httpError = new HttpError('INTERNAL', messages.internal);
    if (httpError.code === 'INTERNAL') request.log.error({ err: error }, 'unexpected error');
    else request.log.info({ code: httpError.code, reason: httpError.message }, 'request refused');
    if (httpError.code !== 'PAYLOAD_TOO_LARGE') return sendError(reply, httpError);
    // The body was refused unread: read and discard it (up to a bound) first, so that the client,
    // still sending, receives the envelope instead of a reset; then close the connection.
    return drainBody(request.raw).then(() => sendError(reply.header('connection', 'close'), httpError));
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, new HttpError('NOT_FOUND', messages.notFound)));
}
