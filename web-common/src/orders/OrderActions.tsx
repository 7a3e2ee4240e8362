import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CANCEL_REASON_SUGGESTIONS,
  type CollectionType,
  type CurrencyCode,
  defaultEtaMinutes,
  expectedSettlementMethod,
  formatMoney,
  isSettledAtStore,
  type OrderAction,
  type OrderSettingsForActions,
  type OrderStatus,
  REJECT_REASON_SUGGESTIONS,
} from '@resto/domain';
import { type ReactNode, useState } from 'react';
import { useApi } from '../api/ApiClientContext';
import { ApiError } from '../api/ApiError';
import { describeError } from '../errors/describeError';
import { useNotify } from '../feedback/Notifier';
import { AcceptOrderDialog } from './AcceptOrderDialog';
import { type OrderActionBody, sendOrderAction, sendRecordOrderPayment } from './orderActionsApi';
import { orderNumber } from './orderWords';
import { ReasonDialog } from './ReasonDialog';
import { SettleOrderDialog } from './SettleOrderDialog';

export interface OrderActionsProps {
  restaurantId: string;
  storeId: string;
  order: {
    id: string;
    status: { code: OrderStatus };
    displayNumber?: string | undefined;
    displayNumberPending?: boolean | undefined;
    /** When the order was promised for: the accept dialog offers the ETA that meets it. */
    collectionIsoDateTimeUtc?: string | undefined;
    /** A pay-at-store order asks how it was paid when it is completed. */
    cart?: {
      paymentType?: string | undefined;
      grandTotal: number;
      collection?: { type: CollectionType } | undefined;
      currency?: { code?: string | undefined } | undefined;
    };
    settlement?: unknown;
  };
  /** The store's order-process settings (hasEta, hasCompleteStatus); the server checks them again. */
  settings: OrderSettingsForActions;
  /** Smaller buttons for list rows. */
  compact?: boolean;
}

/** The order actions, and recording a pay-at-store payment on its own (stores that never complete). */
type StaffStep = OrderAction | 'recordPayment';

const DONE_WORDS: Record<StaffStep, string> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  complete: 'completed',
  recordPayment: 'marked as paid',
};

type Dialog = 'accept' | 'reject' | 'cancel' | 'settle' | undefined;

/**
 * What staff can do with an order now: Accept (with an ETA when the store promises one) and Reject
 * for a new order; Complete (when the store uses it) and Cancel for an accepted one. Reject and
 * Cancel ask first, with a reason. When another device got there first the server's catalogue error
 * ('Order Already Accepted', …) is shown here in words and stays until dismissed, even after the live
 * order has moved on, so the person knows why their tap did nothing.
 */
