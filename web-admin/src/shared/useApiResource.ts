import { type ApiPath, useApi } from '@resto/web-common';
import { useCallback, useEffect, useState } from 'react';

export interface ApiResource<T> {
  /** The last answer; kept while the next one loads, so lists do not flash empty between pages. */
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * A GET through the API (lists the server filters, pages and joins, e.g. coupons by status). Loads
 * again when the path changes or `reload` is called; an answer for an older path is dropped.
 */
export function useApiResource<T>(path: ApiPath | null): ApiResource<T> {
  const client = useApi();
  const [state, setState] = useState<{ path: ApiPath | null; data?: T; error?: unknown; loading: boolean }>({
    path: null,
    loading: false,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!path) return;
    // `version` re-runs this effect on reload.
    void version;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, path, loading: true, error: undefined }));
    client
      .get<T>(path, { signal: controller.signal })
      .then((data) => setState({ path, data, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, path, error, loading: false }));
      });
    return () => controller.abort();
  }, [client, path, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data: state.data, loading: state.loading || state.path !== path, error: state.error, reload };
}
