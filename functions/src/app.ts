import express, { type Router } from 'express';
import { trustedProxyHops } from './abuse/clientAddress';
import { addressLookupRouter } from './api/addressLookup';
import { analyticsRouter } from './api/analytics';
import { auditRouter } from './api/audit';
import { cardTerminalRouter, cardTerminalWebhookRawBody } from './api/cardTerminal';
import { cashDrawerRouter } from './api/cashDrawer';
import { connectedStoresRouter } from './api/connectedStores';
import { couponsRouter } from './api/coupons';
import { customerOrdersRouter } from './api/customerOrders';
import { customerReviewsAdminRouter, customerReviewsRouter } from './api/customerReviews';
import { deliveryRouter } from './api/delivery';
import { dineInRouter, publicTablesRouter } from './api/dineIn';
import { domainsRouter } from './api/domains';
import { employeesRouter } from './api/employees';
import { googleOrderingRouter } from './api/googleOrdering';
import { healthRouter } from './api/health';
import { imagesRouter } from './api/images';
import { kdsRouter } from './api/kds';
import { kdsTicketsRouter } from './api/kdsTickets';
import { loggingRouter } from './api/logging';
import { loyaltyRouter, restaurantCustomersRouter } from './api/loyalty';
import { marketingRouter } from './api/marketing';
import { marketplaceRouter, marketplaceWebhookRawBody } from './api/marketplace';
import { menuRouter } from './api/menu';
import { MENU_IMPORT_JOBS_PATH, menuImportRouter } from './api/menuImport';
import { onlineOrderingRouter } from './api/onlineOrdering';
import { orderActionsRouter } from './api/orderActions';
import { phoneAuthRouter } from './api/phoneAuth';
import { posRouter } from './api/pos';
import { kdsStashRouter, stashLoggingRouter } from './api/posStash';
import { printersRouter } from './api/printers';
import { printingRouter } from './api/printing';
import { pushRouter } from './api/push';
import { refundsRouter } from './api/refunds';
import { reportsRouter } from './api/reports';
import { restaurantEditRouter } from './api/restaurantEdit';
import { restaurantsRouter } from './api/restaurants';
import { restaurantUsersRouter } from './api/restaurantUsers';
import { salesExceptionsRouter } from './api/salesExceptions';
import { searchRouter } from './api/search';
import { storeSettingsRouter } from './api/storeSettings';
import { storeUsersRouter } from './api/storeUsers';
import { storeWebsiteRouter } from './api/storeWebsite';
import { stripeConnectRouter } from './api/stripeConnect';
import { stripeCustomersRouter } from './api/stripeCustomers';
import { stripeWebhookRawBody, stripeWebhooksRouter } from './api/stripeWebhooks';
import { superAdminRouter } from './api/superAdmin';
import { onlineTableBookingRouter, tableBookingsRouter } from './api/tableBookings';
import { teamChannelRouter } from './api/teamChannel';
import { timeClockRouter } from './api/timeClock';
import { courierWebhookRawBody, uberDirectRouter } from './api/uberDirect';
import { userRouter } from './api/user';
import { weatherForecastRouter } from './api/weatherForecast';
import { authenticate } from './http/auth';
import { bodySizeCaps } from './http/bodyLimits';
import { errorHandler, notFoundRoute } from './http/errorHandler';
import { requestId } from './http/requestId';
import { wellFormedTextGuard } from './http/wellFormedText';
import { imageOwnershipGuard } from './images/imageOwnership';
import { supportSessionGuard } from './superAdmin/supportSessions';

/**
 * The `/api` Express app. Hosting rewrites keep the `/api` prefix while the functions emulator's
 * direct URL strips it, so the same routers are mounted on both paths.
 */
/** Runs `handler` except for POSTs to `path` (which parse their own body). */
function unlessPath(path: RegExp, handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) =>
    req.method === 'POST' && path.test(req.path) ? next() : handler(req, res, next);
}

