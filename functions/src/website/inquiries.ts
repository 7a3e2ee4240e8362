import { randomUUID } from 'node:crypto';
import {
  inquiryEmail,
  inquiryTimingProblem,
  type WebsiteInquiry,
  type WebsiteInquiryRequest,
  ZWebsiteInfo,
} from '@resto/domain';
import { db, nowIso } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { FieldError, NotFoundError } from '../http/errors';
import { deliverEmail, emailSender, storeEmailDeliveryDoc } from '../integrations/email';
import { log } from '../log';
import { formTokenIssuedAt } from './formToken';
import { publishedStoreWebsiteDoc, websiteInquiries } from './paths';

export type InquiryOutcome = { status: 'received'; inquiryId: string } | { status: 'dropped' };

/**
 * Takes a website inquiry: a filled honeypot is dropped silently (a robot learns nothing); a form
 * without a valid time stamp, or sent too fast, is refused in words. Stored for the admin list, then
 * emailed to the store (the restaurant's contact email) once, through the email port.
 */
export async function submitInquiry(
  restaurantId: string,
  storeId: string,
  request: WebsiteInquiryRequest,
  nowMs = Date.now(),
): Promise<InquiryOutcome> {
  const [restaurant, store, site] = await db().getAll(
    restaurantDoc(restaurantId),
    storeDoc(restaurantId, storeId),
    publishedStoreWebsiteDoc(restaurantId, storeId),
  );
  if (!restaurant?.exists || !store?.exists || !site?.exists)
    throw new NotFoundError('We could not find this website.');
  if (request.website.trim() !== '') {
    log.info('website.inquiry_dropped', { restaurantId, storeId, reason: 'honeypot' });
    return { status: 'dropped' };
  }
  const issuedAt = await formTokenIssuedAt(`${restaurantId}/${storeId}`, request.formToken);
  const timing = inquiryTimingProblem(issuedAt, nowMs);
  if (timing === 'tooFast') {
    log.info('website.inquiry_dropped', { restaurantId, storeId, reason: timing });
    return { status: 'dropped' };
  }
  if (timing)
    throw new FieldError(
      'formToken',
      'This form is out of date. Reload the page and send your message again.',
    );

  const inquiryId = randomUUID();
  const contact = ZWebsiteInfo.parse(restaurant.get('websiteInfo') ?? {});
  const to = contact.contactEmail || String(restaurant.get('contactEmail') ?? '');
  const inquiry: WebsiteInquiry = {
    id: inquiryId,
    restaurantId,
    storeId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    topic: request.topic,
    message: request.message,
    createdIsoDateTimeUtc: nowIso(),
    emailStatus: to ? 'sending' : 'noAddress',
  };
  const ref = websiteInquiries(restaurantId, storeId).doc(inquiryId);
  await ref.create(inquiry);
  if (to) {
    const content = inquiryEmail(inquiry, {
      restaurantName: String(restaurant.get('name') ?? ''),
      storeName: String(store.get('name') ?? ''),
    });
    const delivery = await deliverEmail(
      storeEmailDeliveryDoc(restaurantId, storeId, `websiteInquiry_${inquiryId}`),
      {
        to,
        ...content,
        replyTo: request.email,
        kind: 'websiteInquiry',
        tags: { restaurantId, storeId, inquiryId },
      },
      { sender: emailSender() },
    );
    await ref.update({ emailStatus: delivery.status });
  }
  log.info('website.inquiry_received', { restaurantId, storeId, inquiryId });
  return { status: 'received', inquiryId };
}
