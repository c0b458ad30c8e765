/**
 * The module page's one connection to its host: allowed host origins and the login address come from
 * /app-config.json, then {@link connectToHost} runs once per page (a module never tears its side down).
 */
import { connectToHost, preloadHostConnection, type ConnectToHostOptions, type HostConnection, type ModuleContext } from '../../bridge';
import { createRequestClient, silentNotifier, type RequestClient, type RequestClientOptions } from '../request';
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
    // A framed page's bridge code (penpal) loads beside its configuration, not after it.
    preloadHostConnection();
    const config = options.allowedOrigins && options.loginUrl !== undefined ? undefined : await loadAppConfig(options.appConfigUrl);
    const connection = await connectToHost({
      autoResize: true,
      ...options,
      allowedOrigins: options.allowedOrigins ?? config?.allowedOrigins.hosts ?? [location.origin],
      loginUrl: options.loginUrl ?? (config?.loginUrl || undefined),
    });
    return connection.mode === 'standalone' ? withServerUser(connection) : connection;
  })();
  return shared;
}

/** The server's answer to the spec's user-info call (shell.md §3). */
type UserInfo = { tenantId?: unknown; userId?: unknown; name?: unknown; userName?: unknown };

/**
 * A page alone in a window that has a token but not who it belongs to (opened with only `?token=…`)
 * asks the server (`/casServer/user`) and completes its context, so its calls carry the tenant and user.
 * A refused token rejects with the request client's message (and the expired-login flow has run: the
 * client told the host `tokenInvalid`, which alone in a window goes to the login address).
 */
async function withServerUser(connection: HostConnection): Promise<HostConnection> {
  const own = connection.context;
  if (!own.token || (own.tenantId && own.userId)) return connection;
  const user = await createBridgedRequestClient(connection, { notices: silentNotifier }).load<UserInfo>({ url: '/casServer/user', notice: 'silent' });
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const context: ModuleContext = {
    ...own,
    tenantId: own.tenantId || text(user?.tenantId),
    userId: own.userId || text(user?.userId),
    userName: own.userName || text(user?.name) || text(user?.userName),
  };
  return {
    mode: connection.mode,
    host: connection.host,
    hostContractVersion: connection.hostContractVersion,
    context,
    setHandlers: (methods) => connection.setHandlers(methods),
    onContextChange: (listener) => connection.onContextChange(listener),
  };
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
