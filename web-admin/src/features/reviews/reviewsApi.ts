import type { ReviewListPage, ReviewRating, ReviewSource } from '@resto/domain';
import { useApi } from '@resto/web-common';
import { useEffect, useState } from 'react';

export interface ReviewListRequest {
  storeId?: string | undefined;
  rating?: ReviewRating | undefined;
  source?: ReviewSource | undefined;
  fromIso: string;
  toIso: string;
  search: string;
  cursor?: string | undefined;
}

/** The address of one page of the list (`GET /api/reviews/restaurants/{r}/customer-reviews`). */
export function reviewListPath(restaurantId: string, request: ReviewListRequest): `/api/${string}` {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request))
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  return `/api/reviews/restaurants/${encodeURIComponent(restaurantId)}/customer-reviews?${params.toString()}`;
}

export interface ReviewListState {
  page: ReviewListPage | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * One page of the reviews list from the server, asked again whenever the request changes; an answer
 * to an older request that arrives late is dropped, so typing never shows an earlier search's page.
 */
export function useReviewListPage(
  restaurantId: string,
  request: ReviewListRequest | undefined,
): ReviewListState {
  const client = useApi();
  const path = request ? reviewListPath(restaurantId, request) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ path?: string; page?: ReviewListPage; error?: unknown }>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes to ask again after a failure.
  useEffect(() => {
    if (!path) return;
    let live = true;
    void client.get<ReviewListPage>(path).then(
      (page) => {
        if (live) setState({ path, page });
      },
      (error: unknown) => {
        if (live) setState({ path, error });
      },
    );
    return () => {
      live = false;
    };
  }, [client, path, attempt]);
  const current = state.path === path;
  return {
    page: current ? state.page : undefined,
    loading: path !== undefined && (!current || (state.page === undefined && state.error === undefined)),
    error: current ? state.error : undefined,
    retry: () => {
      setState({});
      setAttempt((value) => value + 1);
    },
  };
}
