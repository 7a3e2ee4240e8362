import type {
  CollectionType,
  CountryCode,
  CurrencyCode,
  DeliveryZoneChoice,
  PlaceOrderLine,
  PlaceOrderResponse,
} from '@resto/domain';
import { type FieldProblems, formatPrice, loadStorefrontMenu, useNotify } from '@resto/web-common';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartStoreFor } from '../cart/cartStore';
import type { CardPayment } from './cardPayment';
import { attemptFingerprint, type CheckoutDraft, placeOrderRequest } from './checkoutDraft';
import {
  forgetCheckoutDraft,
  forgetPendingOrder,
  orderIdForAttempt,
  rememberCustomer,
} from './checkoutStorage';
import { currentOrGuestUser } from './guestSignIn';
import type { CardChoice } from './PaymentSection';
import { PlaceOrderRefusal, postPlaceOrder } from './placeOrderClient';

export interface PlaceOrderInput {
  restaurantId: string;
  storeId: string;
  basePath: string;
  draft: CheckoutDraft;
  collectionType: CollectionType;
  tableId: string | null;
  lines: PlaceOrderLine[];
  expectedTotalInCents: number;
  currencyCode: CurrencyCode;
  zone: DeliveryZoneChoice | undefined;
  country: { code: CountryCode; name: string };
  cardChoice: CardChoice;
  card: CardPayment;
  /** Loyalty credits to spend (cents); 0 or absent for none. */
  loyaltyCredits?: number;
  /** The delivery fee checkout showed (its preview of the zone), to explain a server's other fee. */
  deliveryChargeShown?: number;
  /** The courier's quote the delivery fee shown came from (stores that deliver by courier). */
  courierQuoteId?: string;
}

export interface PlaceOrderState {
  place: () => Promise<void>;
  busy: boolean;
  busyLabel: string;
  /** The server's refusal (409 stale cart / 400 problems), shown above the button. */
  refusal: PlaceOrderRefusal | undefined;
  /** A decline's (or the card form's) friendly message, shown on the card field. */
  cardMessage: string | undefined;
  /** Problems the server found with the contact details, by field (name, mobile, email). */
  fieldProblems: FieldProblems;
  /**
   * What the server said about the delivery address (not found, not where the customer is, the
   * address check unavailable, another zone's fee), shown beside the address fields.
   */
  addressProblem: string | undefined;
  /** Forget `addressProblem` (the customer changed the address). */
  clearAddressProblem: () => void;
}

type Step = 'idle' | 'signingIn' | 'card' | 'sending' | 'authenticating';
const BUSY_LABELS: Record<Step, string> = {
  idle: '',
  signingIn: 'Getting ready…',
  card: 'Checking your card…',
  sending: 'Placing your order…',
  authenticating: 'Waiting for your bank…',
};

/**
 * Places the order: signs a guest in anonymously, turns the card into a payment method, sends the
 * request with the attempt's order id (the same id on a double click, a refresh or a retry with
 * another card), and then goes to the order's page, shows the decline on the card field, or shows
 * the server's refusal and reprices the cart with the fresh menu.
 */
