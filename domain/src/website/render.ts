/**
 * The website as HTML: one function renders every page kind (store home, restaurant home, custom
 * page, error) from the published website and the published menu. The server sends it as the page
 * (content in the first response, no client rendering, no script but the contact form's), and the
 * admin builder shows the very same HTML in its phone and desktop previews, so what the owner
 * previews is what visitors get. Pure string building: every text from a document is escaped.
 */
import {
  IMAGE_ASPECT_RATIOS,
  type ImageAspectRatioId,
  WEBSITE_ERROR_TITLE,
} from '../common/businessConstants';
import type { Image } from '../common/common';
import { COUNTRIES } from '../common/countries';
import type { PublishedMenu } from '../menuPublishing/schema';
import { formatMoney } from '../money/money';
import type { WeeklyHours } from '../time/timings';
import type { CustomPage, NavbarItem, WebsiteBlock } from './pages';
import type { PublishedWebsite } from './published';
import { fontStackOf, type WebsiteTheme } from './theme';

export interface WebsiteLinks {
  /** The site's home page (e.g. "/" on a custom domain, "/sites/r1/stores/s1/" on the platform's host). */
  home: string;
  page: (slug: string) => string;
  /** A store's site from a restaurant site. */
  store: (storeId: string) => string;
  /** The storefront's orderable menu (no sign-in first: Google's ordering-link rules). */
  order: (storeId: string) => string;
  book: (storeId: string) => string;
  /** A picture through the image pipeline at `width`; `webp` asks for the WebP encoding. */
  image: (image: Image, width: number, format?: 'webp') => string;
  /** Absolute address of a page of this site, for canonical links, Open Graph and JSON-LD. */
  absolute: (path: string) => string;
  /** The inquiry endpoint of a store (`/api/store-website/.../inquire`). */
  inquire: (storeId: string) => string;
  /** The contact form's script; left out in previews. */
  formScript?: string;
}

export type WebsitePageRequest = { kind: 'home' } | { kind: 'customPage'; page: CustomPage };