export function OrderActions({ restaurantId, storeId, order, settings, compact = false }: OrderActionsProps) {
  const client = useApi();
  const notify = useNotify();
  const [dialog, setDialog] = useState<Dialog>();
  const [busy, setBusy] = useState<StaffStep | undefined>();
  const [fieldProblem, setFieldProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<unknown>();
  const label = `order ${orderNumber(order)}`;
  const status = order.status.code;
  // Pay in store, cash or card on delivery: the money changes hands here, so staff record how.
  const needsSettlement = isSettledAtStore(order.cart?.paymentType) && !order.settlement;

  async function perform(action: StaffStep, body: OrderActionBody) {
    setBusy(action);
    setFieldProblem(undefined);
    setRefusal(undefined);
    const ids = { restaurantId, storeId, orderId: order.id };
    try {
      if (action === 'recordPayment') {
        if ('paidWith' in body) await sendRecordOrderPayment(client, ids, body.paidWith);
      } else {
        await sendOrderAction(client, ids, action, body);
      }
      notify(`Order ${orderNumber(order)} ${DONE_WORDS[action]}.`);
      setDialog(undefined);
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? error.fieldErrors : {};
      const field = Object.values(fieldErrors)[0];
      if (field !== undefined && dialog !== undefined) {
        // A problem with what was typed: keep the dialog open and say it beside the choice.
        setFieldProblem(field);
      } else {
        // Lost a race, or the order is gone: say what happened where the buttons were.
        setRefusal(error);
        setDialog(undefined);
      }
    } finally {
      setBusy(undefined);
    }
  }

  const size = compact ? 'small' : 'medium';
  const spinner = (action: StaffStep) =>
    busy === action ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined;
  const buttons: ReactNode[] = [];
  if (status === 'new') {
    buttons.push(
      <Button
        key="accept"
        variant="contained"
        color="success"
        size={size}
        disabled={busy !== undefined}
        startIcon={spinner('accept') ?? <CheckCircleRounded />}
        onClick={() => {
          setFieldProblem(undefined);
          if (settings.hasEta) setDialog('accept');
          else void perform('accept', {});
        }}
      >
        Accept
      </Button>,
      <Button
        key="reject"
        variant="outlined"
        color="error"
        size={size}
        disabled={busy !== undefined}
        onClick={() => {
          setFieldProblem(undefined);
          setDialog('reject');
        }}
      >
        Reject
      </Button>,
    );
  }
  if (status === 'accepted') {
    if (settings.hasCompleteStatus) {
      buttons.push(
        <Button
          key="complete"
          variant="contained"
          color="success"
          size={size}
          disabled={busy !== undefined}
          startIcon={spinner('complete') ?? <DoneAllRounded />}
          onClick={() => {
            setFieldProblem(undefined);
            if (needsSettlement) setDialog('settle');
            else void perform('complete', {});
          }}
        >
          Complete
        </Button>,
      );
    }
    if (!settings.hasCompleteStatus && needsSettlement) {
      // The store never completes orders, so the payment is recorded on its own when it is taken.
      buttons.push(
        <Button
          key="recordPayment"
          variant="contained"
          color="success"
          size={size}
          disabled={busy !== undefined}
          startIcon={spinner('recordPayment') ?? <PaymentsRounded />}
          onClick={() => {
            setFieldProblem(undefined);
            setDialog('settle');
          }}
        >
          Record payment
        </Button>,
      );
    }
    buttons.push(
      <Button
        key="cancel"
        variant="outlined"
        color="error"
        size={size}
        disabled={busy !== undefined}
        onClick={() => {
          setFieldProblem(undefined);
          setDialog('cancel');
        }}
      >
        Cancel order
      </Button>,
    );
  }

  const refusalWords = refusal === undefined ? undefined : describeError(refusal);
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      {buttons.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          aria-label={`Actions for ${label}`}
        >
          {buttons}
        </Stack>
      )}
      {status === 'processingPayment' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Waiting for the card payment. You can act on it once it is paid.
        </Typography>
      )}
      {refusalWords && (
        <Alert severity="warning" role="alert" onClose={() => setRefusal(undefined)}>
          <AlertTitle>{refusalWords.title}</AlertTitle>
          {refusalWords.message}
        </Alert>
      )}
      <AcceptOrderDialog
        open={dialog === 'accept'}
        orderLabel={label}
        busy={busy === 'accept'}
        serverProblem={fieldProblem}
        defaultEta={defaultEtaMinutes(order.collectionIsoDateTimeUtc, new Date().toISOString())}
        onAccept={(etaInMinutes) => void perform('accept', { etaInMinutes })}
        onClose={() => setDialog(undefined)}
      />
      {needsSettlement && order.cart && (
        <SettleOrderDialog
          open={dialog === 'settle'}
          restaurantId={restaurantId}
          storeId={storeId}
          orderLabel={label}
          amountWords={formatMoney(
            order.cart.grandTotal,
            (order.cart.currency?.code as CurrencyCode | undefined) ?? 'AUD',
          )}
          collectionType={order.cart.collection?.type}
          expected={expectedSettlementMethod(order.cart.paymentType)}
          completes={settings.hasCompleteStatus}
          busy={busy === 'complete' || busy === 'recordPayment'}
          serverProblem={fieldProblem}
          onSettle={(paidWith) =>
            void perform(settings.hasCompleteStatus ? 'complete' : 'recordPayment', { paidWith })
          }
          onClose={() => setDialog(undefined)}
        />
      )}
      <ReasonDialog
        open={dialog === 'reject'}
        title={`Reject ${label}?`}
        explanation="The customer is told their order was rejected, with the reason below. A card payment is not refunded automatically: refund it from the order afterwards."
        confirmLabel="Reject order"
        busyLabel="Rejecting…"
        suggestions={REJECT_REASON_SUGGESTIONS}
        busy={busy === 'reject'}
        serverProblem={fieldProblem}
        onConfirm={(reason) => void perform('reject', { reason })}
        onClose={() => setDialog(undefined)}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        title={`Cancel ${label}?`}
        explanation="The order stops here and the customer sees the reason below. A card payment is not refunded automatically: refund it from the order afterwards."
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        suggestions={CANCEL_REASON_SUGGESTIONS}
        busy={busy === 'cancel'}
        serverProblem={fieldProblem}
        onConfirm={(reason) => void perform('cancel', { reason })}
        onClose={() => setDialog(undefined)}
      />
    </Stack>
  );
}
