import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { INPUT_LIMITS } from '../common/inputBounds';
import { ZUrlOrEmpty } from '../common/validation';
import { contrastRatio, MIN_TEXT_CONTRAST, WHITE } from './colour';

/**
 * Where a customer left the review from: the spec's five surfaces, plus the two review requests sent
 * after a completed order (email, and SMS to customers who agreed to texts), so the owner can tell
 * which of their asks people answer.
 */
export const REVIEW_SOURCES = [
  'onlineOrderingPortal',
  'website',
  'emailTaxInvoice',
  'printedInvoice',
  'printedOrderTicket',
  'reviewRequestEmail',
  'reviewRequestSms',
] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const REVIEW_SOURCE_LABELS: Record<ReviewSource, string> = {
  onlineOrderingPortal: 'Online ordering',
  website: 'Website',
  emailTaxInvoice: 'Emailed tax invoice',
  printedInvoice: 'Printed invoice',
  printedOrderTicket: 'Printed order ticket',
  reviewRequestEmail: 'Review request email',
  reviewRequestSms: 'Review request text',
};

export const REVIEW_RATINGS = ['HAPPY', 'SAD'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** The admin's reviews list: reviews per page, and the longest search. */
export const REVIEW_LIST_PAGE_SIZE = 20;
export const REVIEW_SEARCH_MAX = 100;

/** A private message is a few sentences; bounded so a review stays a small document. */
export const REVIEW_COMMENT_MAX = 1000;

export const ZCustomerReview = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  /** The order rated, when the customer came from an order's link (one review per order). */
  orderId: ZDocumentId.optional(),
  /** The order's number as the customer knows it ("#47"), for the owner's list. */
  orderLabel: z.string().max(20).optional(),
  /** The name the order was placed under, so the owner can close the loop. */
  customerName: z.string().max(INPUT_LIMITS.name).optional(),
  reviewSource: z.enum(REVIEW_SOURCES),
  rating: z.enum(REVIEW_RATINGS, { error: 'Choose happy or sad' }),
  /** What the customer told the store privately ("Tell us privately"); only the store sees it. */
  comment: z.string().max(REVIEW_COMMENT_MAX).optional(),
  commentIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** When the customer chose "Review us on Google" (we never see what they wrote there). */
  googleLinkOpenedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type CustomerReview = z.infer<typeof ZCustomerReview>;

/** Where the review prompt shows, by the spec's `showReviewLink` flags. */
export const ZShowReviewLink = z
  .object({
    onOnlineOrderingPortal: z.boolean().default(false),
    onWebsite: z.boolean().default(false),
    onEmailTaxInvoice: z.boolean().default(false),
  })
  .default({ onOnlineOrderingPortal: false, onWebsite: false, onEmailTaxInvoice: false });

/** The banner's colour when the owner picks their own: a dark blue that white text reads well on. */
export const DEFAULT_REVIEW_BANNER_COLOR = '#1a4d8f';

const ZHexColour = z
  .string()
  .trim()
  .max(7)
  .regex(/^#[0-9a-fA-F]{6}$/, 'Pick a colour like #1a4d8f');

export const ZGoogleReviewSettings = z
  .object({
    /** The Google Business Profile's review link ("Ask for reviews" in the profile gives it). */
    link: ZUrlOrEmpty.default(''),
    showReviewLink: ZShowReviewLink,
    printQrCode: z
      .object({ onOrderInvoice: z.boolean().default(false), onOrderTicket: z.boolean().default(false) })
      .default({ onOrderInvoice: false, onOrderTicket: false }),
    enableQrCode: z.boolean().default(false),
    enableCustomerReviewNotifications: z.boolean().default(false),
    /** Who is emailed about new reviews; empty = the store's contact email. */
    // A plain pattern rather than the shared email pipe: this settings document is walked by the
    // published-shape reader's tests, which model no pipes.
    notificationEmail: z
      .string()
      .trim()
      .max(INPUT_LIMITS.email)
      .refine(
        (text) => text === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text),
        'Enter an email address like name@example.com',
      )
      .default(''),
    enableCustomBannerColor: z.boolean().default(false),
    bannerColor: ZHexColour.default(DEFAULT_REVIEW_BANNER_COLOR),
    /** Ask every customer of a completed order, once: by email, and by SMS when they agreed to texts. */
    reviewRequests: z
      .object({ byEmail: z.boolean().default(false), bySms: z.boolean().default(false) })
      .default({ byEmail: false, bySms: false }),
  })
  .superRefine((settings, ctx) => {
    const showsLink =
      Object.values(settings.showReviewLink).some(Boolean) ||
      (settings.enableQrCode && Object.values(settings.printQrCode).some(Boolean));
    if (showsLink && settings.link === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'Enter the review link to show it to customers',
      });
    }
    if (settings.link !== '' && !settings.link.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'Use the https:// link Google gives you' });
    }
    if (settings.enableCustomBannerColor && /^#[0-9a-fA-F]{6}$/.test(settings.bannerColor)) {
      const ratio = contrastRatio(settings.bannerColor, WHITE);
      if (ratio < MIN_TEXT_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          path: ['bannerColor'],
          message: `White text on this colour is hard to read (contrast ${ratio.toFixed(1)}:1; it needs ${MIN_TEXT_CONTRAST}:1). Pick a darker colour.`,
        });
      }
    }
  });
export type GoogleReviewSettings = z.infer<typeof ZGoogleReviewSettings>;

/** The banner colour customers see: the owner's when switched on, else the storefront's own. */
export function reviewBannerColor(settings: GoogleReviewSettings): string | undefined {
  return settings.enableCustomBannerColor ? settings.bannerColor : undefined;
}
