/**
 * Where the shell's messages go. The light login screen shows its own small toasts; the antd layer
 * replaces the implementation with antd's message API once it has loaded.
 */
export type Level = 'success' | 'info' | 'warning' | 'error';
export type Notifier = Record<Level, (text: string, seconds?: number) => void>;

let impl: Notifier | null = null;

export function setNotifier(next: Notifier): void {
  impl = next;
}

/** The current notifier (messages are dropped until one is set). */
export const notify: Notifier = {
  success: (text, seconds) => impl?.success(text, seconds),
  info: (text, seconds) => impl?.info(text, seconds),
  warning: (text, seconds) => impl?.warning(text, seconds),
  error: (text, seconds) => impl?.error(text, seconds),
};
