/**
 * How the shell's calls reach the server. The layout plugs in the kit's request client (spec
 * conventions, §8 messages, 401 hook); the light login routes use {@link fetchTransport}, a few lines
 * on `fetch` that follow the same conventions through the kit's light entry (`kit/request/payload`:
 * trimming, form encoding, GET parameters, token headers), so the login route does not pay for the client and its notices.
 */
import type { ReceivedEnvelope } from '../../kit/contract';
import { getLocale } from '../i18n';
import { authHeaders, FORM_CONTENT_TYPE, formEncode, JSON_CONTENT_TYPE, queryParameters, trimStrings } from '../../kit/request/payload';

export type CallOptions = {
  method?: 'GET' | 'POST';
  /** Send a raw JSON body instead of form fields. */
  json?: boolean;
  /** Bearer token for the call (else the transport's own); null sends none. */
  token?: string | null;
};

/** An answer: the envelope, with the HTTP status and headers (null when the transport does not expose them). */
export type Reply<T> = ReceivedEnvelope<T> & { status: number; headers: Headers | null };

export type Transport = {
  call<T = unknown>(path: string, fields?: Record<string, unknown>, options?: CallOptions): Promise<Reply<T>>;
};

/** Raised when the server did not answer at all, or answered 401. */
export class TransportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/**
 * A transport on `fetch`: form fields by default, raw JSON on request, strings trimmed and the token
 * headers and the language (`Accept-Language`) added as the kit's client does; an answer without a
 * numeric result is result 0.
 */
export function fetchTransport(getToken: () => string | null = () => null): Transport {
  return {
    async call<T>(path: string, fields: Record<string, unknown> = {}, options: CallOptions = {}): Promise<Reply<T>> {
      const method = options.method ?? 'POST';
      const token = options.token === undefined ? getToken() : options.token;
      const headers: Record<string, string> = { 'Accept-Language': getLocale(), ...authHeaders({ token }) };
      const payload = trimStrings(fields);
      let url = path;
      let body: string | undefined;
      if (method === 'GET') {
        const query = new URLSearchParams(queryParameters(payload)).toString();
        if (query) url += (url.includes('?') ? '&' : '?') + query;
      } else if (options.json) {
        headers['Content-Type'] = JSON_CONTENT_TYPE;
        body = JSON.stringify(payload);
      } else {
        headers['Content-Type'] = FORM_CONTENT_TYPE;
        body = formEncode(payload).toString();
      }
      let response: Response;
      try {
        response = await fetch(url, { method, headers, body, credentials: 'same-origin' });
      } catch {
        throw new TransportError(0, 'service unavailable');
      }
      const text = await response.text();
      let parsed: Partial<ReceivedEnvelope<T>> = {};
      try {
        parsed = text ? (JSON.parse(text) as Partial<ReceivedEnvelope<T>>) : {};
      } catch {
        parsed = {};
      }
      if (response.status === 401) throw new TransportError(401, parsed.msg ?? 'unauthorized');
      const result = typeof parsed.result === 'number' || typeof parsed.result === 'string' ? parsed.result : response.ok ? 0 : 1;
      return {
        result,
        ...(parsed.msg !== undefined ? { msg: parsed.msg } : {}),
        ...(parsed.exception !== undefined ? { exception: parsed.exception } : {}),
        data: parsed.data as T,
        status: response.status,
        headers: response.headers,
      };
    },
  };
}

/** Success is result 0 (or '0'). */
export function isOk(reply: { result: number | string }): boolean {
  return Number(reply.result) === 0;
}
