import {
  type CustomPage,
  type PublishedMenu,
  type PublishedWebsite,
  renderRobots,
  renderSitemap,
  renderWebsiteError,
  renderWebsitePage,
  type WebsiteLinks,
  ZDomainRecord,
  ZPublishedWebsite,
} from '@resto/domain';
import type { Request, Response } from 'express';
import { customerAppUrl, websitePlatformHosts } from '../config';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { websiteReviewUrl } from '../reviews/websitePrompt';
import { issueFormToken } from './formToken';
import { INQUIRY_SCRIPT } from './inquiryScript';
import { domainDoc, publishedRestaurantWebsiteDoc, publishedStoreWebsiteDoc } from './paths';

/**
 * The `website` function behind the website Hosting site: every path of every published site as HTML
 * that already holds the content (no client rendering), with CDN cache headers. A custom domain's
 * host (Hosting passes it as X-Forwarded-Host) picks its site from `domains/{host}`; the platform's
 * own hosts serve sites by path, `/sites/{restaurantId}[/stores/{storeId}]/...`.
 */

/** Pages: browsers keep them a minute, the CDN five, and may serve a stale copy while refreshing. */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
const ERROR_CACHE = 'public, max-age=30, s-maxage=60';

class SiteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

interface SiteAddress {
  restaurantId: string;
  /** The store whose site the request is for (a restaurant site's store pages name it too). */
  storeId?: string;
  /** Path prefix of the site on this host ("" on a custom domain). */
  base: string;
  /** A restaurant site on a custom domain shows its stores under `/stores/{storeId}`. */
  restaurantBase: string;
  /** The rest of the path after the site's base, without leading slash. */
  rest: string;
}

export function requestHost(req: Request): string {
  const forwarded = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || req.get('host') || '').toLowerCase();
}

