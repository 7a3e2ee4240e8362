import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_WEBSITE_THEME,
  domainCheckOutcome,
  inquiryTimingProblem,
  navbarProblems,
  type PublishedWebsite,
  renderRichText,
  renderSitemap,
  renderWebsiteError,
  renderWebsitePage,
  slugFrom,
  to24Hour,
  verificationRecordOf,
  type WebsiteLinks,
  weatherAdvice,
  ZCustomPageRequest,
  ZDomainName,
  ZNavbarRequest,
  ZWebsiteThemeRequest,
} from '../../src';

const links: WebsiteLinks = {
  home: '/',
  page: (slug) => `/${slug}`,
  store: (id) => `/stores/${id}/`,
  order: (id) => `https://order.example/restaurants/r1/stores/${id}/`,
  book: (id) => `https://order.example/restaurants/r1/stores/${id}/table-booking/mobile`,
  image: (image, width) => `/api/images/r1/${image.id}?w=${width}`,
  absolute: (path) => (path.startsWith('http') ? path : `https://site.example${path}`),
  inquire: (id) => `/api/store-website/restaurants/r1/stores/${id}/inquire`,
  formScript: '/_site/inquiry.js',
};

const site: PublishedWebsite = {
  kind: 'store',
  restaurantId: 'r1',
  storeId: 's1',
  restaurantName: 'Bella <Vista>',
  contact: {
    contactEmail: 'hi@bella.example',
    contactPhoneNumber: '',
    about: '',
    socialLinks: {
      facebook: '',
      instagram: 'https://instagram.com/bella',
      tiktok: '',
      x: '',
      youtube: '',
      website: '',
    },
  },
  theme: DEFAULT_WEBSITE_THEME,
  site: {
    headline: 'Pizza "by the sea"',
    tagline: 'Wood-fired',
    about: 'We **love** dough.',
    menuHighlightCount: 3,
    showOrderButton: true,
    showBookingButton: true,
    reviewsUrl: '',
    navbar: [
      { kind: 'home', label: 'Home' },
      { kind: 'page', label: 'Catering', customPageId: 'p1' },
      { kind: 'order', label: 'Order' },
    ],
  },
  pages: [
    {
      id: 'p1',
      title: 'Catering',
      slug: 'catering',
      description: 'Trays',
      updatedIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
      blocks: [
        { id: 'b1', type: 'heading', text: '<script>alert(1)</script>', level: 2 },
        { id: 'b2', type: 'contactForm', title: 'Ask us', intro: '' },
      ],
    },
  ],
  stores: [],
  publishedIsoDateTimeUtc: '2026-01-02T00:00:00.000Z',
};

describe('theme', () => {
  it('measures WCAG contrast and refuses hard-to-read pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ZWebsiteThemeRequest.safeParse(DEFAULT_WEBSITE_THEME).success).toBe(true);
    const faint = ZWebsiteThemeRequest.safeParse({ ...DEFAULT_WEBSITE_THEME, textColour: '#eeeeee' });
    expect(faint.success).toBe(false);
    expect(faint.error?.issues[0]?.path).toEqual(['textColour']);
  });
});

describe('pages and navbar', () => {
  it('makes slugs and refuses reserved or malformed ones', () => {
    expect(slugFrom('Private Events & Catering!')).toBe('private-events-catering');
    expect(ZCustomPageRequest.safeParse({ title: 'X', slug: 'api' }).success).toBe(false);
    expect(ZCustomPageRequest.safeParse({ title: 'X', slug: 'Bad Slug' }).success).toBe(false);
    expect(ZCustomPageRequest.safeParse({ title: 'X', slug: 'good-slug' }).success).toBe(true);
  });
  it('refuses script links and names links to deleted pages', () => {
    expect(
      ZNavbarRequest.safeParse({ items: [{ kind: 'link', label: 'x', url: 'javascript:alert(1)' }] }).success,
    ).toBe(false);
    expect(
      navbarProblems([{ kind: 'page', label: 'Gone', customPageId: 'nope' }], new Set(['p1'])),
    ).toHaveLength(1);
  });
});

