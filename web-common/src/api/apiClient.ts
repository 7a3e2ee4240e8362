import { webEnv } from '../config/env';
import { firebaseAuth } from '../firebase/auth';
import { ApiError, apiErrorFromResponse } from './ApiError';

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: ApiPath, options?: RequestOptions): Promise<T>;
  post<T>(path: ApiPath, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: ApiPath, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: ApiPath, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: ApiPath, options?: RequestOptions): Promise<T>;
}

/** Paths are written exactly as SPEC.md section 7 lists them, e.g. '/api/user/get-or-create'. */
export type ApiPath = `/api/${string}`;

export interface ApiClientConfig {
  baseUrl: string;
  /** The signed-in user's ID token, or null when signed out (then no Authorization header is sent). */
  getIdToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function request<T>(
    method: string,
    path: ApiPath,
    body: unknown,
    options?: RequestOptions,
  ): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = await config.getIdToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const doFetch = config.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: options?.signal ?? null,
      });
    } catch (error) {
      if (options?.signal?.aborted) throw error;
      throw new ApiError({ status: 0 });
    }

    const text = await response.text();
    if (!response.ok) throw apiErrorFromResponse(response.status, text);
    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      // Typically the SPA's index.html answering because `/api` is not routed to the function.
      throw new ApiError({
        status: response.status,
        title: 'Unexpected response',
        message: 'The server sent an answer the app could not read. Try again in a moment.',
      });
    }
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
}

/** The app-wide client: same-origin `/api` unless VITE_API_BASE says otherwise, as the current user. */
export const api: ApiClient = createApiClient({
  baseUrl: webEnv.apiBase,
  getIdToken: async () => (await firebaseAuth().currentUser?.getIdToken()) ?? null,
});