export function createApp(extraRouters: Router[] = []): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the configured proxies' entries of X-Forwarded-For count: the leftmost ones are the client's own words.
  app.set('trust proxy', trustedProxyHops());
  app.use(requestId);
  // Who is calling is known before any body is read, and no body larger than its route's cap is read.
  app.use(authenticate());
  // A super admin's support sign-in: only its restaurant, every change audited first.
  app.use(supportSessionGuard());
  app.use(bodySizeCaps());
  app.use(stripeWebhookRawBody());
  app.use(cardTerminalWebhookRawBody());
  app.use(marketplaceWebhookRawBody());
  app.use(courierWebhookRawBody());
  // The menu import route reads its (larger) body itself, after checking the caller may import.
  app.use(unlessPath(MENU_IMPORT_JOBS_PATH, express.json({ limit: '1mb' })));
  // Text Firestore cannot store (broken Unicode) is a 400 on its field, never a failed write.
  app.use(wellFormedTextGuard());
  // Any image a write names must be an upload of the restaurant it is about.
  app.use(imageOwnershipGuard());

  const api = express.Router();
  api.use(healthRouter());
  api.use('/user', userRouter());
  api.use('/restaurants', restaurantsRouter());
  api.use('/address-lookup', addressLookupRouter());
  api.use('/restaurants', restaurantEditRouter());
  api.use('/store-settings', storeSettingsRouter());
  api.use('/restaurant-users', restaurantUsersRouter());
  api.use('/store-users', storeUsersRouter());
  api.use('/super-admin', superAdminRouter());
  api.use('/super-admin/domains', domainsRouter());
  api.use('/pos', posRouter());
  api.use('/reports', reportsRouter());
  api.use('/search', searchRouter());
  api.use('/audit', auditRouter());
  api.use('/analytics', analyticsRouter());
  api.use('/kds', kdsRouter());
  api.use('/kds', kdsTicketsRouter());
  api.use('/kds', kdsStashRouter());
  api.use('/sales-exception', salesExceptionsRouter());
  api.use('/orders', orderActionsRouter());
  api.use('/printers', printersRouter());
  api.use('/printing', printingRouter());
  api.use('/push', pushRouter());
  api.use('/employees', employeesRouter());
  api.use('/time-clock', timeClockRouter());
  api.use('/cash-drawer', cashDrawerRouter());
  api.use('/anz-worldline', cardTerminalRouter());
  api.use('/team-channel', teamChannelRouter());
  api.use('/uber-direct', uberDirectRouter());
  api.use('/delivery', deliveryRouter());
  api.use('/phone-auth', phoneAuthRouter());
  api.use('/images', imagesRouter());
  api.use('/logging', loggingRouter());
  api.use('/logging', stashLoggingRouter());
  api.use('/menu', menuRouter());
  api.use('/online-ordering', onlineOrderingRouter());
  api.use('/online-ordering', publicTablesRouter());
  api.use('/dine-in', dineInRouter());
  api.use('/online-ordering', onlineTableBookingRouter());
  api.use('/online-ordering', customerReviewsRouter());
  api.use('/reviews', customerReviewsAdminRouter());
  api.use('/table-bookings', tableBookingsRouter());
  api.use('/customer', customerOrdersRouter());
  api.use('/menu', menuImportRouter());
  api.use('/stripe/connect', stripeConnectRouter(), refundsRouter());
  api.use('/stripe/customers', stripeCustomersRouter());
  api.use('/stripe', stripeWebhooksRouter());
  api.use('/coupons', couponsRouter());
  api.use('/loyalty', loyaltyRouter());
  api.use('/restaurant-customers', restaurantCustomersRouter());
  api.use('/marketing', marketingRouter());
  api.use('/uber-eats', marketplaceRouter());
  api.use('/google-ordering', googleOrderingRouter());
  api.use('/connected-stores', connectedStoresRouter());
  api.use('/store-website', storeWebsiteRouter());
  api.use('/weather-forecast', weatherForecastRouter());
  for (const router of extraRouters) api.use(router);
  api.use(notFoundRoute);

  app.use('/api', api);
  app.use(api);
  app.use(errorHandler);
  return app;
}
