import {
  CONTRACT_VERSION,
  type Handlers,
  type HostHello,
  type HostMethods,
  type HostProxy,
  type HostShortcut,
  type ModuleContext,
  type ModuleMethods,
  type OpenTabRequest,
  type PlainOpenTabMessage,
  type PlainTokenInvalidMessage,
} from './contract';
import { BridgeError } from './errors';
import { checkAllowedOrigins } from './origins';
import { hideTokenFromAddress, readOwnContext, withQuery } from './standalone';

/**
 * How the module page is connected:
 * - `embedded`: in a frame of a host that speaks the bridge;
 * - `standalone`: alone in a window, context from its address and local storage;
 * - `plain`: in a frame whose parent did not connect: context from the address only, and the plain
 *   `openTab` / `tokenInvalid` window messages go to the parent.
 */
export type ConnectionMode = 'embedded' | 'standalone' | 'plain';

/** What a module implements for its host; all optional (refresh reloads the page, canClose answers true). */
export type ModuleHandlers = Partial<Handlers<Omit<ModuleMethods, 'ping'>>>;

/** Options of {@link connectToHost}. */
export type ConnectToHostOptions = {
  /** Origins of the hosts allowed to frame this page (exact origins, never `*`). */
  allowedOrigins: readonly string[];
  /** The module's handlers; can be replaced later with `setHandlers`. */
  methods?: ModuleHandlers;
  /**
   * Milliseconds: a number sets both; `connect` (default 5 000) is how long a framed page waits for its
   * host before it falls back to `plain` mode; `call` (default 10 000) bounds every call to the host.
   */
  timeout?: number | { connect?: number; call?: number };
  /** Standalone: where `tokenInvalid` (and a missing token) sends the user. From /app-config.json `loginUrl`. */
  loginUrl?: string;
  /** Standalone: the shell address `openTab({ menuId })` opens (default `/#/layout`). */
  hostUrl?: string;
  /** Context fields used when no source gives them (e.g. `{ locale: 'en-US' }`). */
  defaults?: Partial<ModuleContext>;
  /** The contract version this module speaks (default {@link CONTRACT_VERSION}; for tests). */
  contractVersion?: number;
  /** Embedded: report the page's content height to the host (`resize`) whenever it changes. */
  autoResize?: boolean;
};

/** A module page's connection to its host (or to no host at all). */
export type HostConnection = {
  mode: ConnectionMode;
  /** The latest context (replaced when the host calls `contextChanged`). */
  readonly context: ModuleContext;
  /** The host's methods; alone in a window they do the right thing locally. */
  host: HostProxy;
  /** The host's contract version (embedded mode). */
  hostContractVersion: number | undefined;
  /** Replace some of the module's handlers (e.g. register `canClose` once a form exists). */
  setHandlers(methods: ModuleHandlers): void;
  /** Listen to context changes from the host; returns the unsubscribe function. */
  onContextChange(listener: (context: ModuleContext) => void): () => void;
};

const HOST_METHOD_NAMES = ['getContext', 'openTab', 'tokenInvalid', 'setTitle', 'closeSelf', 'setOverlay', 'resize', 'getPages', 'shortcut'] as const;

/** The host shortcut a key press stands for, if any (Ctrl+K or ⌘K: quick jump). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): HostShortcut | undefined {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return 'quickJump';
  return undefined;
}

/** Where shortcuts pressed in a frame go: held until the host is connected, then sent in order. */
type ShortcutForwarder = {
  /** The connection is up: send what was pressed meanwhile, and every later press. */
  connected(host: HostProxy): void;
  /** No host will connect (plain or refused): forget what was held and stop listening. */
  drop(): void;
};

/**
 * Forwards the host's shortcuts pressed inside this frame to the host (the host never sees those keys),
 * from the frame's first script on: a press before the connection is up (a tab just opened) is held
 * and sent once it is, rather than lost.
 */