export interface WebsiteRenderInput {
  site: PublishedWebsite;
  /** The store's published menu (store sites). */
  menu?: PublishedMenu | undefined;
  page: WebsitePageRequest;
  links: WebsiteLinks;
  /** A signed time stamp for the inquiry form's time check (server pages only). */
  formToken?: string;
  /** Previews: no script, a banner saying it is a preview. */
  preview?: boolean;
  /**
   * The store's review page (`customer-review?source=website`) when its Google review settings show
   * the prompt on the website; the same prompt for every visitor, whatever they thought of the food.
   */
  reviewUrl?: string | undefined;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
const e = escapeHtml;

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function ratioOf(id: ImageAspectRatioId): { width: number; height: number } {
  return IMAGE_ASPECT_RATIOS.find((ratio) => ratio.id === id) ?? { width: 4, height: 3 };
}

/** An image through the optimised pipeline: 200 px steps, width and height set (no layout shift). */
function img(
  links: WebsiteLinks,
  image: Image,
  alt: string,
  ratio: ImageAspectRatioId,
  displayWidth: number,
  options: { eager?: boolean; sizes?: string } = {},
): string {
  const { width: rw, height: rh } = ratioOf(ratio);
  const widths = [400, 800, 1200, 1600].filter((w) => w <= Math.max(400, displayWidth * 2));
  const srcsetOf = (format?: 'webp') =>
    widths.map((w) => `${e(links.image(image, w, format))} ${w}w`).join(', ');
  const width = displayWidth;
  const height = Math.round((displayWidth * rh) / rw);
  const sizes = e(options.sizes ?? `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`);
  // WebP first for the browsers that take it (all current ones); the original format otherwise.
  return `<picture><source type="image/webp" srcset="${srcsetOf('webp')}" sizes="${sizes}"><img src="${e(
    links.image(image, displayWidth <= 400 ? 400 : 800),
  )}" srcset="${srcsetOf()}" sizes="${sizes}" width="${width}" height="${height}" alt="${e(alt)}" style="aspect-ratio:${rw}/${rh}" ${
    options.eager ? 'fetchpriority="high" loading="eager"' : 'loading="lazy"'
  } decoding="async"></picture>`;
}

/** Rich text: paragraphs split by blank lines, "- " list items, **bold**, [words](https://link). */
export function renderRichText(text: string): string {
  const inline = (line: string) =>
    e(line)
      .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(
        /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g,
        (_, words: string, href: string) => `<a href="${href}" rel="noopener">${words}</a>`,
      );
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- ')))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('');
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const DAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "9:30 PM" → "21:30" (schema.org opening hours). */
export function to24Hour(timeOfDay: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(timeOfDay.trim());
  if (!match) return '00:00';
  let hour = Number(match[1]) % 12;
  if (match[3]?.toUpperCase() === 'P') hour += 12;
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

function hoursRows(hours: WeeklyHours): { day: string; text: string }[] {
  return DAYS.map((day, index) => {
    const daily = hours[day];
    const text = daily.availableAllDay
      ? 'Open 24 hours'
      : daily.dayIntervals.length === 0
        ? 'Closed'
        : daily.dayIntervals
            .map((interval) => `${interval.startTimeOfDay} – ${interval.endTimeOfDay}`)
            .join(', ');
    return { day: DAY_LABELS[index] ?? day, text };
  });
}

function mapLink(menu: PublishedMenu): string {
  const { address } = menu.store;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.formattedAddress)}`;
}

interface MenuDish {
  name: string;
  description: string;
  priceInCents: number | undefined;
  /** Priced by size (pizzas): the price is the smallest size's, shown as "from". */
  fromPrice: boolean;
  image: Image | undefined;
  categoryName: string;
}

function dishesOf(menu: PublishedMenu, categoryId?: string): MenuDish[] {
  return menu.categories
    .filter((category) => categoryId === undefined || category.id === categoryId)
    .filter((category) => category.applicableOrderingSystem?.online !== false)
    .flatMap((category) =>
      category.items
        .filter((item) => item.available !== false)
        .map((item) => ({
          name: item.name,
          description: item.description ?? '',
          ...priceOf(item),
          image: item.image,
          categoryName: category.name,
        })),
    );
}

function priceOf(item: PublishedMenu['categories'][number]['items'][number]): {
  priceInCents: number | undefined;
  fromPrice: boolean;
} {
  if ('sizes' in item && item.sizes) {
    const prices = Object.values(item.sizes).map((size) => size.price);
    return {
      priceInCents: prices.length > 0 ? Math.min(...prices) : undefined,
      fromPrice: prices.length > 1,
    };
  }
  return { priceInCents: 'price' in item && item.price ? item.price.basePrice : undefined, fromPrice: false };
}

function currencyOf(menu: PublishedMenu | undefined) {
  return menu ? (COUNTRIES[menu.store.address.country.code]?.currencyCode ?? 'AUD') : 'AUD';
}

function dishCards(input: WebsiteRenderInput, dishes: MenuDish[]): string {
  const currency = currencyOf(input.menu);
  return `<ul class="dishes">${dishes
    .map(
      (dish) =>
        `<li class="dish">${dish.image ? img(input.links, dish.image, dish.name, '4x3', 400, { sizes: '(max-width: 600px) 100vw, 320px' }) : ''}<div class="dish-text"><h3>${e(
          dish.name,
        )}</h3>${dish.description ? `<p>${e(dish.description.length > 140 ? `${dish.description.slice(0, 137)}…` : dish.description)}</p>` : ''}${
          dish.priceInCents !== undefined && dish.priceInCents > 0
            ? `<p class="price">${dish.fromPrice ? 'from ' : ''}${e(formatMoney(dish.priceInCents, currency))}</p>`
            : ''
        }</div></li>`,
    )
    .join('')}</ul>`;
}

function storeIdOf(input: WebsiteRenderInput): string | undefined {
  return input.site.storeId;
}

function button(href: string, label: string, kind: 'primary' | 'secondary' = 'primary'): string {
  return `<a class="btn ${kind}" href="${e(href)}">${e(label)}</a>`;
}

function contactForm(input: WebsiteRenderInput, title: string, intro: string): string {
  const storeId = storeIdOf(input);
  if (!storeId) return '';
  const disabled = input.preview ? ' disabled' : '';
  return `<section class="contact-form"><h2>${e(title)}</h2>${intro ? `<p>${e(intro)}</p>` : ''}<form method="post" action="${e(
    input.links.inquire(storeId),
  )}" data-inquiry-form data-token="${e(input.formToken ?? '')}" novalidate>
