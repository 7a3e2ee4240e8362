import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { ZUrlOrEmpty } from '../common/validation';

/** Where a customer left the review from. */
export const REVIEW_SOURCES = [
  'onlineOrderingPortal',
  'website',
  'emailTaxInvoice',
  'printedInvoice',
  'printedOrderTicket',
] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const REVIEW_RATINGS = ['HAPPY', 'SAD'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const ZCustomerReview = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  orderId: ZDocumentId.optional(),
  reviewSource: z.enum(REVIEW_SOURCES),
  rating: z.enum(REVIEW_RATINGS, { error: 'Choose happy or sad' }),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type CustomerReview = z.infer<typeof ZCustomerReview>;

export const ZGoogleReviewSettings = z
  .object({
    link: ZUrlOrEmpty.default(''),
    showReviewLink: z
      .object({
        onOnlineOrderingPortal: z.boolean().default(false),
        onWebsite: z.boolean().default(false),
        onEmailTaxInvoice: z.boolean().default(false),
      })
      .default({ onOnlineOrderingPortal: false, onWebsite: false, onEmailTaxInvoice: false }),
    printQrCode: z
      .object({ onOrderInvoice: z.boolean().default(false), onOrderTicket: z.boolean().default(false) })
      .default({ onOrderInvoice: false, onOrderTicket: false }),
    enableQrCode: z.boolean().default(false),
    enableCustomerReviewNotifications: z.boolean().default(false),
    enableCustomBannerColor: z.boolean().default(false),
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
  });
export type GoogleReviewSettings = z.infer<typeof ZGoogleReviewSettings>;
