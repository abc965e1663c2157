// One HTTP exchange with our API on the platform's own fetch (axios was 21 KB gzip of the first
// load): the URL and query string, a JSON or multipart body, the timeout, the answer's JSON, and an
// ApiRequestError for anything but a 2xx. No tokens, no retries: api-client adds those. Nothing
// here touches window or storage, so the server's renderer can use it as the browser does.
import { env } from './env';

/** How long a call may take, unless it says otherwise (an upload does). */
const DEFAULT_TIMEOUT_MS = 30_000;

// Relative ('/api', the web's own origin, proxied) in the browser; absolute on the server.
let baseUrl = env.API_URL;

/** Where the API is: the server's renderer calls this with an absolute URL (http://127.0.0.1:5000). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export interface RequestOptions {
  /**
   * The query string. undefined and null are left out, anything else is sent as its string: the
   * API's queries are all scalars. (`object`, so a params interface fits, not only a record.)
   */
  params?: object;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Milliseconds; 30 s unless set. */
  timeout?: number;
  /** Reports how much of the body is sent; the call then goes by XMLHttpRequest (fetch cannot tell). */
  onUploadProgress?: (progress: { loaded: number; total: number | undefined }) => void;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** Lowercase names: headers['retry-after']. */
  headers: Record<string, string>;
}

/** No answer: `timeout` (it took too long), `offline` (unreachable), `aborted` (the caller's signal). */
type TransportFailure = 'timeout' | 'offline' | 'aborted';

/** A call that did not get a 2xx: the API's status and body, or why no answer came. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    /** The path as the caller named it ('/images'): no base URL, no params. */
    readonly url: string,
    /** The HTTP status, or undefined when no answer came. */
    readonly status: number | undefined,
    /** The answer's body as JSON (the API's ApiError), or undefined when it was none or not JSON. */
    readonly data: unknown,
    readonly headers: Record<string, string>,
    readonly code: TransportFailure | undefined,
  ) {
    super(message);
  }
}

export function isApiRequestError(err: unknown): err is ApiRequestError {
  return err instanceof ApiRequestError;
}

function urlOf(path: string, params: object | undefined): string {
  let url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

/** JSON when it is JSON, the text otherwise, undefined when there was no body. */
function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Exchange {
  method: string;
  url: string;
  headers: Headers;
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
  timeout: number;
  onUploadProgress: RequestOptions['onUploadProgress'];
  /** The error for a call that got no answer. */
  fail: (failure: TransportFailure) => ApiRequestError;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

async function viaFetch(x: Exchange): Promise<Answer> {
  // One controller for the timeout and the caller's signal (AbortSignal.any is too new for some phones).
  const controller = new AbortController();
  let failure: TransportFailure = 'offline';
  const timer = setTimeout(() => {
    failure = 'timeout';
    controller.abort();
  }, x.timeout);
  const onAbort = () => {
    if (!controller.signal.aborted) failure = 'aborted';
    controller.abort();
  };
  if (x.signal?.aborted) onAbort();
  x.signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(x.url, { method: x.method, headers: x.headers, body: x.body, signal: controller.signal });
    // The timeout covers the body too, as it did with axios.
    const text = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, text };
  } catch {
    throw x.fail(failure);
  } finally {
    clearTimeout(timer);
    x.signal?.removeEventListener('abort', onAbort);
  }
}

function viaXhr(x: Exchange): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(x.method, x.url);
    xhr.timeout = x.timeout;
    x.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const onProgress = x.onUploadProgress;
    if (onProgress) xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    const onAbort = () => xhr.abort();
    const settle = () => x.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const headers: Record<string, string> = {};
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: xhr.status, headers, text: xhr.responseText });
    };
    const failWith = (failure: TransportFailure) => () => {
      settle();
      reject(x.fail(failure));
    };
    xhr.onerror = failWith('offline');
    xhr.ontimeout = failWith('timeout');
    xhr.onabort = failWith('aborted');
    if (x.signal?.aborted) {
      reject(x.fail('aborted'));
      return;
    }
    x.signal?.addEventListener('abort', onAbort);
    xhr.send(x.body ?? null);
  });
}

// The sentences axios used, which apiErrorMessage passes on for a status it has no words for.
const FAILURE_MESSAGE: Record<TransportFailure, (timeout: number) => string> = {
  timeout: (ms) => `timeout of ${ms}ms exceeded`,
  offline: () => 'Network Error',
  aborted: () => 'canceled',
};

/**
 * Sends one request to `path` under the API's base URL and resolves with its 2xx answer, or
 * rejects with an ApiRequestError. `body`: FormData goes as multipart (the platform sets the
 * boundary in Content-Type), anything else as JSON.
 */
export async function send<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/plain, */*');
  let payload: string | FormData | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const exchange: Exchange = {
    method,
    url: urlOf(path, options.params),
    headers,
    body: payload,
    signal: options.signal,
    timeout,
    onUploadProgress: options.onUploadProgress,
    fail: (failure) => new ApiRequestError(FAILURE_MESSAGE[failure](timeout), path, undefined, undefined, {}, failure),
  };
  const answer = await (options.onUploadProgress ? viaXhr(exchange) : viaFetch(exchange));
  const data = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300) return { data: data as T, status: answer.status, headers: answer.headers };
  // A body that is not JSON (a proxy's HTML error page) says nothing to the user.
  const errorData = typeof data === 'string' ? undefined : data;
  throw new ApiRequestError(`Request failed with status code ${answer.status}`, path, answer.status, errorData, answer.headers, undefined);
}
