import { type PublishedMenu, ZPublishedMenu } from '@resto/domain';
import { StorefrontMenuError } from './storefrontMenuError';

/**
 * Validates a decoded published menu with the full zod schema and fills in its defaults. The
 * storefront only loads this (and zod) when the zod-free reader refuses a document; see
 * loadStorefrontMenu.ts.
 */
export function parseStorefrontMenu(json: unknown): PublishedMenu {
  const parsed = ZPublishedMenu.safeParse(json);
  if (!parsed.success) {
    // A menu the storefront cannot read is a publishing bug; say so in the console for the developer.
    console.error('Published menu failed validation', parsed.error.issues.slice(0, 5));
    throw new StorefrontMenuError('This menu could not be read. Please try again later.');
  }
  return parsed.data;
}
