import {
  type CustomerReview,
  REVIEW_SOURCES,
  type ReviewListPage,
  reviewSearchTerms,
  ZCustomerReview,
} from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStore } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { publishPosMenu } from './support/posTill';
import { createTenant, type Tenant } from './support/tenants';

/**
 * The admin's reviews list through the real API on the emulator suite
 * (`GET /api/reviews/restaurants/{r}/customer-reviews`): searched, filtered and paged by Firestore
 * queries over a restaurant with more reviews than a page, across two stores.
 */
let tenant: Tenant;
let surryHills: Tenant;
let outsider: Tenant;
const NAMES = ['Ana Lima', 'Bo Chen', 'Cara Diaz', 'Dev Patel', 'Eve Stone'];
const NOTES = ['The chips were cold', 'Lovely garlic bread', '', 'Pizza arrived late and cold', ''];
const START = Date.parse('2026-10-01T00:00:00.000Z');
const hour = (n: number) => new Date(START + n * 3_600_000).toISOString();
let written: CustomerReview[] = [];

const listPath = (forTenant: Tenant, query: Record<string, string> = {}) =>
  `/api/reviews/restaurants/${forTenant.restaurantId}/customer-reviews?${new URLSearchParams(query).toString()}`;

async function list(query: Record<string, string> = {}, forTenant = tenant, token = tenant.owner.idToken) {
  const answer = await callApi(listPath(forTenant, query), { token });
  return answer as unknown as { status: number; body: ReviewListPage & Record<string, unknown> };
}

