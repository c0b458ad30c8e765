import { CallOptions, connect, type RemoteProxy } from 'penpal';
import {
  CONTRACT_VERSION,
  type Handlers,
  type HostHello,
  type HostMethods,
  type MaybePromise,
  type ModuleHello,
  type ModuleMethods,
  type ModuleProxy,
} from './contract';
import { BridgeError } from './errors';
import { GuardedWindowMessenger } from './messenger';
import { checkAllowedOrigins } from './origins';
import { parsePlainMessage } from './plainMessages';
import { toBridgeError, wrapRemote } from './remote';
import { checkContractVersion } from './version';

/** Where a module frame stands, as its host sees it. */
export type ModuleStatus =
  /** Waiting for the module page's handshake (first load, or a new document after a reload). */
  | 'connecting'
  /** Handshake done and contract version accepted. */
  | 'connected'
  /** No handshake within the connection timeout, or the module stopped answering the liveness probe. */
  | 'lost'
  /** The module speaks a contract version this host does not accept. */
  | 'incompatible'
  /** `destroy()` was called. */
  | 'destroyed';

/**
 * What the host implements for its modules. `getContext` is required; every other method defaults to
 * doing nothing, which suits a portal without tabs.
 */
export type HostHandlers = Pick<Handlers<Omit<HostMethods, 'hello'>>, 'getContext'> &
  Partial<Handlers<Omit<HostMethods, 'hello' | 'getContext'>>>;

/** Options of {@link attachModule}. */
export type AttachModuleOptions = {
  /** Origins the module page may come from (exact origins, never `*`). */
  allowedOrigins: readonly string[];
  methods: HostHandlers;
  /**
   * Milliseconds: a number sets both; `connect` (default 10 000) rejects `ready` and reports `lost` when
   * no module connects in time (a late module still connects afterwards); `call` (default 10 000) bounds
   * every call to the module.
   */
  timeout?: number | { connect?: number; call?: number };
  /**
   * Liveness probe: every `interval` ms (default 2 000) the host pings the module and reports `lost`
   * when no answer comes within `timeout` ms (default 1 500). `false` turns it off.
   */
  liveness?: false | { interval?: number; timeout?: number };
  /** Honour the plain `{ type: 'openTab' }` and `{ type: 'tokenInvalid' }` messages of the frame (default true). */
  plainMessages?: boolean;
  /** The contract version this host speaks (default {@link CONTRACT_VERSION}; for staged upgrades and tests). */
  contractVersion?: number;
  /** Called on every status change; `error` says why for `lost` and `incompatible`. */
  onStatusChange?: (status: ModuleStatus, error?: BridgeError) => void;
};

/** The host's handle on one module frame. */
export type ModuleHandle = {
  /** The module's methods; each call rejects with a `BridgeError` when not connected or on timeout. */
  readonly module: ModuleProxy;
  /** Current status. */
  readonly status: ModuleStatus;
  /** The module's contract version once it said hello. */
  readonly moduleContractVersion: number | undefined;
  /** The reason of the last `lost` or `incompatible` status. */
  readonly error: BridgeError | undefined;
  /** Resolves on the first accepted connection; rejects on connection timeout, refusal or destroy. */
  readonly ready: Promise<ModuleProxy>;
  /** Listen to status changes; returns the unsubscribe function. */
  onStatusChange(listener: (status: ModuleStatus, error?: BridgeError) => void): () => void;
  /** Stops listening, tells the module, stops the liveness probe. The iframe itself is left alone. */
  destroy(): void;
};

const DEFAULT_TIMEOUT = 10_000;

const MODULE_METHOD_NAMES = ['contextChanged', 'refresh', 'canClose', 'ping'] as const satisfies readonly (keyof ModuleMethods)[];

/**
 * Connects a host page to the module page in `iframe` over penpal 7.
 *
 * The frame may reload or navigate to another module page of an allowed origin: the new document
 * reconnects on its own and the handle goes `connecting` → `connected` again. A liveness probe reports
 * `lost` when the page dies or navigates away. Messages from origins outside `allowedOrigins` are ignored.
 *
 * @example
 *   const handle = attachModule(iframe, {
 *     allowedOrigins: ['https://modules.example.com'],
 *     methods: { getContext: () => context, openTab: (req) => tabs.open(req), tokenInvalid: () => session.expire() },
 *   });
 *   handle.onStatusChange((status) => console.log(status));
 *   if (!(await handle.module.canClose())) confirmClose();
 *   handle.destroy();
 *
 * @throws {BridgeError} `INVALID_ORIGINS` or `INVALID_ARGUMENT` (an iframe not in a document).
 */
