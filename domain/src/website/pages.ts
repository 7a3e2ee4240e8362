import { z } from 'zod';
import { ZDocumentId, ZImage, ZIsoDateTimeUtc } from '../common/common';
import { INPUT_LIMITS, tooLong } from '../common/inputBounds';
import { ZImageAspectRatioId } from '../images/images';

/**
 * A store's website: its home page details (`/website/info`), its navigation bar
 * (`/website/custom-navbar`) and custom pages made of blocks (`/website/custom-pages`). Drafts live
 * in `restaurants/{r}/stores/{s}/website/site` and `.../customPages/{customPageId}`; publishing copies
 * them into the public `publishedWebsite/current`.
 */

/** Page kinds of the store website (SPEC.md section 2). */
export const WEBSITE_PAGE_KINDS = ['restaurant', 'store', 'error', 'customPage'] as const;
export type WebsitePageKind = (typeof WEBSITE_PAGE_KINDS)[number];

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong(`${label} must be at most ${max} characters`));
const required = (max: number, label: string) => text(max, label).min(1, `Enter ${label.toLowerCase()}`);

/** Only web links: a `javascript:` or `data:` link on a public page would run in visitors' browsers. */
export const ZWebLink = z
  .string()
  .trim()
  .max(INPUT_LIMITS.url, tooLong('Links must be at most 2,000 characters'))
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Enter a web address starting with https://');

export const ZBlockId = z
  .string()
  .trim()
  .min(1)
  .max(40, tooLong('Block ids are at most 40 characters'))
  .regex(/^[A-Za-z0-9_-]+$/, 'Block ids use letters, digits, - and _');

export const MAX_GALLERY_IMAGES = 12;
export const MAX_PAGE_BLOCKS = 40;
export const MAX_NAVBAR_ITEMS = 8;
export const MAX_CUSTOM_PAGES = 20;

const ZCaptionedImage = z.object({
  image: ZImage,
  alt: required(150, 'A description of the picture'),
  caption: text(200, 'Caption').default(''),
});

export const ZWebsiteBlock = z.discriminatedUnion('type', [
  z.object({
    id: ZBlockId,
    type: z.literal('heading'),
    text: required(120, 'Heading text'),
    level: z.union([z.literal(2), z.literal(3)]).default(2),
  }),
  z.object({
    id: ZBlockId,
    type: z.literal('richText'),
    /** Paragraphs separated by a blank line; "- " starts a list item; **bold**; [words](https://link). */
    text: required(5000, 'Text'),
  }),
  z.object({
    id: ZBlockId,
    type: z.literal('image'),
    aspectRatio: ZImageAspectRatioId.default('4x3'),
    ...ZCaptionedImage.shape,
  }),
  z.object({
    id: ZBlockId,
    type: z.literal('gallery'),
    aspectRatio: ZImageAspectRatioId.default('square'),
    images: z
      .array(ZCaptionedImage)
      .min(1, 'Add at least one picture')
      .max(MAX_GALLERY_IMAGES, `A gallery holds at most ${MAX_GALLERY_IMAGES} pictures`),
  }),
  z.object({
    id: ZBlockId,
    type: z.literal('menuSection'),
    /** A category of the published menu; its items are shown with prices. */
    categoryId: ZDocumentId,
    maxItems: z.number().int().min(1).max(24).default(6),
  }),
  z.object({
    id: ZBlockId,
    type: z.literal('openingHours'),
    title: text(80, 'Title').default('Opening hours'),
  }),
  z.object({ id: ZBlockId, type: z.literal('map'), title: text(80, 'Title').default('Find us') }),
  z.object({
    id: ZBlockId,
    type: z.literal('contactForm'),
    title: text(80, 'Title').default('Send us a message'),
    intro: text(400, 'Introduction').default(''),
  }),
  z
    .object({
      id: ZBlockId,
      type: z.literal('callToAction'),
      text: required(80, 'Button text'),
      action: z.enum(['order', 'book', 'link']),
      href: z.union([z.literal(''), ZWebLink]).default(''),
    })
    .refine((block) => block.action !== 'link' || block.href !== '', {
      path: ['href'],
      message: 'Enter the web address the button opens',
    }),
]);
export type WebsiteBlock = z.infer<typeof ZWebsiteBlock>;
export type WebsiteBlockType = WebsiteBlock['type'];

