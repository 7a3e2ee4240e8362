import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/ApiError';
import { createApiClient } from '../src/api/apiClient';

function stubFetch(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const client = (token: string | null = 'id-token-1') =>
  createApiClient({ baseUrl: '', getIdToken: async () => token });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient requests', () => {
  it('sends JSON with the ID token as a Bearer header and returns the parsed answer', async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ ok: true, uid: 'u1' }));

    const result = await client().post<{ ok: boolean; uid: string }>('/api/user/get-or-create', {
      name: 'Ana',
    });

    expect(result).toEqual({ ok: true, uid: 'u1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/get-or-create');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Ana"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await client(null).get('/api/health');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('prefixes the configured API base', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await createApiClient({ baseUrl: 'http://127.0.0.1:5000', getIdToken: async () => null }).get(
      '/api/health',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:5000/api/health');
  });
});

describe('apiClient errors', () => {
  it('maps a 400 with issues to field errors', async () => {
    stubFetch(
      400,
      JSON.stringify({
        title: 'Invalid request',
        message: 'Check the highlighted fields.',
        issues: [
          { path: 'name', message: 'Restaurant name must be 2 to 100 characters' },
          { path: 'country.code', message: 'Choose a supported country' },
          { path: 'name', message: 'A second message for name' },
        ],
      }),
    );

    const error = await failure(client().post('/api/restaurants', {}));

    expect(error.status).toBe(400);
    expect(error.title).toBe('Invalid request');
    expect(error.message).toBe('Check the highlighted fields.');
    expect(error.fieldErrors).toEqual({
      name: 'Restaurant name must be 2 to 100 characters',
      'country.code': 'Choose a supported country',
    });
    expect(error.detailText()).toBe(
      'Check the highlighted fields.\n' +
        '• name: Restaurant name must be 2 to 100 characters\n' +
        '• country.code: Choose a supported country',
    );
    expect(error.toString()).toBe(
      'Invalid request: Check the highlighted fields.\n' +
        '• name: Restaurant name must be 2 to 100 characters\n' +
        '• country.code: Choose a supported country',
    );
  });

  it.each([
    [401, 'Sign in required', 'Your session has ended.'],
    [403, 'Not allowed', 'Only admins can do this.'],
    [404, 'Not found', 'No such restaurant.'],
    [409, 'Order Already Accepted', 'The order was accepted on another device.'],
  ])('maps a %i to its title and message', async (status, title, message) => {
    stubFetch(status, JSON.stringify({ title, message }));

    const error = await failure(client().get('/api/anything'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.title).toBe(title);
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({});
    expect(String(error)).toBe(`${title}: ${message}`);
  });

  it('keeps the request id of a 500', async () => {
    stubFetch(500, JSON.stringify({ title: 'An Error Occurred', message: 'Unexpected.', requestId: 'r-9' }));

    const error = await failure(client().get('/api/anything'));

    expect(error.status).toBe(500);
    expect(error.title).toBe('An Error Occurred');
    expect(error.requestId).toBe('r-9');
    expect(error.toString()).toBe('An Error Occurred: Unexpected.\nRequest id: r-9');
  });

  it('gives a readable error for a non-JSON failure such as a proxy page', async () => {
    stubFetch(502, '<html>Bad Gateway</html>', 'text/html');

    const error = await failure(client().get('/api/health'));

    expect(error.status).toBe(502);
    expect(error.title).toBe('An Error Occurred');
    expect(error.message).toBe('The service is unavailable right now. Try again in a moment.');
  });

  it('reports an unreadable success answer (e.g. index.html) instead of returning it', async () => {
    stubFetch(200, '<!doctype html><html></html>', 'text/html');

    const error = await failure(client().get('/api/health'));

    expect(error.title).toBe('Unexpected response');
  });

  it('turns a network failure into status 0 with a connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const error = await failure(client().get('/api/health'));

    expect(error.status).toBe(0);
    expect(error.title).toBe('Cannot reach the server');
    expect(error.message).toBe('Check your internet connection and try again.');
  });
});
