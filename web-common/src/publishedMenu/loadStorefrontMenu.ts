import {
  expandPublishedMenu,
  type PublishedMenu,
  publishedMenuPath,
  ShapeMismatchError,
} from '@resto/domain';
import { webEnv } from '../config/env';
import {
  decodeFirestoreFields,
  type FirestoreRestDocument,
  type FirestoreRestTarget,
  firestoreDocumentUrl,
} from './firestoreRest';
import { takePrefetchedStorefrontMenu } from './prefetchStorefrontMenu';
import { StorefrontMenuError } from './storefrontMenuError';

/**
 * Loads a store's published menu (`restaurants/{r}/stores/{s}/publishedMenu/current`) with one REST GET:
 * one document read for a cold load, none for route changes (memory cache), and an instant first
 * paint on reload from sessionStorage while one background read refreshes it.
 *
 * The document is read with the domain's zod-free `expandPublishedMenu` (same result as
 * `ZPublishedMenu.parse` for what our publisher writes), so the menu route ships no zod; anything
 * it does not expect (a newer publisher, a hand-edited document) falls back to the full zod parse,
 * loaded on demand (parseStorefrontMenu.ts).
 */

export type StorefrontMenuLoad =
  | { status: 'found'; menu: PublishedMenu }
  /** The store has no published menu: unknown store, or nothing published yet. */
  | { status: 'notFound' };

export { StorefrontMenuError };

export interface LoadStorefrontMenuOptions {
  fetch?: typeof fetch;
  target?: FirestoreRestTarget;
}

/** Fetches and validates the document; no caching (see `storefrontMenuCache`). */
export async function fetchStorefrontMenu(
  restaurantId: string,
  storeId: string,
  options: LoadStorefrontMenuOptions = {},
): Promise<StorefrontMenuLoad> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = firestoreDocumentUrl(options.target ?? webEnv, publishedMenuPath(restaurantId, storeId));
  let response: Response;
  try {
    const prefetched = options.fetch ? undefined : takePrefetchedStorefrontMenu(restaurantId, storeId);
    response = await (prefetched ?? doFetch(url, { headers: { Accept: 'application/json' } }));
  } catch {
    throw new StorefrontMenuError('We could not reach the menu. Check your connection and try again.');
  }
  if (response.status === 404) return { status: 'notFound' };
  if (!response.ok) {
    throw new StorefrontMenuError(
      `The menu could not be loaded (HTTP ${response.status}). Please try again.`,
      response.status,
    );
  }
  const document = (await response.json()) as FirestoreRestDocument;
  return { status: 'found', menu: await readStorefrontMenu(decodeFirestoreFields(document.fields)) };
}

/** The decoded document with its defaults filled in: zod-free when it can be, the full schema if not. */
export async function readStorefrontMenu(json: unknown): Promise<PublishedMenu> {
  try {
    return expandPublishedMenu(json);
  } catch (error) {
    if (!(error instanceof ShapeMismatchError)) throw error;
    console.warn('Published menu read with the full schema:', error.message);
    const { parseStorefrontMenu } = await import('./parseStorefrontMenu');
    return parseStorefrontMenu(json);
  }
}
