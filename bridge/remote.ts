import { CallOptions, PenpalError, type RemoteProxy } from 'penpal';
import { BridgeError } from './errors';

/** Maps a penpal failure or a remote handler's error to a BridgeError. */
export function toBridgeError(error: unknown, what: string): BridgeError {
  if (error instanceof BridgeError) return error;
  if (error instanceof PenpalError) {
    switch (error.code) {
      case 'METHOD_CALL_TIMEOUT':
        return new BridgeError('CALL_TIMEOUT', `${what} timed out: ${error.message}`, { cause: error });
      case 'METHOD_NOT_FOUND':
        return new BridgeError('METHOD_NOT_FOUND', `${what}: ${error.message}`, { cause: error });
      case 'CONNECTION_DESTROYED':
        return new BridgeError('DESTROYED', `${what}: the connection was destroyed`, { cause: error });
      case 'CONNECTION_TIMEOUT':
        return new BridgeError('CONNECTION_TIMEOUT', `${what}: ${error.message}`, { cause: error });
      default:
        return new BridgeError('TRANSMISSION_FAILED', `${what}: ${error.message}`, { cause: error });
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new BridgeError('REMOTE_ERROR', `${what} failed on the other side: ${message}`, { cause: error });
}

/** Wraps a penpal remote so every call has a timeout and BridgeErrors. */
export function wrapRemote<M extends object>(
  names: readonly (keyof M & string)[],
  getRemote: () => RemoteProxy | undefined,
  callTimeout: number,
  side: string,
): { [K in keyof M]: M[K] } {
  const proxy: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of names) {
    proxy[name] = async (...args: unknown[]) => {
      const remote = getRemote();
      if (!remote) throw new BridgeError('NOT_CONNECTED', `${side}.${name}(): not connected`);
      const method = remote[name] as unknown as (...a: unknown[]) => Promise<unknown>;
      try {
        return await method(...args, new CallOptions({ timeout: callTimeout }));
      } catch (error) {
        throw toBridgeError(error, `${side}.${name}()`);
      }
    };
  }
  return proxy as { [K in keyof M]: M[K] };
}

