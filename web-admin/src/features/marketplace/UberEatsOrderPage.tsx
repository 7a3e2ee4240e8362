import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FULFILLMENT_ISSUE_ACTIONS,
  formatMoney,
  MARKETPLACE_ADMIN_ORDER_STATUS_LABELS,
  MARKETPLACE_CANCEL_REASONS,
  MARKETPLACE_DENY_REASONS,
  MARKETPLACE_ORDER_STATUS_LABELS,
  toMarketplaceAdminOrderStatus,
} from '@resto/domain';
import {
  ApiError,
  EmptyState,
  LoadingScreen,
  OrderStatusTimeline,
  PageHeader,
  ReprintOrderButton,
  useApi,
  useNotify,
  usePageTitle,
  useStoreOrder,
} from '@resto/web-common';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { ADMIN_STATUS_COLOURS } from './MarketplaceOrdersList';
import { type MarketplaceOrder, marketplacePath } from './marketplaceData';

type Dialogs = 'deny' | 'cancel' | 'delay' | 'adjust' | undefined;

/** Minutes and seconds left, or undefined once passed: the marketplace cancels at the deadline. */
function useCountdown(deadline: string | undefined): string | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!deadline) return undefined;
  const left = Date.parse(deadline) - now;
  if (left <= 0) return undefined;
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * `/uber-eats-orders/{uberEatsOrderId}`: one Uber Eats order, live: its status in both readings
 * ("To Be Confirmed" until answered), the lines and totals as Uber Eats charged them, the deadline
 * before Uber Eats cancels it, and what staff can do (accept, deny with a reason, mark ready, delay,
 * adjust the price, resolve a missing item, cancel).
 */
export default function UberEatsOrderPage() {
  usePageTitle('Uber Eats order');
  const { restaurantId, storeId, store } = useStoreContext();
  const { uberEatsOrderId = '' } = useParams();
  const api = useApi();
  const notify = useNotify();
  const result = useStoreOrder(restaurantId, storeId, uberEatsOrderId);
  const order = result.data as MarketplaceOrder | null | undefined;
  const [dialog, setDialog] = useState<Dialogs>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const countdown = useCountdown(
    order?.marketplace?.status === 'CREATED' ? order.marketplace.acceptByIsoDateTimeUtc : undefined,
  );
  const path = (rest: string) => marketplacePath(restaurantId, storeId, `/orders/${uberEatsOrderId}${rest}`);

  async function act(rest: string, body: unknown, done: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.post(path(rest), body);
      notify(done, 'success');
      setDialog(undefined);
    } catch (error) {
      setFailure(
        error instanceof ApiError ? `${error.title}: ${error.message}` : 'Uber Eats could not be reached.',
      );
    } finally {
      setBusy(false);
    }
  }

  if (result.loading) return <LoadingScreen label="Loading the order…" />;
  if (result.error) return <Alert severity="error">The order could not be loaded.</Alert>;
  if (!order?.marketplace)
    return (
      <EmptyState
        icon={<ReceiptLongRounded />}
        title="Order not found"
        description="This Uber Eats order is not in this store."
      />
    );
  const block = order.marketplace;
  const currency = order.cart.currency.code;
  const money = (cents: number) => formatMoney(cents, currency);
  const reading = toMarketplaceAdminOrderStatus(block.status);
  const open = !['CANCELLED', 'REJECTED', 'FULFILLED'].includes(block.status);

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title={`Uber Eats order #${order.displayNumber ?? '…'} · ${block.displayId}`}
        subtitle={`Placed ${new Date(order.placedIsoDateTimeUtc).toLocaleString()} · ${block.deliveryChannel === 'PICKUP' ? 'Pickup' : 'Delivered by Uber Eats'}`}
        actions={
          <ReprintOrderButton restaurantId={restaurantId} storeId={storeId} orderId={uberEatsOrderId} />
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Chip color={ADMIN_STATUS_COLOURS[reading]} label={MARKETPLACE_ADMIN_ORDER_STATUS_LABELS[reading]} />
        <Chip variant="outlined" label={`Uber Eats: ${MARKETPLACE_ORDER_STATUS_LABELS[block.status]}`} />
        {countdown && <Chip color="warning" label={`Answer within ${countdown} or Uber Eats cancels it`} />}
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      {block.cancellationReason && block.status === 'CANCELLED' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Cancelled: {block.cancellationReason}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 3, flexWrap: 'wrap', gap: 1 }}>
        {block.status === 'CREATED' && (
          <>
            <Button variant="contained" disabled={busy} onClick={() => act('/accept', {}, 'Order accepted')}>
              Accept
            </Button>
            <Button color="error" disabled={busy} onClick={() => setDialog('deny')}>
              Deny
            </Button>
          </>
        )}
        {open && block.status !== 'CREATED' && (
          <>
            {block.status !== 'READY_FOR_PICKUP' && block.status !== 'IN_TRANSIT' && (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => act('/mark-as-ready', {}, 'Marked ready for the courier')}
              >
                Mark as ready
              </Button>
            )}
            <Button disabled={busy} onClick={() => setDialog('delay')}>
              Delay
            </Button>
            <Button disabled={busy} onClick={() => setDialog('adjust')}>
              Adjust price
            </Button>
            <Button color="error" disabled={busy} onClick={() => setDialog('cancel')}>
              Cancel order
            </Button>
          </>
        )}
      </Stack>
      {block.openIssues.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {block.openIssues.map((issue) => (
            <Stack
              key={issue.itemId}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ flex: 1 }}>{issue.itemName} is missing.</Typography>
              {Object.entries(FULFILLMENT_ISSUE_ACTIONS).map(([action, label]) => (
                <Button
                  key={action}
                  size="small"
                  disabled={busy}
                  onClick={() =>
                    act('/resolve-fulfillment-issue', { itemId: issue.itemId, action }, 'Sent to Uber Eats')
                  }
                >
                  {label}
                </Button>
              ))}
            </Stack>
          ))}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {block.customerName || 'Customer'}
            {block.customerPhoneCode ? ` · call code ${block.customerPhoneCode}` : ''}
          </Typography>
          {block.readyForPickupIsoDateTimeUtc && (
            <Typography color="text.secondary">
              Ready for the courier by {new Date(block.readyForPickupIsoDateTimeUtc).toLocaleTimeString()}
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          <Stack spacing={1} aria-label="Order lines">
            {block.items.map((item) => (
              <Stack key={item.id} direction="row" spacing={2}>
                <Typography sx={{ width: 32 }}>{item.quantity}×</Typography>
                <Typography sx={{ flex: 1 }}>
                  {item.name}
                  {item.sizeName && !item.name.includes(item.sizeName) ? ` (${item.sizeName})` : ''}
                </Typography>
                <Typography>{money(item.price * item.quantity)}</Typography>
              </Stack>
            ))}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row">
            <Typography sx={{ flex: 1 }}>Items</Typography>
            <Typography>{money(block.itemTotal)}</Typography>
          </Stack>
          {block.priceAdjustmentsInCents.map((amount, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: adjustments have no id and never reorder
            <Stack key={index} direction="row">
              <Typography sx={{ flex: 1 }}>Price adjustment</Typography>
              <Typography>{money(amount)}</Typography>
            </Stack>
          ))}
          <Stack direction="row">
            <Typography sx={{ flex: 1, fontWeight: 700 }}>Total charged by Uber Eats</Typography>
            <Typography sx={{ fontWeight: 700 }}>{money(block.grandTotal)}</Typography>
          </Stack>
        </CardContent>
      </Card>
      <OrderStatusTimeline order={order} timezone={store?.timezone ?? 'Australia/Sydney'} />

      <ReasonDialog
        open={dialog === 'deny'}
        title="Deny this order?"
        reasons={MARKETPLACE_DENY_REASONS}
        confirmLabel="Deny order"
        busy={busy}
        onClose={() => setDialog(undefined)}
        onConfirm={(reason, explanation) => act('/deny', { reason, explanation }, 'Order denied')}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        title="Cancel this order?"
        reasons={MARKETPLACE_CANCEL_REASONS}
        confirmLabel="Cancel order"
        busy={busy}
        onClose={() => setDialog(undefined)}
        onConfirm={(reason, details) => act('/cancel', { reason, details }, 'Order cancelled')}
      />
      <NumberDialog
        open={dialog === 'delay'}
        title="Delay the ready time"
        label="Extra minutes"
        min={1}
        max={120}
        initial={10}
        confirmLabel="Delay"
        busy={busy}
        onClose={() => setDialog(undefined)}
        onConfirm={(minutes) =>
          act('/delay', { delayInMinutes: minutes }, `Ready time moved by ${minutes} minutes`)
        }
      />
      <AdjustDialog
        open={dialog === 'adjust'}
        busy={busy}
        onClose={() => setDialog(undefined)}
        onConfirm={(amountInCents, reason) =>
          act('/adjust-price', { amountInCents, reason }, 'Price adjusted')
        }
      />
    </>
  );
}

