import { request as httpRequest } from 'node:http';
import { MIN_INQUIRY_FILL_MS } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { SUITE_EMAIL_URL, waitForEmails } from './support/localEmail';
import { addStoreMember, createTenant, signUpSuperAdmin, type Tenant } from './support/tenants';

/**
 * Websites over the emulator suite: the builder's routes, publishing, the `website` function behind
 * the website Hosting site (5008) by path and by a custom domain's Host, domain verification through
 * the fake DNS (12191), the inquiry form to the email capture, and the weather route (fake, 12192).
 */
const WEBSITE_PORT = 5008;
const FAKE_DNS_URL = 'http://127.0.0.1:12191';

const storeBase = (tenant: Tenant) =>
  `/api/store-website/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

/** A GET of the website Hosting site with any Host header (as a browser on a custom domain sends). */
function getSite(
  path: string,
  host = `127.0.0.1:${WEBSITE_PORT}`,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: WEBSITE_PORT, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function buildSite(tenant: Tenant) {
  const token = tenant.owner.idToken;
  await callApi(`/api/restaurants/${tenant.restaurantId}/website-info`, {
    method: 'PUT',
    token,
    body: { contactEmail: `inquiries-${tenant.restaurantId}@example.test`, about: 'Pizza since 1998.' },
  });
  const theme = await callApi(`/api/store-website/restaurants/${tenant.restaurantId}/theme`, {
    method: 'PUT',
    token,
    body: {
      primaryColour: '#8c2f1b',
      onPrimaryColour: '#ffffff',
      backgroundColour: '#fffaf3',
      textColour: '#2a1d16',
      headingFont: 'classic',
      bodyFont: 'modern',
    },
  });
  expect(theme.status).toBe(200);
  const info = await callApi(`${storeBase(tenant)}/info`, {
    method: 'PUT',
    token,
    body: {
      headline: 'Wood-fired on the beach',
      tagline: 'A short walk from the sand.',
      showBookingButton: true,
    },
  });
  expect(info.status).toBe(200);
  const page = await callApi(`${storeBase(tenant)}/custom-pages/catering`, {
    method: 'PUT',
    token,
    body: {
      title: 'Catering',
      slug: 'catering',
      description: 'Trays for parties',
      blocks: [
        { id: 'h', type: 'heading', text: 'Pizza for a crowd' },
        { id: 'f', type: 'contactForm', title: 'Ask for a quote' },
      ],
    },
  });
  expect(page.status).toBe(200);
  const navbar = await callApi(`${storeBase(tenant)}/navbar`, {
    method: 'PUT',
    token,
    body: {
      items: [
        { kind: 'home', label: 'Home' },
        { kind: 'page', label: 'Catering', customPageId: 'catering' },
        { kind: 'order', label: 'Order online' },
      ],
    },
  });
  expect(navbar.status).toBe(200);
  const published = await callApi(`${storeBase(tenant)}/publish`, { token, body: {} });
  expect(published.status).toBe(200);
}

describe('the website builder', () => {
  it('saves drafts for store admins only and explains what it refuses', async () => {
    const tenant = await createTenant('site');
    const other = await createTenant('site-other');
    const waiter = await signUpTestUser('site-waiter');
    await addStoreMember(tenant, waiter, 'user');
    const body = { headline: 'Hello' };
    expect((await callApi(`${storeBase(tenant)}/info`, { method: 'PUT', body })).status).toBe(401);
    expect(
      (await callApi(`${storeBase(tenant)}/info`, { method: 'PUT', token: waiter.idToken, body })).status,
    ).toBe(403);
    expect(
      (await callApi(`${storeBase(tenant)}/info`, { method: 'PUT', token: other.owner.idToken, body }))
        .status,
    ).toBe(403);

    const faint = await callApi(`/api/store-website/restaurants/${tenant.restaurantId}/theme`, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { textColour: '#f0f0f0' },
    });
    expect(faint.status).toBe(400);
    expect(faint.body.issues).toEqual([
      expect.objectContaining({ path: 'textColour', message: expect.stringMatching(/hard to read/) }),
    ]);

    const missingPage = await callApi(`${storeBase(tenant)}/navbar`, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { items: [{ kind: 'page', label: 'Gone', customPageId: 'nope' }] },
    });
    expect(missingPage.status).toBe(400);

    await buildSite(tenant);
    const clash = await callApi(`${storeBase(tenant)}/custom-pages/second`, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { title: 'Also catering', slug: 'catering' },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.issues).toEqual([expect.objectContaining({ path: 'slug' })]);

    const published = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/publishedWebsite/current`)
      .get();
    expect(published.data()).toMatchObject({
      kind: 'store',
      site: { headline: 'Wood-fired on the beach' },
      pages: [{ slug: 'catering' }],
    });
    const restaurantSite = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/publishedWebsite/current`)
      .get();
    expect(restaurantSite.data()?.stores).toEqual([
      expect.objectContaining({ storeId: tenant.storeId, hasWebsite: true }),
    ]);

    // Deleting a page takes it out of the navigation bar too.
    const removed = await callApi(`${storeBase(tenant)}/custom-pages/catering`, {
      method: 'DELETE',
      token: tenant.owner.idToken,
    });
    expect(removed.status).toBe(200);
    const draft = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/website/site`)
      .get();
    expect(draft.data()?.navbar.map((item: { kind: string }) => item.kind)).toEqual(['home', 'order']);
  });
});

