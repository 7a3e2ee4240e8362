/**
 * Order with Google's fulfillment webhook (`POST /api/google-ordering/fulfillment`): Google posts a
 * CheckoutRequestMessage while the customer builds the order and a SubmitOrderRequestMessage when
 * they place it (../shared/research/integrations.md section 7). Both are answered 200 with Google's
 * AppResponse; what we cannot take is said inside it (checkout: a FoodErrorExtension with Google's
 * error codes and the corrected proposed order; submit: orderState REJECTED with rejectionInfo).
 *
 * A submit makes ONE order of the same kind as the storefront's (domain `buildGoogleOrderDocument`:
 * source googleFoodOrdering, numbered with the store's orders, the kitchen, printers and staff take
 * it from the order trigger as any other). Its id is `google_{googleOrderId}`, created in a
 * transaction, so Google retrying a submit (or two at once) finds the first and gets the same answer.
 */
import {
  buildGoogleOrderDocument,
  centsFromGoogleMoney,
  checkGoogleCart,
  GOOGLE_CHECKOUT_INTENT,
  GOOGLE_ORDERING_REQUEST_SCHEMAS,
  type GoogleCart,
  type GoogleCheckoutRequest,
  type GoogleFoodOrderError,
  type GoogleSubmitRequest,
  googleCustomer,
  googleOrderUpdate,
  googleProposedOrder,
  orderIdOfGoogleOrder,
  type PublishedMenu,
  storeCurrency,
  storeOfGoogleMerchant,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { orderDoc } from '../orderOperations/paths';
import { numberNewOrder } from '../orders/displayNumbers';

const FOOD_ERROR_TYPE = 'type.googleapis.com/google.actions.v2.orders.FoodErrorExtension';
/** How the customer pays: the store, when they collect (no card details pass through us). */
const PAYMENT_OPTIONS = {
  actionProvidedOptions: { paymentType: 'ON_FULFILLMENT', displayName: 'Pay at the store' },
};

/** Google's AppResponse around one structured response. */
function appResponse(structuredResponse: Record<string, unknown>) {
  return { expectUserResponse: false, finalResponse: { richResponse: { items: [{ structuredResponse }] } } };
}

function foodErrors(foodOrderErrors: GoogleFoodOrderError[], extra: Record<string, unknown> = {}) {
  return appResponse({ error: { '@type': FOOD_ERROR_TYPE, foodOrderErrors, ...extra } });
}

async function storeOfCart(
  cart: GoogleCart,
): Promise<{ restaurantId: string; storeId: string; menu: PublishedMenu } | undefined> {
  const ids = storeOfGoogleMerchant(cart.merchant.id);
  if (!ids) return undefined;
  try {
    const store = await readOrderingStore(ids.restaurantId, ids.storeId);
    return { ...ids, menu: store.menu };
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

const UNKNOWN_MERCHANT: GoogleFoodOrderError = {
  error: 'NOT_FOUND',
  description: 'This restaurant is not known here.',
};

export async function googleCheckout(message: GoogleCheckoutRequest) {
  const cart = message.inputs[0]?.arguments[0]?.extension as GoogleCart;
  const store = await storeOfCart(cart);
  if (!store) return foodErrors([UNKNOWN_MERCHANT]);
  const check = checkGoogleCart(store.menu, cart, new Date());
  const proposedOrder = googleProposedOrder(cart, check);
  log.info('googleOrdering.checkout', {
    restaurantId: store.restaurantId,
    storeId: store.storeId,
    errors: check.errors.map((error) => error.error),
  });
  if (check.errors.length === 0)
    return appResponse({ checkoutResponse: { proposedOrder, paymentOptions: PAYMENT_OPTIONS } });
  return foodErrors(
    check.errors,
    proposedOrder.cart.lineItems.length > 0
      ? { correctedProposedOrder: proposedOrder, paymentOptions: PAYMENT_OPTIONS }
      : {},
  );
}

function rejected(googleOrderId: string, reason: string, type = 'INELIGIBLE') {
  return appResponse({
    orderUpdate: {
      actionOrderId: orderIdOfGoogleOrder(googleOrderId),
      orderState: { state: 'REJECTED', label: 'Order declined' },
      updateTime: nowIso(),
      rejectionInfo: { type, reason },
    },
  });
}

export async function googleSubmit(message: GoogleSubmitRequest) {
  const order = message.inputs[0]?.arguments[0]?.transactionDecisionValue.order as NonNullable<
    GoogleSubmitRequest['inputs'][number]['arguments'][number]
  >['transactionDecisionValue']['order'];
  const { googleOrderId, finalOrder } = order;
  const cart = finalOrder.cart;
  const store = await storeOfCart(cart);
  if (!store) return rejected(googleOrderId, UNKNOWN_MERCHANT.description);
  const ref = orderDoc(store.restaurantId, store.storeId, orderIdOfGoogleOrder(googleOrderId));
  const currencyCode = storeCurrency(store.menu).code;
  const answer = (stored: Record<string, unknown>) =>
    appResponse({
      orderUpdate: googleOrderUpdate(
        {
          id: ref.id,
          source: 'googleFoodOrdering',
          ...(typeof stored.displayNumber === 'string' ? { displayNumber: stored.displayNumber } : {}),
          ...(typeof stored.collectionIsoDateTimeUtc === 'string'
            ? { collectionIsoDateTimeUtc: stored.collectionIsoDateTimeUtc }
            : {}),
          totals: stored.totals as { grandTotal?: number },
          currencyCode,
          storePhoneNumber: store.menu.store.phoneNumber,
        },
        'CREATED',
        nowIso(),
      ),
    });

  // A resubmit: the order exists already, and Google gets the first answer again.
  const existing = await ref.get();
  if (existing.exists) return answer(existing.data() ?? {});

  const now = new Date();
  const check = checkGoogleCart(store.menu, cart, now);
  if (check.errors.length > 0)
    return rejected(googleOrderId, check.errors.map((error) => error.description).join(' '));
  if (centsFromGoogleMoney(finalOrder.totalPrice.amount) !== check.quote.totals.grandTotal)
    return rejected(googleOrderId, 'The order total is not the one we proposed.');
  const customer = googleCustomer(cart);
  if (!customer) return rejected(googleOrderId, 'A name and a phone number are needed for the order.');
  const document = buildGoogleOrderDocument({
    googleOrderId,
    isInSandbox: message.isInSandbox,
    check,
    customer,
    comments: cart.notes ?? '',
    ids: { restaurantId: store.restaurantId, storeId: store.storeId, previousOrderCount: 0 },
    timezone: store.menu.store.timezone,
    orderProcess: store.menu.settings.orderProcess,
    now,
  });
  const created = await runContendedTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, document);
    return true;
  });
  log.info('googleOrdering.submit', {
    restaurantId: store.restaurantId,
    storeId: store.storeId,
    orderId: ref.id,
    googleOrderId,
    created,
  });
  // One display number, as every order of the store; the trigger gives it when this runs out of time.
  const displayNumber = await numberNewOrder(ref, 2_000);
  const stored = (await ref.get()).data() ?? document;
  return answer({ ...stored, ...(displayNumber ? { displayNumber } : {}) });
}

export type GoogleFulfillmentOutcome = { status: 200; body: unknown } | { status: 400; body: unknown };

/** Either message, by its intent; anything else is 400 (Google never sends it). */
export async function googleFulfillment(body: unknown): Promise<GoogleFulfillmentOutcome> {
  const intent = (body as { inputs?: { intent?: unknown }[] } | undefined)?.inputs?.[0]?.intent;
  if (intent === GOOGLE_CHECKOUT_INTENT) {
    const parsed = GOOGLE_ORDERING_REQUEST_SCHEMAS.checkout.safeParse(body);
    if (!parsed.success) return { status: 400, body: badMessage(parsed.error.issues) };
    return { status: 200, body: await googleCheckout(parsed.data) };
  }
  const parsed = GOOGLE_ORDERING_REQUEST_SCHEMAS.submit.safeParse(body);
  if (!parsed.success) return { status: 400, body: badMessage(parsed.error.issues) };
  return { status: 200, body: await googleSubmit(parsed.data) };
}

function badMessage(issues: { path: PropertyKey[]; message: string }[]) {
  return {
    title: 'Not a Google ordering message',
    message: 'The request is neither a checkout nor a submit message we can read.',
    issues: issues
      .slice(0, 20)
      .map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  };
}