describe('rendering', () => {
  it('escapes every text and keeps the content in the HTML', () => {
    const html = renderWebsitePage({ site, page: { kind: 'home' }, links });
    expect(html).toContain('Pizza &quot;by the sea&quot;');
    expect(html).toContain('Bella &lt;Vista&gt;');
    expect(html).toContain('<strong>love</strong>');
    expect(html).toContain('href="/catering"');
    expect(html).toContain('https://order.example/restaurants/r1/stores/s1/');
    expect(html).toContain('<link rel="canonical" href="https://site.example/">');
    expect(html).not.toContain('<script src'); // the home page has no form, so no script at all
  });
  it('renders custom pages with the form script, and previews without it', () => {
    const page = site.pages[0]!;
    const html = renderWebsitePage({ site, page: { kind: 'customPage', page }, links, formToken: 't' });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<script src="/_site/inquiry.js" defer></script>');
    expect(html).toContain('name="website"'); // the honeypot
    const preview = renderWebsitePage({ site, page: { kind: 'customPage', page }, links, preview: true });
    expect(preview).not.toContain('<script src');
    expect(preview).toContain('Preview: not published yet');
  });
  it('writes rich text, sitemaps, the error screen and 24-hour times', () => {
    expect(renderRichText('- a\n- b\n\n[x](https://e.example) <b>')).toBe(
      '<ul><li>a</li><li>b</li></ul><p><a href="https://e.example" rel="noopener">x</a> &lt;b&gt;</p>',
    );
    expect(renderSitemap(site, links)).toContain('<loc>https://site.example/catering</loc>');
    expect(renderWebsiteError('Gone <b>')).toContain('<h1>Website Error!</h1><p>Gone &lt;b&gt;</p>');
    expect(to24Hour('9:30 PM')).toBe('21:30');
    expect(to24Hour('12:00 AM')).toBe('00:00');
  });
});

describe('domains', () => {
  it('normalises names and refuses what is not a host name', () => {
    expect(ZDomainName.parse('Order.BellaVista.com.au.')).toBe('order.bellavista.com.au');
    expect(ZDomainName.safeParse('localhost').success).toBe(false);
    expect(ZDomainName.safeParse('bad_name.com').success).toBe(false);
  });
  it('verifies by TXT, then waits for DNS, then issues the certificate', () => {
    const record = {
      domainName: 'a.example',
      verification: { token: 't1', state: 'pending' as const },
      certificate: { state: 'waitingForVerification' as const },
    };
    const txt = [verificationRecordOf('a.example', 't1').value];
    expect(domainCheckOutcome(record, { txt: [], pointsAtUs: true }).verification).toBe('failed');
    expect(domainCheckOutcome(record, { txt, pointsAtUs: false })).toMatchObject({
      verification: 'verified',
      certificate: 'waitingForDns',
    });
    const provisioning = domainCheckOutcome(record, { txt, pointsAtUs: true });
    expect(provisioning.certificate).toBe('provisioning');
    expect(
      domainCheckOutcome(
        {
          ...record,
          verification: { token: 't1', state: 'verified' },
          certificate: { state: 'provisioning' },
        },
        { txt, pointsAtUs: true },
      ).certificate,
    ).toBe('active');
  });
});

describe('inquiries and weather', () => {
  it('takes forms filled at a human pace only', () => {
    expect(inquiryTimingProblem(undefined, 10_000)).toBe('missing');
    expect(inquiryTimingProblem(9_000, 10_000)).toBe('tooFast');
    expect(inquiryTimingProblem(1_000, 10_000)).toBeUndefined();
    expect(inquiryTimingProblem(0, 2 * 24 * 3600_000)).toBe('expired');
  });
  it('says rain tonight means more delivery', () => {
    const hour = (h: number, wet: boolean) => ({
      isoDateTimeUtc: `2026-01-05T${String(h).padStart(2, '0')}:00:00.000Z`,
      temperatureC: 20,
      precipitationMm: wet ? 2 : 0,
      precipitationProbability: wet ? 80 : 5,
      weatherCode: wet ? 63 : 1,
    });
    const advice = weatherAdvice(
      {
        current: {
          isoDateTimeUtc: '2026-01-05T05:00:00.000Z',
          temperatureC: 21,
          precipitationMm: 0,
          weatherCode: 1,
        },
        hours: [hour(5, false), hour(6, false), hour(7, true)],
      },
      (iso) => (new Date(iso).getUTCHours() + 11) % 24,
    );
    expect(advice.now).toBe('Partly cloudy, 21°C');
    expect(advice.outlook).toBe('Rain tonight (80% from 6 PM)');
    expect(advice.advice).toMatch(/more delivery/);
  });
});