describe('serving published sites', () => {
  it('renders pages with their content, JSON-LD, sitemap, robots and the error screen', async () => {
    const tenant = await createTenant('serve');
    await buildSite(tenant);
    const base = `/sites/${tenant.restaurantId}/stores/${tenant.storeId}`;
    const home = await getSite(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toMatch(/s-maxage=/);
    expect(home.body).toContain('<h1>Wood-fired on the beach</h1>');
    expect(home.body).toContain('"@type":"Restaurant"');
    expect(home.body).toContain('"@type":"Menu"');
    expect(home.body).toContain(`/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/`); // order button
    expect(home.body).toContain('<meta property="og:title"');

    const catering = await getSite(`${base}/catering`);
    expect(catering.status).toBe(200);
    expect(catering.body).toContain('Pizza for a crowd');
    expect(catering.body).toMatch(/data-token="\d+\.[\w-]+"/);

    expect((await getSite(`${base}/sitemap.xml`)).body).toContain(`${base}/catering</loc>`);
    // robots.txt lives at a host's root: the platform host's is redirected to the function's own path.
    const robots = await getSite('/robots.txt');
    expect(robots.status).toBe(301);
    expect(String(robots.headers.location)).toMatch(/\/_site\/robots$/);
    expect((await getSite('/_site/robots')).body).toContain('User-agent: *');
    const missing = await getSite(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<h1>Website Error!</h1>');
    expect((await getSite('/sites/no-such-restaurant/')).body).toContain('has not been published yet');
  });
});

describe('custom domains', () => {
  it('verify through DNS, then serve the site by Host; only super admins manage them', async () => {
    const tenant = await createTenant('domain');
    await buildSite(tenant);
    const superAdmin = await signUpSuperAdmin();
    const domainName = `shop-${tenant.restaurantId.slice(0, 8).toLowerCase()}.localhost`.replace(
      /[^a-z0-9.-]/g,
      '',
    );
    const path = `/api/super-admin/domains/${domainName}`;
    const body = { restaurantId: tenant.restaurantId, storeId: tenant.storeId };
    expect((await callApi(path, { token: tenant.owner.idToken, body })).status).toBe(403);

    const created = await callApi(path, { token: superAdmin.idToken, body });
    expect(created.status).toBe(201);
    const token = (created.body.domain as { verification: { token: string } }).verification.token;
    expect((await callApi(path, { token: superAdmin.idToken, body })).status).toBe(409);

    // Not verified yet: the host shows the error screen, and a check finds no record.
    expect((await getSite('/', `${domainName}:${WEBSITE_PORT}`)).body).toContain('is not verified yet');
    const early = await callApi(`${path}/check`, { token: superAdmin.idToken, body: {} });
    expect(early.body.domain).toMatchObject({
      verification: { state: 'failed' },
      certificate: { state: 'waitingForVerification' },
    });

    await fetch(`${FAKE_DNS_URL}/_fake/records/_resto-verification.${domainName}`, {
      method: 'PUT',
      body: JSON.stringify({ type: 'TXT', data: `resto-verification=${token}` }),
    });
    const verified = await callApi(`${path}/check`, { token: superAdmin.idToken, body: {} });
    expect(verified.body.domain).toMatchObject({
      verification: { state: 'verified' },
      certificate: { state: 'waitingForDns' },
    });
    await fetch(`${FAKE_DNS_URL}/_fake/records/${domainName}`, {
      method: 'PUT',
      body: JSON.stringify({ type: 'CNAME', data: 'sites.platform.localhost' }),
    });
    const issuing = await callApi(`${path}/check`, { token: superAdmin.idToken, body: {} });
    expect(issuing.body.domain).toMatchObject({ certificate: { state: 'provisioning' } });
    const secure = await callApi(`${path}/check`, { token: superAdmin.idToken, body: {} });
    expect(secure.body.domain).toMatchObject({ certificate: { state: 'active' } });

    const home = await getSite('/', `${domainName}:${WEBSITE_PORT}`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('<h1>Wood-fired on the beach</h1>');
    expect(home.body).toContain(`<link rel="canonical" href="http://${domainName}:${WEBSITE_PORT}/">`);
    expect((await getSite('/catering', `${domainName}:${WEBSITE_PORT}`)).body).toContain('Pizza for a crowd');
    expect((await getSite('/_site/robots', `${domainName}:${WEBSITE_PORT}`)).body).toContain(
      `Sitemap: http://${domainName}:${WEBSITE_PORT}/sitemap.xml`,
    );
    expect((await getSite('/', `unknown-${domainName}:${WEBSITE_PORT}`)).status).toBe(404);

    expect((await callApi(path, { method: 'DELETE', token: superAdmin.idToken })).status).toBe(200);
    expect((await getSite('/', `${domainName}:${WEBSITE_PORT}`)).status).toBe(404);
  });
});

describe('the inquiry form', () => {
  it('emails a person’s message to the store, drops robots and limits floods', async () => {
    const tenant = await createTenant('inquiry');
    await buildSite(tenant);
    const page = await getSite(`/sites/${tenant.restaurantId}/stores/${tenant.storeId}/catering`);
    const formToken = /data-token="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const inquire = (body: Record<string, unknown>, ip = '198.51.100.7') =>
      callApi(`${storeBase(tenant)}/inquire`, {
        body: { formToken, ...body },
        headers: { 'x-forwarded-for': ip },
      });
    const message = {
      name: 'Jo Citizen',
      email: 'jo@example.test',
      topic: 'catering',
      message: 'Lunch for 30 people on Friday, please.',
    };
    const inquiries = firestore().collection(
      `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/websiteInquiries`,
    );

    // A person takes a few seconds to fill the form in (a send sooner than that is dropped as a
    // robot's: domain/test/website covers the rule, as the time a request takes here varies).
    await new Promise((resolve) => setTimeout(resolve, MIN_INQUIRY_FILL_MS + 200));

    const invalid = await inquire({ ...message, email: 'not-an-email' }, '198.51.100.2');
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([expect.objectContaining({ path: 'email' })]);
    expect((await inquire({ ...message, website: 'http://spam.example' }, '198.51.100.3')).status).toBe(201);
    expect(
      (await inquire({ ...message, formToken: '123.forged-signature-xxxxxxxxxxx' }, '198.51.100.4')).status,
    ).toBe(400);
    expect((await inquiries.get()).size).toBe(0);

    const sent = await inquire(message);
    expect(sent.status).toBe(201);
    const inquiryId = String(sent.body.inquiryId);
    const emails = await waitForEmails(SUITE_EMAIL_URL, { tags: { inquiryId } });
    expect(emails[0]).toMatchObject({
      to: `inquiries-${tenant.restaurantId}@example.test`,
      replyTo: 'jo@example.test',
      subject: 'Website inquiry (Catering) from Jo Citizen',
    });
    await expect.poll(async () => (await inquiries.doc(inquiryId).get()).get('emailStatus')).toBe('sent');

    for (let index = 0; index < 4; index += 1) await inquire(message);
    const limited = await inquire(message);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the weather at a store', () => {
  it('tells staff what the next hours bring, and nobody else', async () => {
    const tenant = await createTenant('weather');
    const other = await createTenant('weather-other');
    const path = `/api/weather-forecast/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/current`;
    expect((await callApi(path, { token: other.owner.idToken })).status).toBe(403);
    const report = await callApi(path, { token: tenant.owner.idToken });
    expect(report.status).toBe(200);
    // The fakes process starts with the rainTonight scenario.
    expect(report.body.advice).toMatchObject({
      tone: 'warning',
      advice: expect.stringMatching(/more delivery/),
    });
    expect((report.body.forecast as { hours: unknown[] }).hours.length).toBeGreaterThan(0);
  });
});