<label>Your name<input name="name" autocomplete="name" required maxlength="100"${disabled}></label>
<label>Email<input name="email" type="email" autocomplete="email" required maxlength="254"${disabled}></label>
<label>Phone (optional)<input name="phone" type="tel" autocomplete="tel" maxlength="20"${disabled}></label>
<label>What is it about?<select name="topic"${disabled}><option value="general">A question</option><option value="catering">Catering</option><option value="event">A private event</option></select></label>
<label>Message<textarea name="message" rows="5" required maxlength="2000"${disabled}></textarea></label>
<div class="hp" aria-hidden="true"><label>Leave this empty<input name="website" tabindex="-1" autocomplete="off"></label></div>
<button class="btn primary" type="submit"${disabled}>Send message</button>
<p class="form-status" role="status" aria-live="polite"></p>
</form></section>`;
}

function renderBlock(input: WebsiteRenderInput, block: WebsiteBlock): string {
  const { links, menu } = input;
  const storeId = storeIdOf(input);
  switch (block.type) {
    case 'heading':
      return `<h${block.level} class="block-heading">${e(block.text)}</h${block.level}>`;
    case 'richText':
      return `<div class="rich-text">${renderRichText(block.text)}</div>`;
    case 'image':
      return `<figure class="block-image">${img(links, block.image, block.alt, block.aspectRatio, 960)}${
        block.caption ? `<figcaption>${e(block.caption)}</figcaption>` : ''
      }</figure>`;
    case 'gallery':
      return `<div class="gallery">${block.images
        .map(
          (entry) =>
            `<figure>${img(links, entry.image, entry.alt, block.aspectRatio, 400, { sizes: '(max-width: 600px) 50vw, 300px' })}${
              entry.caption ? `<figcaption>${e(entry.caption)}</figcaption>` : ''
            }</figure>`,
        )
        .join('')}</div>`;
    case 'menuSection': {
      if (!menu) return '';
      const category = menu.categories.find((candidate) => candidate.id === block.categoryId);
      if (!category) return '';
      return `<section class="menu-section"><h2>${e(category.name)}</h2>${
        category.description ? `<p>${e(category.description)}</p>` : ''
      }${dishCards(input, dishesOf(menu, category.id).slice(0, block.maxItems))}${
        storeId ? `<p>${button(links.order(storeId), `Order ${category.name}`)}</p>` : ''
      }</section>`;
    }
    case 'openingHours':
      return menu ? hoursSection(block.title, menu) : '';
    case 'map':
      return menu
        ? `<section class="map"><h2>${e(block.title)}</h2><address>${e(menu.store.address.formattedAddress)}</address><p><a href="${e(
            mapLink(menu),
          )}" rel="noopener">Open in Maps</a></p></section>`
        : '';
    case 'contactForm':
      return contactForm(input, block.title, block.intro);
    case 'callToAction': {
      const href =
        block.action === 'link'
          ? block.href
          : storeId
            ? block.action === 'order'
              ? links.order(storeId)
              : links.book(storeId)
            : links.home;
      return `<p class="cta">${button(href, block.text)}</p>`;
    }
  }
}

function hoursSection(title: string, menu: PublishedMenu): string {
  return `<section class="hours"><h2>${e(title)}</h2><table>${hoursRows(menu.settings.tradingHours)
    .map((row) => `<tr><th scope="row">${e(row.day)}</th><td>${e(row.text)}</td></tr>`)
    .join('')}</table></section>`;
}

function navHref(input: WebsiteRenderInput, item: NavbarItem): string | undefined {
  const storeId = storeIdOf(input);
  switch (item.kind) {
    case 'home':
      return input.links.home;
    case 'page': {
      const page = input.site.pages.find((candidate) => candidate.id === item.customPageId);
      return page ? input.links.page(page.slug) : undefined;
    }
    case 'link':
      return item.url;
    case 'order':
      return storeId ? input.links.order(storeId) : undefined;
    case 'book':
      return storeId ? input.links.book(storeId) : undefined;
  }
}