export const WEBSITE_BLOCK_TYPES: { type: WebsiteBlockType; label: string }[] = [
  { type: 'heading', label: 'Heading' },
  { type: 'richText', label: 'Text' },
  { type: 'image', label: 'Image' },
  { type: 'gallery', label: 'Gallery' },
  { type: 'menuSection', label: 'Menu section' },
  { type: 'openingHours', label: 'Opening hours' },
  { type: 'map', label: 'Map link' },
  { type: 'contactForm', label: 'Contact form' },
  { type: 'callToAction', label: 'Call to action' },
];

/** Lowercase words joined by "-": the page's address on the site ("/catering"). */
export const ZPageSlug = z
  .string()
  .trim()
  .min(1, 'Enter the page address')
  .max(60, tooLong('Page addresses are at most 60 characters'))
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single dashes, like "private-events"',
  )
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'That address is used by the site itself; choose another');

/** Paths the site serves itself. */
const RESERVED_SLUGS = new Set([
  'api',
  'stores',
  'sites',
  'sitemap-xml',
  'robots-txt',
  'assets',
  'order',
  'book',
]);

/** A page title's words as a slug ("Private Events & Catering" → "private-events-catering"). */
export function slugFrom(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const ZCustomPageRequest = z.object({
  title: required(60, 'A page title'),
  slug: ZPageSlug,
  /** Search engines and link previews show it. */
  description: text(160, 'Description').default(''),
  blocks: z
    .array(ZWebsiteBlock)
    .max(MAX_PAGE_BLOCKS, `A page holds at most ${MAX_PAGE_BLOCKS} blocks`)
    .default([]),
});
export type CustomPageRequest = z.infer<typeof ZCustomPageRequest>;

export const ZCustomPage = ZCustomPageRequest.extend({
  id: ZDocumentId,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type CustomPage = z.infer<typeof ZCustomPage>;

export const ZNavbarItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home'), label: required(30, 'A label') }),
  z.object({ kind: z.literal('page'), label: required(30, 'A label'), customPageId: ZDocumentId }),
  z.object({ kind: z.literal('link'), label: required(30, 'A label'), url: ZWebLink }),
  z.object({ kind: z.literal('order'), label: required(30, 'A label') }),
  z.object({ kind: z.literal('book'), label: required(30, 'A label') }),
]);
export type NavbarItem = z.infer<typeof ZNavbarItem>;

export const ZNavbarRequest = z.object({
  items: z
    .array(ZNavbarItem)
    .max(MAX_NAVBAR_ITEMS, `The navigation bar holds at most ${MAX_NAVBAR_ITEMS} links`),
});
export type NavbarRequest = z.infer<typeof ZNavbarRequest>;

export const DEFAULT_NAVBAR: NavbarItem[] = [
  { kind: 'home', label: 'Home' },
  { kind: 'order', label: 'Order online' },
];

/** The store's home page details (`/website/info`). */
export const ZStoreWebsiteInfoRequest = z.object({
  headline: text(80, 'Headline').default(''),
  tagline: text(160, 'Tagline').default(''),
  heroImage: ZImage.optional(),
  about: text(2000, 'About text').default(''),
  /** How many dishes of the published menu the home page shows (0 hides them). */
  menuHighlightCount: z.number().int().min(0).max(12).default(6),
  showOrderButton: z.boolean().default(true),
  showBookingButton: z.boolean().default(false),
  reviewsUrl: z.union([z.literal(''), ZWebLink]).default(''),
});
export type StoreWebsiteInfoRequest = z.infer<typeof ZStoreWebsiteInfoRequest>;

/** `restaurants/{r}/stores/{s}/website/site`: the draft of the store site (info + navbar). */
export const ZStoreWebsiteDraft = ZStoreWebsiteInfoRequest.extend({
  navbar: z.array(ZNavbarItem).default(DEFAULT_NAVBAR),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  publishedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type StoreWebsiteDraft = z.infer<typeof ZStoreWebsiteDraft>;
export const DEFAULT_STORE_WEBSITE: StoreWebsiteDraft = ZStoreWebsiteDraft.parse({});

/** The problems of a navbar against the pages that exist (a link to a deleted page). */
export function navbarProblems(items: readonly NavbarItem[], pageIds: ReadonlySet<string>): string[] {
  return items.flatMap((item, index) =>
    item.kind === 'page' && !pageIds.has(item.customPageId)
      ? [`Link ${index + 1} ("${item.label}") points to a page that no longer exists`]
      : [],
  );
}
