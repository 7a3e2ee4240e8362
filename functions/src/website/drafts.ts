import {
  type CustomPage,
  type CustomPageRequest,
  DEFAULT_STORE_WEBSITE,
  MAX_CUSTOM_PAGES,
  type NavbarItem,
  navbarProblems,
  type StoreWebsiteDraft,
  type StoreWebsiteInfoRequest,
  type WebsiteTheme,
  ZCustomPage,
  ZStoreWebsiteDraft,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { customPagesCollection, storeWebsiteDoc, websiteThemeDoc } from './paths';

/** The draft documents behind the builder screens; nothing here is public until published. */

export async function saveTheme(restaurantId: string, theme: WebsiteTheme): Promise<WebsiteTheme> {
  await websiteThemeDoc(restaurantId).set({ ...theme, updatedIsoDateTimeUtc: nowIso() });
  return theme;
}

export function readStoreDraft(data: FirebaseFirestore.DocumentData | undefined): StoreWebsiteDraft {
  return data ? ZStoreWebsiteDraft.parse(data) : DEFAULT_STORE_WEBSITE;
}

export async function saveStoreInfo(
  restaurantId: string,
  storeId: string,
  info: StoreWebsiteInfoRequest,
): Promise<StoreWebsiteDraft> {
  const ref = storeWebsiteDoc(restaurantId, storeId);
  return runContendedTransaction(async (tx) => {
    const current = readStoreDraft((await tx.get(ref)).data());
    const next: StoreWebsiteDraft = { ...current, ...info, updatedIsoDateTimeUtc: nowIso() };
    if (!info.heroImage) delete next.heroImage;
    tx.set(ref, next);
    return next;
  });
}

export async function saveNavbar(
  restaurantId: string,
  storeId: string,
  items: NavbarItem[],
): Promise<NavbarItem[]> {
  const ref = storeWebsiteDoc(restaurantId, storeId);
  const pages = customPagesCollection(restaurantId, storeId);
  return runContendedTransaction(async (tx) => {
    const [current, pageRefs] = await Promise.all([tx.get(ref), tx.get(pages.select())]);
    const problems = navbarProblems(items, new Set(pageRefs.docs.map((doc) => doc.id)));
    if (problems.length > 0) throw new FieldError('items', problems.join('. '));
    tx.set(ref, { ...readStoreDraft(current.data()), navbar: items, updatedIsoDateTimeUtc: nowIso() });
    return items;
  });
}

export async function saveCustomPage(
  restaurantId: string,
  storeId: string,
  customPageId: string,
  request: CustomPageRequest,
): Promise<CustomPage> {
  const pages = customPagesCollection(restaurantId, storeId);
  return runContendedTransaction(async (tx) => {
    const all = await tx.get(pages);
    const exists = all.docs.some((doc) => doc.id === customPageId);
    if (!exists && all.size >= MAX_CUSTOM_PAGES)
      throw new ConflictError(`A site holds at most ${MAX_CUSTOM_PAGES} custom pages.`, 'Too Many Pages');
    const clash = all.docs.find((doc) => doc.id !== customPageId && doc.get('slug') === request.slug);
    if (clash) throw new FieldError('slug', `Another page already uses the address "/${request.slug}"`);
    const page: CustomPage = ZCustomPage.parse({
      ...request,
      id: customPageId,
      updatedIsoDateTimeUtc: nowIso(),
    });
    tx.set(pages.doc(customPageId), page);
    return page;
  });
}

/** Deletes a page and takes it out of the navigation bar in the same transaction. */
export async function deleteCustomPage(
  restaurantId: string,
  storeId: string,
  customPageId: string,
): Promise<void> {
  const pageRef = customPagesCollection(restaurantId, storeId).doc(customPageId);
  const siteRef = storeWebsiteDoc(restaurantId, storeId);
  await runContendedTransaction(async (tx) => {
    const [page, site] = await Promise.all([tx.get(pageRef), tx.get(siteRef)]);
    if (!page.exists) throw new NotFoundError('We could not find this page.');
    if (site.exists) {
      const draft = readStoreDraft(site.data());
      const navbar = draft.navbar.filter(
        (item) => !(item.kind === 'page' && item.customPageId === customPageId),
      );
      if (navbar.length !== draft.navbar.length)
        tx.set(siteRef, { ...draft, navbar, updatedIsoDateTimeUtc: nowIso() });
    }
    tx.delete(pageRef);
  });
}