function forwardShortcuts(): ShortcutForwarder {
  let host: HostProxy | null = null;
  const held: HostShortcut[] = [];
  const send = (name: HostShortcut) => host!.shortcut(name).catch(() => undefined);
  const onKey = (event: KeyboardEvent) => {
    const name = shortcutOf(event);
    if (!name) return;
    event.preventDefault();
    if (host) void send(name);
    else if (!held.includes(name)) held.push(name);
  };
  window.addEventListener('keydown', onKey, true);
  return {
    connected(connectedHost) {
      host = connectedHost;
      for (const name of held.splice(0)) void send(name);
    },
    drop() {
      held.length = 0;
      window.removeEventListener('keydown', onKey, true);
    },
  };
}

function timeoutsOf(timeout: ConnectToHostOptions['timeout']): { connect: number; call: number } {
  const t = typeof timeout === 'number' ? { connect: timeout, call: timeout } : timeout ?? {};
  return { connect: t.connect ?? 5_000, call: t.call ?? 10_000 };
}

function openTabAddress(request: OpenTabRequest, context: ModuleContext, hostUrl: string): string {
  if ('menuId' in request) {
    return withQuery(hostUrl, { systemCode: context.systemCode, title: context.systemTitle, menuId: request.menuId }, location.href);
  }
  return withQuery(request.uri, request.params, location.href);
}

/** The host as seen by a page that has none (standalone) or whose parent does not speak the bridge (plain). */
function localHost(mode: 'standalone' | 'plain', state: { context: ModuleContext }, options: ConnectToHostOptions, parentOrigins: string[]): HostProxy {
  const postToParent = (message: PlainOpenTabMessage | PlainTokenInvalidMessage): void => {
    // Never '*': the browser delivers to the parent only if it is one of the allowed origins.
    for (const origin of parentOrigins) window.parent.postMessage(message, origin);
  };
  return {
    getContext: async () => state.context,
    openTab: async (request) => {
      if (mode === 'plain' && request.mode !== 'window') {
        postToParent({ type: 'openTab', ...request });
        return;
      }
      window.open(openTabAddress(request, state.context, options.hostUrl ?? '/#/layout'), '_blank', 'noopener');
    },
    tokenInvalid: async (reason) => {
      if (mode === 'plain') postToParent({ type: 'tokenInvalid', reason });
      else if (options.loginUrl) window.location.assign(options.loginUrl);
    },
    setTitle: async (title) => {
      document.title = title;
    },
    closeSelf: async () => {
      if (mode === 'standalone') window.close();
    },
    setOverlay: async () => undefined,
    resize: async () => undefined,
    getPages: async () => ({ subscribed: [], recent: [] }),
    shortcut: async () => undefined,
  };
}

/** Tells the host the content height now and whenever it changes (for portals that size the frame to it). */
function reportHeight(host: HostProxy): void {
  let last = -1;
  const send = (): void => {
    // The html element's own box: the content's height, not clamped to the frame's viewport.
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    host.resize(height).catch(() => undefined);
  };
  new ResizeObserver(send).observe(document.documentElement);
  send();
}

/**
 * Starts loading what {@link connectToHost} needs in a frame (penpal), for a page that has something to
 * do first (read its configuration); does nothing alone in a window.
 */
export function preloadHostConnection(): void {
  if (typeof window !== 'undefined' && window.parent !== window) void import('./embedded');
}

/**
 * Connects a module page to its host.
 *
 * - In a frame: penpal handshake with the parent (only from `allowedOrigins`), contract versions are
 *   exchanged, then the context is fetched. A parent that does not connect within the connect timeout
 *   leaves the page in `plain` mode.
 * - Alone in a window: the context comes from the address (shell.md §2 parameters), then the systemInfo
 *   cache, then `localStorage.access_token`; the token is then removed from the visible address. With no
 *   token and a `loginUrl`, the page goes to the login address.
 *
 * Call it once per page (the kit's bridge hook does): a module never tears its side down, so the host can
 * tell a reload from a closed tab. penpal is loaded only in a frame (see {@link preloadHostConnection}).
 *
 * @example
 *   const { context, host, setHandlers } = await connectToHost({ allowedOrigins: ['https://shell.example.com'] });
 *   setHandlers({ canClose: () => !form.dirty, refresh: () => reload() });
 *   await host.openTab({ uri: '/modules/clgl/#/cars', title: '车辆档案' });
 *
 * @throws {BridgeError} `INVALID_ORIGINS`; `INCOMPATIBLE_VERSION` when the host refuses this module's
 *   contract version (the message says which versions the host accepts).
 */
