// Unit-test helper: the API at the other end of the browser's transport. It stands in for fetch
// (and for XMLHttpRequest, which the client uses only for an upload that reports progress), so a
// test goes through the real api-client: the URL and query string, the headers, the JSON or
// multipart body, the answer's status, body and headers, an unreachable or silent server.
import { vi } from 'vitest';
import { env } from '@/lib/env';

/** One request as the API received it. */
export interface ApiCall {
  /** 'GET', 'POST', … */
  method: string;
  /** The path under the API's base URL, as the app names it: '/bookings/1/handover'. */
  path: string;
  /** The whole URL asked for. */
  url: string;
  /** The query string. */
  params: Record<string, string>;
  headers: Headers;
  /** The JSON body parsed, the FormData as sent, or undefined when there was none. */
  body: unknown;
}

/**
 * How the API answers: a status (200 unless given) with a body (JSON, or a string sent as it is)
 * and headers; 'unreachable' (the network fails); 'silent' (no answer ever: the client's timeout).
 */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'unreachable' | 'silent';

type Answer = (call: ApiCall) => Reply | Promise<Reply>;

const basePath = new URL(env.API_URL, 'http://localhost/').pathname.replace(/\/+$/, '');

function callOf(method: string, href: string, headers: Headers, body: unknown): ApiCall {
  const url = new URL(href, window.location.href);
  const path = basePath && url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      // not JSON: as it came
    }
  }
  return { method, path, url: url.href, params: Object.fromEntries(url.searchParams), headers, body: parsed ?? undefined };
}

function responseOf(reply: Exclude<Reply, 'unreachable' | 'silent'>): Response {
  const { status = 200, body, headers = {} } = reply;
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/html' : 'application/json';
  return new Response(status === 204 ? null : text, { status, headers: { 'content-type': type, ...headers } });
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** Stands in for the transport until the test ends; returns the requests the API gets, in order. */
export function fakeApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  const receive = (call: ApiCall) => {
    calls.push(call);
    return answer(call);
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const call = callOf(init.method ?? 'GET', String(input), new Headers(init.headers), init.body ?? undefined);
    const reply = await receive(call);
    if (reply === 'unreachable') throw new TypeError('Failed to fetch');
    if (reply === 'silent' || signal?.aborted) {
      // As fetch does: nothing until the request is aborted.
      return new Promise((_resolve, reject) => {
        if (signal?.aborted) reject(abortError());
        signal?.addEventListener('abort', () => reject(abortError()));
      });
    }
    return responseOf(reply);
  });

  /** The part of XMLHttpRequest that the client uses, answering from the same API. */
  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    timeout = 0;
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = '';
    private done = false;

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }

    getAllResponseHeaders(): string {
      return this.responseHeaders;
    }

    abort(): void {
      if (this.finish()) this.onabort?.();
    }

    send(body: Document | XMLHttpRequestBodyInit | null): void {
      void this.exchange(body ?? undefined);
    }

    /** true the first time: a request ends once. */
    private finish(): boolean {
      const first = !this.done;
      this.done = true;
      return first;
    }

    private async exchange(body: unknown): Promise<void> {
      // The body goes out in two halves.
      let total = 0;
      if (body instanceof FormData) for (const [, value] of body) total += typeof value === 'string' ? value.length : value.size;
      else if (typeof body === 'string') total = body.length;
      for (const loaded of [Math.floor(total / 2), total]) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      const reply = await receive(callOf(this.method, this.url, this.headers, body));
      if (this.done) return;
      if (reply === 'unreachable') {
        if (this.finish()) this.onerror?.();
      } else if (reply === 'silent') {
        if (this.timeout > 0) setTimeout(() => this.finish() && this.ontimeout?.(), this.timeout);
      } else {
        const response = responseOf(reply);
        const text = await response.text();
        if (!this.finish()) return;
        this.status = response.status;
        this.responseText = text;
        response.headers.forEach((value, name) => {
          this.responseHeaders += `${name}: ${value}\r\n`;
        });
        this.onload?.();
      }
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  return calls;
}
