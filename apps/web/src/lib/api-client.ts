import { useLanguageStore } from '../stores/language';
import { useSessionStore } from '../stores/session';

/** A failed call, in the server's Laravel shape: a message and optional field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
  }
  /** First message of a field, as forms show it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The base for parsing paths: only the path and query of the result are used (calls stay on this origin). */
const PATH_BASE = 'http://nirog.invalid';

function buildUrl(path: string, query?: Query) {
  const url = new URL(path, PATH_BASE);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

/** Headers of every call: JSON answers, the interface language and the bearer token when logged in. */
function baseHeaders(token: string | null, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': useLanguageStore.getState().language,
    ...extra,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The error of a failed answer, in the Laravel shape. The token is no longer good (401), or the account
 * was blocked (403 with `blocked`): the session ends. A plain 403 (a page the user's role does not allow)
 * keeps the user logged in.
 */
function failure(status: number, statusText: string, data: unknown, token: string | null): ApiError {
  const payload = (data ?? {}) as { message?: string; errors?: Record<string, string[]>; blocked?: boolean };
  if (token && (status === 401 || (status === 403 && payload.blocked))) {
    useSessionStore.getState().signOut();
  }
  return new ApiError(status, payload.message ?? statusText, payload.errors ?? {}, data);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where `api` calls go: the browser's fetch, or, when the server renders a page (entry-server.tsx), the api
 * itself in-process.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * The one API client: same origin, bearer token when logged in, the interface language,
 * JSON or FormData bodies, and the Laravel error shape. A 401 or 403 ends the session.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = useSessionStore.getState();
  const headers = baseHeaders(token, options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network');
  }

  const data = parseJson(await response.text());
  if (!response.ok) throw failure(response.status, response.statusText, data, token);
  return data as T;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  query?: Query;
  signal?: AbortSignal;
  /** Share of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/**
 * A multipart upload that reports its progress (fetch cannot), with the same headers, error shape and
 * sign-out rule as every other call. Aborting rejects with an `AbortError`, like fetch.
 */
export function apiUpload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { token } = useSessionStore.getState();
  const { signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(options.method ?? 'POST', buildUrl(path, options.query));
    for (const [name, value] of Object.entries(baseHeaders(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
      } else reject(failure(xhr.status, xhr.statusText, data, token));
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(new ApiError(0, 'network'));
    };
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

/** The file name a download answer gives (`Content-Disposition`), if any. */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Hands a fetched file to the browser: saved under its name, or opened in a new tab where saving is not offered. */
export const browserFiles = {
  save(blob: Blob, fileName: string) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.target = '_blank';
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has read the address once the click is handled.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

/**
 * A file behind the bearer token (a prescription PDF): fetched with the same headers, error shape and
 * sign-out rule as every other call (a link cannot carry the token), then given to the browser as a
 * download. `fallbackName` names it when the server does not.
 */
export async function apiDownload(path: string, fallbackName: string, options: { query?: Query } = {}): Promise<void> {
  const { token } = useSessionStore.getState();
  const headers = baseHeaders(token, { accept: '*/*' });
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network');
  }
  if (!response.ok) throw failure(response.status, response.statusText, parseJson(await response.text()), token);
  browserFiles.save(await response.blob(), fileNameOf(response) ?? fallbackName);
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  upload: apiUpload,
  download: apiDownload,
};
