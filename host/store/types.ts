/** The shell state (shell.md §3 "Shell state") and what the store needs from the outside. */
import type { MenuLeaf, MenuNode, MenuSearchResult } from '../core/menu';
import type { SystemEntry } from '../core/session';
import type { TabState } from '../core/tabModel';
import type { UserPrefs } from '../core/prefs';
import type { AppConfig, ShellApi } from '../core/shellApi';
import type { Notifier } from '../core/notifier';
import type { Locale, Theme } from '../../bridge/contract';

/**
 * The signed-in user (shell.md §3 "loginInfo"): the one copy of the token in the shell's memory. Set
 * from the session caches as soon as a token is found (userName and photoUrl empty until
 * `/casServer/user` answers), cleared by logout.
 */
export type LoginInfo = { tenantId: string; userId: string; userName: string; token: string; photoUrl: string };

/** `confirmLink`: a deep link's token waits for the user to confirm who they sign in as ({@link LinkIdentity}). */
export type ShellStatus = 'idle' | 'loading' | 'confirmLink' | 'ready' | 'noToken' | 'error';

/** Whom a deep link's token belongs to, as the server says (asked with that token before it is used). */
export type LinkIdentity = { userName: string; name: string; tenantId: string; tenantName: string };

export type ShellState = {
  status: ShellStatus;
  config: AppConfig;
  loginInfo: LoginInfo | null;
  systemList: SystemEntry[];
  currentSystem: SystemEntry | null;
  systemName: string;
  systemMenu: MenuNode[];
  systemPages: MenuLeaf[];
  systemMainPage: MenuNode | null;
  collapsed: boolean;
  openKeys: string[];
  fullWindow: boolean;
  multipleTab: boolean;
  isShowNotice: boolean;
  isShowQuickJump: boolean;
  quickJumpUrl: string;
  menuExpandType: 'first' | 'all' | 'none';
  tabs: TabState;
  /** Tabs whose module has a modal open (the chrome is dimmed while the active one does). */
  overlays: Record<string, boolean>;
  menuSearchRes: MenuSearchResult[];
  prefs: UserPrefs;
  /** Seconds left of the expired-login countdown, null when none runs. */
  expirySeconds: number | null;
  /** Set while status is `confirmLink`. */
  linkIdentity: LinkIdentity | null;
};

/** Effects the store performs, injected so the store is tested without a browser. */
export type ShellDeps = {
  api: ShellApi;
  local: Storage;
  session: Storage;
  origin: string;
  host: string;
  now(): number;
  notify: Notifier;
  /** Route change inside the shell (hash routes). */
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** Leaves the shell for another address (the configured login address). */
  assign(url: string): void;
  openWindow(url: string): boolean;
  confirm(title: string, content: string): Promise<boolean>;
  /** The UI language and theme now (module contexts carry them). */
  locale(): Locale;
  theme(): Theme;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(id: unknown): void;
};

/** What a mounted module frame offers the store. */
export type FrameHooks = {
  canClose(): Promise<boolean>;
  refresh(): Promise<void>;
  reload(): void;
  /** The address the frame shows now (path, query and route), when it can be read (same origin); else null. */
  location?(): string | null;
};
