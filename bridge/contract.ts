/**
 * The host↔module contract: every type that crosses the bridge, in one file.
 *
 * A *host* (the UrbanOps shell, or a third-party portal) embeds a *module* page in an iframe. Over
 * penpal 7 each side exposes a method map to the other:
 *
 * - {@link HostMethods}: what a host gives a module (context, tabs, title, overlay, ...);
 * - {@link ModuleMethods}: what a module gives a host (context updates, refresh, canClose, ping).
 *
 * Method maps are `type`s, not `interface`s: penpal's `Methods` has an index signature that an
 * interface does not satisfy.
 *
 * Right after penpal's handshake the module calls `hello()` with its {@link CONTRACT_VERSION}; the host
 * accepts its own and the previous version ({@link isCompatibleContractVersion}) and otherwise answers
 * with a refusal that says why. Every other host method refuses modules that were not accepted.
 */

/** The contract version this build speaks. Bump it on any breaking change of the types below. */
export const CONTRACT_VERSION = 1;

/** UI languages of the suite (zh-CN is the default). */
export type Locale = 'zh-CN' | 'en-US';

/** Themes of the suite (ClassicBlue is the default). */
export type Theme = 'ClassicBlue' | 'OceanBlue' | 'TechBlue';

/** What a module knows about the signed-in session and where it is shown. */
export type ModuleContext = {
  /** The access token the module sends to the server. Empty when none was found. */
  token: string;
  /** Authorization scheme of `token`; the spec's token type is `Bearer`. */
  tokenType: string;
  tenantId: string;
  userId: string;
  userName: string;
  /** Code of the current system, e.g. `hwyy` (sanitation operations). */
  systemCode: string;
  systemTitle: string;
  /** The menu entry the module was opened from, when known. */
  menuId?: string;
  locale: Locale;
  theme: Theme;
};

/** Where a tab opens: a host tab (default) or a new browser window. */
export type OpenMode = 'tab' | 'window';

/** Open a menu entry the host knows by id. */
export type OpenMenuTabRequest = { menuId: string; mode?: OpenMode };

/** Open any address (a module page or an outside page) under a title, with query parameters. */
export type OpenUriTabRequest = {
  uri: string;
  title: string;
  params?: Record<string, string | number | boolean>;
  mode?: OpenMode;
};

/** `openTab` argument: a known menu entry or an address. */
export type OpenTabRequest = OpenMenuTabRequest | OpenUriTabRequest;

/** A page the user keeps at hand (subscribed or recently visited), by menu entry. */
export type PageEntry = { menuId: string; name: string };

/** The user's subscribed and recently visited pages, in the host's order (a home page lists them). */
export type UserPages = { subscribed: PageEntry[]; recent: PageEntry[] };

/**
 * Host shortcuts a module forwards when their key is pressed inside its frame (the frame has the focus,
 * so the host never sees the key): `quickJump` is Ctrl+K (⌘K on a Mac).
 */
export type HostShortcut = 'quickJump';

/** What a module says about itself when it connects. */
export type ModuleHello = {
  contractVersion: number;
  /** The module page's own address, for the host's logs. */
  href: string;
};

/** The host's answer to `hello`. */
export type HostHello =
  | { accepted: true; contractVersion: number }
  | { accepted: false; contractVersion: number; reason: string };

/** Methods a host exposes to a module. */
export type HostMethods = {
  /** First call after the handshake: exchanges contract versions. */
  hello(hello: ModuleHello): HostHello;
  /** The session and placement context. */
  getContext(): ModuleContext;
  /** Open a menu entry or an address in a new tab (or a window with `mode: 'window'`). */
  openTab(request: OpenTabRequest): void;
  /** The server refused the token (401): the host signs the user in again. */
  tokenInvalid(reason: string): void;
  /** Title of the module's tab. */
  setTitle(title: string): void;
  /** Close the module's own tab. */
  closeSelf(): void;
  /** The module opened (true) or closed (false) a modal: the host dims its own chrome meanwhile. */
  setOverlay(open: boolean): void;
  /** Content height in CSS pixels, for portals that size the frame to its content. */
  resize(height: number): void;
  /** The user's subscribed and recent pages; a host that keeps none answers empty lists. */
  getPages(): UserPages;
  /** A host shortcut was pressed inside the module's frame: the host acts as if it had seen the key. */
  shortcut(name: HostShortcut): void;
};

/** Methods a module exposes to a host. */
export type ModuleMethods = {
  /** The token was refreshed, or the theme or locale changed. */
  contextChanged(context: ModuleContext): void;
  /** Reload the module's data (the tab's refresh action). */
  refresh(): void;
  /** False when the module holds unsaved input: the host asks the user before closing the tab. */
  canClose(): boolean;
  /** Liveness probe: answers the contract version the module speaks. */
  ping(): number;
};

/** A value or a promise of it: handlers may be asynchronous. */
export type MaybePromise<T> = T | Promise<T>;

/** Turns a method map into handler implementations that may answer asynchronously. */
export type Handlers<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => infer R ? (...args: A) => MaybePromise<R> : never;
};

/** Turns a method map into the remote side's view: every call returns a promise. */
export type Remote<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/** The host as a module sees it (`hello` is the bridge's business and is not offered). */
export type HostProxy = Remote<Omit<HostMethods, 'hello'>>;

/** The module as a host sees it. */
export type ModuleProxy = Remote<ModuleMethods>;

/** The plain window message, for pages that do not speak penpal: open a tab. */
export type PlainOpenTabMessage = {
  type: 'openTab';
  menuId?: string;
  uri?: string;
  /** Older pages name the address `url`. */
  url?: string;
  title?: string;
  /** Older pages name the title `name`. */
  name?: string;
  params?: Record<string, string | number | boolean>;
  mode?: OpenMode;
};

/** The plain window message a page posts to its parent on a 401 (shell.md §8). */
export type PlainTokenInvalidMessage = { type: 'tokenInvalid'; reason?: string };

/** Plain window messages a host honours from its module frames. */
export type PlainMessage = PlainOpenTabMessage | PlainTokenInvalidMessage;

/** Query parameters a module page alone in a window reads its context from (shell.md §2). */
export const CONTEXT_QUERY_PARAMETERS = [
  'systemCode',
  'title',
  'token',
  'access_token',
  'token_type',
  'tenantId',
  'userId',
  'name',
  'menuId',
] as const;

/** Query parameters removed from the visible address once read: they carry the token. */
export const TOKEN_QUERY_PARAMETERS = ['token', 'access_token', 'access_token_ccx'] as const;

/**
 * Local storage keys a module page alone in a window reads (docs/interfaces.md, "Browser storage"): the
 * systemInfo cache and the token (shell.md §3, §4), and the language the shell's user chose last.
 */
export const STORAGE_KEYS = { systemInfo: 'systemInfo', accessToken: 'access_token', locale: 'urbanops.locale' } as const;

/** The system-info cache kept in local storage under `systemInfo` (shell.md §3). */
export type SystemInfo = {
  tenantId: string;
  userId: string;
  token: string;
  /** The same token, exposed under the name the server reads. */
  access_token: string;
};
