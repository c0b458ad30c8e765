/**
 * Where the request client's notices go on a module page: antd's message and notification from
 * `App.useApp()` (themed, inside the page's ConfigProvider) once the kit has rendered, antd's static
 * API before that. The client shows failures through this, as the spec's loader does.
 */
import { App, message as staticMessage, notification as staticNotification } from 'antd';
import { antdNotifier, type AntdMessageLike, type AntdNotificationLike, type Notifier } from '../request';

const target: { message?: AntdMessageLike; notification?: AntdNotificationLike } = {};

/** The page's notifier (one per page), handed to the request client. */
export const pageNotifier: Notifier = antdNotifier({
  message: {
    open: (c) => (target.message ?? (staticMessage as unknown as AntdMessageLike)).open(c),
    destroy: (k) => (target.message ?? (staticMessage as unknown as AntdMessageLike)).destroy(k),
  },
  notification: {
    open: (c) => (target.notification ?? (staticNotification as unknown as AntdNotificationLike)).open(c),
    destroy: (k) => (target.notification ?? (staticNotification as unknown as AntdNotificationLike)).destroy(k),
  },
  // A 401 already tells the host (tokenInvalid) through the bridged client; nothing more to do here.
  redirect: () => undefined,
});

/** Points the page notifier at the themed antd instances; render once inside antd's App. */
export function NoticeTarget() {
  const { message, notification } = App.useApp();
  target.message = message as unknown as AntdMessageLike;
  target.notification = notification as unknown as AntdNotificationLike;
  return null;
}
