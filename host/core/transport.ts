/**
 * How the shell's calls reach the server. The layout plugs in the kit's request client (spec
 * conventions, §8 messages, 401 hook); the light login screen uses {@link fetchTransport}, a few lines
 * on `fetch`, so the login route does not pay for axios.
 */

/** The generic envelope (shell.md §3). */
export type Envelope<T = unknown> = { result: number | string; msg?: string; data: T; exception?: string };

export type CallOptions = {
  method?: 'GET' | 'POST';
  /** Send a raw JSON body instead of form fields. */
  json?: boolean;
  /** Bearer token for the call (else the transport's own). */
  token?: string | null;
};

export type Reply<T> = Envelope<T> & { status: number; headers: Headers | null };

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

function formValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'string' ? value.trim() : String(value);
}

/** A transport on `fetch`: form fields by default, raw JSON on request, a response without a numeric result is result 0. */
export function fetchTransport(getToken: () => string | null = () => null): Transport {
  return {
    async call<T>(path: string, fields: Record<string, unknown> = {}, options: CallOptions = {}): Promise<Reply<T>> {
      const method = options.method ?? 'POST';
      const token = options.token === undefined ? getToken() : options.token;
      const headers: Record<string, string> = {};
      if (token) {
        headers.Authorization = `Bearer ${token}`;
        headers.access_token = token;
      }
      let url = path;
      let body: string | undefined;
      const present = Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== '');
      if (method === 'GET') {
        const query = new URLSearchParams(present.map(([k, v]) => [k, formValue(v)])).toString();
        if (query) url += (url.includes('?') ? '&' : '?') + query;
      } else if (options.json) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(fields);
      } else {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(present.map(([k, v]) => [k, formValue(v)])).toString();
      }
      let response: Response;
      try {
        response = await fetch(url, { method, headers, body, credentials: 'same-origin' });
      } catch {
        throw new TransportError(0, 'service unavailable');
      }
      const text = await response.text();
      let parsed: Partial<Envelope<T>> = {};
      try {
        parsed = text ? (JSON.parse(text) as Partial<Envelope<T>>) : {};
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
