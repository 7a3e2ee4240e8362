import { type PublishedMenu, publishedMenuPath, ZPublishedMenu } from '@resto/domain';
import { webEnv } from '../config/env';
import {
  decodeFirestoreFields,
  type FirestoreRestDocument,
  type FirestoreRestTarget,
  firestoreDocumentUrl,
} from './firestoreRest';
import { takePrefetchedStorefrontMenu } from './prefetchStorefrontMenu';

/**
 * Loads a store's published menu (`restaurants/{r}/stores/{s}/publishedMenu/current`) with one REST GET:
 * one document read for a cold load, none for route changes (memory cache), and an instant first
 * paint on reload from sessionStorage while one background read refreshes it.
 */

export type StorefrontMenuLoad =
  | { status: 'found'; menu: PublishedMenu }
  /** The store has no published menu: unknown store, or nothing published yet. */
  | { status: 'notFound' };

export class StorefrontMenuError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'StorefrontMenuError';
  }
}

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
  return { status: 'found', menu: parseStorefrontMenu(decodeFirestoreFields(document.fields)) };
}

/** Validates the decoded document and fills in the defaults the published menu leaves out. */
export function parseStorefrontMenu(json: unknown): PublishedMenu {
  const parsed = ZPublishedMenu.safeParse(json);
  if (!parsed.success) {
    // A menu the storefront cannot read is a publishing bug; say so in the console for the developer.
    console.error('Published menu failed validation', parsed.error.issues.slice(0, 5));
    throw new StorefrontMenuError('This menu could not be read. Please try again later.');
  }
  return parsed.data;
}
