/**
 * The bridge's one error class. Every failure the bridge reports is a `BridgeError` whose `code` is one
 * of {@link BridgeErrorCode}; the message says what went wrong in words a developer can act on.
 */

/** Every code a {@link BridgeError} can carry. */
export const BridgeErrorCode = {
  /** `allowedOrigins` missing, empty, `*`, or not an origin. */
  InvalidOrigins: 'INVALID_ORIGINS',
  /** A bad argument (an iframe without a window, a malformed call). */
  InvalidArgument: 'INVALID_ARGUMENT',
  /** No handshake within the connection timeout. */
  ConnectionTimeout: 'CONNECTION_TIMEOUT',
  /** A call got no answer within the call timeout. */
  CallTimeout: 'CALL_TIMEOUT',
  /** The other side's contract version is not accepted. */
  IncompatibleVersion: 'INCOMPATIBLE_VERSION',
  /** A call while the other side is not connected (still connecting, lost, refused). */
  NotConnected: 'NOT_CONNECTED',
  /** The connection was destroyed. */
  Destroyed: 'DESTROYED',
  /** The other side has no such method. */
  MethodNotFound: 'METHOD_NOT_FOUND',
  /** The message could not be sent. */
  TransmissionFailed: 'TRANSMISSION_FAILED',
  /** The other side's handler threw; the message is the remote error's. */
  RemoteError: 'REMOTE_ERROR',
  /** Local storage held a systemInfo value that does not decode. */
  InvalidSystemInfo: 'INVALID_SYSTEM_INFO',
} as const;

/** The closed union of bridge error codes. */
export type BridgeErrorCode = (typeof BridgeErrorCode)[keyof typeof BridgeErrorCode];

/** An error raised by the bridge, with a machine-readable `code`. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;

  constructor(code: BridgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BridgeError';
    this.code = code;
  }
}

/** True when `error` is a {@link BridgeError}, optionally with the given code. */
export function isBridgeError(error: unknown, code?: BridgeErrorCode): error is BridgeError {
  return error instanceof BridgeError && (code === undefined || error.code === code);
}
