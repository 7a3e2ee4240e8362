// Wires the Cloud Functions; the modules imported here hold the behaviour.
//
// Every function's instance loads this whole module (the platform picks the export to run), so it
// stays light: each function loads its own code on its first call (`import()`; build.mjs splits the
// bundle into chunks so those imports stay lazy). An order-trigger instance then never loads Express,
// the card provider's, email and SMS SDKs or the menu import, and starts in about half the time.
import './globalOptions';
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { apiSecrets } from './config';

let app: Promise<Express> | undefined;
function loadApp(): Promise<Express> {
  app ??= import('./app')
    .then(({ createApp }) => createApp())
    .catch((error: unknown) => {
      app = undefined; // the next request tries again rather than failing forever
      throw error;
    });
  return app;
}

export const api = onRequest({ cors: false, invoker: 'public', secrets: apiSecrets() }, async (req, res) => {
  (await loadApp())(req, res);
});

export { bookingReminderTask } from './bookings/scheduled';
export { smsCampaignTask } from './marketing/scheduled';
export { reviewRequestTask } from './reviews/scheduled';
/**
 * The website Hosting site's function: every published restaurant and store site as server-rendered
 * HTML (custom domains by host). Loads only the renderer and Firestore, never the Express API.
 */
export const website = onRequest({ cors: false, invoker: 'public' }, async (req, res) => {
  const { serveWebsite } = await import('./website/serve');
  await serveWebsite(
    req as unknown as import('express').Request,
    res as unknown as import('express').Response,
  );
});

/**
 * The customer Hosting site's menu home (`/restaurants/{r}/stores/{s}`) as server-rendered HTML with
 * the published menu in it (storefront/serve.ts). Loads only the renderer and Firestore.
 */
export const storefront = onRequest(
  { cors: false, invoker: 'public', memory: '512MiB' },
  async (req, res) => {
    const { serveStorefront } = await import('./storefront/serve');
    await serveStorefront(
      req as unknown as import('express').Request,
      res as unknown as import('express').Response,
    );
  },
);

export { importJobCreated } from './menu/import/importJobTrigger';
export { emailRetrySchedule } from './onlineOrdering/emailRetrySchedule';
export { ordersOnWrite } from './orderOperations/orderWriteTrigger';
export { unprocessedOrderMonitor } from './orderOperations/scheduled';
export { printerBackupWatch } from './printing/scheduled';
export { reportBackfillJobCreated } from './reports/backfillTrigger';
export { customersOnWrite } from './search/searchTriggers';
export { restaurantsOnWrite } from './superAdmin/restaurantDirectoryTrigger';
export { timeClockDayEndMonitor } from './timeClock/scheduled';
