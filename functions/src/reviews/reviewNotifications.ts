import { type CustomerReview, reviewNotificationEmail } from '@resto/domain';
import { emailSender } from '../integrations/email';
import { log } from '../log';
import type { OrderingStore } from '../onlineOrdering/orderingStore';
import { readGoogleReviewSettings } from './reviewSettings';
import { adminReviewsUrl } from './reviewsConfig';

/**
 * Emails the store about a new review or a private message, when the owner switched notifications
 * on: to the address on the settings page, else the restaurant's contact email. Never fails the
 * customer's request: the review is saved either way and the list shows it.
 */
export async function notifyStoreOfReview(
  store: OrderingStore,
  review: CustomerReview,
  event: 'rated' | 'message',
): Promise<void> {
  try {
    const settings = await readGoogleReviewSettings(store);
    if (!settings.enableCustomerReviewNotifications) return;
    const to = settings.notificationEmail || store.contactEmail;
    if (!to) return;
    const message = reviewNotificationEmail({
      review,
      storeName: store.menu.store.name,
      reviewsUrl: adminReviewsUrl(store.restaurantId, store.storeId),
      event,
    });
    const sent = await emailSender().send({
      to,
      ...message,
      kind: 'reviewNotification',
      tags: { restaurantId: store.restaurantId, storeId: store.storeId, reviewId: review.id },
    });
    log.info('reviews.store_notified', { reviewId: review.id, event, messageId: sent.id });
  } catch (error) {
    log.warn('reviews.store_notification_failed', { reviewId: review.id, event, error: String(error) });
  }
}
