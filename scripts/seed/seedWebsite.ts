/**
 * Website demo: Bella Vista's theme, Bondi's site with a three-page custom section (Catering with an
 * inquiry form, Our story with a gallery, Kids eat free with a menu section), a custom navigation bar,
 * both published; the restaurant site listing its stores; two custom domains on the fake DNS's names
 * (`bellavista.localhost` for the restaurant site and `bondi.localhost` for Bondi, which Chromium
 * resolves to 127.0.0.1, so http://bondi.localhost:5008/ opens the site); two inquiries in the list.
 * Everything has fixed ids and times, so a second run changes nothing.
 */
import {
  type CustomPage,
  type DomainRecord,
  type PublishedWebsite,
  type StoreWebsiteDraft,
  type WebsiteInquiry,
  type WebsiteTheme,
  ZCustomPage,
  ZPublishedWebsite,
  ZStoreWebsiteDraft,
  ZWebsiteInfo,
  ZWebsiteTheme,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_RESTAURANT, DEMO_STORES, SEEDED_AT } from './demoData';
import { demoImageFor } from './demoImages';

export const DEMO_WEBSITE_STORE_ID = 'bondi';
export const DEMO_DOMAINS = { restaurant: 'bellavista.localhost', bondi: 'bondi.localhost' } as const;

export function demoWebsiteTheme(restaurantId: string): WebsiteTheme {
  return ZWebsiteTheme.parse({
    primaryColour: '#8c2f1b',
    onPrimaryColour: '#ffffff',
    backgroundColour: '#fffaf3',
    textColour: '#2a1d16',
    headingFont: 'classic',
    bodyFont: 'modern',
    logo: demoImageFor(restaurantId, 'margherita'),
  });
}

export function demoSite(restaurantId: string): StoreWebsiteDraft {
  return ZStoreWebsiteDraft.parse({
    headline: 'Wood-fired pizza on Bondi Beach',
    tagline: 'Hand-stretched dough, San Marzano tomatoes and a 450°C oven, a short walk from the sand.',
    heroImage: demoImageFor(restaurantId, 'pizzas'),
    about:
      'Bella Vista has been making pizza in Sydney since 1998. Our Bondi kitchen opens onto Campbell Parade: **come in off the beach**, or order ahead and pick up on your way home.',
    menuHighlightCount: 6,
    showOrderButton: true,
    showBookingButton: true,
    reviewsUrl: 'https://www.google.com/maps/search/?api=1&query=Bella+Vista+Bondi+Beach',
    navbar: [
      { kind: 'home', label: 'Home' },
      { kind: 'page', label: 'Catering', customPageId: 'catering' },
      { kind: 'page', label: 'Our story', customPageId: 'our-story' },
      { kind: 'page', label: 'Kids eat free', customPageId: 'kids' },
      { kind: 'book', label: 'Book' },
      { kind: 'order', label: 'Order online' },
    ],
    updatedIsoDateTimeUtc: SEEDED_AT,
    publishedIsoDateTimeUtc: SEEDED_AT,
  });
}

export function demoPages(restaurantId: string): CustomPage[] {
  const page = (value: unknown) => ZCustomPage.parse(value);
  return [
    page({
      id: 'catering',
      title: 'Catering',
      slug: 'catering',
      description: 'Pizza for offices, parties and beach days: trays for 10 to 200 people.',
      updatedIsoDateTimeUtc: SEEDED_AT,
      blocks: [
        { id: 'h1', type: 'heading', text: 'Pizza for a crowd', level: 2 },
        {
          id: 't1',
          type: 'richText',
          text: 'We cater for offices, birthdays and beach days, from 10 to 200 people.\n\n- Party trays of our classic pizzas, cut into squares\n- Salads, garlic bread and tiramisu by the tray\n- Delivery across the eastern suburbs, or pick up from Bondi\n\nTell us the date and how many are coming, and we will send you a quote within a day.',
        },
        {
          id: 'i1',
          type: 'image',
          image: demoImageFor(restaurantId, 'deals'),
          alt: 'Pizzas and sides laid out to share',
          caption: 'A party spread for twenty',
          aspectRatio: '8x3',
        },
        {
          id: 'f1',
          type: 'contactForm',
          title: 'Ask for a catering quote',
          intro: 'We answer every message within one business day.',
        },
      ],
    }),
    page({
      id: 'our-story',
      title: 'Our story',
      slug: 'our-story',
      description: 'How a family pizzeria from Leichhardt came to Bondi Beach.',
      updatedIsoDateTimeUtc: SEEDED_AT,
      blocks: [
        {
          id: 't1',
          type: 'richText',
          text: 'Nonna Rosa opened the first Bella Vista in 1998 with one oven and six tables. Today her grandchildren run two kitchens, and the dough recipe has not changed.',
        },
        {
          id: 'g1',
          type: 'gallery',
          aspectRatio: 'square',
          images: [
            {
              image: demoImageFor(restaurantId, 'margherita'),
              alt: 'A margherita fresh from the oven',
              caption: 'The margherita',
            },
            {
              image: demoImageFor(restaurantId, 'gourmet'),
              alt: 'A gourmet pizza with prosciutto',
              caption: 'Gourmet pizzas',
            },
            {
              image: demoImageFor(restaurantId, 'tiramisu'),
              alt: 'A slice of tiramisu',
              caption: 'Nonna’s tiramisu',
            },
            {
              image: demoImageFor(restaurantId, 'desserts'),
              alt: 'Gelato in three flavours',
              caption: 'Gelato',
            },
          ],
        },
        { id: 'h2', type: 'openingHours', title: 'Come and visit' },
        { id: 'm1', type: 'map', title: 'Find us' },
      ],
    }),
    page({
      id: 'kids',
      title: 'Kids eat free',
      slug: 'kids-eat-free',
      description: 'Tuesday nights: a small pizza free with every adult main.',
      updatedIsoDateTimeUtc: SEEDED_AT,
      blocks: [
        {
          id: 't1',
          type: 'richText',
          text: 'Every **Tuesday night**, one small classic pizza is free for each child with an adult main. Dine in only.',
        },
        { id: 's1', type: 'menuSection', categoryId: 'pizzas', maxItems: 6 },
        { id: 'c1', type: 'callToAction', text: 'Book a table for Tuesday', action: 'book', href: '' },
      ],
    }),
  ];
}

