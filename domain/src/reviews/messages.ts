import { type CustomerReview, REVIEW_SOURCE_LABELS } from './reviews';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface ReviewRequestContext {
  restaurantName: string;
  storeName: string;
  customerName: string;
  orderLabel: string;
  /** The order's review page (with its token and the request's source). */
  reviewUrl: string;
}

/**
 * The one review request a completed order gets by email. Every customer gets the same words and the
 * same link whatever we might guess about their visit (no review gating): the page then offers both
 * "Review us on Google" and "Tell us privately".
 */
export function reviewRequestEmail(context: ReviewRequestContext): {
  subject: string;
  text: string;
  html: string;
} {
  const first = context.customerName.trim().split(/\s+/)[0] || 'there';
  const subject = `How was your order ${context.orderLabel} from ${context.restaurantName}?`;
  const text = [
    `Hi ${first},`,
    '',
    `Thanks for ordering from ${context.restaurantName} (${context.storeName}). How was order ${context.orderLabel}?`,
    'Tap happy or sad, then review us on Google or tell us privately. It takes a few seconds:',
    context.reviewUrl,
    '',
    'We ask everyone once per order. No reply needed if you would rather not.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(context.restaurantName)}</h1>
<p>Hi ${escapeHtml(first)},</p>
<p>Thanks for ordering from ${escapeHtml(context.restaurantName)} (${escapeHtml(context.storeName)}). How was order ${escapeHtml(context.orderLabel)}?</p>
<p>Tap happy or sad, then review us on Google or tell us privately. It takes a few seconds.</p>
<p style="margin:24px 0"><a href="${escapeHtml(context.reviewUrl)}" style="background:#1a4d8f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Rate your order</a></p>
<p style="color:#555;font-size:13px">We ask everyone once per order. No reply needed if you would rather not.</p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * The review request by SMS (only to customers who agreed to texts): who is asking, the link, and how
 * to stop texts (Spam Act 2003: identify the sender, a working opt-out).
 */
export function reviewRequestSms(context: ReviewRequestContext): string {
  return `${context.restaurantName}: how was order ${context.orderLabel}? Rate it: ${context.reviewUrl} Reply STOP to opt out`;
}

/** The store's email about a new review (or a private message added to one). */
export function reviewNotificationEmail(input: {
  review: CustomerReview;
  storeName: string;
  /** The admin page listing the store's reviews. */
  reviewsUrl: string;
  event: 'rated' | 'message';
}): { subject: string; text: string; html: string } {
  const { review } = input;
  const mood = review.rating === 'HAPPY' ? 'Happy' : 'Sad';
  const about = review.orderLabel ? `order ${review.orderLabel}` : 'the store';
  const who = review.customerName ? ` from ${review.customerName}` : '';
  const subject =
    input.event === 'message'
      ? `Private message about ${about}${who} (${input.storeName})`
      : `New review: ${mood} about ${about}${who} (${input.storeName})`;
  const lines = [
    `Rating: ${mood}`,
    `From: ${REVIEW_SOURCE_LABELS[review.reviewSource]}`,
    ...(review.comment ? ['', 'What they told you privately:', review.comment] : []),
    '',
    `All reviews: ${input.reviewsUrl}`,
  ];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;padding:16px">
<h1 style="font-size:18px">${escapeHtml(subject)}</h1>
<p><strong>Rating:</strong> ${escapeHtml(mood)}<br><strong>From:</strong> ${escapeHtml(REVIEW_SOURCE_LABELS[review.reviewSource])}</p>
${review.comment ? `<p><strong>What they told you privately:</strong></p><blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(review.comment).replaceAll('\n', '<br>')}</blockquote>` : ''}
<p><a href="${escapeHtml(input.reviewsUrl)}">See all reviews</a></p></body></html>`;
  return { subject, text: lines.join('\n'), html };
}
