import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type OrderEmailSummary, orderEmailKindOf } from '@resto/domain';
import { useApi } from '../api/ApiClientContext';
import type { ApiPath } from '../api/apiClient';
import { describeError } from '../errors/describeError';
import { useNotify } from '../feedback/Notifier';
import { useBusyAction } from '../feedback/useBusyAction';
import { formatStoreTime } from '../format/time';
import type { StoreOrder } from './orderData';

/** `POST /api/online-ordering/.../send-order-invoice-email`: emails the order to its customer again. */
export function sendOrderEmailApiPath(restaurantId: string, storeId: string): ApiPath {
  return `/api/online-ordering/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/send-order-invoice-email`;
}

type InvoiceAnswer = { sent: true; to: string } | { sent: false; retrying: true; to: string };

/** What the line says, and how loudly, for the order's latest customer email. */
export function orderEmailWords(
  summary: OrderEmailSummary,
  to: string,
  timezone: string,
): { severity: AlertColor; text: string } {
  const what = orderEmailKindOf(summary) === 'invoice' ? 'Invoice email' : 'Confirmation email';
  const at = (iso: string) => formatStoreTime(iso, timezone);
  switch (summary.status) {
    case 'sent':
      return {
        severity: 'success',
        text: `${what} sent to ${to}${summary.sentIsoDateTimeUtc ? ` at ${at(summary.sentIsoDateTimeUtc)}` : ''}.`,
      };
    case 'sending':
      return { severity: 'info', text: `Sending the ${what.toLowerCase()} to ${to}…` };
    case 'retrying':
      return {
        severity: 'warning',
        text: `${what} not sent yet (${summary.lastError ?? 'the email provider is busy'}). Trying again${
          summary.nextAttemptIsoDateTimeUtc ? ` at ${at(summary.nextAttemptIsoDateTimeUtc)}` : ' soon'
        }.`,
      };
    case 'failed':
      return {
        severity: 'error',
        text: `Email failed: ${summary.lastError ?? 'the email provider did not accept it'} — the customer was not emailed.`,
      };
  }
}

/**
 * Whether the customer got the order by email, on the staff and admin order page: sent, being
 * retried, or failed with the reason, and "Send again" (the invoice route, which staff of the store
 * may call; the page updates from the order's `confirmationEmail` when the new email goes out).
 * Orders from before the summary existed only have the once-only mark: that meant sent.
 */
export function OrderEmailStatus({ order, timezone }: { order: StoreOrder; timezone: string }) {
  const client = useApi();
  const notify = useNotify();
  const { busy, failure, run } = useBusyAction();
  const to = order.customer.email;
  const summary = order.confirmationEmail;
  if (!summary && !order.confirmationEmailIsoDateTimeUtc) return null;
  const { severity, text } = summary
    ? orderEmailWords(summary, to, timezone)
    : { severity: 'success' as const, text: `Confirmation email sent to ${to}.` };

  const sendAgain = () =>
    run(async () => {
      const answer = await client.post<InvoiceAnswer>(
        sendOrderEmailApiPath(order.restaurantId, order.storeId),
        {
          orderId: order.id,
        },
      );
      notify(
        answer.sent
          ? `Order emailed to ${answer.to}.`
          : `The email provider is busy: the email to ${answer.to} will be retried.`,
        answer.sent ? 'success' : 'warning',
      );
    });

  return (
    <Alert
      severity={severity}
      icon={<MailOutlineRounded fontSize="inherit" />}
      // A standing status line, not an interruption: announced politely when it changes.
      role="status"
      aria-label="Customer email"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={busy || summary?.status === 'sending'}
          onClick={() => void sendAgain()}
        >
          {busy ? 'Sending…' : 'Send again'}
        </Button>
      }
    >
      {text}
      {failure !== undefined && (
        <>
          {' '}
          <strong role="alert">{describeError(failure).message}</strong>
        </>
      )}
    </Alert>
  );
}
