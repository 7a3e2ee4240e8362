import type { SearchIndexName, SearchKeyAnswer } from '@resto/domain';
import { type ApiPath, useApi } from '@resto/web-common';
import { liteClient } from 'algoliasearch/lite';
import { useCallback, useEffect, useState } from 'react';

/**
 * Searches one index straight from the browser with a secured search-only key from
 * `/api/search/search-only-api-keys/...` (the key holds the caller's tenant filter, which the search
 * service enforces). Keys are kept until a minute before they expire and asked for again when the
 * service refuses one.
 */
export interface SearchPage<T> {
  hits: T[];
  nbHits: number;
  nbPages: number;
  page: number;
}

export interface SearchState<T> {
  data: SearchPage<T> | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

const keys = new Map<string, Promise<SearchKeyAnswer>>();

function clientFor(key: SearchKeyAnswer) {
  if (!key.searchHost) return liteClient(key.appId, key.apiKey);
  const url = new URL(key.searchHost);
  return liteClient(key.appId, key.apiKey, {
    hosts: [
      {
        url: url.hostname,
        ...(url.port ? { port: Number(url.port) } : {}),
        protocol: url.protocol.replace(':', '') as 'http' | 'https',
        accept: 'readWrite',
      },
    ],
  });
}

export function useSearchIndex<T>(
  keyPath: ApiPath | null,
  indexName: SearchIndexName,
  params: { query: string; page: number; hitsPerPage: number; filters?: string },
): SearchState<T> {
  const api = useApi();
  const [state, setState] = useState<{ data?: SearchPage<T>; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const [version, setVersion] = useState(0);
  const { query, page, hitsPerPage, filters } = params;

  useEffect(() => {
    if (!keyPath) return;
    void version;
    let cancelled = false;
    const keyOf = (fresh: boolean): Promise<SearchKeyAnswer> => {
      const cached = keys.get(keyPath);
      if (cached && !fresh) return cached;
      const next = api.get<SearchKeyAnswer>(keyPath);
      keys.set(keyPath, next);
      next.catch(() => keys.delete(keyPath));
      return next;
    };
    const run = async (fresh: boolean): Promise<SearchPage<T>> => {
      const key = await keyOf(fresh);
      if (!fresh && key.validUntil * 1000 - 60_000 < Date.now()) return run(true);
      try {
        const { results } = await clientFor(key).searchForHits<T>({
          requests: [{ indexName, query, page, hitsPerPage, ...(filters ? { filters } : {}) }],
        });
        const result = results[0];
        return {
          hits: (result?.hits ?? []) as T[],
          nbHits: result?.nbHits ?? 0,
          nbPages: result?.nbPages ?? 0,
          page: result?.page ?? 0,
        };
      } catch (error) {
        // An expired or replaced key: ask for a new one once.
        if (!fresh && (error as { status?: number }).status === 403) return run(true);
        throw error;
      }
    };
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    run(false)
      .then((data) => {
        if (!cancelled) setState({ data, loading: false });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState((previous) => ({ ...previous, error, loading: false }));
      });
    return () => {
      cancelled = true;
    };
  }, [api, keyPath, indexName, query, page, hitsPerPage, filters, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data: state.data, loading: state.loading, error: state.error, reload };
}