export function usePlaceOrder(input: PlaceOrderInput): PlaceOrderState {
  const navigate = useNavigate();
  const notify = useNotify();
  const [step, setStep] = useState<Step>('idle');
  const [refusal, setRefusal] = useState<PlaceOrderRefusal>();
  const [cardMessage, setCardMessage] = useState<string>();
  const [fieldProblems, setFieldProblems] = useState<FieldProblems>({});
  const [addressProblem, setAddressProblem] = useState<string>();
  // A second click while the first is still running must not start a second attempt.
  const running = useRef(false);
  const latest = useRef(input);
  latest.current = input;

  const place = async () => {
    if (running.current) return;
    running.current = true;
    setRefusal(undefined);
    setCardMessage(undefined);
    setFieldProblems({});
    setAddressProblem(undefined);
    const current = latest.current;
    const { restaurantId, storeId, draft } = current;
    try {
      setStep('signingIn');
      const customer = await currentOrGuestUser();

      const withoutCard = placeOrderRequest(draft, { ...current, orderId: 'pending', card: undefined });
      const orderId = orderIdForAttempt(restaurantId, storeId, attemptFingerprint(withoutCard));

      let card: { paymentMethodId: string; saveCard?: boolean } | undefined;
      if (draft.paymentType === 'stripe') {
        setStep('card');
        if (current.cardChoice.kind === 'saved') card = { paymentMethodId: current.cardChoice.id };
        else {
          const created = await current.card.createPaymentMethod();
          if (!created.ok) {
            setCardMessage(created.message);
            return;
          }
          card = {
            paymentMethodId: created.paymentMethodId,
            ...(current.card.saveCard ? { saveCard: true } : {}),
          };
        }
      }

      setStep('sending');
      const request = placeOrderRequest(draft, { ...current, orderId, card });
      let response = await postPlaceOrder(restaurantId, storeId, request, {
        getIdToken: () => customer.getIdToken(),
      });

      if (response.payment?.requiresAction) {
        setStep('authenticating');
        const outcome = await current.card.handleNextAction(
          response.payment.requiresAction,
          formatPrice(current.expectedTotalInCents, current.currencyCode),
        );
        if (!outcome.ok) {
          setCardMessage(
            outcome.message ?? 'Your bank did not confirm the payment. Try again or use another card.',
          );
          return;
        }
        // The provider's webhook completes the order; its page shows the payment arriving live.
        response = {
          ...response,
          payment: { ...response.payment, requiresAction: undefined, status: 'processing' },
        };
      }

      if (response.status === 'failure') {
        // The earlier attempt with this id was called off (its payment was abandoned and expired):
        // that order is over, so the next press places a new one.
        forgetPendingOrder(restaurantId, storeId);
        notify(
          'Your earlier attempt was not finished in time and was cancelled. Place the order again.',
          'warning',
        );
        return;
      }

      if (isDeclined(response)) {
        setCardMessage(
          response.payment?.customerMessage ??
            'Your payment could not be completed. Please try another card.',
        );
        return;
      }

      placed(current, draft);
      navigate(`${current.basePath}/secure/orders/${encodeURIComponent(response.orderId)}/success`, {
        replace: true,
      });
    } catch (error) {
      await handleFailure(error, current);
    } finally {
      running.current = false;
      setStep('idle');
    }
  };

  async function handleFailure(error: unknown, current: PlaceOrderInput) {
    if (!(error instanceof PlaceOrderRefusal)) {
      notify(error instanceof Error ? error.message : 'Something went wrong. Please try again.', 'error');
      return;
    }
    setRefusal(error);
    const customerFields = Object.fromEntries(
      error.items
        .filter((item) => item.path.startsWith('customer.'))
        .map((item) => [item.path.slice('customer.'.length), item.message]),
    );
    setFieldProblems(customerFields);
    setAddressProblem(addressProblemOf(error, current));
    if (error.status === 409) {
      // The cart was built on an older menu: read it again so every line and total is repriced.
      await loadStorefrontMenu(current.restaurantId, current.storeId).catch(() => undefined);
    }
    if (error.status === 409 && error.items.length === 0) {
      // The same order id was used for a different order: start a fresh attempt on the next press.
      forgetPendingOrder(current.restaurantId, current.storeId);
    }
  }

  function placed(current: PlaceOrderInput, draft: CheckoutDraft) {
    cartStoreFor(current.restaurantId, current.storeId).getState().clear();
    forgetPendingOrder(current.restaurantId, current.storeId);
    forgetCheckoutDraft(current.restaurantId, current.storeId);
    rememberCustomer(draft.customer);
  }

  return {
    place,
    busy: step !== 'idle',
    busyLabel: BUSY_LABELS[step],
    refusal,
    cardMessage,
    fieldProblems,
    addressProblem,
    clearAddressProblem: () => setAddressProblem(undefined),
  };
}

/**
 * The server's words about the delivery address, or, when it priced delivery differently from the
 * zone checkout showed (it places the typed address itself), what delivery there costs.
 */
function addressProblemOf(refusal: PlaceOrderRefusal, current: PlaceOrderInput): string | undefined {
  const said = refusal.items.find(
    (item) => item.path === 'deliveryAddress' || item.path.startsWith('deliveryAddress.'),
  );
  if (said) return said.message;
  const charged = refusal.totals?.deliveryCharge;
  if (
    current.collectionType === 'delivery' &&
    refusal.status === 409 &&
    charged !== undefined &&
    current.deliveryChargeShown !== undefined &&
    charged !== current.deliveryChargeShown
  )
    return `Delivery to this address costs ${formatPrice(charged, current.currencyCode)}: check the address, or pick the area it is in.`;
  return undefined;
}

/** A card payment the provider declined: the order waits, unpaid, for another card. */
function isDeclined(response: PlaceOrderResponse): boolean {
  return response.payment?.status === 'failure' || response.status === 'failure';
}
