import { contrastRatio, type GoogleReviewSettings, REVIEW_SOURCE_LABELS, WHITE } from '@resto/domain';

/** The Google review settings in words, beside the form. */
export function describeGoogleReviewSettings(value: GoogleReviewSettings): string[] {
  const lines: string[] = [];
  const asked = [
    value.showReviewLink.onOnlineOrderingPortal && 'on their order page',
    value.showReviewLink.onWebsite && 'on your website',
    value.showReviewLink.onEmailTaxInvoice && 'in the emailed tax invoice',
    value.enableQrCode && value.printQrCode.onOrderInvoice && 'by a QR code on the printed invoice',
    value.enableQrCode && value.printQrCode.onOrderTicket && 'by a QR code on the printed order ticket',
  ].filter((entry): entry is string => typeof entry === 'string');
  lines.push(
    asked.length > 0
      ? `Customers are asked how their order went ${asked.join(', ')}.`
      : 'Customers are not asked for a review on any page, email or receipt.',
  );
  const requests = [value.reviewRequests.byEmail && 'email', value.reviewRequests.bySms && 'text'].filter(
    Boolean,
  );
  lines.push(
    requests.length > 0
      ? `After each order (when it is completed, or a while after a counter sale is paid) the customer gets one review request by ${requests.join(' and ')}${value.reviewRequests.bySms ? ' (texts only to customers who agreed to them)' : ''}.`
      : 'No review request is sent after an order.',
  );
  lines.push(
    value.link
      ? 'After rating, every customer sees the same two choices: "Review us on Google" and "Tell us privately".'
      : 'After rating, customers can tell you privately. Add your Google link to offer "Review us on Google" too.',
  );
  lines.push(
    value.enableCustomerReviewNotifications
      ? `New reviews and private messages are emailed to ${value.notificationEmail || "the restaurant's contact email"}.`
      : 'Nobody is emailed about new reviews; they show in the reviews list.',
  );
  if (value.enableCustomBannerColor)
    lines.push(
      `The review banner is ${value.bannerColor} (contrast ${contrastRatio(value.bannerColor, WHITE).toFixed(1)}:1).`,
    );
  return lines;
}

export const SOURCE_OPTIONS = Object.entries(REVIEW_SOURCE_LABELS) as [
  keyof typeof REVIEW_SOURCE_LABELS,
  string,
][];
