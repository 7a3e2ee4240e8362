import { describe, expect, it } from 'vitest';
import {
  REVIEW_SEARCH_TERMS_MAX,
  reviewMatchesSearch,
  reviewSearchQueryTerms,
  reviewSearchTerms,
  ZReviewListQuery,
} from '../../src';

describe('review search terms', () => {
  const review = { orderLabel: '#147', customerName: 'Zoë Müller', comment: 'Chips were COLD, pizza-late!' };

  it('index the start of every word of the order number, name and message, without accents or case', () => {
    const terms = reviewSearchTerms(review);
    for (const term of ['1', '14', '147', 'z', 'zoe', 'mull', 'muller', 'chips', 'cold', 'pizza', 'late'])
      expect(terms, term).toContain(term);
    expect(terms).not.toContain('#147');
    expect(terms).not.toContain('old');
  });

  it('find a review only when every searched word starts one of its words', () => {
    expect(reviewSearchQueryTerms(' #147  COLD ')).toEqual(['147', 'cold']);
    expect(reviewMatchesSearch(review, 'zoe cold')).toBe(true);
    expect(reviewMatchesSearch(review, 'Müll #14')).toBe(true);
    expect(reviewMatchesSearch(review, 'cold olds')).toBe(false);
    expect(reviewMatchesSearch(review, '')).toBe(true);
  });

  it('stay bounded for the longest message', () => {
    const long = Array.from({ length: 200 }, (_, index) => `word${index}abcdefghijklmnop`).join(' ');
    const terms = reviewSearchTerms({ comment: long.slice(0, 1000) });
    expect(terms.length).toBeLessThanOrEqual(REVIEW_SEARCH_TERMS_MAX);
    expect(Math.max(...terms.map((term) => term.length))).toBeLessThanOrEqual(15);
  });

  it('the list query is bounded and explains what it refuses', () => {
    expect(ZReviewListQuery.parse({}).limit).toBe(20);
    expect(ZReviewListQuery.safeParse({ limit: '51' }).success).toBe(false);
    expect(ZReviewListQuery.safeParse({ search: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'Search for at most 100 characters',
    );
    expect(ZReviewListQuery.safeParse({ rating: 'MEH' }).error?.issues[0]?.message).toBe(
      'Choose happy or sad',
    );
  });
});
