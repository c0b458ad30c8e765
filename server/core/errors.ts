/**
 * The server's one error type, below every layer: services, the resource engine and the routes all
 * throw it, and the one error handler in server/http/envelope.ts turns it into the envelope. A code
 * is closed (a key of {@link errorCodes}) and carries the HTTP status and envelope `result` it is
 * answered with; the message is user-facing text from server/core/messages.ts.
 *
 * @example
 *   throw new HttpError('INVALID_INPUT', 'username：不能为空');
 *   throw new HttpError('FAILED', messages.notExists('用户'));
 */

/** Each error code with its HTTP status and envelope `result`. */
export const errorCodes = {
  /** Invalid input: the msg names the field and the problem. */
  INVALID_INPUT: { status: 200, result: 1 },
  /** A business refusal (wrong password, record not found, …). */
  FAILED: { status: 200, result: 1 },
  /** Sign-in needs a captcha (or the captcha was wrong); msg contains 验证码. */
  CAPTCHA_REQUIRED: { status: 200, result: 2 },
  /** The account is locked after too many failed sign-ins. */
  ACCOUNT_LOCKED: { status: 200, result: 3 },
  UNAUTHORIZED: { status: 401, result: 401 },
  /** Too many calls from one address (sign-in, captcha, single sign-on); the msg says when to retry. */
  RATE_LIMITED: { status: 429, result: 429 },
  FORBIDDEN: { status: 403, result: 403 },
  NOT_FOUND: { status: 404, result: 404 },
  METHOD_NOT_ALLOWED: { status: 405, result: 405 },
  BAD_REQUEST: { status: 400, result: 1 },
  PAYLOAD_TOO_LARGE: { status: 413, result: 1 },
  /** A byte range that cannot be served (the answer's Content-Range gives the size). */
  RANGE_NOT_SATISFIABLE: { status: 416, result: 1 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, result: 1 },
  INTERNAL: { status: 500, result: 500 },
} as const;

/** The closed union of error codes. */
export type ErrorCode = keyof typeof errorCodes;

/**
 * The server's one error class: a closed code and a user-facing (Chinese) message, with optional
 * `data` for the envelope (per-field errors, `captchaRequired`, …).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly data: unknown;
  constructor(code: ErrorCode, message: string, data: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.data = data;
  }
}
