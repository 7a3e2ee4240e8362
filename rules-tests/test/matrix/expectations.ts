/**
 * THE RULES MATRIX, written as data: one row per collection, saying who may get and who may list the
 * row's sample document in the tenant the role belongs to. Nobody may create, update or delete
 * anything (clients write nothing; commands go through /api), so writes have no column: every role is
 * checked to be refused every write.
 *
 * How a row becomes cases (see runMatrix.ts): every role in support.ts × every target (own store,
 * sibling store, other tenant; or own/other restaurant; or the platform) × get, list, create, update,
 * delete (and listOwn where the row has it). A role named in a row keeps that permission only inside
 * its own scope (a store user in store a1, a restaurant admin in all of restaurant A), except for
 * PUBLIC rows. Customers, strangers and super admins have no tenant.
 *
 * Keep in step with firestore.rules and docs/data-model.md.
 */
import type { DocumentData } from 'firebase/firestore';
import { type Capacity, CUSTOMER_UID, DEVICE_ACCOUNTS, DEVICES, OTHER_CUSTOMER_UID } from '../support';

/** Everyone, signed in or not. */
export const PUBLIC = 'public';
/** Every signed-in caller (used for queries constrained to the caller's own uid). */
export const SIGNED_IN = 'signedIn';
/** No client at all (server-only collections). */
export const NOBODY: readonly Capacity[] = [];

export type Who = typeof PUBLIC | typeof SIGNED_IN | readonly Capacity[];

const SUPER = 'superAdmin' as const;
const RESTAURANT_STAFF = ['restaurantAdmin', 'restaurantUser'] as const;
/** Everyone who works in a store: restaurant-level members reach all its stores. */
const STORE_STAFF = [...RESTAURANT_STAFF, 'storeAdmin', 'storeUser'] as const;
const STORE_ADMINS = ['restaurantAdmin', 'storeAdmin'] as const;
const DEVICES_OF_STORE = ['pos', 'kds', 'printer'] as const;

export type Group =
  | 'identity'
  | 'tenancy'
  | 'menu'
  | 'orders'
  | 'customers'
  | 'kitchen'
  | 'devices'
  | 'reports'
  | 'platform'
  | 'serverOnly';

export interface Row {
  /** Test module that checks the row. */
  group: Group;
  /** Sample document; `{r}` and `{s}` are filled with each target's restaurant and store ids. */
  path: string;
  /** Fields the rules look at, beyond a marker the seed adds. */
  data?: DocumentData;
  get: Who;
  list: Who;
  /** Who may list with where('customerUid', '==', their own uid) (customer-owned collections). */
  listOwn?: Who;
  /** Why, when the row is not obvious. */
  note?: string;
}

const OWNED = { customerUid: CUSTOMER_UID };

