import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  allowedOnlinePaymentTypes,
  type CollectionType,
  couponOfferWords,
  type DeliveryZoneChoice,
  deliveryProviderOf,
  deliveryZoneChoices,
  type OnlinePaymentType,
  type PlaceOrderLine,
  priceOnlineOrder,
  storeCurrency,
} from '@resto/domain';
import { EmptyState, formatPrice, SubmitButton, useApi, useAuth, usePageTitle } from '@resto/web-common';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { useCart, useRepricedCart } from '../cart/cartStore';
import { totalsViewOf } from '../orders/TotalsRows';
import { useNow } from '../orders/useNow';
import { offeredCollectionTypes } from '../tradingHours/tradingHoursView';
import { CollectionTypeSection } from './CollectionTypeSection';
import { CouponField } from './CouponField';
import { CustomerSection } from './CustomerSection';
import { CardPaymentProvider, useCardPayment } from './cardPayment';
import {
  addressProblems,
  type CheckoutDraft,
  type CustomerDraft,
  customerProblems,
  deliveryAddressOf,
  EMPTY_ADDRESS,
  emptyCheckoutDraft,
} from './checkoutDraft';
import { loadCheckoutDraft, rememberedCustomer, saveCheckoutDraft } from './checkoutStorage';
import { DeliveryAddressSection } from './DeliveryAddressSection';
import { phoneOfUid } from './guestSignIn';
import { LoyaltyCreditsToggle } from './LoyaltyCreditsToggle';
import { OrderSummaryCard } from './OrderSummaryCard';
import { type CardChoice, PaymentSection } from './PaymentSection';
import { RefusalNotice } from './RefusalNotice';
import { listSavedCards, type SavedCard } from './savedCards';
import { TimeSection } from './TimeSection';
import { timeChoices, validRequestedTime } from './timeChoices';
import { useCheckoutPromotions } from './useCheckoutPromotions';
import { useCourierQuote } from './useCourierQuote';
import { usePlaceOrder } from './usePlaceOrder';

/** `…/checkout`: how and when, where to, who, how to pay; totals from the domain; place the order. */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <CardPaymentProvider>
      <Checkout />
    </CardPaymentProvider>
  );
}