function ReasonDialog({
  open,
  title,
  reasons,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  reasons: Record<string, string>;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string, words: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [words, setWords] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
          >
            {Object.entries(reasons).map(([code, label]) => (
              <MenuItem key={code} value={code}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Note for Uber Eats (optional)"
            value={words}
            onChange={(event) => setWords(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            multiline
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!reason || busy}
          onClick={() => onConfirm(reason, words.trim())}
        >
          {busy ? 'Sending…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function NumberDialog(props: {
  open: boolean;
  title: string;
  label: string;
  min: number;
  max: number;
  initial: number;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (value: number) => void;
}) {
  const [value, setValue] = useState(String(props.initial));
  const number = Number(value);
  const valid = Number.isInteger(number) && number >= props.min && number <= props.max;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          fullWidth
          type="number"
          label={props.label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!valid}
          helperText={valid ? ' ' : `Between ${props.min} and ${props.max}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Back</Button>
        <Button variant="contained" disabled={!valid || props.busy} onClick={() => props.onConfirm(number)}>
          {props.busy ? 'Sending…' : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AdjustDialog(props: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (amountInCents: number, reason: string) => void;
}) {
  const [dollars, setDollars] = useState('-2.00');
  const [reason, setReason] = useState('');
  const cents = Math.round(Number(dollars) * 100);
  const amountProblem =
    !Number.isFinite(cents) || cents === 0
      ? 'Enter an amount other than zero'
      : Math.abs(cents) > 5000
        ? 'At most $50.00 either way'
        : undefined;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>Adjust the price</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Amount (negative gives money back)"
            value={dollars}
            onChange={(event) => setDollars(event.target.value)}
            error={amountProblem !== undefined}
            helperText={amountProblem ?? ' '}
          />
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Back</Button>
        <Button
          variant="contained"
          disabled={amountProblem !== undefined || !reason.trim() || props.busy}
          onClick={() => props.onConfirm(cents, reason.trim())}
        >
          {props.busy ? 'Sending…' : 'Adjust'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