export const MATRIX: Row[] = [
  // ---------------------------------------------------------------- identity
  {
    group: 'identity',
    path: `users/${CUSTOMER_UID}`,
    get: ['customer', SUPER],
    list: [SUPER],
    note: 'the sample profile is the customer’s; every role reading its own profile is a special case',
  },

  // ---------------------------------------------------------------- tenancy
  { group: 'tenancy', path: 'restaurants/{r}', get: PUBLIC, list: [SUPER] },
  {
    group: 'tenancy',
    path: 'restaurants/{r}/members/someone',
    data: { uid: 'someone', role: 'user' },
    get: [...RESTAURANT_STAFF, SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
  },
  {
    group: 'tenancy',
    path: 'restaurants/{r}/invites/invite-1',
    data: { email: 'new.hire@example.test', role: 'user' },
    get: ['restaurantAdmin', SUPER],
    list: ['restaurantAdmin', SUPER],
  },
  { group: 'tenancy', path: 'restaurants/{r}/stores/{s}', get: PUBLIC, list: PUBLIC },
  {
    group: 'tenancy',
    path: 'restaurants/{r}/stores/{s}/members/someone',
    data: { uid: 'someone', role: 'user' },
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
  },
  {
    group: 'tenancy',
    path: 'restaurants/{r}/stores/{s}/invites/invite-1',
    data: { email: 'new.cook@example.test', role: 'user' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
  },

  // ---------------------------------------------------------------- menu
  { group: 'menu', path: 'restaurants/{r}/stores/{s}/publishedMenu/current', get: PUBLIC, list: PUBLIC },
  {
    group: 'menu',
    path: 'restaurants/{r}/stores/{s}/categories/category-1',
    get: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
    list: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
  },
  {
    group: 'menu',
    path: 'restaurants/{r}/stores/{s}/items/item-1',
    get: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
    list: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
  },
  {
    group: 'menu',
    path: 'restaurants/{r}/stores/{s}/settings/payments',
    get: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
    list: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
    note: 'what the storefront needs of the settings is copied into publishedMenu',
  },

  // ---------------------------------------------------------------- websites (menu group: public content)
  {
    group: 'menu',
    path: 'restaurants/{r}/website/theme',
    get: PUBLIC,
    list: PUBLIC,
    note: 'colours, fonts and images every site shows once published; store admins preview with it',
  },
  { group: 'menu', path: 'restaurants/{r}/publishedWebsite/current', get: PUBLIC, list: PUBLIC },
  {
    group: 'menu',
    path: 'restaurants/{r}/stores/{s}/website/site',
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
    note: 'the draft of the store site; visitors read publishedWebsite',
  },
  {
    group: 'menu',
    path: 'restaurants/{r}/stores/{s}/customPages/page-1',
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
  },
  { group: 'menu', path: 'restaurants/{r}/stores/{s}/publishedWebsite/current', get: PUBLIC, list: PUBLIC },

  // ---------------------------------------------------------------- orders and bookings
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/orders/order-1',
    data: OWNED,
    get: [...STORE_STAFF, 'pos', 'kds', 'customer', SUPER],
    list: [...STORE_STAFF, 'pos', 'kds', SUPER],
    listOwn: SIGNED_IN,
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/posOrders/pos-order-1',
    get: [...STORE_STAFF, 'pos', SUPER],
    list: [...STORE_STAFF, 'pos', SUPER],
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/salesExceptions/exception-1',
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
    note: "the back office's report; tills write them through the API and do not read them",
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/stashedOrders/stash-1',
    get: [...STORE_STAFF, 'pos', SUPER],
    list: [...STORE_STAFF, 'pos', SUPER],
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/marketplaceOrders/marketplace-order-1',
    get: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
    list: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/tables/table-1',
    data: { name: '12', seats: 4, seatingArea: 'Courtyard', active: true },
    get: [...STORE_STAFF, 'pos', SUPER],
    list: [...STORE_STAFF, 'pos', SUPER],
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/tableMaps/courtyard',
    data: { name: 'Courtyard', tables: [] },
    get: [...STORE_STAFF, 'pos', SUPER],
    list: [...STORE_STAFF, 'pos', SUPER],
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/tableFloor/current',
    data: { seatings: [], joins: [] },
    get: [...STORE_STAFF, 'pos', SUPER],
    list: [...STORE_STAFF, 'pos', SUPER],
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/tableBookingDays/2026-12-01',
    get: NOBODY,
    list: NOBODY,
    note: "a day's bookings for the capacity check; written only inside the booking transactions",
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/tableBookings/booking-1',
    data: OWNED,
    get: [...STORE_STAFF, 'pos', 'customer', SUPER],
    list: [...STORE_STAFF, 'pos', SUPER],
    listOwn: SIGNED_IN,
  },

  // ---------------------------------------------------------------- customers, loyalty, coupons, reviews
  {
    group: 'customers',
    path: 'restaurants/{r}/stores/{s}/websiteInquiries/inquiry-1',
    data: { name: 'Jo Citizen', email: 'jo@example.test', message: 'A party of 30 on Friday?' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
    note: "a visitor's contact details: the store's admins answer inquiries",
  },
  {
    group: 'customers',
    path: `restaurants/{r}/customers/${CUSTOMER_UID}`,
    get: [...RESTAURANT_STAFF, 'customer', SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
  },
  {
    group: 'customers',
    path: `restaurants/{r}/loyaltyCards/${CUSTOMER_UID}`,
    get: [...RESTAURANT_STAFF, 'customer', SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
  },
  {
    group: 'customers',
    path: 'restaurants/{r}/coupons/coupon-1',
    data: { couponCode: 'WELCOME10', isPublic: true },
    get: [...RESTAURANT_STAFF, SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
    note: 'even a coupon marked public: the storefront lists coupons through GET /api/coupons',
  },
  {
    group: 'customers',
    path: 'restaurants/{r}/coupons/coupon-1/redemptions/order-1',
    data: { orderId: 'order-1', discountInCents: 250 },
    get: [...RESTAURANT_STAFF, SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
  },
  {
    group: 'customers',
    path: 'restaurants/{r}/couponCounters/coupon-1_3',
    data: { couponId: 'coupon-1', shard: 3, count: 2 },
    get: [...RESTAURANT_STAFF, SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
  },
  {
    group: 'customers',
    path: `restaurants/{r}/loyaltyCards/${CUSTOMER_UID}/entries/earn_order-1`,
    data: { kind: 'earn', amountInCents: 120 },
    get: [...RESTAURANT_STAFF, 'customer', SUPER],
    list: [...RESTAURANT_STAFF, 'customer', SUPER],
    note: 'the customer lists the history of their own card (the path carries their uid)',
  },
  {
    group: 'customers',
    path: 'restaurants/{r}/settings/loyalty',
    data: { enabled: true },
    get: [...RESTAURANT_STAFF, SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
  },
  {
    group: 'customers',
    path: 'restaurants/{r}/stores/{s}/reviews/review-1',
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
  },

  // ---------------------------------------------------------------- kitchen, printing, employees
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/kdsTickets/ticket-1',
    get: [...STORE_STAFF, 'kds', 'pos', SUPER],
    list: [...STORE_STAFF, 'kds', 'pos', SUPER],
  },
  {
    group: 'kitchen',
    path: `restaurants/{r}/stores/{s}/kdsDeviceSettings/${DEVICES.kds}`,
    data: { kdsDeviceId: DEVICES.kds },
    get: [...STORE_STAFF, 'kds', SUPER],
    list: [...STORE_STAFF, SUPER],
    note: 'keyed by the KDS device id; the screen gets its own settings, it does not list',
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/printJobs/job-1',
    get: [...STORE_STAFF, 'printer', SUPER],
    list: [...STORE_STAFF, 'printer', SUPER],
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/printerStatus/printer-1',
    get: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
    list: [...STORE_STAFF, ...DEVICES_OF_STORE, SUPER],
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/employees/employee-1',
    data: { name: 'Eve Employee', isAuthorised: true },
    get: [...STORE_STAFF, 'pos', SUPER],
    list: [...STORE_STAFF, 'pos', SUPER],
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/shifts/shift-1',
    data: { employeeId: 'employee-1', open: true },
    get: [...STORE_ADMINS, 'pos', SUPER],
    list: [...STORE_ADMINS, 'pos', SUPER],
    note: 'time clock: admins keep timesheets, the till shows who is clocked in',
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/shiftEdits/edit-1',
    data: { shiftId: 'shift-1', reason: 'Forgot to clock out' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/drawerSessions/session-1',
    data: { posTerminalId: 'till-1', status: 'open' },
    get: [...STORE_ADMINS, 'pos', SUPER],
    list: [...STORE_ADMINS, 'pos', SUPER],
    note: 'cash drawer: the till shows its drawer, admins the drawer reports',
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/cardTerminals/till-1',
    data: { posTerminalId: 'till-1', terminalId: '61000001', name: 'Counter pin pad' },
    get: [...STORE_ADMINS, 'pos', SUPER],
    list: [...STORE_ADMINS, 'pos', SUPER],
    note: 'card terminals: admins pair and watch them, the till pays on its own',
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/cardTerminalPayments/order-0001',
    data: { posOrderId: 'order-0001', cardTerminalId: 'till-1', state: 'waiting' },
    get: [...STORE_ADMINS, 'pos', SUPER],
    list: [...STORE_ADMINS, 'pos', SUPER],
    note: "card payments: the till follows its payment's progress",
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/storeLinks/{s}',
    data: { physicalStoreId: 'kitchen-store', brandName: 'Burger Bros' },
    get: [...STORE_STAFF, SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
    note: 'connected stores: the virtual store’s people and the restaurant’s; the kitchen’s staff list theirs with a where on physicalStoreId (kitchen.test.ts)',
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/integrations/uberEats',
    data: { provider: 'uberEats', status: 'integrated', marketplaceStoreId: 'ue-store-1' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
    note: 'delivery marketplace connection: store admins manage it; never holds a token',
  },
  {
    group: 'kitchen',
    path: 'restaurants/{r}/stores/{s}/marketplaceMenuUploads/upload-1',
    data: { itemCount: 12, kinds: ['delivery', 'pickup'] },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
    note: 'menu uploads to the marketplace, kept for rollback',
  },

  // ---------------------------------------------------------------- devices (the sample is the role's own device)
  {
    group: 'devices',
    path: `restaurants/{r}/stores/{s}/posTerminals/${DEVICES.pos}`,
    data: { name: 'Front counter', revoked: false, authUid: DEVICE_ACCOUNTS.pos },
    get: [...STORE_STAFF, 'pos', SUPER],
    list: [...STORE_STAFF, SUPER],
  },
  {
    group: 'devices',
    path: `restaurants/{r}/stores/{s}/kdsDevices/${DEVICES.kds}`,
    data: { name: 'Pizza bench', revoked: false, authUid: DEVICE_ACCOUNTS.kds },
    get: [...STORE_STAFF, 'kds', SUPER],
    list: [...STORE_STAFF, SUPER],
  },
  {
    group: 'devices',
    path: `restaurants/{r}/stores/{s}/printers/${DEVICES.printer}`,
    data: { name: 'Kitchen docket', revoked: false, authUid: DEVICE_ACCOUNTS.printer },
    get: [...STORE_STAFF, 'printer', SUPER],
    list: [...STORE_STAFF, SUPER],
  },

  // ---------------------------------------------------------------- reports and money
  {
    group: 'reports',
    path: 'restaurants/{r}/stores/{s}/dailyRollups/2026-01-05',
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
    note: 'a store user (cashier) sees its store’s daily figures; devices ask the reports API',
  },
  {
    group: 'reports',
    path: 'restaurants/{r}/stores/{s}/reportRollups/day-2026-01-05_0',
    data: { kind: 'day', period: '2026-01-05', shard: 0, tally: {} },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
    note: 'sales figures are admins’ business; the reports API reads them for the screens',
  },
  {
    group: 'reports',
    path: 'restaurants/{r}/stores/{s}/reportBackfillJobs/job-1',
    data: { status: 'running', progress: { done: 300 } },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/reportContributions/order-1',
    data: { orderId: 'order-1', contribution: null },
    get: NOBODY,
    list: NOBODY,
    note: 'what each order last added to the rollups, read only by the rollup trigger',
  },
  {
    group: 'reports',
    path: 'restaurants/{r}/monthlyRollups/2026-01',
    get: [...RESTAURANT_STAFF, SUPER],
    list: [...RESTAURANT_STAFF, SUPER],
  },
  {
    group: 'reports',
    path: 'restaurants/{r}/stores/{s}/payouts/payout-1',
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
  },
  {
    group: 'reports',
    path: 'restaurants/{r}/stores/{s}/paymentAccounts/stripe',
    data: { status: 'active', accountId: 'acct_1' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/orders/order-1/refunds/refund-1',
    data: { amountInCents: 500 },
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
    note: 'the customer sees the refund on the order itself, not these records',
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/emailDeliveries/orderConfirmation_order-1',
    data: { status: 'failed', kind: 'orderConfirmation', to: 'sam@example.test', ...OWNED },
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
    note: 'not the customer (even with their uid on it) nor devices: the order carries the summary',
  },
  {
    group: 'orders',
    path: 'restaurants/{r}/stores/{s}/googleOrderUpdates/google_123__CONFIRMED',
    data: { orderId: 'google_123', googleOrderId: '123', state: 'CONFIRMED', status: 'sent' },
    get: [...STORE_STAFF, SUPER],
    list: [...STORE_STAFF, SUPER],
    note: 'Order with Google: the updates sent about an order, for staff (not the customer, not devices)',
  },
  {
    group: 'customers',
    path: 'restaurants/{r}/stores/{s}/smsCampaigns/campaign-1',
    data: { status: 'DRAFT', name: 'Tuesday deal' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
    note: 'marketing is run by the store admins',
  },
  {
    group: 'customers',
    path: 'restaurants/{r}/stores/{s}/smsCampaigns/campaign-1/recipients/+61412345678',
    data: { state: 'sent', mobile: '+61412345678' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
    note: 'mobile numbers and unsubscribe tokens: admins only, never staff users or devices',
  },
  {
    group: 'menu',
    path: 'restaurants/{r}/stores/{s}/importJobs/job-1',
    data: { status: 'running', kind: 'menuImport' },
    get: [...STORE_ADMINS, SUPER],
    list: [...STORE_ADMINS, SUPER],
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/importJobs/job-1/fileChunks/0',
    get: NOBODY,
    list: NOBODY,
    note: 'the uploaded file, read only by the import worker',
  },

  // ---------------------------------------------------------------- platform
  { group: 'platform', path: 'platform/public', get: PUBLIC, list: [SUPER] },
  { group: 'platform', path: 'platform/settings', get: [SUPER], list: [SUPER] },
  { group: 'platform', path: 'domains/order.bellavista.example', get: PUBLIC, list: [SUPER] },
  { group: 'platform', path: 'batchUploadJobs/job-1', get: [SUPER], list: [SUPER] },
  {
    group: 'platform',
    path: 'monthlyOrderStats/2026-01_0',
    data: { month: '2026-01', tally: { orderCount: 3 } },
    get: [SUPER],
    list: [SUPER],
  },

  // ---------------------------------------------------------------- server-only: no client, not even super admins
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/employeePins/employee-1',
    get: NOBODY,
    list: NOBODY,
  },
  { group: 'serverOnly', path: 'restaurants/{r}/stores/{s}/private/secrets', get: NOBODY, list: NOBODY },
  // An order's review token and its one review request per channel: links carry the token, nobody reads it.
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/reviewInvitations/order-1',
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/timeClockEvents/event-1',
    get: NOBODY,
    list: NOBODY,
    note: 'each till event once',
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/timeClockStatus/employee-1',
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/drawerStatus/till-1',
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'cardTerminalAttempts/pr_0001',
    data: { restaurantId: 'r', storeId: 's', paymentId: 'order-0001' },
    get: NOBODY,
    list: NOBODY,
    note: "which store a terminal's reference belongs to (result messages name only the reference)",
  },
  {
    group: 'serverOnly',
    path: 'marketplaceCredentials/r__s',
    data: { accessToken: 'ue_at_secret', refreshToken: 'ue_rt_secret' },
    get: NOBODY,
    list: NOBODY,
    note: "the merchant's marketplace tokens: never readable by any browser",
  },
  {
    group: 'serverOnly',
    path: 'marketplaceOAuthStates/state-hash',
    data: { restaurantId: 'r', storeId: 's', uid: 'owner' },
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'marketplaceStoreLinks/store-hash',
    data: { restaurantId: 'r', storeId: 's', marketplaceStoreId: 'ue-store-1' },
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'marketplaceEvents/event-hash',
    data: { eventType: 'orders.notification', effect: 'created' },
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'courierQuotes/dqt_0001',
    data: { restaurantId: 'r', storeId: 's', fee: 745, quoteId: 'dqt_0001' },
    get: NOBODY,
    list: NOBODY,
    note: "the courier's price a checkout was shown, with the store and place it is for",
  },
  {
    group: 'serverOnly',
    path: 'courierWebhookEvents/evt_0001',
    data: { restaurantId: 'r', storeId: 's', orderId: 'order-0001', applied: true },
    get: NOBODY,
    list: NOBODY,
    note: "the courier's notifications already applied (each has one effect)",
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/withdrawnInvites/invite-1',
    data: { email: 'new.hire@example.test' },
    get: NOBODY,
    list: NOBODY,
    note: 'a withdrawn invite, so accepting it late is told so',
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/withdrawnInvites/invite-1',
    data: { email: 'new.cook@example.test' },
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/pinLockouts/employee-1',
    get: NOBODY,
    list: NOBODY,
  },
  { group: 'serverOnly', path: 'pairingCodes/sha256-of-a-code', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'websiteFormKeys/current', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'printerKeys/sha256-of-a-key', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'phoneVerifications/verification-1', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'rateLimits/limit-1', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'pushRegistrations/sha256-of-a-token', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'pushSends/sha256-of-an-event', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'paymentMethodClaims/pm_1', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'webhookEvents/evt-1', get: NOBODY, list: NOBODY },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/coupons/coupon-1/firstOrderClaims/mobile-61412345678',
    get: NOBODY,
    list: NOBODY,
  },
  { group: 'serverOnly', path: 'restaurants/{r}/couponCodes/WELCOME10', get: NOBODY, list: NOBODY },
  {
    group: 'serverOnly',
    path: 'restaurants/{r}/stores/{s}/displayNumberDays/2026-11-26',
    data: { day: '2026-11-26', next: 48 },
    get: NOBODY,
    list: NOBODY,
  },
  {
    group: 'serverOnly',
    path: 'restaurantDirectory/restaurant-1',
    data: { name: 'Bella Vista', searchTerms: ['be', 'bel'] },
    get: NOBODY,
    list: NOBODY,
    note: 'super admins search it through GET /api/super-admin/restaurants',
  },
  {
    group: 'serverOnly',
    path: 'auditLogs/entry-1',
    data: { action: 'superAdmin.granted', actorUid: 'super-1', summary: 'sam@example.com' },
    get: NOBODY,
    list: NOBODY,
    note: 'read through GET /api/audit/query-logs (super admins) and .../restaurants/{r}/query-logs (its admins)',
  },
  {
    group: 'serverOnly',
    path: 'supportSessions/session-1',
    data: { restaurantId: 'r1', ownerUid: 'owner-1', superAdminUid: 'super-1', reason: 'Fix hours' },
    get: NOBODY,
    list: NOBODY,
    note: 'support sign-ins: checked by the API on every call of the acting session',
  },
  { group: 'serverOnly', path: 'connectedAccounts/acct_1', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'paymentCustomers/customer-1', get: NOBODY, list: NOBODY },
  { group: 'serverOnly', path: 'idempotencyKeys/key-1', get: NOBODY, list: NOBODY },
  {
    group: 'serverOnly',
    path: 'smsUnsubscribeTokens/token-1',
    get: NOBODY,
    list: NOBODY,
    note: 'the link works through the API without login; a token names a mobile number',
  },
  { group: 'serverOnly', path: 'geocodeCache/sha256-of-an-address', get: NOBODY, list: NOBODY },
];

/** Collection-group queries the apps run. `own`: constrained to the caller's uid. */
export interface CollectionGroupRow {
  collectionId: string;
  field: string;
  /** Two uids that documents of the group name; "someone else" is whichever is not the caller's. */
  uids: [string, string];
  own: Who;
  /** Constrained to someone else's uid. */
  someoneElse: Who;
  unconstrained: Who;
}

export const COLLECTION_GROUP_MATRIX: CollectionGroupRow[] = [
  {
    collectionId: 'members',
    field: 'uid',
    uids: ['owner-a', 'owner-b'],
    own: SIGNED_IN,
    someoneElse: NOBODY,
    unconstrained: NOBODY,
  },
  {
    collectionId: 'orders',
    field: 'customerUid',
    uids: [CUSTOMER_UID, OTHER_CUSTOMER_UID],
    own: SIGNED_IN,
    someoneElse: [SUPER],
    unconstrained: [SUPER],
  },
  {
    collectionId: 'tableBookings',
    field: 'customerUid',
    uids: [CUSTOMER_UID, OTHER_CUSTOMER_UID],
    own: SIGNED_IN,
    someoneElse: [SUPER],
    unconstrained: [SUPER],
  },
];
