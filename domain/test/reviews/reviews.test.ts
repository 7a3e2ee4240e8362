import { describe, expect, it } from 'vitest';
import { ZCustomerReview, ZGoogleReviewSettings } from '../../src';
import { messages, NOW } from '../support/schemaFixtures';

describe('reviews', () => {
  it('reviews: HAPPY or SAD from one of five sources', () => {
    const review = {
      id: 'r',
      restaurantId: 'r1',
      storeId: 's1',
      reviewSource: 'printedOrderTicket',
      rating: 'HAPPY',
      createdIsoDateTimeUtc: NOW,
    };
    expect(ZCustomerReview.safeParse(review).success).toBe(true);
    expect(messages(ZCustomerReview.safeParse({ ...review, rating: 'MEH' }))).toEqual([
      'Choose happy or sad',
    ]);
  });

  it('google review settings need a link before showing it', () => {
    expect(ZGoogleReviewSettings.parse({}).link).toBe('');
    expect(messages(ZGoogleReviewSettings.safeParse({ showReviewLink: { onWebsite: true } }))).toEqual([
      'Enter the review link to show it to customers',
    ]);
    expect(
      messages(ZGoogleReviewSettings.safeParse({ enableQrCode: true, printQrCode: { onOrderTicket: true } })),
    ).toHaveLength(1);
    expect(
      ZGoogleReviewSettings.safeParse({ link: 'https://g.page/r/x', showReviewLink: { onWebsite: true } })
        .success,
    ).toBe(true);
  });
});
