/** What the store's action groups share. */
import type { StoreApi } from 'zustand/vanilla';
import type { ModuleContext } from '../../bridge/contract';
import type { FrameHooks, ShellDeps, ShellState } from './types';

export type Visit = { key: string; menuId: string; id: string | null; since: number };

export type ShellContext = {
  store: StoreApi<ShellState>;
  deps: ShellDeps;
  /** Mounted module frames by tab key (canClose, refresh). */
  frames: Map<string, FrameHooks>;
  /** Visit-log ids per menu id (shell.md §4). */
  visitIds: Map<string, string>;
  visit: Visit | null;
  /** The module context of the session now, placed on a menu entry when given (core/moduleContext.ts). */
  moduleContext(menuId?: string): ModuleContext;
  savePrefs(): void;
};
