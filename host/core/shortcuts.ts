/**
 * The shell's shortcuts, wherever the key was pressed: on the shell itself (a window key listener) or
 * inside a tab's frame (the module forwards it over the bridge's `shortcut`). The layout listens here.
 */
import type { HostShortcut } from '../../bridge/contract';

const listeners = new Set<(name: HostShortcut) => void>();

/** Runs a shortcut: every listener (the layout) acts on it. */
export function runShortcut(name: HostShortcut): void {
  for (const listener of [...listeners]) listener(name);
}

/** Listens to shortcuts; returns the unsubscribe function. */
export function onShortcut(listener: (name: HostShortcut) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
