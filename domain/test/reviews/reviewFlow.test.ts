import { describe, expect, it } from 'vitest';
import {
  type CustomerReview,
  contrastRatio,
  filterReviews,
  REVIEW_SOURCES,
  reviewNotificationEmail,
  reviewPageUrl,
  reviewRequestEmail,
  reviewRequestSms,
  reviewSourceFromParam,
  reviewSummary,
  reviewTrend,
  ZCustomerReviewRequest,
  ZGoogleReviewSettings,
  ZReviewMessageRequest,
} from '../../src';
import { messages } from '../support/schemaFixtures';

const review = (over: Partial<CustomerReview>): CustomerReview => ({
  id: 'x',
  restaurantId: 'r1',
  storeId: 's1',
  reviewSource: 'reviewRequestEmail',
  rating: 'HAPPY',
  createdIsoDateTimeUtc: '2026-03-02T01:00:00.000Z',
  ...over,
});

describe('review settings', () => {
  it('checks the banner colour against white text (WCAG AA 4.5:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(
      messages(ZGoogleReviewSettings.safeParse({ enableCustomBannerColor: true, bannerColor: '#ffeb3b' }))[0],
    ).toMatch(/hard to read \(contrast 1\.\d:1; it needs 4\.5:1\)/);
    expect(
      ZGoogleReviewSettings.safeParse({ enableCustomBannerColor: true, bannerColor: '#1a4d8f' }).success,
    ).toBe(true);
    // A light colour is fine while the custom colour is off.
    expect(ZGoogleReviewSettings.safeParse({ bannerColor: '#ffeb3b' }).success).toBe(true);
    expect(messages(ZGoogleReviewSettings.safeParse({ bannerColor: 'red' }))).toEqual([
      'Pick a colour like #1a4d8f',
    ]);
  });

  it('wants the https link Google gives, and a real notification address', () => {
    expect(messages(ZGoogleReviewSettings.safeParse({ link: 'http://g.page/r/x' }))).toEqual([
      'Use the https:// link Google gives you',
    ]);
    expect(messages(ZGoogleReviewSettings.safeParse({ link: 'g.page/r/x' }))).toContain(
      'Links must start with http:// or https://',
    );
    expect(messages(ZGoogleReviewSettings.safeParse({ notificationEmail: 'owner' }))).toEqual([
      'Enter an email address like name@example.com',
    ]);
    const saved = ZGoogleReviewSettings.parse({});
    expect(saved.reviewRequests).toEqual({ byEmail: false, bySms: false });
  });
});

