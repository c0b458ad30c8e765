import { BridgeError } from './errors';

/**
 * Checks a list of allowed origins: required, never empty, never `*`, each an exact
 * `scheme://host[:port]` origin. Returns the normalised list (as `URL.origin` spells it).
 *
 * @throws {BridgeError} `INVALID_ORIGINS`
 */
export function checkAllowedOrigins(allowedOrigins: readonly string[] | undefined, who: string): string[] {
  if (!Array.isArray(allowedOrigins) || allowedOrigins.length === 0) {
    throw new BridgeError('INVALID_ORIGINS', `${who}: allowedOrigins is required and must name at least one origin`);
  }
  return allowedOrigins.map((origin) => {
    if (typeof origin !== 'string' || origin.trim() === '*' || origin.includes('*')) {
      throw new BridgeError('INVALID_ORIGINS', `${who}: allowedOrigins may not contain '*' (got ${String(origin)})`);
    }
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new BridgeError('INVALID_ORIGINS', `${who}: '${origin}' is not an origin (scheme://host[:port])`);
    }
    if (parsed.origin === 'null' || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new BridgeError('INVALID_ORIGINS', `${who}: '${origin}' is not an origin (scheme://host[:port], no path)`);
    }
    return parsed.origin;
  });
}