function domain(domainName: string, restaurantId: string, storeId: string): DomainRecord {
  return {
    domainName,
    restaurantId,
    storeId,
    verification: {
      token: `demo-${domainName.replace(/\W/g, '-')}`,
      state: 'verified',
      checkedIsoDateTimeUtc: SEEDED_AT,
      message: 'Verified and secure.',
    },
    certificate: { state: 'active', updatedIsoDateTimeUtc: SEEDED_AT },
    createdByUid: 'demo-seed',
    createdIsoDateTimeUtc: SEEDED_AT,
    updatedIsoDateTimeUtc: SEEDED_AT,
  };
}

export async function seedWebsite(db: Firestore, restaurantId: string): Promise<void> {
  const restaurant = db.collection('restaurants').doc(restaurantId);
  const store = restaurant.collection('stores').doc(DEMO_WEBSITE_STORE_ID);
  const theme = demoWebsiteTheme(restaurantId);
  const site = demoSite(restaurantId);
  const pages = demoPages(restaurantId);
  const contact = ZWebsiteInfo.parse({
    contactEmail: DEMO_RESTAURANT.contactEmail,
    about: 'Wood-fired pizza, fresh pasta and gelato in Sydney since 1998.',
    socialLinks: { instagram: 'https://www.instagram.com/bellavista.example' },
  });
  const { updatedIsoDateTimeUtc: _u, publishedIsoDateTimeUtc: _p, ...publicSite } = site;
  const published: PublishedWebsite = ZPublishedWebsite.parse({
    kind: 'store',
    restaurantId,
    storeId: DEMO_WEBSITE_STORE_ID,
    restaurantName: DEMO_RESTAURANT.name,
    contact,
    theme,
    site: publicSite,
    pages: [...pages].sort((a, b) => a.title.localeCompare(b.title)),
    publishedIsoDateTimeUtc: SEEDED_AT,
  });
  const restaurantSite: PublishedWebsite = ZPublishedWebsite.parse({
    kind: 'restaurant',
    restaurantId,
    restaurantName: DEMO_RESTAURANT.name,
    contact,
    theme,
    stores: Object.entries(DEMO_STORES)
      .map(([storeId, details]) => ({
        storeId,
        name: details.name,
        formattedAddress: details.address.formattedAddress,
        phoneNumber: details.phoneNumber,
        hasWebsite: storeId === DEMO_WEBSITE_STORE_ID,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    publishedIsoDateTimeUtc: SEEDED_AT,
  });
  const inquiries: WebsiteInquiry[] = [
    {
      id: 'demo-inquiry-1',
      restaurantId,
      storeId: DEMO_WEBSITE_STORE_ID,
      name: 'Priya Shah',
      email: 'priya.shah@example.test',
      phone: '0412 345 678',
      topic: 'catering',
      message: 'Could you cater a team lunch for 35 people on the 12th? Two vegetarian options please.',
      createdIsoDateTimeUtc: '2026-01-04T01:15:00.000Z',
      emailStatus: 'sent',
    },
    {
      id: 'demo-inquiry-2',
      restaurantId,
      storeId: DEMO_WEBSITE_STORE_ID,
      name: 'Tom Nguyen',
      email: 'tom.nguyen@example.test',
      phone: '',
      topic: 'event',
      message: 'Do you take bookings for a private 40th birthday upstairs on a Saturday night?',
      createdIsoDateTimeUtc: '2026-01-04T22:40:00.000Z',
      emailStatus: 'sent',
    },
  ];

  const batch = db.batch();
  batch.set(restaurant, { websiteInfo: contact }, { merge: true });
  batch.set(restaurant.collection('website').doc('theme'), { ...theme, updatedIsoDateTimeUtc: SEEDED_AT });
  batch.set(restaurant.collection('publishedWebsite').doc('current'), restaurantSite);
  batch.set(store.collection('website').doc('site'), site);
  for (const page of pages) batch.set(store.collection('customPages').doc(page.id), page);
  batch.set(store.collection('publishedWebsite').doc('current'), published);
  for (const inquiry of inquiries) batch.set(store.collection('websiteInquiries').doc(inquiry.id), inquiry);
  batch.set(
    db.collection('domains').doc(DEMO_DOMAINS.restaurant),
    domain(DEMO_DOMAINS.restaurant, restaurantId, ''),
  );
  batch.set(
    db.collection('domains').doc(DEMO_DOMAINS.bondi),
    domain(DEMO_DOMAINS.bondi, restaurantId, DEMO_WEBSITE_STORE_ID),
  );
  await batch.commit();
}
