import type { ApiPath } from '@resto/web-common';
import { useState } from 'react';
import { useApiResource } from './useApiResource';
import { useDebouncedValue } from './useDebouncedValue';

export interface PagedAnswer {
  total: number;
  nextCursor?: string;
}

/**
 * A server-searched list read a page at a time with cursors (customers, loyalty cards): the search
 * box's text, the page (its cursor stack) and the answer. A new search starts again at page one.
 */
export function useSearchPages<T extends PagedAnswer>(pathFor: (query: string) => ApiPath, pageSize: number) {
  const [search, setSearchText] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const query = useDebouncedValue(search.trim());
  const params = new URLSearchParams({ pageSize: String(pageSize) });
  if (query) params.set('search', query);
  const after = cursors.at(-1);
  if (after) params.set('after', after);
  const resource = useApiResource<T>(pathFor(params.toString()));
  return {
    search,
    setSearch(text: string) {
      setSearchText(text);
      setCursors([]);
    },
    query,
    resource,
    page: cursors.length,
    hasNewer: cursors.length > 0,
    hasOlder: resource.data?.nextCursor !== undefined,
    newer: () => setCursors(cursors.slice(0, -1)),
    older: () => {
      const next = resource.data?.nextCursor;
      if (next) setCursors([...cursors, next]);
    },
  };
}
