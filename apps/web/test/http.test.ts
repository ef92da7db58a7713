import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configureHttp,
  errorMessageOf,
  http,
  resetAuthGuard,
  resetHttpHooks,
  toQueryString,
} from '../src/api/http';
import { i18n, initI18n } from '../src/i18n';
import { clearSession, startSession } from '../src/state/session';
import type { CurrentUser } from '@chelian/contracts/platform';

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

const user = {
  id: 7,
  userName: 'admin',
  realName: 'Admin',
  userType: 'ADMIN',
  tenant: { tenantId: 1, tenantCode: 't', tenantName: 'T' },
} as CurrentUser;

let fetchMock: ReturnType<typeof vi.fn>;
let notified: string[];
let unauthorized: number;

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.changeLanguage('en-US');
});

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  notified = [];
  unauthorized = 0;
  resetHttpHooks();
  resetAuthGuard();
  configureHttp({
    notifyError: (message) => notified.push(message),
    onUnauthorized: () => {
      unauthorized += 1;
    },
  });
  startSession({ token: 'tok-123', expiresAt: Date.now() + 60_000, user, passwordPrompt: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('query strings', () => {
  it('joins arrays with commas and leaves out empty values', () => {
    expect(
      toQueryString({ ids: [1, 2, 3], name: 'a b', none: null, gone: undefined, blank: '', list: [] }),
    ).toBe('?ids=1,2,3&name=a%20b');
  });

  it('sends dates as epoch milliseconds', () => {
    expect(toQueryString({ t: new Date(1700000000000) })).toBe('?t=1700000000000');
  });

  it('puts a GET payload in the query and sends no body', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await http.get('system-svc/x', { ids: ['a', 'b'], page: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/system-svc/x?ids=a,b&page=1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });
});

describe('headers and bodies', () => {
  it('sends the raw token, the client id and the UI language', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await http.post('oauth/x', { a: 1 });
    const headers = fetchMock.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('tok-123');
    expect(headers['Client-Id']).toBe('BIZ');
    expect(headers['Accept-Language']).toBe('en-US');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('follows a language change', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await i18n.changeLanguage('zh-TW');
    await http.get('x');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>)['Accept-Language']).toBe('zh-TW');
    await i18n.changeLanguage('en-US');
  });

  it('defaults to POST with a JSON body; DELETE carries its body', async () => {
    fetchMock.mockImplementation(async () => json(200, { id: 1 }));
    await expect(http.request('x', { data: { a: 1 } })).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]![1].method).toBe('POST');
    expect(fetchMock.mock.calls[0]![1].body).toBe('{"a":1}');
    await http.delete('file-svc/attachments/V1.0', { ids: [1, 2] });
    expect(fetchMock.mock.calls[1]![1].method).toBe('DELETE');
    expect(fetchMock.mock.calls[1]![1].body).toBe('{"ids":[1,2]}');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const form = new FormData();
    form.append('storageType', 'LOCAL');
    await http.post('file-svc/attachments/V1.0/upload', form);
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('leaves Authorization out when signed out', async () => {
    clearSession();
    fetchMock.mockResolvedValue(json(200, {}));
    await http.get('x');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('401 handling', () => {
  it('shows login expired and ends the session once for several failing calls', async () => {
    fetchMock.mockImplementation(async () =>
      json(401, { errCode: 'UNAUTHORIZED', error: { code: 'UNAUTHORIZED', message: 'no' } }),
    );
    const results = await Promise.allSettled([http.get('a'), http.get('b'), http.post('c')]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(notified).toEqual(['Login expired, please log in again']);
    expect(unauthorized).toBe(1);
    await expect(http.get('d')).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toBe(1);
  });

  it('handles it again after a new sign-in resets the guard', async () => {
    fetchMock.mockImplementation(async () => json(401, {}));
    await expect(http.get('a')).rejects.toThrow();
    resetAuthGuard();
    await expect(http.get('b')).rejects.toThrow();
    expect(unauthorized).toBe(2);
  });

  it('treats a 401 of a sign-in call as an ordinary error', async () => {
    fetchMock.mockResolvedValue(
      json(401, { errCode: 'BAD', error: { code: 'BAD_CREDENTIALS', message: 'Wrong user or password' } }),
    );
    await expect(http.post('oauth/noToken/login', {}, { auth: 'none' })).rejects.toMatchObject({
      code: 'BAD_CREDENTIALS',
    });
    expect(unauthorized).toBe(0);
    expect(notified).toEqual(['Wrong user or password']);
  });
});

describe('error messages', () => {
  it('toasts error.message of a JSON failure and keeps code and fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        errCode: 'VALIDATION',
        error: { code: 'PASSWORD_SAME', message: 'New password equals old', fields: { password: 'same' } },
      }),
    );
    const error = (await http.put('system-svc/users/V1.0/password', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('PASSWORD_SAME');
    expect(error.fields).toEqual({ password: 'same' });
    expect(error.message).toBe('New password equals old');
    expect(notified).toEqual(['New password equals old']);
  });

  it("falls back to 'Error {status} {statusText}'", async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(http.get('x')).rejects.toThrow('Error 502 Bad Gateway');
    expect(notified).toEqual(['Error 502 Bad Gateway']);
  });

  it('reads error.message from a JSON blob of a blob call', async () => {
    const body = JSON.stringify({ errCode: 'E', error: { code: 'E', message: 'Export too large' } });
    fetchMock.mockResolvedValue(
      new Response(body, { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    await expect(http.post('x/export', {}, { responseType: 'blob' })).rejects.toThrow('Export too large');
    expect(notified).toEqual(['Export too large']);
  });

  it('extracts messages from JSON objects, JSON text and JSON blobs', async () => {
    const bodyObject = { errCode: 'E', error: { code: 'E', message: 'From JSON' } };
    await expect(errorMessageOf(bodyObject, 400, 'Bad Request')).resolves.toBe('From JSON');
    await expect(errorMessageOf(JSON.stringify(bodyObject), 400, 'Bad Request')).resolves.toBe('From JSON');
    const blob = new Blob([JSON.stringify({ errCode: 'E', error: { code: 'E', message: 'From blob' } })], {
      type: 'application/json',
    });
    await expect(errorMessageOf(blob, 400, 'Bad Request')).resolves.toBe('From blob');
    const binary = new Blob(['PK...'], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await expect(errorMessageOf(binary, 500, 'Internal Server Error')).resolves.toBe(
      'Error 500 Internal Server Error',
    );
  });

  it('stays quiet when asked to', async () => {
    fetchMock.mockResolvedValue(json(500, { errCode: 'E', error: { code: 'E', message: 'boom' } }));
    await expect(http.get('x', undefined, { silent: true })).rejects.toThrow('boom');
    expect(notified).toEqual([]);
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(notified).toEqual(['Network error, please check your connection']);
  });
});

describe('success bodies', () => {
  it('returns JSON, text, blobs and empty bodies', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [1, 2]));
    await expect(http.get('a')).resolves.toEqual([1, 2]);
    fetchMock.mockResolvedValueOnce(
      new Response('plain', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(http.get('b', undefined, { responseType: 'text' })).resolves.toBe('plain');
    fetchMock.mockResolvedValueOnce(
      new Response('xy', { status: 200, headers: { 'content-type': 'application/octet-stream' } }),
    );
    const blob = await http.get<Blob>('c', undefined, { responseType: 'blob' });
    expect(await blob.text()).toBe('xy');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    await expect(http.post('d')).resolves.toBeUndefined();
  });
});