export async function connectToHost(options: ConnectToHostOptions): Promise<HostConnection> {
  const allowedOrigins = checkAllowedOrigins(options.allowedOrigins, 'connectToHost');
  const timeouts = timeoutsOf(options.timeout);
  let handlers: ModuleHandlers = { ...options.methods };
  const listeners = new Set<(context: ModuleContext) => void>();
  const state: { context: ModuleContext } = { context: readOwnContext(location, { storage: false }, options.defaults) };
  const connectionOf = (mode: ConnectionMode, host: HostProxy, hostContractVersion: number | undefined): HostConnection => ({
    mode,
    host,
    hostContractVersion,
    get context() {
      return state.context;
    },
    setHandlers(methods: ModuleHandlers) {
      handlers = { ...handlers, ...methods };
    },
    onContextChange(listener: (context: ModuleContext) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const framed = window.parent !== window;

  if (!framed) {
    state.context = readOwnContext(location, { storage: true }, options.defaults);
    hideTokenFromAddress(window);
    if (!state.context.token && options.loginUrl) window.location.assign(options.loginUrl);
    return connectionOf('standalone', localHost('standalone', state, options, allowedOrigins), undefined);
  }

  // penpal and the messenger come only to a framed page (bridge/embedded.ts); the shortcuts are forwarded meanwhile.
  const shortcuts = forwardShortcuts();
  const { connect, GuardedWindowMessenger, wrapRemote } = await import('./embedded');
  const version = options.contractVersion ?? CONTRACT_VERSION;
  const methods: Handlers<ModuleMethods> = {
    contextChanged: async (context) => {
      state.context = context;
      await handlers.contextChanged?.(context);
      for (const listener of [...listeners]) listener(context);
    },
    refresh: async () => {
      if (handlers.refresh) await handlers.refresh();
      else window.location.reload();
    },
    canClose: async () => (handlers.canClose ? handlers.canClose() : true),
    ping: () => version,
  };
  // After the first connection, a new host participant (the host re-attached to this frame, e.g. a React
  // effect run twice) re-handshakes on the same penpal connection: say hello again and refresh the context.
  let connected = false;
  let helloAgain = false;
  const messenger = new GuardedWindowMessenger({
    remoteWindow: window.parent,
    allowedOrigins,
    onRemoteHandshake: () => {
      if (connected) helloAgain = true;
    },
    onHandshakeComplete: () => {
      if (!helloAgain) return;
      helloAgain = false;
      void greet().then(async (answer) => {
        if (answer.accepted) await methods.contextChanged(await host.getContext());
      }, () => undefined);
    },
  });
  const connection = connect<HostMethods>({ messenger, methods, timeout: timeouts.connect });
  let remote;
  try {
    remote = await connection.promise;
  } catch {
    // The parent does not speak the bridge (or is not an allowed origin): plain mode, address only.
    shortcuts.drop();
    hideTokenFromAddress(window);
    return connectionOf('plain', localHost('plain', state, options, allowedOrigins), undefined);
  }
  const call = wrapRemote<{ hello: (h: Parameters<HostMethods['hello']>[0]) => Promise<HostHello> }>(['hello'], () => remote as never, timeouts.call, 'host');
  const greet = () => call.hello({ contractVersion: version, href: location.href });
  const host = wrapRemote<HostProxy>(HOST_METHOD_NAMES, () => remote as never, timeouts.call, 'host');
  const answer = await greet();
  if (!answer.accepted) {
    shortcuts.drop();
    throw new BridgeError('INCOMPATIBLE_VERSION', `connectToHost: the host refused this module: ${answer.reason}`);
  }
  state.context = await host.getContext();
  connected = true;
  hideTokenFromAddress(window);
  if (options.autoResize) reportHeight(host);
  shortcuts.connected(host);
  return connectionOf('embedded', host, answer.contractVersion);
}
