import { describe, expect, it } from 'vitest';
import {
  type OrderEmailSummary,
  orderEmailKindOf,
  ZOnlineOrderDocument,
  ZOrderEmailSummary,
} from '../../src';

/** What the server's email delivery copies onto the order (functions/src/integrations/email/delivery.ts). */
const FAILED: OrderEmailSummary = {
  status: 'failed',
  attempts: 1,
  lastError: 'the email provider refused it (SMTP 550 at RCPT TO)',
  nextAttemptIsoDateTimeUtc: null,
  sentIsoDateTimeUtc: null,
  deliveryPath: 'restaurants/r1/stores/s1/emailDeliveries/orderConfirmation_order-1',
  updatedIsoDateTimeUtc: '2025-03-03T01:02:03.456Z',
};

describe('the order email summary staff see on an order', () => {
  it('reads every state the delivery writes', () => {
    expect(ZOrderEmailSummary.parse(FAILED)).toEqual(FAILED);
    const retrying = {
      ...FAILED,
      status: 'retrying',
      lastError: 'the email provider asked to try again later (SMTP 451 at RCPT TO)',
      nextAttemptIsoDateTimeUtc: '2025-03-03T01:03:03.456Z',
    };
    expect(ZOrderEmailSummary.parse(retrying)).toEqual(retrying);
    const sent = {
      ...FAILED,
      status: 'sent',
      attempts: 2,
      lastError: null,
      sentIsoDateTimeUtc: FAILED.updatedIsoDateTimeUtc,
    };
    expect(ZOrderEmailSummary.parse(sent)).toEqual(sent);
    expect(ZOrderEmailSummary.safeParse({ ...FAILED, status: 'bounced' }).success).toBe(false);
  });

  it('is an optional field of the stored order', () => {
    expect(ZOnlineOrderDocument.shape.confirmationEmail.safeParse(undefined).success).toBe(true);
    expect(ZOnlineOrderDocument.shape.confirmationEmail.parse(FAILED)).toEqual(FAILED);
  });

  it('says which email it is about from the delivery record id', () => {
    expect(orderEmailKindOf(FAILED)).toBe('confirmation');
    expect(
      orderEmailKindOf({ deliveryPath: 'restaurants/r1/stores/s1/emailDeliveries/orderInvoice_order-1' }),
    ).toBe('invoice');
  });
});
