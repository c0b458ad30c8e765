/**
 * A tiny DOM toast for the light pages (login, single sign-on, jump), so they show messages without
 * antd. Announced to screen readers through a live region.
 */
import type { Level, Notifier } from '../core/notifier';

function container(): HTMLElement {
  let box = document.getElementById('uo-toasts');
  if (!box) {
    box = document.createElement('div');
    box.id = 'uo-toasts';
    box.className = 'uo-toasts';
    box.setAttribute('role', 'status');
    box.setAttribute('aria-live', 'polite');
    document.body.appendChild(box);
  }
  return box;
}

function show(level: Level, text: string, seconds = 3): void {
  const item = document.createElement('div');
  item.className = `uo-toast uo-toast-${level}`;
  item.dataset.level = level;
  if (level === 'error' || level === 'warning') item.setAttribute('role', 'alert');
  item.textContent = text;
  container().appendChild(item);
  setTimeout(() => item.remove(), seconds * 1000);
}

export const toastNotifier: Notifier = {
  success: (text, s) => show('success', text, s),
  info: (text, s) => show('info', text, s),
  warning: (text, s) => show('warning', text, s),
  error: (text, s) => show('error', text, s),
};
