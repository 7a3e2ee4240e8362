import { reviewPageUrl } from '@resto/domain';
import { log } from '../log';
import { readGoogleReviewSettings } from './reviewSettings';
import { customerAppBaseUrl } from './reviewsConfig';

/**
 * The "Review us" link of a store's website: its review page with `source=website` (no order, no
 * token: a visitor rates the store), when the store's Google review settings show the prompt on the
 * website. Never stops the page: a failed read leaves the prompt out.
 */
export async function websiteReviewUrl(restaurantId: string, storeId: string): Promise<string | undefined> {
  try {
    const settings = await readGoogleReviewSettings({ restaurantId, storeId });
    if (!settings.showReviewLink.onWebsite) return undefined;
    return reviewPageUrl({
      customerAppBaseUrl: customerAppBaseUrl(),
      restaurantId,
      storeId,
      source: 'website',
    });
  } catch (error) {
    log.warn('website.review_prompt_failed', { restaurantId, storeId, error: String(error) });
    return undefined;
  }
}
