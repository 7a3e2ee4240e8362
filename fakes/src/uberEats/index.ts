// The fake Uber Eats marketplace (OAuth, stores, orders, menus, signed webhooks); 12171 in the fakes process.
export {
  CANCEL_REASONS,
  DEMO_MERCHANTS,
  DENY_REASON_CODES,
  FAKE_UBER_EATS_DEFAULT_PORT,
  type FakeUberEats,
  type FakeUberOrder,
  type FakeUberStore,
  MENU_TYPES,
  startFakeUberEats,
  UBER_EATS_AUTO_CANCEL_MS,
  UBER_SIGNATURE_HEADER,
  type UberWebhookDelivery,
  uberSignature,
} from './server';
