/**
 * The layout's transport: the kit's request client (spec conventions, §8 messages, the 401 hook),
 * with its notices shown through the shell's notifier (antd once loaded).
 */
import { authHeaders, createRequestClient, isRequestError, type Notifier as KitNotifier, type RequestSession } from '../../kit/request';
import { getLocale } from '../i18n';
import { notify } from './notifier';
import { TransportError, type Transport } from './transport';

/** Background calls whose failure the user need not see. */
const SILENT = [/\/track\//, /\/weather\/info$/];

const kitNotifier = (redirect: (reason: string) => void): KitNotifier => ({
  message: (tone, content, { duration }) => notify[tone](content, duration),
  notification: (tone, { title, description }, { duration }) => notify[tone](`${title}: ${description}`, duration),
  close: () => undefined,
  redirect,
});

export function kitTransport(options: {
  getSession(): RequestSession;
  onUnauthorized(reason: string): void;
  redirect(reason: string): void;
}): Transport {
  const client = createRequestClient({
    getSession: options.getSession,
    notices: kitNotifier(options.redirect),
    locale: () => getLocale(),
    onUnauthorized: options.onUnauthorized,
  });
  return {
    async call(path, fields = {}, callOptions = {}) {
      const silent = SILENT.some((re) => re.test(path));
      try {
        const envelope = await client.request<never>({
          url: path,
          method: callOptions.method ?? 'POST',
          data: fields as never,
          json: callOptions.json ?? false,
          notice: silent ? 'silent' : 'error',
          userCall: true,
          ...(callOptions.token === null ? { auth: false } : {}),
          ...(callOptions.token ? { headers: authHeaders({ token: callOptions.token }) } : {}),
        });
        return {
          result: envelope.result,
          ...(envelope.msg !== undefined ? { msg: String(envelope.msg) } : {}),
          data: envelope.data,
          status: 200,
          headers: null,
        };
      } catch (error) {
        if (isRequestError(error)) throw new TransportError(error.status ?? 0, error.message);
        throw error;
      }
    },
  };
}
