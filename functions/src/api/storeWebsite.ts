import {
  ZCustomPageRequest,
  ZNavbarRequest,
  ZStoreWebsiteInfoRequest,
  ZWebsiteInquiryRequest,
  ZWebsiteThemeRequest,
} from '@resto/domain';
import { Router } from 'express';
import { clientAddress } from '../abuse/clientAddress';
import { consumeLimit } from '../abuse/limits';
import { requireRestaurantAdmin, requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { deleteCustomPage, saveCustomPage, saveNavbar, saveStoreInfo, saveTheme } from '../website/drafts';
import { submitInquiry } from '../website/inquiries';
import { publishRestaurantWebsite, publishStoreWebsite } from '../website/publish';
import { pathIds } from './params';

const store = '/restaurants/:restaurantId/stores/:storeId';

/**
 * `/api/store-website/...`: the website builder's commands (theme and restaurant site for restaurant
 * admins; store site info, navigation bar, custom pages and publishing for store admins) and the
 * public inquiry form (`.../inquire`).
 */
export function storeWebsiteRouter(): Router {
  const router = Router();

  router.put('/restaurants/:restaurantId/theme', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    res.json({ theme: await saveTheme(restaurantId, ZWebsiteThemeRequest.parse(req.body)) });
  });

  /** Publishes the restaurant site and again every store site already published (a new theme). */
  router.post('/restaurants/:restaurantId/publish', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    const site = await publishRestaurantWebsite(restaurantId, { republishStores: true });
    res.json({ publishedIsoDateTimeUtc: site.publishedIsoDateTimeUtc, stores: site.stores.length });
  });

  router.put(`${store}/info`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    res.json({
      site: await saveStoreInfo(ids.restaurantId, ids.storeId, ZStoreWebsiteInfoRequest.parse(req.body)),
    });
  });

  router.put(`${store}/navbar`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const { items } = ZNavbarRequest.parse(req.body);
    res.json({ items: await saveNavbar(ids.restaurantId, ids.storeId, items) });
  });

  router.put(`${store}/custom-pages/:customPageId`, async (req, res) => {
    const caller = requireCaller(req);
    const { customPageId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'customPageId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const page = await saveCustomPage(
      ids.restaurantId,
      ids.storeId,
      customPageId,
      ZCustomPageRequest.parse(req.body),
    );
    res.json({ page });
  });

  router.delete(`${store}/custom-pages/:customPageId`, async (req, res) => {
    const caller = requireCaller(req);
    const { customPageId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'customPageId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    await deleteCustomPage(ids.restaurantId, ids.storeId, customPageId);
    res.json({ deleted: customPageId });
  });

  router.post(`${store}/publish`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const site = await publishStoreWebsite(ids.restaurantId, ids.storeId);
    res.json({ publishedIsoDateTimeUtc: site.publishedIsoDateTimeUtc, pages: site.pages.length });
  });

  /** Public: a visitor's message from the site's contact form. */
  router.post(`${store}/inquire`, async (req, res) => {
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await consumeLimit('websiteInquiryPerIp', `${ids.restaurantId}/${ids.storeId}/${clientAddress(req)}`);
    const request = ZWebsiteInquiryRequest.parse(req.body);
    const outcome = await submitInquiry(ids.restaurantId, ids.storeId, request);
    // A dropped robot gets the same answer as a person, so it learns nothing.
    res
      .status(201)
      .json({ received: true, ...(outcome.status === 'received' ? { inquiryId: outcome.inquiryId } : {}) });
  });

  return router;
}
