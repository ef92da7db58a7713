import { callUrl, type CallSpec } from '@chelian/contracts/call';
import { isApiErrorBody } from '@chelian/contracts/errors';
import { CLIENT_ID } from '@chelian/contracts/platform';
import { i18n } from '../i18n';
import { sessionStore } from '../state/session';

/** Base path of every call. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Defaults to POST, the method of most calls. */
  method?: Method;
  /** GET: query parameters (arrays joined by commas); other methods: the JSON body, or FormData as is. */
  data?: unknown;
  /** Extra query parameters for non-GET calls. */
  query?: Record<string, unknown>;
  responseType?: 'json' | 'blob' | 'text';
  /** 'none': sign-in calls, where a 401 is an ordinary failure and does not end the session. */
  auth?: 'session' | 'none';
  /** Uses this token instead of the session's (signing in, before the session is stored). */
  token?: string;
  /** No toast on failure (the caller shows the error itself). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Extra headers (the signed client's sign, nonce and timestamp). */
  headers?: Record<string, string>;
  /** Sees the raw response first (file names from Content-Disposition, the content type of a blob). */
  onResponse?: (response: Response) => void;
}

/** A failed call: HTTP status plus the server's error code, localized message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly fields: Record<string, string> | undefined = undefined,
    /** The raw failure body (a Blob for blob calls: an import answers its error report this way). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpHooks {
  getToken(): string | null;
  getLanguage(): string;
  /** Shows a failure to the user (a toast, 5 s, 50 px from the top). */
  notifyError(message: string): void;
  /** Ends the session after a 401 (log out, clear, go to login). Called once per session. */
  onUnauthorized(): void | Promise<void>;
}

const defaultHooks: HttpHooks = {
  getToken: () => sessionStore.get().token,
  getLanguage: () => i18n.language || 'zh-CN',
  notifyError: (message) => console.error(message),
  onUnauthorized: () => {
    window.location.hash = '#/login';
  },
};

let hooks: HttpHooks = { ...defaultHooks };

export function configureHttp(overrides: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...overrides };
}

export function resetHttpHooks(): void {
  hooks = { ...defaultHooks };
}

// ---- 401 guard: the expired-login handling runs once per session ----

let unauthorizedHandled = false;

/** Called when a new session starts. */
export function resetAuthGuard(): void {
  unauthorizedHandled = false;
}

/** The session ended on purpose (sign-out): later 401s and 'kicked' pushes of it stay silent. */
export function markSessionEnded(): void {
  unauthorizedHandled = true;
}

/** Shows 'login expired' and ends the session, unless that already happened for this session. */
export async function handleSessionLost(): Promise<void> {
  if (unauthorizedHandled) return;
  unauthorizedHandled = true;
  hooks.notifyError(i18n.t('errors.loginExpired'));
  try {
    await hooks.onUnauthorized();
  } catch (error) {
    console.error(error);
  }
}

// ---- query strings ----

function queryValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    const parts = value
      .filter((v) => v !== undefined && v !== null && v !== '')
      .map((v) => queryValue(v) ?? '');
    return parts.length ? parts.join(',') : null;
  }
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === 'object') {
    const epoch = (value as { valueOf(): unknown }).valueOf();
    return typeof epoch === 'number' ? String(epoch) : JSON.stringify(value);
  }
  return String(value);
}

/** Query string of a GET payload: arrays joined by commas, empty values left out. */
export function toQueryString(params: Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const text = queryValue(value);
    if (text === null) continue;
    // commas are legal in a query and keep joined arrays readable
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text).replace(/%2C/gi, ',')}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const clean = path.replace(/^\/+/, '');
  return `${API_BASE}/${clean}${toQueryString(query)}`;
}

// ---- error messages ----

function messageFromBody(body: unknown): string | null {
  if (isApiErrorBody(body)) return body.error.message;
  if (body && typeof body === 'object') {
    const loose = body as { error?: unknown; message?: unknown };
    if (
      loose.error &&
      typeof loose.error === 'object' &&
      typeof (loose.error as { message?: unknown }).message === 'string'
    )
      return (loose.error as { message: string }).message;
    if (typeof loose.message === 'string' && loose.message) return loose.message;
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isBlobLike(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).text === 'function' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).size === 'number'
  );
}

