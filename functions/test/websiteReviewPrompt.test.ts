import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { publishPosMenu } from './support/posTill';
import { createTenant, type Tenant } from './support/tenants';

/**
 * The "Review us" prompt on a store's website, over the emulator suite: the `website` function behind
 * the website Hosting site (5008) shows it when the store's Google review settings say "on your
 * website", and a review left from it is recorded with the source `website`.
 */
const WEBSITE_PORT = 5008;
const GOOGLE_LINK = 'https://g.page/r/website-prompt/review';

function getSite(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: WEBSITE_PORT, path, headers: { host: `127.0.0.1:${WEBSITE_PORT}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function publishSite(tenant: Tenant): Promise<void> {
  const base = `/api/store-website/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;
  const info = await callApi(`${base}/info`, {
    method: 'PUT',
    token: tenant.owner.idToken,
    body: { headline: 'Wood-fired on the beach' },
  });
  expect(info.status).toBe(200);
  const published = await callApi(`${base}/publish`, { token: tenant.owner.idToken, body: {} });
  expect(published.status).toBe(200);
}

const settingsDoc = (tenant: Tenant, id: string) =>
  firestore().doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/settings/${id}`);

describe('the review prompt on store websites', () => {
  it('shows "Review us" only when the settings say website, and a review from it says website', async () => {
    const tenant = await createTenant('site-reviews');
    await publishPosMenu(tenant);
    await publishSite(tenant);
    const sitePath = `/sites/${tenant.restaurantId}/stores/${tenant.storeId}/`;
    const reviewPath = `/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/customer-review?source=website`;

    // Never saved: no prompt.
    const before = await getSite(sitePath);
    expect(before.status).toBe(200);
    expect(before.body).toContain('Wood-fired on the beach');
    expect(before.body).not.toContain('Review us');
    expect(before.body).not.toContain('customer-review');

    // Shown in the portal and emails but not on the website: still no prompt.
    await settingsDoc(tenant, 'googleReview').set({
      link: GOOGLE_LINK,
      showReviewLink: { onOnlineOrderingPortal: true, onWebsite: false, onEmailTaxInvoice: true },
    });
    expect((await getSite(sitePath)).body).not.toContain('customer-review');

    // On the website: the home page's section and every page's footer lead to the review page.
    await settingsDoc(tenant, 'googleReview').set({
      link: GOOGLE_LINK,
      showReviewLink: { onOnlineOrderingPortal: false, onWebsite: true, onEmailTaxInvoice: false },
    });
    const shown = await getSite(sitePath);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('<h2>How was your order?</h2>');
    const links = [...shown.body.matchAll(/<a [^>]*href="([^"]+)"[^>]*>Review us<\/a>/g)].map(
      (match) => match[1],
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toMatch(/^https?:\/\/[^/]+\//);
      expect(new URL(link ?? '').pathname + new URL(link ?? '').search).toBe(reviewPath);
    }
    // The page for everyone: the same words whatever a visitor thought, nothing about stars or Google first.
    expect(shown.body).toContain('review us on Google or tell us privately');

    // The review page's calls from that link: the Google choice for the store, and the rating kept
    // with the source `website` (no order, so no token needed).
    const base = `/api/online-ordering/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/customer_review`;
    const context = await callApi(`${base}/context`);
    expect(context.status).toBe(200);
    expect(context.body).toMatchObject({ googleReviewLink: GOOGLE_LINK });
    const rated = await callApi(base, { body: { reviewSource: 'website', rating: 'SAD' } });
    expect(rated.status).toBe(201);
    const reviewId = (rated.body.review as { id: string }).id;
    const stored = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/reviews/${reviewId}`)
      .get();
    expect(stored.data()).toMatchObject({ reviewSource: 'website', rating: 'SAD' });
    expect(stored.get('orderId')).toBeUndefined();
  });
});