function header(input: WebsiteRenderInput, title: string): string {
  const { site, links } = input;
  const items = site.site?.navbar ?? [{ kind: 'home' as const, label: 'Home' }];
  const nav = items
    .map((item) => {
      const href = navHref(input, item);
      if (!href) return '';
      const cls = item.kind === 'order' || item.kind === 'book' ? ' class="nav-action"' : '';
      return `<li><a${cls} href="${e(href)}">${e(item.label)}</a></li>`;
    })
    .join('');
  const logo = site.theme.logo
    ? `<img class="logo" src="${e(links.image(site.theme.logo, 200))}" width="40" height="40" alt="">`
    : '';
  return `<header class="site-header"><a class="brand" href="${e(links.home)}">${logo}<span>${e(title)}</span></a><nav aria-label="Site"><ul>${nav}</ul></nav></header>`;
}

function styles(theme: WebsiteTheme): string {
  return `:root{--p:${theme.primaryColour};--on-p:${theme.onPrimaryColour};--bg:${theme.backgroundColour};--fg:${theme.textColour};--hf:${fontStackOf(
    theme.headingFont,
  )};--bf:${fontStackOf(theme.bodyFont)}}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 var(--bf)}
h1,h2,h3{font-family:var(--hf);line-height:1.2;margin:1.2em 0 .4em}h1{font-size:clamp(2rem,6vw,3.2rem);margin-top:.2em}h2{font-size:1.6rem}h3{font-size:1.1rem;margin:.2em 0}
a{color:var(--p)}img{max-width:100%;height:auto;display:block}picture{display:block}
.site-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;padding:10px 16px;background:var(--p);color:var(--on-p)}
.site-header a{color:var(--on-p);text-decoration:none}.brand{display:flex;align-items:center;gap:10px;font:700 1.15rem var(--hf)}.logo{border-radius:8px;width:40px;height:40px;object-fit:cover}
nav ul{display:flex;flex-wrap:wrap;gap:4px 14px;list-style:none;margin:0;padding:0}nav a{display:inline-block;padding:8px 2px;font-weight:600;white-space:nowrap}
@media (max-width:640px){nav{width:100%}nav ul{flex-wrap:nowrap;overflow-x:auto;padding-bottom:4px}nav li{flex:none}}nav a.nav-action{border:2px solid var(--on-p);border-radius:999px;padding:6px 14px}
main{max-width:1040px;margin:0 auto;padding:12px 16px 48px}.hero{padding:24px 0 8px}.hero img{width:100%;border-radius:16px;object-fit:cover;margin-top:16px}
.tagline{font-size:1.2rem;margin:0 0 16px}.actions{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
.btn{display:inline-block;padding:12px 22px;border-radius:999px;font-weight:700;text-decoration:none;border:2px solid var(--p);min-height:48px}
.btn.primary{background:var(--p);color:var(--on-p)}button.btn{font:inherit;font-weight:700;cursor:pointer}button.btn:disabled{opacity:.6}.btn.secondary{background:transparent;color:var(--p)}
.dishes{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}.dish{border:1px solid rgba(0,0,0,.12);border-radius:12px;overflow:hidden}.dish img{width:100%;object-fit:cover}.dish-text{padding:10px 14px}.dish-text p{margin:.2em 0}.price{font-weight:700}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px}.gallery figure,.block-image{margin:16px 0}.gallery img,.block-image img{width:100%;object-fit:cover;border-radius:8px}figcaption{font-size:.9rem;opacity:.85}
.hours table{border-collapse:collapse}.hours th{text-align:left;padding:4px 24px 4px 0;font-weight:600}.hours td{padding:4px 0}
.stores{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}.stores li{border:1px solid rgba(0,0,0,.12);border-radius:12px;padding:16px}
form{display:grid;gap:12px;max-width:560px}label{display:grid;gap:4px;font-weight:600}input,select,textarea{font:inherit;padding:10px;border:1px solid rgba(0,0,0,.35);border-radius:8px;background:#fff;color:#1d1b16}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.form-status{min-height:1.6em}.preview-note{background:#fff4ce;color:#3a2e00;padding:6px 16px;font:600 14px system-ui,sans-serif;text-align:center}
footer{border-top:1px solid rgba(0,0,0,.12);padding:24px 16px;text-align:center;font-size:.95rem}footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px 16px;justify-content:center}
.error{max-width:640px;margin:10vh auto;padding:24px;text-align:center}`;
}