describe('review requests', () => {
  it('takes a rating from a known source with a well-formed token only', () => {
    const ok = { orderId: 'o1', token: 'A'.repeat(24), reviewSource: 'printedInvoice', rating: 'SAD' };
    expect(ZCustomerReviewRequest.safeParse(ok).success).toBe(true);
    expect(messages(ZCustomerReviewRequest.safeParse({ ...ok, token: 'short' }))).toEqual([
      'This review link is not valid',
    ]);
    expect(messages(ZCustomerReviewRequest.safeParse({ ...ok, rating: 'MEH' }))).toEqual([
      'Choose happy or sad',
    ]);
    expect(messages(ZCustomerReviewRequest.safeParse({ ...ok, reviewSource: 'tv' }))).toEqual([
      'Unknown review source',
    ]);
  });

  it('bounds the private message', () => {
    const key = 'b'.repeat(24);
    expect(messages(ZReviewMessageRequest.safeParse({ reviewKey: key, comment: '  ' }))).toEqual([
      'Write a few words first',
    ]);
    expect(messages(ZReviewMessageRequest.safeParse({ reviewKey: key, comment: 'x'.repeat(1001) }))).toEqual([
      'Keep it to 1,000 characters',
    ]);
  });

  it('builds the review link with its source and token, and reads the source back', () => {
    const url = reviewPageUrl({
      customerAppBaseUrl: 'https://order.example.com/',
      restaurantId: 'r 1',
      storeId: 's1',
      orderId: 'o1',
      token: 'T'.repeat(24),
      source: 'emailTaxInvoice',
    });
    expect(url).toBe(
      `https://order.example.com/restaurants/r%201/stores/s1/customer-review/o1?source=emailTaxInvoice&token=${'T'.repeat(24)}`,
    );
    expect(reviewSourceFromParam('printedOrderTicket', 'website')).toBe('printedOrderTicket');
    expect(reviewSourceFromParam('nonsense', 'website')).toBe('website');
    expect(reviewSourceFromParam(null, 'onlineOrderingPortal')).toBe('onlineOrderingPortal');
    expect(REVIEW_SOURCES).toHaveLength(7);
  });

  it('asks everyone the same way: the request names no rating and opts out by STOP', () => {
    const context = {
      restaurantName: 'Pizza Palace',
      storeName: 'Bondi',
      customerName: 'Ana Lima',
      orderLabel: '#47',
      reviewUrl: 'https://x/y',
    };
    const email = reviewRequestEmail(context);
    expect(email.subject).toBe('How was your order #47 from Pizza Palace?');
    expect(email.text).toContain('review us on Google or tell us privately');
    expect(email.html).toContain('href="https://x/y"');
    expect(email.text).not.toMatch(/happy customers|5 stars|positive/i);
    expect(reviewRequestSms(context)).toBe(
      'Pizza Palace: how was order #47? Rate it: https://x/y Reply STOP to opt out',
    );
  });

  it('tells the store about a review and escapes what the customer wrote', () => {
    const email = reviewNotificationEmail({
      review: review({ rating: 'SAD', comment: '<b>cold</b>', orderLabel: '#9', customerName: 'Bo' }),
      storeName: 'Bondi',
      reviewsUrl: 'https://admin/reviews',
      event: 'message',
    });
    expect(email.subject).toBe('Private message about order #9 from Bo (Bondi)');
    expect(email.html).toContain('&lt;b&gt;cold&lt;/b&gt;');
    expect(email.text).toContain('<b>cold</b>');
  });
});

describe('review list', () => {
  const reviews = [
    review({
      id: 'a',
      rating: 'HAPPY',
      orderLabel: '#12',
      customerName: 'Ana',
      createdIsoDateTimeUtc: '2026-03-01T02:00:00.000Z',
    }),
    review({
      id: 'b',
      rating: 'SAD',
      comment: 'Chips were cold',
      reviewSource: 'printedInvoice',
      createdIsoDateTimeUtc: '2026-03-02T02:00:00.000Z',
    }),
    review({ id: 'c', rating: 'SAD', storeId: 's2', createdIsoDateTimeUtc: '2026-03-02T14:30:00.000Z' }),
  ];

  it('filters by rating, source, store and words, newest first', () => {
    expect(filterReviews(reviews, {}).map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(filterReviews(reviews, { rating: 'SAD' }).map((r) => r.id)).toEqual(['c', 'b']);
    expect(filterReviews(reviews, { source: 'printedInvoice' }).map((r) => r.id)).toEqual(['b']);
    expect(filterReviews(reviews, { storeId: 's2' }).map((r) => r.id)).toEqual(['c']);
    expect(filterReviews(reviews, { search: 'COLD chips' }).map((r) => r.id)).toEqual(['b']);
    expect(filterReviews(reviews, { search: '#12' }).map((r) => r.id)).toEqual(['a']);
  });

  it('counts happy and sad per store day, quiet days as zero', () => {
    // 14:30 UTC on the 2nd is the 3rd in Sydney.
    expect(
      reviewTrend(reviews, ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'], 'Australia/Sydney'),
    ).toEqual([
      { date: '2026-03-01', happy: 1, sad: 0 },
      { date: '2026-03-02', happy: 0, sad: 1 },
      { date: '2026-03-03', happy: 0, sad: 1 },
      { date: '2026-03-04', happy: 0, sad: 0 },
    ]);
    expect(reviewSummary(reviews)).toEqual({ total: 3, happy: 1, sad: 2, happyPercent: 33 });
    expect(reviewSummary([]).happyPercent).toBeUndefined();
  });
});
