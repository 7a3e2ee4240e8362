import { createContext, type ReactNode, useContext } from 'react';
import { type ApiClient, api } from './apiClient';

const ApiClientContext = createContext<ApiClient>(api);

/**
 * Swaps the `/api` client for everything below it. The apps never need it (the default is the
 * signed-in user's client); tests use it to talk to a stubbed fetch without touching Firebase Auth.
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The `/api` client screens send commands with. */
export function useApi(): ApiClient {
  return useContext(ApiClientContext);
}
