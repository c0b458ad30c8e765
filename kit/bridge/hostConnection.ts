/**
 * The module page's one connection to its host: allowed host origins and the login address come from
 * /app-config.json, then {@link connectToHost} runs once per page (a module never tears its side down).
 */
import { connectToHost, type ConnectToHostOptions, type HostConnection } from '../../bridge';
import { createRequestClient, type RequestClient, type RequestClientOptions } from '../request';
import { loadAppConfig } from './appConfig';

let shared: Promise<HostConnection> | undefined;

/**
 * Options of {@link getHostConnection}; `allowedOrigins` and `loginUrl` default to /app-config.json, and
 * `autoResize` to true (portals that size the frame to its content get the height; the shell ignores it).
 */
export type HostConnectionOptions = Partial<ConnectToHostOptions> & { appConfigUrl?: string };

/**
 * The page's connection to its host, created on first call and shared afterwards.
 *
 * @example
 *   const { context, host } = await getHostConnection();
 */
export function getHostConnection(options: HostConnectionOptions = {}): Promise<HostConnection> {
  shared ??= (async () => {
    const config = options.allowedOrigins && options.loginUrl !== undefined ? undefined : await loadAppConfig(options.appConfigUrl);
    return connectToHost({
      autoResize: true,
      ...options,
      allowedOrigins: options.allowedOrigins ?? config?.allowedOrigins.hosts ?? [location.origin],
      loginUrl: options.loginUrl ?? (config?.loginUrl || undefined),
    });
  })();
  return shared;
}

/**
 * A request client wired to the bridge: the token and tenant context come from the host's context at every
 * call, messages follow its locale, and a 401 tells the host `tokenInvalid` (in a frame whose parent did not
 * connect, that posts the plain `{ type: 'tokenInvalid' }` message to the parent).
 */
export function createBridgedRequestClient(connection: HostConnection, options: RequestClientOptions = {}): RequestClient {
  return createRequestClient({
    getSession: () => {
      const c = connection.context;
      return { token: c.token, tokenType: c.tokenType, tenantId: c.tenantId, userId: c.userId, userName: c.userName };
    },
    locale: () => connection.context.locale,
    onUnauthorized: (reason) => void connection.host.tokenInvalid(reason).catch(() => undefined),
    ...options,
  });
}