/** Reads the error body of a failure: JSON, or a Blob holding JSON (blob calls). */
export async function readErrorBody(body: unknown): Promise<unknown> {
  if (isBlobLike(body)) {
    if (!/json/i.test(body.type)) return null;
    return parseJson(await body.text());
  }
  if (typeof body === 'string') return parseJson(body);
  return body;
}

/** error.message of the body, else 'Error {status} {statusText}'. */
export async function errorMessageOf(body: unknown, status: number, statusText: string): Promise<string> {
  const parsed = await readErrorBody(body);
  return messageFromBody(parsed) ?? i18n.t('errors.http', { status, statusText }).trim();
}

async function failure(response: Response, responseType: RequestOptions['responseType']): Promise<ApiError> {
  let raw: unknown = null;
  try {
    raw = responseType === 'blob' ? await response.blob() : await response.text();
  } catch {
    raw = null;
  }
  const parsed = await readErrorBody(raw);
  const message = await errorMessageOf(parsed, response.status, response.statusText);
  const code = isApiErrorBody(parsed) ? parsed.error.code : null;
  const fields = isApiErrorBody(parsed) ? parsed.error.fields : undefined;
  return new ApiError(response.status, message, code, fields, raw);
}

async function success<T>(response: Response, responseType: RequestOptions['responseType']): Promise<T> {
  if (responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (responseType === 'text') return text as T;
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (/json/i.test(type) ? JSON.parse(text) : (parseJson(text) ?? text)) as T;
}

// ---- the client ----

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const isGet = method === 'GET';
  const url = apiUrl(path, isGet ? (options.data as Record<string, unknown> | undefined) : options.query);
  const headers: Record<string, string> = {
    'Client-Id': CLIENT_ID,
    'Accept-Language': hooks.getLanguage(),
    ...options.headers,
  };
  const token = options.token ?? hooks.getToken();
  if (token) headers.Authorization = token;
  let body: BodyInit | undefined;
  if (!isGet && options.data !== undefined) {
    if (options.data instanceof FormData) body = options.data;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.data);
    }
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    const message = i18n.t('errors.network');
    if (!options.silent) hooks.notifyError(message);
    throw new ApiError(0, message, 'NETWORK');
  }

  options.onResponse?.(response);
  if (response.ok) return success<T>(response, options.responseType);

  const error = await failure(response, options.responseType);
  if (response.status === 401 && options.auth !== 'none') {
    await handleSessionLost();
    throw error;
  }
  if (response.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED') {
    // Not a failure to show: the session must change its password first, so offer that instead.
    const state = sessionStore.get().user?.passwordState;
    sessionStore.set({ passwordPrompt: state === 'EXPIRED' ? 'EXPIRED' : 'INITIAL' });
    throw error;
  }
  if (!options.silent) hooks.notifyError(error.message);
  throw error;
}

type Shortcut = <T = unknown>(
  path: string,
  data?: unknown,
  options?: Omit<RequestOptions, 'method' | 'data'>,
) => Promise<T>;

const shortcut =
  (method: Method): Shortcut =>
  (path, data, options) =>
    request(path, { ...options, method, data });

/**
 * One call of a contracts call table (packages/contracts/src/call.ts) at its method and path, the
 * path parameters filled from `params`; `data` as for request (GET: the query).
 */
export function callApi<T = unknown>(
  call: CallSpec,
  data?: unknown,
  options: Omit<RequestOptions, 'method' | 'data'> & { params?: Record<string, string | number> } = {},
): Promise<T> {
  const { params, ...rest } = options;
  return request<T>(callUrl(call, params), { ...rest, method: call.method, data });
}

export const http = {
  request,
  get: shortcut('GET'),
  post: shortcut('POST'),
  put: shortcut('PUT'),
  patch: shortcut('PATCH'),
  delete: shortcut('DELETE'),
};
