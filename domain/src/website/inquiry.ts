import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { tooLong } from '../common/inputBounds';
import { ZEmail } from '../common/validation';

/**
 * The website's contact / catering / event inquiry form (`POST /api/store-website/.../inquire`).
 * Spam is kept out without an outside captcha: a honeypot field people never see (`website`), and a
 * signed time stamp from the page (`formToken`): a form sent sooner than a person could type it, or
 * from a page older than a day, is not taken.
 */

export const INQUIRY_TOPICS = ['general', 'catering', 'event'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];
export const INQUIRY_TOPIC_LABELS: Record<InquiryTopic, string> = {
  general: 'Question',
  catering: 'Catering',
  event: 'Private event',
};

/** Fastest a person fills the form in. */
export const MIN_INQUIRY_FILL_MS = 3_000;
/** Oldest page a form may come from. */
export const MAX_INQUIRY_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export const ZWebsiteInquiryRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name')
    .max(100, tooLong('Your name must be at most 100 characters')),
  email: ZEmail,
  phone: z.string().trim().max(20, tooLong('Phone numbers are at most 20 characters')).default(''),
  topic: z.enum(INQUIRY_TOPICS).default('general'),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(2000, tooLong('Messages are at most 2,000 characters')),
  /** The honeypot: hidden from people, filled in by form-filling robots. */
  website: z.string().max(500, tooLong('Leave this field empty')).default(''),
  formToken: z.string().max(200, tooLong('This form is out of date; reload the page')).default(''),
});
export type WebsiteInquiryRequest = z.infer<typeof ZWebsiteInquiryRequest>;

/** `restaurants/{r}/stores/{s}/websiteInquiries/{inquiryId}` (staff read). */
export const ZWebsiteInquiry = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  name: z.string(),
  email: z.string(),
  phone: z.string().default(''),
  topic: z.enum(INQUIRY_TOPICS),
  message: z.string(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** How the email to the store went ('sent', 'retrying', 'failed', or 'noAddress'). */
  emailStatus: z.string().default('pending'),
});
export type WebsiteInquiry = z.infer<typeof ZWebsiteInquiry>;

/** Why a form's timing is not a person's, or undefined when it is. */
export function inquiryTimingProblem(issuedAtMs: number | undefined, nowMs: number): string | undefined {
  if (issuedAtMs === undefined || !Number.isFinite(issuedAtMs)) return 'missing';
  const age = nowMs - issuedAtMs;
  if (age < MIN_INQUIRY_FILL_MS) return 'tooFast';
  if (age > MAX_INQUIRY_FORM_AGE_MS) return 'expired';
  return undefined;
}

export function inquiryEmail(
  inquiry: Pick<WebsiteInquiry, 'name' | 'email' | 'phone' | 'topic' | 'message'>,
  place: { restaurantName: string; storeName: string },
): { subject: string; text: string; html: string } {
  const topic = INQUIRY_TOPIC_LABELS[inquiry.topic];
  const subject = `Website inquiry (${topic}) from ${inquiry.name}`;
  const lines = [
    `${place.restaurantName} ${place.storeName}: a new message from your website.`,
    '',
    `Topic: ${topic}`,
    `From: ${inquiry.name} <${inquiry.email}>`,
    ...(inquiry.phone ? [`Phone: ${inquiry.phone}`] : []),
    '',
    inquiry.message,
    '',
    'Reply to this email to answer them.',
  ];
  const esc = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  const html = `<p>${esc(lines[0] ?? '')}</p><p><strong>Topic:</strong> ${esc(topic)}<br><strong>From:</strong> ${esc(inquiry.name)} &lt;${esc(
    inquiry.email,
  )}&gt;${inquiry.phone ? `<br><strong>Phone:</strong> ${esc(inquiry.phone)}` : ''}</p><p style="white-space:pre-wrap">${esc(
    inquiry.message,
  )}</p><p>Reply to this email to answer them.</p>`;
  return { subject, text: lines.join('\n'), html };
}
