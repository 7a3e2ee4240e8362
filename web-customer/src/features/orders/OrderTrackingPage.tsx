import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  displayNumberLabel,
  lineTotal,
  ONLINE_PAYMENT_TYPES,
  type OnlinePaymentType,
  orderRefundShown,
  refundWords,
} from '@resto/domain';
import {
  formatPrice,
  LoadingScreen,
  ProblemAlert,
  StatusPanel,
  useApi,
  useAuth,
  useBusyAction,
  useDoc,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { ReviewPrompt } from '../reviews/ReviewPrompt';
import { COLLECTION_TYPE_LABELS, describeInstant } from '../tradingHours/tradingHoursView';
import { CourierTrackingCard } from './CourierTrackingCard';
import { type CustomerOrder, customerOrderDoc } from './customerOrders';
import { deliveryStageOf, orderProgress, paymentStatusText } from './orderProgress';
import { TotalsRows, totalsViewOfOrder } from './TotalsRows';
import { useNow } from './useNow';

/**
 * `…/secure/orders/:orderId` and `…/success`: the order's status, live from a Firestore snapshot
 * (new → accepted with the ETA → completed, or rejected / cancelled with the reason), what was
 * ordered, the totals and the payment, the invoice email and a link to rate the order.
 */
export default function OrderTrackingPage() {
  const { orderId = '' } = useParams();
  const { restaurantId, storeId, basePath } = useStoreContext();
  const { user, loading: authLoading } = useAuth();
  const justPlaced = useLocation().pathname.endsWith('/success');
  usePageTitle(justPlaced ? 'Order placed' : 'Your order');
  const ref = useMemo(
    () => (user ? customerOrderDoc(restaurantId, storeId, orderId) : null),
    [user, restaurantId, storeId, orderId],
  );
  const { data: order, error, loading } = useDoc(ref);

  if (authLoading || (user && loading)) return <LoadingScreen label="Loading your order…" />;
  if (!user || error?.code === 'permission-denied' || order === null) {
    return (
      <StatusPanel
        icon={<LockRounded />}
        eyebrow="Order"
        title={order === null ? 'We could not find this order' : 'Sign in to see this order'}
        actions={
          <>
            {!user && (
              <Button
                component={RouterLink}
                to={`${basePath}/login?next=${encodeURIComponent(`${basePath}/secure/orders/${orderId}`)}`}
                variant="contained"
              >
                Sign in
              </Button>
            )}
            <Button component={RouterLink} to={basePath} variant="outlined">
              Back to the menu
            </Button>
          </>
        }
      >
        Orders can be seen by the person who placed them, in the browser they ordered from or after signing in
        with the same account.
      </StatusPanel>
    );
  }
  if (error || !order) {
    return (
      <Alert severity="error">
        <AlertTitle>We could not load your order</AlertTitle>
        {error?.message ?? 'Please try again in a moment.'}
      </Alert>
    );
  }
  return <OrderTracking order={order} justPlaced={justPlaced} />;
}

function OrderTracking({ order, justPlaced }: { order: CustomerOrder; justPlaced: boolean }) {
  const { restaurantId, storeId, menu, basePath } = useStoreContext();
  const now = useNow(60_000);
  // A courier on its way: the arrival time is worded against a fresher clock.
  const courierNow = useNow(15_000);
  const api = useApi();
  const notify = useNotify();
  const timezone = menu.store.timezone;
  const collectionType = order.cart.collection.type;
  const currency = order.cart.currency.code;
  const progress = orderProgress({
    status: order.status.code,
    collectionType,
    etaText: order.eta
      ? describeInstant(new Date(order.eta.readyByIsoDateTimeUtc), now, timezone)
      : undefined,
    requestedText:
      order.requestedTime?.type === 'slot'
        ? describeInstant(new Date(order.collectionIsoDateTimeUtc), now, timezone)
        : 'as soon as possible',
    reason: order.status.code === 'rejected' ? order.rejectionReason : order.cancellationReason,
    hasCompleteStatus: menu.settings.orderProcess.hasCompleteStatus,
    cardCharged:
      order.cart.paymentType === 'stripe' &&
      (order.payment?.status === 'success' ||
        order.payment?.status === 'refundSuccess' ||
        order.payment?.status === 'refundFailure'),
    deliveryStage: deliveryStageOf(order),
  });
  const calledOff = ['rejected', 'cancelled', 'failure'].includes(order.status.code);
  // A review is asked for once there is a meal to review: served, or accepted where the store
  // does not mark orders completed.
  const canReview =
    order.status.code === 'completed' ||
    (order.status.code === 'accepted' && !menu.settings.orderProcess.hasCompleteStatus);
  const paymentType = (ONLINE_PAYMENT_TYPES as readonly string[]).includes(order.cart.paymentType ?? '')
    ? (order.cart.paymentType as OnlinePaymentType)
    : undefined;
  const payment = paymentStatusText(paymentType, order.payment?.status, order.settlement);
  const grandTotalInCents = order.totals?.grandTotal ?? order.cart.grandTotal;
  const refunded = refundWords(
    orderRefundShown({ grandTotalInCents, refundTotals: order.refundTotals }),
    grandTotalInCents,
    currency,
  );
  const invoice = useBusyAction();
  const sendInvoice = () =>
    invoice.run(async () => {
      const answer = await api.post<{ sent: boolean; to: string }>(
        `/api/online-ordering/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/send-order-invoice-email`,
        { orderId: order.id },
      );
      // A busy email provider: the invoice is accepted and retried in a few minutes.
      notify(
        answer.sent
          ? `Invoice sent to ${answer.to}`
          : `Our email service is busy: the invoice will reach ${answer.to} in a few minutes`,
      );
    });

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 2.5 } }}>
      <Box>
        {justPlaced && !calledOff && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', mb: 0.5 }}>
            <CheckCircleRounded aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>
              Thanks, {order.customer.name.split(' ')[0]}! Your order is in.
            </Typography>
          </Box>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Order {shortOrderNumber(order)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {COLLECTION_TYPE_LABELS[collectionType]} · placed{' '}
          {describeInstant(new Date(order.placedIsoDateTimeUtc), now, timezone)}
        </Typography>
      </Box>

      <Card component="section" aria-labelledby="order-status-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box aria-live="polite">
          <Typography
            id="order-status-title"
            variant="h2"
            sx={{ fontSize: '1.3rem' }}
            data-testid="order-status"
          >
            {progress.headline}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{progress.detail}</Typography>
        </Box>
        {progress.kind === 'progress' ? (
          <Stepper
            activeStep={progress.activeStep}
            alternativeLabel
            sx={{ mt: 3, '& .MuiStepLabel-label': { fontSize: { xs: '0.8rem', sm: '0.875rem' } } }}
          >
            {progress.steps.map((step) => (
              <Step key={step.label}>
                <StepLabel
                  optional={
                    step.caption ? (
                      <Typography
                        variant="caption"
                        sx={{ display: 'block', textAlign: 'center', color: 'text.secondary' }}
                      >
                        {step.caption}
                      </Typography>
                    ) : undefined
                  }
                >
                  {step.label}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
        ) : (
          <Alert severity={progress.tone} sx={{ mt: 2 }}>
            {progress.headline}
          </Alert>
        )}
        {order.status.code === 'processingPayment' && order.payment?.status === 'failure' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Your card was declined, so the order has not been placed.{' '}
            <Button component={RouterLink} to={`${basePath}/checkout`} size="small">
              Try another card
            </Button>
          </Alert>
        )}
      </Card>

      {order.deliveryProvider === 'courierService' && !calledOff && (
        <CourierTrackingCard
          delivery={order.courierDelivery}
          store={pointOf(menu.store.address.geoPoint)}
          dropoff={order.cart.deliveryAddress ? pointOf(order.cart.deliveryAddress.geoPoint) : undefined}
          now={courierNow}
          timezone={timezone}
        />
      )}

      <Box
        sx={{ display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Card component="section" aria-labelledby="order-details-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="order-details-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
            Details
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, columnGap: 2 }}
          >
            <Detail term="For">
              {order.requestedTime?.type === 'slot'
                ? describeInstant(new Date(order.collectionIsoDateTimeUtc), now, timezone)
                : `As soon as possible (about ${describeInstant(new Date(order.collectionIsoDateTimeUtc), now, timezone)})`}
            </Detail>
            {order.cart.deliveryAddress && (
              <Detail term="Deliver to">
                {order.cart.deliveryAddress.formattedAddress}
                {order.cart.deliveryAddress.dropoffNotes && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {order.cart.deliveryAddress.dropoffNotes}
                  </Typography>
                )}
              </Detail>
            )}
            {order.tableId && <Detail term="Table">{order.tableId}</Detail>}
            <Detail term="Name">{order.customer.name}</Detail>
            <Detail term="Payment">
              <Chip
                size="small"
                label={payment.text}
                color={payment.tone}
                variant="outlined"
                data-testid="payment-status"
              />
              {refunded && (
                <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="refund-status">
                  {refunded}. Refunds reach your card in 5-10 business days.
                </Typography>
              )}
            </Detail>
          </Box>
          <Divider sx={{ my: 2 }} />
          {invoice.failure !== undefined && (
            <ProblemAlert
              error={invoice.failure}
              onClose={() => invoice.setFailure(undefined)}
              sx={{ mb: 1.5 }}
            />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<MailOutlineRounded />}
              onClick={() => void sendInvoice()}
              disabled={invoice.busy}
            >
              {invoice.busy ? 'Sending…' : 'Email me the invoice'}
            </Button>
            {canReview && (
              <ReviewPrompt
                restaurantId={restaurantId}
                storeId={storeId}
                orderId={order.id}
                basePath={basePath}
              />
            )}
          </Box>
        </Card>

        <Card component="section" aria-labelledby="order-items-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="order-items-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
            What you ordered
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, mb: 2 }}>
            {order.cart.items.map((item) => (
              <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 28 }}>{item.summary.quantity}×</Typography>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{item.summary.name}</Typography>
                  {item.summary.description && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {item.summary.description}
                    </Typography>
                  )}
                  {item.summary.comments && (
                    <Typography
                      variant="body2"
                      sx={{ color: 'text.secondary', fontStyle: 'italic' }}
                      data-testid="line-note"
                    >
                      Note: “{item.summary.comments}”
                    </Typography>
                  )}
                </Box>
                <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPrice(lineTotal(item.summary), currency)}
                </Typography>
              </Box>
            ))}
          </Box>
          {order.cart.comments && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }} data-testid="order-note">
              Your note: “{order.cart.comments}”
            </Typography>
          )}
          <TotalsRows view={totalsViewOfOrder(order.cart, order.totals)} currency={currency} />
        </Card>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button component={RouterLink} to={basePath} variant="contained">
          Back to the menu
        </Button>
        <Button component={RouterLink} to={`${basePath}/orders`} startIcon={<ReceiptLongRounded />}>
          Your orders
        </Button>
      </Box>
    </Box>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** "#47": the order's one display number, as the store's staff, kitchen and emails show it. */
export function shortOrderNumber(order: { id: string; displayNumber?: string | undefined }): string {
  return displayNumberLabel(order);
}

function pointOf(geoPoint: {
  latitude: string;
  longitude: string;
}): { lat: number; lng: number } | undefined {
  const lat = Number(geoPoint.latitude);
  const lng = Number(geoPoint.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && geoPoint.latitude !== '' ? { lat, lng } : undefined;
}