function hostName(host: string): string {
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

function splitStore(restaurantId: string, base: string, rest: string): SiteAddress {
  const match = /^stores\/([^/]+)\/?(.*)$/.exec(rest);
  if (match) {
    const storeId = decodeURIComponent(match[1] ?? '');
    if (!ID.test(storeId)) throw new SiteError(404, 'We could not find this page.');
    return {
      restaurantId,
      storeId,
      base: `${base}/stores/${storeId}`,
      restaurantBase: base,
      rest: match[2] ?? '',
    };
  }
  return { restaurantId, base, restaurantBase: base, rest };
}

/** Which site a request is for, from its host and path. */
export async function addressOf(host: string, path: string): Promise<SiteAddress> {
  const name = hostName(host);
  const platformHosts = websitePlatformHosts
    .value()
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const trimmed = path.replace(/^\/+/, '');
  if (platformHosts.includes(name)) {
    const match = /^sites\/([^/]+)\/?(.*)$/.exec(trimmed);
    if (!match) throw new SiteError(404, 'There is no website at this address.');
    const restaurantId = decodeURIComponent(match[1] ?? '');
    if (!ID.test(restaurantId)) throw new SiteError(404, 'There is no website at this address.');
    return splitStore(restaurantId, `/sites/${restaurantId}`, match[2] ?? '');
  }
  if (name.length > 253 || !/^[a-z0-9.-]+$/.test(name))
    throw new SiteError(404, 'There is no website at this address.');
  const domain = await domainDoc(name).get();
  const parsed = domain.exists ? ZDomainRecord.safeParse(domain.data()) : undefined;
  if (!parsed?.success) throw new SiteError(404, `There is no website at ${name}.`);
  if (parsed.data.verification.state !== 'verified')
    throw new SiteError(404, `${name} is not verified yet. Its owner can finish setting it up in the admin.`);
  const { restaurantId, storeId } = parsed.data;
  if (storeId) return { restaurantId, storeId, base: '', restaurantBase: '', rest: trimmed };
  return splitStore(restaurantId, '', trimmed);
}

async function readPublished(restaurantId: string, storeId?: string): Promise<PublishedWebsite> {
  const ref = storeId
    ? publishedStoreWebsiteDoc(restaurantId, storeId)
    : publishedRestaurantWebsiteDoc(restaurantId);
  const snapshot = await ref.get();
  const parsed = snapshot.exists ? ZPublishedWebsite.safeParse(snapshot.data()) : undefined;
  if (!parsed?.success) throw new SiteError(404, 'This website has not been published yet.');
  return parsed.data;
}

async function readMenu(restaurantId: string, storeId: string): Promise<PublishedMenu | undefined> {
  try {
    return (await readOrderingStore(restaurantId, storeId)).menu;
  } catch {
    return undefined; // a store without a published menu still has a site: no dishes, hours or address
  }
}

export function linksFor(
  origin: string,
  address: Pick<SiteAddress, 'base' | 'restaurantBase'>,
  restaurantId: string,
): WebsiteLinks {
  const customer = customerAppUrl.value().replace(/\/+$/, '');
  const storefront = (storeId: string) =>
    `${customer}/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`;
  return {
    home: `${address.base}/`,
    page: (slug) => `${address.base}/${slug}`,
    store: (storeId) => `${address.restaurantBase}/stores/${encodeURIComponent(storeId)}/`,
    order: (storeId) => `${storefront(storeId)}/`,
    book: (storeId) => `${storefront(storeId)}/table-booking/mobile`,
    // The image route converts to the asked format (`f=webp` for the <picture> element's WebP sources).
    image: (image, width, format) =>
      `/api/images/${encodeURIComponent(restaurantId)}/${encodeURIComponent(image.id)}?w=${width}${format ? `&f=${format}` : ''}`,
    absolute: (path) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`),
    inquire: (storeId) =>
      `/api/store-website/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/inquire`,
    formScript: '/_site/inquiry.js',
  };
}

function send(res: Response, status: number, type: string, body: string, cache: string): void {
  res
    .status(status)
    .set('Content-Type', type)
    .set('Cache-Control', cache)
    .set('X-Content-Type-Options', 'nosniff');
  res.send(body);
}

/** Serves one request of the website Hosting site. */
export async function serveWebsite(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(
      res,
      405,
      'text/html; charset=utf-8',
      renderWebsiteError('This address only shows pages.'),
      'no-store',
    );
    return;
  }
  if (req.path === '/_site/inquiry.js') {
    send(res, 200, 'text/javascript; charset=utf-8', INQUIRY_SCRIPT, 'public, max-age=3600, s-maxage=86400');
    return;
  }
  const host = requestHost(req);
  const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol || 'https';
  const origin = `${proto}://${host}`;
  if (req.path === '/_site/robots') {
    // Hosting redirects /robots.txt here: the functions runtime answers 404 to any path ending in
    // robots.txt before the function runs, so this one does not.
    const site = await addressOf(host, '/').catch(() => undefined);
    const sitemap = site
      ? linksFor(origin, site, site.restaurantId).absolute(`${site.base}/sitemap.xml`)
      : undefined;
    send(res, 200, 'text/plain; charset=utf-8', renderRobots(sitemap), PAGE_CACHE);
    return;
  }
  try {
    const address = await addressOf(host, req.path);
    const links = linksFor(origin, address, address.restaurantId);
    if (address.rest === 'robots.txt') {
      send(
        res,
        200,
        'text/plain; charset=utf-8',
        renderRobots(links.absolute(`${address.base}/sitemap.xml`)),
        PAGE_CACHE,
      );
      return;
    }
    const site = await readPublished(address.restaurantId, address.storeId);
    if (address.rest === 'sitemap.xml') {
      send(res, 200, 'application/xml; charset=utf-8', renderSitemap(site, links), PAGE_CACHE);
      return;
    }
    const slug = address.rest.replace(/\/+$/, '');
    let page: CustomPage | undefined;
    if (slug !== '') {
      page = site.pages.find((candidate) => candidate.slug === slug);
      if (!page) throw new SiteError(404, 'We could not find this page on the website.');
    }
    const [menu, reviewUrl] = address.storeId
      ? await Promise.all([
          readMenu(address.restaurantId, address.storeId),
          websiteReviewUrl(address.restaurantId, address.storeId),
        ])
      : [undefined, undefined];
    const hasForm = page?.blocks.some((block) => block.type === 'contactForm') ?? false;
    const html = renderWebsitePage({
      site,
      menu,
      page: page ? { kind: 'customPage', page } : { kind: 'home' },
      links,
      reviewUrl,
      ...(hasForm && address.storeId
        ? { formToken: await issueFormToken(`${address.restaurantId}/${address.storeId}`) }
        : {}),
    });
    // A page with a form carries a fresh time stamp: cached by the browser only briefly, not by the CDN.
    send(res, 200, 'text/html; charset=utf-8', html, hasForm ? 'private, max-age=60' : PAGE_CACHE);
  } catch (error) {
    if (error instanceof SiteError) {
      send(res, error.status, 'text/html; charset=utf-8', renderWebsiteError(error.message), ERROR_CACHE);
      return;
    }
    log.error('website.failed', {
      host,
      path: req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    send(
      res,
      500,
      'text/html; charset=utf-8',
      renderWebsiteError('Something went wrong showing this page. Please try again.'),
      'no-store',
    );
  }
}