/** Every page from the first, following `nextCursor`. */
async function allPages(query: Record<string, string>): Promise<CustomerReview[][]> {
  const pages: CustomerReview[][] = [];
  let cursor: string | null = null;
  do {
    const answer = await list({ ...query, ...(cursor ? { cursor } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    pages.push(answer.body.reviews);
    cursor = answer.body.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

beforeAll(async () => {
  tenant = await createTenant('review-list');
  surryHills = await addStore(tenant);
  outsider = await createTenant('review-list-other');
  await publishPosMenu(tenant);
  // 45 reviews an hour apart over two stores, as the review routes store them (with their search terms).
  written = Array.from({ length: 45 }, (_, index) =>
    ZCustomerReview.parse({
      id: `review-${String(index).padStart(2, '0')}`,
      restaurantId: tenant.restaurantId,
      storeId: index % 3 === 0 ? surryHills.storeId : tenant.storeId,
      orderId: `order-${index}`,
      orderLabel: `#${100 + index}`,
      customerName: NAMES[index % NAMES.length],
      reviewSource: REVIEW_SOURCES[index % REVIEW_SOURCES.length],
      rating: index % 4 === 0 ? 'SAD' : 'HAPPY',
      ...(NOTES[index % NOTES.length] ? { comment: NOTES[index % NOTES.length] } : {}),
      createdIsoDateTimeUtc: hour(index),
    }),
  );
  const batch = firestore().batch();
  for (const review of written)
    batch.set(
      firestore().doc(`restaurants/${tenant.restaurantId}/stores/${review.storeId}/reviews/${review.id}`),
      { ...review, searchTerms: reviewSearchTerms(review) },
    );
  // Another restaurant's review, found by nothing here.
  batch.set(firestore().doc(`restaurants/${outsider.restaurantId}/stores/${outsider.storeId}/reviews/x1`), {
    ...written[0],
    id: 'x1',
    restaurantId: outsider.restaurantId,
    storeId: outsider.storeId,
    searchTerms: reviewSearchTerms(written[0] as CustomerReview),
  });
  await batch.commit();
});

const RANGE = { fromIso: hour(0), toIso: hour(45) };
const ids = (reviews: CustomerReview[]) => reviews.map((review) => review.id);
const newestFirst = (reviews: CustomerReview[]) => [...reviews].sort((a, b) => b.id.localeCompare(a.id));

describe('the reviews list', () => {
  it('pages every review of the restaurant newest first, 20 at a time, none twice', async () => {
    const pages = await allPages(RANGE);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(ids(pages.flat())).toEqual(ids(newestFirst(written)));
    // No private fields leave the server.
    expect(Object.keys(pages[0]?.[0] ?? {})).not.toContain('searchTerms');
    expect(Object.keys(pages[0]?.[0] ?? {})).not.toContain('reviewKeyHash');
  });

  it('filters by store, rating, source and dates, and pages the result', async () => {
    const sad = (await allPages({ ...RANGE, rating: 'SAD' })).flat();
    expect(ids(sad)).toEqual(ids(newestFirst(written.filter((review) => review.rating === 'SAD'))));

    const store = (await allPages({ ...RANGE, storeId: surryHills.storeId })).flat();
    expect(ids(store)).toEqual(
      ids(newestFirst(written.filter((review) => review.storeId === surryHills.storeId))),
    );

    const bySource = (await allPages({ ...RANGE, source: 'website', rating: 'HAPPY' })).flat();
    expect(ids(bySource)).toEqual(
      ids(
        newestFirst(
          written.filter((review) => review.reviewSource === 'website' && review.rating === 'HAPPY'),
        ),
      ),
    );

    const days = (await allPages({ fromIso: hour(10), toIso: hour(15) })).flat();
    expect(ids(days)).toEqual(['review-14', 'review-13', 'review-12', 'review-11', 'review-10']);

    const small = await allPages({ ...RANGE, limit: '7' });
    expect(small.map((page) => page.length)).toEqual([7, 7, 7, 7, 7, 7, 3]);
  });

  it('searches order numbers, names and messages by the start of their words', async () => {
    const byNumber = (await allPages({ ...RANGE, search: '#117' })).flat();
    expect(ids(byNumber)).toEqual(['review-17']);
    const byName = (await allPages({ ...RANGE, search: 'ANA li' })).flat();
    expect(ids(byName)).toEqual(
      ids(newestFirst(written.filter((review) => review.customerName === 'Ana Lima'))),
    );
    const byMessage = (await allPages({ ...RANGE, search: 'cold' })).flat();
    expect(ids(byMessage)).toEqual(
      ids(newestFirst(written.filter((review) => /cold/.test(review.comment ?? '')))),
    );
    // Every word must match: late and cold together, with a filter and small pages.
    const both = await allPages({ ...RANGE, search: 'cold late', rating: 'SAD', limit: '2' });
    const expected = newestFirst(
      written.filter((review) => review.comment === 'Pizza arrived late and cold' && review.rating === 'SAD'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(both.flat())).toEqual(ids(expected));
    expect((await allPages({ ...RANGE, search: 'olds' })).flat()).toEqual([]);
  });

  it('finds a review by the private message the review routes stored', async () => {
    const base = `/api/online-ordering/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/customer_review`;
    const rated = await callApi(base, { body: { reviewSource: 'website', rating: 'SAD' } });
    expect(rated.status).toBe(201);
    const reviewId = (rated.body.review as { id: string }).id;
    const message = await callApi(`${base}/${reviewId}/private-message`, {
      body: { reviewKey: rated.body.reviewKey, comment: 'The tiramisu was soggy' },
    });
    expect(message.status).toBe(200);
    const found = await list({ search: 'tiramisu sogg', storeId: tenant.storeId });
    expect(found.status).toBe(200);
    expect(ids(found.body.reviews)).toEqual([reviewId]);
  });

  it('refuses other restaurants, strangers and cursors or queries it cannot use', async () => {
    expect((await list(RANGE, tenant, outsider.owner.idToken)).status).toBe(403);
    expect((await list({ ...RANGE, storeId: tenant.storeId }, tenant, outsider.owner.idToken)).status).toBe(
      403,
    );
    expect((await callApi(listPath(tenant, RANGE))).status).toBe(401);
    // The outsider's own list holds only their review.
    const theirs = await list({}, outsider, outsider.owner.idToken);
    expect(ids(theirs.body.reviews)).toEqual(['x1']);
    const otherCursor = Buffer.from(
      JSON.stringify({ path: `restaurants/${outsider.restaurantId}/stores/${outsider.storeId}/reviews/x1` }),
    ).toString('base64url');
    const refused = await list({ cursor: otherCursor });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/out of date/);
    const badQueries: Record<string, string>[] = [
      { limit: '500' },
      { rating: 'MEH' },
      { fromIso: 'yesterday' },
      { search: 'x'.repeat(101) },
    ];
    for (const bad of badQueries) expect((await list(bad)).status, JSON.stringify(bad)).toBe(400);
  });
});