export function attachModule(iframe: HTMLIFrameElement, options: AttachModuleOptions): ModuleHandle {
  const allowedOrigins = checkAllowedOrigins(options.allowedOrigins, 'attachModule');
  const remoteWindow = iframe.contentWindow;
  if (!remoteWindow) throw new BridgeError('INVALID_ARGUMENT', 'attachModule: the iframe has no window (is it in the document?)');
  const timeouts = typeof options.timeout === 'number' ? { connect: options.timeout, call: options.timeout } : options.timeout ?? {};
  const connectTimeout = timeouts.connect ?? DEFAULT_TIMEOUT;
  const callTimeout = timeouts.call ?? DEFAULT_TIMEOUT;
  const hostVersion = options.contractVersion ?? CONTRACT_VERSION;
  const listeners = new Set<(status: ModuleStatus, error?: BridgeError) => void>();
  if (options.onStatusChange) listeners.add(options.onStatusChange);

  let status: ModuleStatus = 'connecting';
  let lastError: BridgeError | undefined;
  let remote: RemoteProxy | undefined;
  let moduleVersion: number | undefined;
  let accepted = false;
  let lastParticipant: string | undefined;
  let resolveReady!: (proxy: ModuleProxy) => void;
  let rejectReady!: (error: BridgeError) => void;
  let settled = false;
  const ready = new Promise<ModuleProxy>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => undefined); // callers that never await ready do not get an unhandled rejection

  const setStatus = (next: ModuleStatus, error?: BridgeError): void => {
    if (status === 'destroyed' || (status === next && error === lastError)) return;
    status = next;
    lastError = error;
    for (const listener of [...listeners]) listener(next, error);
  };
  const settle = (error?: BridgeError): void => {
    if (settled) return;
    settled = true;
    if (error) rejectReady(error);
    else resolveReady(module);
  };

  const module = wrapRemote<ModuleProxy>(MODULE_METHOD_NAMES, () => (accepted && status === 'connected' ? remote : undefined), callTimeout, 'module');

  const guard =
    <A extends unknown[], R>(name: string, fn: ((...args: A) => MaybePromise<R>) | undefined, fallback: R) =>
    (...args: A): MaybePromise<R> => {
      if (!accepted) throw new BridgeError('NOT_CONNECTED', `host.${name}(): the module has not been accepted (say hello first)`);
      return fn ? fn(...args) : fallback;
    };
  const handlers = options.methods;
  const methods: Handlers<HostMethods> = {
    hello: (hello: ModuleHello): HostHello => {
      const answer = checkContractVersion(hostVersion, hello?.contractVersion);
      moduleVersion = typeof hello?.contractVersion === 'number' ? hello.contractVersion : undefined;
      accepted = answer.accepted;
      if (answer.accepted) {
        setStatus('connected');
        settle();
      } else {
        const error = new BridgeError('INCOMPATIBLE_VERSION', `attachModule: ${answer.reason}`);
        setStatus('incompatible', error);
        settle(error);
      }
      return answer;
    },
    getContext: guard('getContext', handlers.getContext, undefined as never),
    openTab: guard('openTab', handlers.openTab, undefined),
    tokenInvalid: guard('tokenInvalid', handlers.tokenInvalid, undefined),
    setTitle: guard('setTitle', handlers.setTitle, undefined),
    closeSelf: guard('closeSelf', handlers.closeSelf, undefined),
    setOverlay: guard('setOverlay', handlers.setOverlay, undefined),
    resize: guard('resize', handlers.resize, undefined),
    getPages: guard('getPages', handlers.getPages, { subscribed: [], recent: [] }),
    shortcut: guard('shortcut', handlers.shortcut, undefined),
  };

  const messenger = new GuardedWindowMessenger({
    remoteWindow,
    allowedOrigins,
    onRemoteHandshake: (participantId) => {
      if (participantId === lastParticipant) return;
      lastParticipant = participantId;
      // A new document in the frame: it must say hello again before it is served.
      accepted = false;
      setStatus('connecting');
      armConnectTimer();
    },
  });
  // No penpal timeout: penpal would tear the connection down, and a late or reloaded module could not connect.
  const connection = connect<ModuleMethods>({ messenger, methods });
  connection.promise.then(
    (proxy) => {
      remote = proxy as unknown as RemoteProxy;
    },
    () => undefined,
  );

  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  function armConnectTimer(): void {
    clearTimeout(connectTimer);
    connectTimer = setTimeout(() => {
      if (status !== 'connecting') return;
      const error = new BridgeError('CONNECTION_TIMEOUT', `attachModule: no module connected from ${allowedOrigins.join(', ')} within ${connectTimeout} ms`);
      setStatus('lost', error);
      settle(error);
    }, connectTimeout);
  }
  armConnectTimer();

  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  const liveness = options.liveness === false ? undefined : { interval: 2_000, timeout: 1_500, ...options.liveness };
  // The probe goes on while `lost`: a module that was only busy (a long task) answers again and is
  // `connected` again; one that died or navigated away never answers (a reload says hello anew).
  const probe = async (): Promise<void> => {
    if (remote && accepted && liveness && (status === 'connected' || status === 'lost')) {
      const seen = lastParticipant;
      try {
        await (remote.ping as unknown as (o: CallOptions) => Promise<number>)(new CallOptions({ timeout: liveness.timeout }));
        if (status === 'lost' && accepted && seen === lastParticipant) setStatus('connected');
      } catch (error) {
        // Only report when no new document connected meanwhile.
        if (status === 'connected' && seen === lastParticipant) {
          setStatus('lost', new BridgeError('CONNECTION_TIMEOUT', `module stopped answering (${toBridgeError(error, 'module.ping()').message})`));
        }
      }
    }
    if (status !== 'destroyed' && liveness) probeTimer = setTimeout(probe, liveness.interval);
  };
  if (liveness) probeTimer = setTimeout(probe, liveness.interval);

  const onPlainMessage = (event: MessageEvent): void => {
    if (event.source !== remoteWindow || !allowedOrigins.includes(event.origin)) return;
    const message = parsePlainMessage(event.data);
    if (!message) return;
    if (message.type === 'openTab') void handlers.openTab?.(message.request);
    else void handlers.tokenInvalid?.(message.reason);
  };
  if (options.plainMessages !== false) window.addEventListener('message', onPlainMessage);

  return {
    module,
    get status() {
      return status;
    },
    get moduleContractVersion() {
      return moduleVersion;
    },
    get error() {
      return lastError;
    },
    ready,
    onStatusChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      if (status === 'destroyed') return;
      setStatus('destroyed');
      listeners.clear();
      clearTimeout(connectTimer);
      clearTimeout(probeTimer);
      window.removeEventListener('message', onPlainMessage);
      settle(new BridgeError('DESTROYED', 'attachModule: destroyed before a module connected'));
      accepted = false;
      connection.destroy();
    },
  };
}