function Checkout() {
  const theme = useTheme();
  const { restaurantId, storeId, store, menu, basePath } = useStoreContext();
  const cart = useRepricedCart();
  const setCollectionType = useCart((state) => state.setCollectionType);
  const { user } = useAuth();
  const api = useApi();
  const now = useNow(30_000);
  const currency = storeCurrency(menu);
  const country = menu.store.address.country;

  const [draft, setDraft] = useState<CheckoutDraft>(() => initialDraft(restaurantId, storeId));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [cardChoice, setCardChoice] = useState<CardChoice>({ kind: 'new' });
  const [savedCards, setSavedCards] = useState<SavedCard[]>([]);
  const card = useCardPayment();

  useEffect(() => saveCheckoutDraft(restaurantId, storeId, draft), [restaurantId, storeId, draft]);

  // Signed-in customers: fill in what their account knows, never over what they typed.
  const signedIn = user && !user.isAnonymous ? user : null;
  useEffect(() => {
    if (!signedIn) return;
    setDraft((current) => ({
      ...current,
      customer: {
        ...current.customer,
        name: current.customer.name || signedIn.displayName || '',
        email: current.customer.email || signedIn.email || '',
        mobile: current.customer.mobile || phoneOfUid(signedIn.uid) || signedIn.phoneNumber || '',
      },
    }));
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn) {
      setSavedCards([]);
      return;
    }
    let active = true;
    listSavedCards(api)
      .then((cards) => active && setSavedCards(cards))
      // Saved cards are a convenience: without them the customer types a card.
      .catch(() => active && setSavedCards([]));
    return () => {
      active = false;
    };
  }, [signedIn, api]);

  const offered = offeredCollectionTypes(menu.store.collectionSettings);
  const collectionType: CollectionType = offered.includes(cart.collectionType)
    ? cart.collectionType
    : (offered[0] ?? cart.collectionType);
  const choices = useMemo(() => timeChoices(menu, collectionType, now), [menu, collectionType, now]);
  const time = useMemo(() => validRequestedTime(draft.time, choices), [draft.time, choices]);
  const allowedPayments = allowedOnlinePaymentTypes(menu.settings.payments, collectionType);
  const paymentType: OnlinePaymentType | '' = allowedPayments.includes(draft.paymentType as OnlinePaymentType)
    ? draft.paymentType
    : (allowedPayments[0] ?? '');
  const zones = useMemo(() => deliveryZoneChoices(menu.settings.delivery), [menu]);
  const zone: DeliveryZoneChoice | undefined = zones.find(
    (candidate) => candidate.key === draft.address.zoneKey,
  );
  const addressReady = draft.address.location !== null || zone !== undefined;
  const lines = useMemo(
    () => cart.lines.map(({ line }): PlaceOrderLine => ({ id: line.id, selection: line.selection })),
    [cart.lines],
  );

  const deliveryAddress =
    collectionType === 'delivery' && addressReady
      ? deliveryAddressOf(draft.address, zone, country)
      : undefined;
  const setCouponCode = useCallback(
    (couponCode: string) => setDraft((current) => ({ ...current, couponCode })),
    [],
  );
  const promotions = useCheckoutPromotions({
    api,
    restaurantId,
    storeId,
    user,
    savedCode: draft.couponCode,
    onCodeChange: setCouponCode,
    cart: () => ({
      collectionType,
      requestedTime: time ?? { type: 'asap' as const },
      lines,
      ...(deliveryAddress ? { deliveryAddress } : {}),
    }),
  });
  const courier = useCourierQuote({
    api,
    restaurantId,
    storeId,
    enabled: collectionType === 'delivery' && deliveryProviderOf(menu.settings.delivery) === 'courierService',
    deliveryAddress,
  });
  const couponCode = promotions.applied ? draft.couponCode : undefined;
  const { creditsFor, promotions: known } = promotions;
  const { quote, credits } = useMemo(() => {
    const orderDraft = {
      collectionType,
      requestedTime: time ?? { type: 'asap' as const },
      lines,
      paymentType: paymentType || undefined,
      deliveryAddress:
        collectionType === 'delivery' && addressReady
          ? deliveryAddressOf(draft.address, zone, country)
          : undefined,
      couponCode,
    };
    // Priced once with the coupon to know what credits may pay for, then with the credits spent.
    const withCoupon = priceOnlineOrder(menu, orderDraft, now, known, courier.pricing);
    const spend = creditsFor(withCoupon.lines, withCoupon.totals.couponDiscount);
    return {
      credits: spend,
      quote:
        spend.credits > 0
          ? priceOnlineOrder(
              menu,
              { ...orderDraft, loyaltyRedemption: { credits: spend.credits } },
              now,
              known,
              courier.pricing,
            )
          : withCoupon,
    };
  }, [
    menu,
    collectionType,
    time,
    lines,
    paymentType,
    draft.address,
    zone,
    addressReady,
    country,
    now,
    couponCode,
    known,
    creditsFor,
    courier.pricing,
  ]);

  const effectiveDraft: CheckoutDraft = { ...draft, time: time ?? draft.time, paymentType };
  const placing = usePlaceOrder({
    restaurantId,
    storeId,
    basePath,
    draft: effectiveDraft,
    collectionType,
    tableId: cart.tableId,
    lines,
    expectedTotalInCents: quote.totals.grandTotal,
    currencyCode: currency.code,
    zone,
    country,
    cardChoice,
    card,
    loyaltyCredits: credits.credits,
    deliveryChargeShown: quote.totals.deliveryCharge,
    ...(courier.quote ? { courierQuoteId: courier.quote.quoteId } : {}),
  });
  // The courier's price ran out between showing it and placing: ask again, and the new fee shows.
  const refusedExpired = placing.refusal?.items.some((item) => item.code === 'courierQuoteExpired') ?? false;
  const refreshCourier = courier.refresh;
  useEffect(() => {
    if (refusedExpired) refreshCourier();
  }, [refusedExpired, refreshCourier]);

  const phone = useMediaQuery(theme.breakpoints.down('md'));

  if (cart.status === 'ready' && cart.lines.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBagRounded />}
        title="Your order is empty"
        description="Add a few dishes from the menu, then come back here to check out."
        action={
          <Button component={RouterLink} to={basePath} variant="contained">
            Browse the menu
          </Button>
        }
      />
    );
  }

  const show = (field: string) => submitted || touched.has(field);
  const allCustomerProblems = customerProblems(draft.customer, country.code);
  const visibleCustomerProblems = Object.fromEntries(
    Object.entries(allCustomerProblems).filter(([field]) => show(`customer.${field}`)),
  );
  const allAddressProblems = collectionType === 'delivery' ? addressProblems(draft.address) : {};
  const visibleAddressProblems = submitted ? allAddressProblems : {};
  const quoteProblem = (path: string) => quote.problems.find((problem) => problem.path === path)?.message;
  // While the courier is asked for its price the address is fine; its own refusal says why.
  const courierWaiting = courier.pricing !== undefined && 'missing' in courier.pricing;
  const deliveryMessage =
    courier.problem ??
    (courierWaiting && courier.loading ? undefined : quoteProblem('deliveryAddress')) ??
    (addressReady ? quoteProblem('lines') : undefined);

  const blockers = [
    ...quote.problems
      .filter((problem) => !['deliveryAddress', 'requestedTime', 'paymentType'].includes(problem.path))
      .filter((problem) => problem.path !== 'lines' || addressReady)
      .map((problem) => problem.message),
    ...(time === undefined ? ['There are no times left to order for. Try another way of ordering.'] : []),
    ...(collectionType === 'dineIn' && !cart.tableId
      ? ['Scan the QR code on your table to order dine-in.']
      : []),
    ...(deliveryMessage && collectionType === 'delivery' ? [deliveryMessage] : []),
  ];
  const formProblems = [
    ...Object.values(allCustomerProblems),
    ...Object.values(allAddressProblems),
    ...(paymentType === '' ? ['Choose how you will pay.'] : []),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (blockers.length > 0 || formProblems.length > 0 || cart.status !== 'ready') {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    void placing.place();
  };

  const setCustomer = (customer: CustomerDraft) => setDraft((current) => ({ ...current, customer }));
  const total = formatPrice(quote.totals.grandTotal, currency.code);

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: { xs: 2, sm: 3 } }}>
        Checkout
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={(event) => {
          // Enter in a text field must not place (and pay for) the order; only the button does.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
        aria-label="Checkout"
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 2.5 } }}>
          <CollectionTypeSection
            offered={offered}
            value={collectionType}
            tableId={cart.tableId}
            onChange={(type) => setCollectionType(type)}
          />
          <TimeSection
            choices={choices}
            collectionType={collectionType}
            value={time}
            onChange={(next) => setDraft((current) => ({ ...current, time: next }))}
            problem={quoteProblem('requestedTime')}
          />
          {collectionType === 'delivery' && (
            <DeliveryAddressSection
              address={draft.address}
              zones={zones}
              onChange={(address) => {
                placing.clearAddressProblem();
                setDraft((current) => ({ ...current, address }));
              }}
              problems={visibleAddressProblems}
              quoteMessage={addressReady ? deliveryMessage : undefined}
              serverProblem={placing.addressProblem}
              currency={currency.code}
            />
          )}
          <CustomerSection
            customer={draft.customer}
            country={country.code}
            onChange={setCustomer}
            onBlur={(field) => setTouched((current) => new Set(current).add(`customer.${field}`))}
            problems={{ ...visibleCustomerProblems, ...placing.fieldProblems }}
            signedInAs={
              signedIn
                ? (phoneOfUid(signedIn.uid) ?? signedIn.phoneNumber ?? signedIn.email ?? undefined)
                : undefined
            }
            loginPath={`${basePath}/login?next=${encodeURIComponent(`${basePath}/checkout`)}`}
            restaurantName={store.name}
          >
            <TextField
              label="Notes for the store (optional)"
              value={draft.comments}
              onChange={(event) => setDraft((current) => ({ ...current, comments: event.target.value }))}
              multiline
              minRows={2}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              helperText="Allergies or special requests we should know about."
            />
          </CustomerSection>
          <PaymentSection
            allowed={allowedPayments}
            value={paymentType}
            onChange={(next) => setDraft((current) => ({ ...current, paymentType: next }))}
            savedCards={savedCards}
            cardChoice={cardChoice}
            onCardChoice={setCardChoice}
            cardEntry={card.element}
            cardMessage={placing.cardMessage}
            problem={
              quoteProblem('paymentType') ??
              (submitted && paymentType === '' ? 'Choose how you will pay.' : undefined)
            }
          />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <OrderSummaryCard
            lines={cart.lines}
            totals={totalsViewOf(quote.totals, collectionType, {
              // Never "$0.00" for a delivery the store cannot make yet: say what to do instead,
              // as the message beside the address does.
              deliveryNote: !addressReady
                ? 'Choose your area'
                : quoteProblem('deliveryAddress')
                  ? 'See the address'
                  : deliveryMessage
                    ? 'Below the minimum'
                    : undefined,
            })}
            currency={currency.code}
            cartPath={`${basePath}/cart`}
            blockers={submitted ? blockers : blockers.filter((message) => message !== deliveryMessage)}
            busy={placing.busy || cart.status !== 'ready'}
            busyLabel={placing.busy ? placing.busyLabel : 'Loading…'}
            placeLabel={paymentType === 'stripe' ? `Pay ${total}` : `Place order · ${total}`}
            // On a phone the pay bar at the bottom holds the one button.
            hidePlaceButton={phone}
            notice={placing.refusal && <RefusalNotice refusal={placing.refusal} />}
            promotions={
              <>
                <CouponField
                  applied={
                    promotions.applied && {
                      code: promotions.applied.code,
                      words: couponOfferWords(promotions.applied.coupon, currency.code),
                    }
                  }
                  problem={quoteProblem('couponCode')}
                  onApply={promotions.apply}
                  onRemove={promotions.remove}
                />
                {promotions.loyaltyOn && promotions.card && (
                  <LoyaltyCreditsToggle
                    balance={promotions.card.balance}
                    available={credits.available}
                    reason={credits.reason}
                    checked={promotions.useCredits}
                    onChange={promotions.setUseCredits}
                    currency={currency.code}
                  />
                )}
              </>
            }
          />
        </Box>
        {/* On a phone the total and the button stay in sight while the card is typed. */}
        {phone && (
          <Paper
            elevation={8}
            sx={{
              display: 'flex',
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: (theme) => theme.zIndex.appBar,
              alignItems: 'center',
              gap: 2,
              px: 2,
              pt: 1.5,
              pb: 'calc(12px + env(safe-area-inset-bottom))',
            }}
            data-testid="phone-pay-bar"
          >
            <Box sx={{ flexShrink: 0 }}>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                Total
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}>
                {total}
              </Typography>
            </Box>
            <Box sx={{ flexGrow: 1 }}>
              <SubmitButton
                busy={placing.busy || cart.status !== 'ready'}
                busyLabel={placing.busy ? placing.busyLabel : 'Loading…'}
              >
                {paymentType === 'stripe' ? `Pay ${total}` : `Place order · ${total}`}
              </SubmitButton>
            </Box>
          </Paper>
        )}
        {phone && <Box aria-hidden sx={{ height: 96 }} />}
      </Box>
    </Box>
  );
}

function initialDraft(restaurantId: string, storeId: string): CheckoutDraft {
  const empty = emptyCheckoutDraft(rememberedCustomer());
  const stored = loadCheckoutDraft(restaurantId, storeId);
  if (!stored) return empty;
  // Stored by an older version or edited by hand: keep the shape whole.
  return {
    ...empty,
    ...stored,
    address: { ...EMPTY_ADDRESS, ...stored.address },
    customer: { ...empty.customer, ...stored.customer },
  };
}