function footer(input: WebsiteRenderInput): string {
  const { contact } = input.site;
  const social = Object.entries(contact.socialLinks ?? {}).filter(([, href]) => href);
  const labels: Record<string, string> = {
    website: 'Website',
    facebook: 'Facebook',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    x: 'X',
    youtube: 'YouTube',
  };
  const reviews = input.site.site?.reviewsUrl;
  const links = [
    ...social.map(
      ([key, href]) => `<li><a href="${e(href)}" rel="noopener">${e(labels[key] ?? key)}</a></li>`,
    ),
    ...(reviews ? [`<li><a href="${e(reviews)}" rel="noopener">Reviews</a></li>`] : []),
    ...(input.reviewUrl ? [`<li><a href="${e(input.reviewUrl)}">Review us</a></li>`] : []),
  ];
  return `<footer>${links.length ? `<ul>${links.join('')}</ul>` : ''}<p>© ${e(input.site.restaurantName)}</p></footer>`;
}

function storeJsonLd(input: WebsiteRenderInput, title: string, description: string): unknown {
  const { menu, links, site } = input;
  if (!menu) return undefined;
  const storeId = storeIdOf(input);
  const currency = currencyOf(menu);
  const address = menu.store.address;
  const specs = DAYS.flatMap((day, index) => {
    const daily = menu.settings.tradingHours[day];
    const intervals = daily.availableAllDay
      ? [{ startTimeOfDay: '12:00 AM', endTimeOfDay: '11:59 PM' }]
      : daily.dayIntervals;
    return intervals.map((interval) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[index]}`,
      opens: to24Hour(interval.startTimeOfDay),
      closes: to24Hour(interval.endTimeOfDay),
    }));
  });
  const hero = site.site?.heroImage;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: title,
    description: description || undefined,
    url: links.absolute(links.home),
    telephone: menu.store.phoneNumber || undefined,
    email: site.contact.contactEmail || undefined,
    image: hero ? links.absolute(links.image(hero, 1200)) : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.formattedAddress,
      addressLocality: address.suburb || undefined,
      addressRegion: address.state || undefined,
      postalCode: address.postcode || undefined,
      addressCountry: address.country.code,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: address.geoPoint.latitude,
      longitude: address.geoPoint.longitude,
    },
    openingHoursSpecification: specs,
    acceptsReservations:
      storeId && site.site?.showBookingButton ? links.absolute(links.book(storeId)) : false,
    potentialAction: storeId
      ? {
          '@type': 'OrderAction',
          target: { '@type': 'EntryPoint', urlTemplate: links.absolute(links.order(storeId)) },
          deliveryMethod: ['http://purl.org/goodrelations/v1#DeliveryModePickUp'],
        }
      : undefined,
    hasMenu: {
      '@type': 'Menu',
      name: `${title} menu`,
      url: storeId ? links.absolute(links.order(storeId)) : undefined,
      hasMenuSection: menu.categories.map((category) => ({
        '@type': 'MenuSection',
        name: category.name,
        description: category.description || undefined,
        hasMenuItem: dishesOf(menu, category.id).map((dish) => ({
          '@type': 'MenuItem',
          name: dish.name,
          description: dish.description || undefined,
          offers:
            dish.priceInCents !== undefined && dish.priceInCents > 0
              ? { '@type': 'Offer', price: (dish.priceInCents / 100).toFixed(2), priceCurrency: currency }
              : undefined,
        })),
      })),
    },
  };
}

function documentHtml(options: {
  input: WebsiteRenderInput;
  title: string;
  description: string;
  canonicalPath: string;
  body: string;
  jsonLd?: unknown;
  ogImage?: string | undefined;
  hasForm: boolean;
}): string {
  const { input } = options;
  const { theme } = input.site;
  const favicon = theme.favicon ? `<link rel="icon" href="${e(input.links.image(theme.favicon, 200))}">` : '';
  const canonical = input.links.absolute(options.canonicalPath);
  const script =
    options.hasForm && !input.preview && input.links.formScript
      ? `<script src="${e(input.links.formScript)}" defer></script>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(options.title)}</title>${options.description ? `<meta name="description" content="${e(options.description)}">` : ''}
<link rel="canonical" href="${e(canonical)}">
<meta property="og:type" content="website"><meta property="og:title" content="${e(options.title)}"><meta property="og:url" content="${e(canonical)}">${
    options.description ? `<meta property="og:description" content="${e(options.description)}">` : ''
  }${options.ogImage ? `<meta property="og:image" content="${e(options.ogImage)}">` : ''}<meta name="theme-color" content="${e(theme.primaryColour)}">${favicon}
<style>${styles(theme)}</style>${
    options.jsonLd ? `<script type="application/ld+json">${jsonForScript(options.jsonLd)}</script>` : ''
  }${script}</head><body>${input.preview ? '<div class="preview-note">Preview: not published yet</div>' : ''}${options.body}</body></html>`;
}

/** "Bella Vista Bondi Beach", not "Bella Vista Pizzeria Bella Vista Bondi Beach": a store named after its restaurant keeps its own name. */
export function storeTitle(restaurantName: string, storeName: string): string {
  const first = restaurantName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return first && storeName.toLowerCase().startsWith(first)
    ? storeName
    : `${restaurantName} ${storeName}`.trim();
}

/** A page of a published (or previewed) site as a complete HTML document. */
export function renderWebsitePage(input: WebsiteRenderInput): string {
  const { site, menu, links, page } = input;
  const storeName = menu?.store.name;
  const siteTitle =
    site.kind === 'store' && storeName ? storeTitle(site.restaurantName, storeName) : site.restaurantName;
  const info = site.site;
  const description = (info?.tagline || site.contact.about || '').slice(0, 160);
  const storeId = storeIdOf(input);

  if (page.kind === 'customPage') {
    const blocks = page.page.blocks.map((block) => renderBlock(input, block)).join('\n');
    const body = `${header(input, siteTitle)}<main><h1>${e(page.page.title)}</h1>${blocks}</main>${footer(input)}`;
    return documentHtml({
      input,
      title: `${page.page.title} · ${siteTitle}`,
      description: page.page.description || description,
      canonicalPath: links.page(page.page.slug),
      body,
      hasForm: page.page.blocks.some((block) => block.type === 'contactForm'),
    });
  }

  if (site.kind === 'restaurant') {
    const stores = site.stores
      .map(
        (store) =>
          `<li><h3>${e(store.name)}</h3>${store.formattedAddress ? `<address>${e(store.formattedAddress)}</address>` : ''}${
            store.phoneNumber
              ? `<p><a href="tel:${e(store.phoneNumber.replace(/\s+/g, ''))}">${e(store.phoneNumber)}</a></p>`
              : ''
          }<p class="actions">${button(links.order(store.storeId), 'Order online')}${
            store.hasWebsite ? button(links.store(store.storeId), 'Visit', 'secondary') : ''
          }</p></li>`,
      )
      .join('');
    const body = `${header(input, siteTitle)}<main><section class="hero"><h1>${e(site.restaurantName)}</h1>${
      site.contact.about ? `<div class="rich-text">${renderRichText(site.contact.about)}</div>` : ''
    }</section><section><h2>Our stores</h2><ul class="stores">${stores}</ul></section></main>${footer(input)}`;
    return documentHtml({
      input,
      title: siteTitle,
      description: site.contact.about.slice(0, 160),
      canonicalPath: links.home,
      body,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: site.restaurantName,
        url: links.absolute(links.home),
        subOrganization: site.stores.map((store) => ({
          '@type': 'Restaurant',
          name: storeTitle(site.restaurantName, store.name),
          address: store.formattedAddress || undefined,
          telephone: store.phoneNumber || undefined,
          url: links.absolute(store.hasWebsite ? links.store(store.storeId) : links.order(store.storeId)),
        })),
      },
      hasForm: false,
    });
  }

  // The store's home page.
  const headline = info?.headline || siteTitle;
  const hero = info?.heroImage
    ? img(links, info.heroImage, headline, '8x3', 1040, {
        eager: true,
        sizes: '(max-width: 1072px) 100vw, 1040px',
      })
    : '';
  const actions = [
    info?.showOrderButton !== false && storeId ? button(links.order(storeId), 'Order online') : '',
    info?.showBookingButton && storeId ? button(links.book(storeId), 'Book a table', 'secondary') : '',
    menu?.store.phoneNumber
      ? button(
          `tel:${menu.store.phoneNumber.replace(/\s+/g, '')}`,
          `Call ${menu.store.phoneNumber}`,
          'secondary',
        )
      : '',
  ].join('');
  const highlights =
    menu && (info?.menuHighlightCount ?? 6) > 0
      ? (() => {
          const all = dishesOf(menu);
          const withImages = [...all.filter((dish) => dish.image), ...all.filter((dish) => !dish.image)];
          const chosen = withImages.slice(0, info?.menuHighlightCount ?? 6);
          return chosen.length
            ? `<section class="highlights"><h2>From our menu</h2>${dishCards(input, chosen)}${
                storeId ? `<p>${button(links.order(storeId), 'See the full menu and order')}</p>` : ''
              }</section>`
            : '';
        })()
      : '';
  const about = info?.about || site.contact.about;
  const contactLines = [
    menu?.store.phoneNumber
      ? `<p>Phone: <a href="tel:${e(menu.store.phoneNumber.replace(/\s+/g, ''))}">${e(menu.store.phoneNumber)}</a></p>`
      : '',
    site.contact.contactEmail
      ? `<p>Email: <a href="mailto:${e(site.contact.contactEmail)}">${e(site.contact.contactEmail)}</a></p>`
      : '',
  ].join('');
  const body = `${header(input, siteTitle)}<main><section class="hero"><h1>${e(headline)}</h1>${
    info?.tagline ? `<p class="tagline">${e(info.tagline)}</p>` : ''
  }<div class="actions">${actions}</div>${hero}</section>${about ? `<section><h2>About us</h2><div class="rich-text">${renderRichText(about)}</div></section>` : ''}${highlights}${
    menu ? hoursSection('Opening hours', menu) : ''
  }${
    input.reviewUrl
      ? `<section class="review-prompt"><h2>How was your order?</h2><p>Tell us how we did: rate your visit, then review us on Google or tell us privately.</p><p>${button(input.reviewUrl, 'Review us')}</p></section>`
      : ''
  }${
    menu
      ? `<section class="map"><h2>Find us</h2><address>${e(menu.store.address.formattedAddress)}</address><p><a href="${e(mapLink(menu))}" rel="noopener">Open in Maps</a></p>${contactLines}</section>`
      : ''
  }</main>${footer(input)}`;
  return documentHtml({
    input,
    title: info?.headline ? `${siteTitle} · ${info.headline}` : siteTitle,
    description,
    canonicalPath: links.home,
    body,
    jsonLd: storeJsonLd(input, siteTitle, description),
    ogImage: info?.heroImage ? links.absolute(links.image(info.heroImage, 1200)) : undefined,
    hasForm: false,
  });
}

/** The spec's error screen ('Website Error!' and the message) as a page of its own. */
export function renderWebsiteError(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(
    WEBSITE_ERROR_TITLE,
  )}</title><style>body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1d1b16;background:#fffdf8}.error{max-width:640px;margin:10vh auto;padding:24px;text-align:center}h1{font-size:2rem}</style></head><body><main class="error"><h1>${e(
    WEBSITE_ERROR_TITLE,
  )}</h1><p>${e(message)}</p></main></body></html>`;
}

/** sitemap.xml of a site: its home, its custom pages (and a restaurant site's store sites). */
export function renderSitemap(site: PublishedWebsite, links: WebsiteLinks): string {
  const urls = [
    links.absolute(links.home),
    ...site.pages.map((page) => links.absolute(links.page(page.slug))),
    ...site.stores
      .filter((store) => store.hasWebsite)
      .map((store) => links.absolute(links.store(store.storeId))),
  ];
  const lastmod = site.publishedIsoDateTimeUtc.slice(0, 10);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${e(url)}</loc><lastmod>${lastmod}</lastmod></url>`).join('\n')}
</urlset>
`;
}

/** robots.txt: everything but the API may be crawled; a custom domain names its site's sitemap. */
export function renderRobots(sitemapUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n${sitemapUrl ? `Sitemap: ${sitemapUrl}\n` : ''}`;
}
