import type {
  CustomPage,
  DomainRecord,
  PublishedWebsite,
  StoreWebsiteDraft,
  WebsiteInquiry,
  WebsiteTheme,
  WithId,
} from '@resto/domain';
import { collection, doc, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/**
 * The website builder's documents (see docs/data-model.md, Websites). Each converter is made once:
 * Firestore's refEqual compares converters too, so a fresh one per call would make `useDoc` see a new
 * document on every render and render again without end.
 */

export type WebsiteThemeData = WebsiteTheme & { updatedIsoDateTimeUtc?: string };
const themeConverter = docConverter<WebsiteThemeData>();
const draftConverter = docConverter<StoreWebsiteDraft>();
const publishedConverter = docConverter<PublishedWebsite>();
const inquiryConverter = docConverter<Omit<WebsiteInquiry, 'id'>>();

export function websiteThemeDoc(restaurantId: string) {
  return doc(firestore(), 'restaurants', restaurantId, 'website', 'theme').withConverter(themeConverter);
}

export function storeWebsiteDoc(restaurantId: string, storeId: string) {
  return doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'website', 'site').withConverter(
    draftConverter,
  );
}

export type CustomPageRecord = WithId<Omit<CustomPage, 'id'>>;
const pageConverter = docConverter<Omit<CustomPage, 'id'>>();
export function customPages(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'customPages').withConverter(
    pageConverter,
  );
}
export function customPageDoc(restaurantId: string, storeId: string, customPageId: string) {
  return doc(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    'customPages',
    customPageId,
  ).withConverter(pageConverter);
}

export function publishedStoreWebsiteDoc(restaurantId: string, storeId: string) {
  return doc(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    'publishedWebsite',
    'current',
  ).withConverter(publishedConverter);
}

export function publishedRestaurantWebsiteDoc(restaurantId: string) {
  return doc(firestore(), 'restaurants', restaurantId, 'publishedWebsite', 'current').withConverter(
    publishedConverter,
  );
}

export type WebsiteInquiryRecord = WithId<Omit<WebsiteInquiry, 'id'>>;
/** The newest inquiries first (store admins read them). */
export function recentWebsiteInquiries(restaurantId: string, storeId: string, count: number) {
  return query(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'websiteInquiries').withConverter(
      inquiryConverter,
    ),
    orderBy('createdIsoDateTimeUtc', 'desc'),
    limit(count),
  );
}

export type DomainRecordWithId = WithId<DomainRecord>;
const domainConverter = docConverter<DomainRecord>();
export function domainsCollection() {
  return collection(firestore(), 'domains').withConverter(domainConverter);
}
export function domainRecordDoc(domainName: string) {
  return doc(firestore(), 'domains', domainName).withConverter(domainConverter);
}
