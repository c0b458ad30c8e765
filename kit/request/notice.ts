/**
 * Notice levels (operations.md §8) and the notifier seam. The core never imports a UI library: the host
 * and the modules plug antd's `message` and `notification` in with {@link antdNotifier}.
 */
import { REQUEST_DEFAULTS } from './constants';

/** How a call's failure is shown: not at all, a warning or error message, a notification, or a return to login. */
export type NoticeLevel = 'silent' | 'warning' | 'error' | 'notification' | 'redirect';

/** A message or notification tone. */
export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

/** What a UI library must offer to show the client's notices. */
export type Notifier = {
  /** A short message (antd `message`). `duration` in seconds. */
  message(tone: NoticeTone, content: string, options: { key: string; duration: number }): void;
  /** A notification with a title (antd `notification`). */
  notification(tone: NoticeTone, content: { title: string; description: string }, options: { key: string; duration: number }): void;
  /** Close the notice shown under `key`. */
  close(key: string): void;
  /** Return to the login page (level `redirect`). */
  redirect(reason: string): void;
};

/** One notice to show. */
export type Notice = { level: NoticeLevel; text: string; title?: string; duration?: number; tone?: NoticeTone };

/** Shows notices through a {@link Notifier}: default duration 1.5 s, at most `maxCount` at once (oldest closed first). */
export type NoticeCenter = {
  notify(notice: Notice): void;
  /** Keys of the notices on screen, oldest first. */
  readonly open: readonly string[];
  /** Change the defaults. */
  configure(options: { duration?: number; maxCount?: number }): void;
};

/** A notifier that shows nothing (tests, or a page without UI). */
export const silentNotifier: Notifier = {
  message: () => undefined,
  notification: () => undefined,
  close: () => undefined,
  redirect: () => undefined,
};

/**
 * Creates the notice center. The same text shown twice at once is one notice (its timer restarts).
 *
 * @example
 *   const notices = createNoticeCenter(antdNotifier({ message, notification, redirect: () => location.assign('/') }), { maxCount: 3 });
 */
export function createNoticeCenter(notifier: Notifier, options: { duration?: number; maxCount?: number } = {}): NoticeCenter {
  let duration: number = options.duration ?? REQUEST_DEFAULTS.noticeDuration;
  let maxCount: number = options.maxCount ?? REQUEST_DEFAULTS.noticeMaxCount;
  const open = new Map<string, ReturnType<typeof setTimeout>>();

  const forget = (key: string): void => {
    clearTimeout(open.get(key));
    open.delete(key);
  };
  return {
    get open() {
      return [...open.keys()];
    },
    configure(next) {
      duration = next.duration ?? duration;
      maxCount = next.maxCount ?? maxCount;
    },
    notify({ level, text, title, duration: own, tone }) {
      if (level === 'silent') return;
      if (level === 'redirect') {
        notifier.redirect(text);
        return;
      }
      const key = `${level}:${title ?? ''}:${text}`;
      const seconds = own ?? duration;
      forget(key);
      while (open.size >= Math.max(1, maxCount)) {
        const oldest = open.keys().next().value as string;
        forget(oldest);
        notifier.close(oldest);
      }
      if (level === 'notification') notifier.notification(tone ?? 'error', { title: title ?? '', description: text }, { key, duration: seconds });
      else notifier.message(tone ?? level, text, { key, duration: seconds });
      open.set(key, setTimeout(() => open.delete(key), seconds * 1000));
    },
  };
}

/** The parts of antd's `message` API the adapter uses (structural: the kit does not import antd). */
export type AntdMessageLike = {
  open(config: { type: NoticeTone; content: string; key: string; duration: number }): unknown;
  destroy(key?: string | number): void;
};

/** The parts of antd's `notification` API the adapter uses. */
export type AntdNotificationLike = {
  open(config: { type: NoticeTone; title: string; description: string; key: string; duration: number }): unknown;
  destroy(key?: string | number): void;
};

/**
 * Adapts antd's `message` and `notification` (static or from `App.useApp()`) to a {@link Notifier}.
 *
 * @example
 *   import { message, notification } from 'antd';
 *   const notices = createNoticeCenter(antdNotifier({ message, notification, redirect: () => session.toLogin() }));
 */
export function antdNotifier(api: { message: AntdMessageLike; notification: AntdNotificationLike; redirect(reason: string): void }): Notifier {
  const kinds = new Map<string, 'message' | 'notification'>();
  return {
    message(tone, content, { key, duration }) {
      kinds.set(key, 'message');
      api.message.open({ type: tone, content, key, duration });
    },
    notification(tone, { title, description }, { key, duration }) {
      kinds.set(key, 'notification');
      api.notification.open({ type: tone, title, description, key, duration });
    },
    close(key) {
      if (kinds.get(key) === 'notification') api.notification.destroy(key);
      else api.message.destroy(key);
      kinds.delete(key);
    },
    redirect: api.redirect,
  };
}
