/**
 * Customer reviews at both demo stores: Bondi asks for them (Google link, the prompt on the order page
 * and in emailed invoices, QR codes on printed invoices, review requests by email, notifications,
 * its own banner colour) and has six weeks of happy and sad ratings, some with private messages;
 * Surry Hills a few. Ids and contents derive from the business date and a fixed pattern, never from
 * a clock reading inside a day, so a second run changes nothing.
 */
import {
  addDaysToLocalDate,
  type CustomerReview,
  type GoogleReviewSettings,
  localDateAt,
  REVIEW_SOURCES,
  reviewSearchTerms,
  ZCustomerReview,
  ZGoogleReviewSettings,
  zonedInstant,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';

const TIMEZONE = 'Australia/Sydney';
const HISTORY_DAYS = 42;

export const DEMO_GOOGLE_REVIEW_LINK = 'https://g.page/r/CdemoPizzaBondi/review';

const BONDI_SETTINGS: GoogleReviewSettings = ZGoogleReviewSettings.parse({
  link: DEMO_GOOGLE_REVIEW_LINK,
  showReviewLink: { onOnlineOrderingPortal: true, onWebsite: false, onEmailTaxInvoice: true },
  enableQrCode: true,
  printQrCode: { onOrderInvoice: true, onOrderTicket: false },
  enableCustomerReviewNotifications: true,
  notificationEmail: '',
  enableCustomBannerColor: true,
  bannerColor: '#1a4d8f',
  reviewRequests: { byEmail: true, bySms: false },
});

const NAMES = [
  'Olivia Bennett',
  'Jack Thompson',
  'Mia Nguyen',
  'Noah Williams',
  'Charlotte Kelly',
  'Lucas Martin',
  'Isla Robinson',
  'Ethan Brown',
];
const HAPPY_NOTES = [
  'Best margherita in Bondi, still hot when it arrived.',
  'Quick pickup and friendly staff. Thanks!',
  'The half and half was perfect for the kids.',
  '',
  '',
];
const SAD_NOTES = [
  'Delivery took over an hour and the chips were cold.',
  'Missing the garlic bread we paid for.',
  'Pizza was a bit burnt on the bottom.',
  '',
];

/** A small fixed hash of a text (the same numbers on every run). */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

function reviewsOn(restaurantId: string, storeId: string, date: string, perDay: number): CustomerReview[] {
  const seed = hash(`${storeId}:${date}`);
  const count = seed % (perDay + 1);
  return Array.from({ length: count }, (_, index) => {
    const n = hash(`${storeId}:${date}:${index}`);
    const rating = n % 5 === 0 ? 'SAD' : 'HAPPY';
    const notes = rating === 'HAPPY' ? HAPPY_NOTES : SAD_NOTES;
    const note = notes[n % notes.length] ?? '';
    const source = REVIEW_SOURCES[n % REVIEW_SOURCES.length] ?? 'website';
    const withOrder = source !== 'website';
    const created = zonedInstant(date, 11 * 60 + (n % 600), TIMEZONE).toISOString();
    return ZCustomerReview.parse({
      id: `demo-review-${date}-${index + 1}`,
      restaurantId,
      storeId,
      ...(withOrder ? { orderLabel: `#${100 + (n % 200)}`, customerName: NAMES[n % NAMES.length] } : {}),
      reviewSource: source,
      rating,
      ...(note ? { comment: note, commentIsoDateTimeUtc: created } : {}),
      ...(n % 3 === 0 ? { googleLinkOpenedIsoDateTimeUtc: created } : {}),
      createdIsoDateTimeUtc: created,
    });
  });
}

export async function seedReviews(db: Firestore, restaurantId: string): Promise<void> {
  const restaurant = db.collection('restaurants').doc(restaurantId);
  const bondi = restaurant.collection('stores').doc('bondi');
  const batch = db.batch();
  batch.set(bondi.collection('settings').doc('googleReview'), BONDI_SETTINGS);
  batch.set(bondi.collection('settings').doc('addOns'), { googleReviews: true }, { merge: true });
  const today = localDateAt(new Date(), TIMEZONE);
  for (const [storeId, perDay] of [
    ['bondi', 3],
    ['surry-hills', 1],
  ] as const) {
    for (let back = HISTORY_DAYS - 1; back >= 0; back -= 1) {
      for (const review of reviewsOn(restaurantId, storeId, addDaysToLocalDate(today, -back), perDay)) {
        // With the words the owner's search finds it by, as the review routes store them.
        batch.set(restaurant.collection('stores').doc(storeId).collection('reviews').doc(review.id), {
          ...review,
          searchTerms: reviewSearchTerms(review),
        });
      }
    }
  }
  await batch.commit();
}
