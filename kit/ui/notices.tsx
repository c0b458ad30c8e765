/**
 * Where the request client's notices go on a module page: antd's message and notification through the
 * page's feedback (kit/ui/feedback: themed, inside the page's ConfigProvider, their code fetched when
 * first needed). The client shows failures through this, as the spec's loader does.
 */
import { antdNotifier, type AntdMessageLike, type AntdNotificationLike, type Notifier } from '../request';
import { feedback } from './feedback';

/** The page's notifier (one per page), handed to the request client. */
export const pageNotifier: Notifier = antdNotifier({
  message: feedback.message as AntdMessageLike,
  notification: feedback.notification as AntdNotificationLike,
  // A 401 already tells the host (tokenInvalid) through the bridged client; nothing more to do here.
  redirect: () => undefined,
});
