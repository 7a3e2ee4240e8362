/** Stripe list objects: newest first, `limit` (1..100, default 10), `starting_after`, `has_more`. */
import { invalidRequest } from './errors';
import type { FormParams } from './form';
import type { StripeObject } from './state';

export interface ListObject {
  object: 'list';
  data: StripeObject[];
  has_more: boolean;
  url: string;
}

export function listOf(
  items: StripeObject[],
  params: FormParams,
  url: string,
  filter: (item: StripeObject) => boolean = () => true,
): ListObject {
  const limitParam = params.limit;
  const limit = typeof limitParam === 'string' ? Number(limitParam) : 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidRequest('Invalid integer: limit must be between 1 and 100.', 'limit');
  }
  // Newest first; equal timestamps keep reverse insertion order.
  const ordered = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => filter(item))
    .sort((a, b) => (b.item.created ?? 0) - (a.item.created ?? 0) || b.index - a.index)
    .map(({ item }) => item);
  let start = 0;
  const after = params.starting_after;
  if (typeof after === 'string' && after !== '') {
    const position = ordered.findIndex((item) => item.id === after);
    if (position < 0)
      throw invalidRequest(`No such object: '${after}'`, 'starting_after', 'resource_missing');
    start = position + 1;
  }
  const before = params.ending_before;
  let end = ordered.length;
  if (typeof before === 'string' && before !== '') {
    const position = ordered.findIndex((item) => item.id === before);
    if (position < 0)
      throw invalidRequest(`No such object: '${before}'`, 'ending_before', 'resource_missing');
    end = position;
    start = Math.max(0, end - limit);
  }
  const data = ordered.slice(start, Math.min(end, start + limit));
  return { object: 'list', data, has_more: start + limit < end, url };
}
