import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { orderNumber } from './orderWords';
import type { UnprocessedOrderAlert } from './useUnprocessedOrderAlert';

/** The banner names this many of the overdue orders (the oldest); the rest are a count and a link. */
export const BANNER_ORDERS_NAMED = 5;

const linkStyle = { color: 'inherit', fontWeight: 700 } as const;

/**
 * The visible half of the monitor: how many orders have waited too long, the oldest few by number,
 * a link to all of them, and a mute button for the beep. Shown only while an order is overdue; it goes
 * away by itself once they are handled. Its size does not grow with the number of orders.
 */
export function UnprocessedOrderBanner({
  alert,
  orderHref,
  seeAllHref,
}: {
  alert: UnprocessedOrderAlert;
  /** Where an overdue order's number links to; without it (or an answer) the number is plain text. */
  orderHref?: (orderId: string) => string | undefined;
  /** The list of every waiting order, offered when there are more than the banner names. */
  seeAllHref?: string;
}) {
  const count = Math.max(alert.overdueCount, alert.overdueIds.length);
  if (count === 0) return null;
  const named = alert.overdueIds.slice(0, BANNER_ORDERS_NAMED);
  const more = count - named.length;
  return (
    <Alert
      severity="error"
      variant="filled"
      icon={<NotificationsActiveRounded />}
      role="alert"
      data-testid="unprocessed-order-alert"
      sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          startIcon={alert.muted ? <VolumeUpRounded /> : <VolumeOffRounded />}
          onClick={alert.muted ? alert.unmute : alert.mute}
        >
          {alert.muted ? 'Unmute' : 'Mute'}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: 0.25 }}>
        {count === 1 ? '1 order is' : `${count.toLocaleString('en-AU')} orders are`} waiting to be accepted
      </AlertTitle>
      {`Waiting more than ${alert.thresholdMinutes} ${alert.thresholdMinutes === 1 ? 'minute' : 'minutes'}. Accept or reject ${count === 1 ? 'it' : 'them'} to stop the alert.`}
      {named.length > 0 && (
        <div>
          {count > 1 ? 'Oldest: ' : ''}
          {named.map((id, index) => {
            const href = orderHref?.(id);
            return (
              <span key={id}>
                {index > 0 && ', '}
                {href ? (
                  <RouterLink to={href} style={linkStyle}>
                    #{alert.overdueNumbers?.[id] ?? orderNumber({ id })}
                  </RouterLink>
                ) : (
                  <strong>#{alert.overdueNumbers?.[id] ?? orderNumber({ id })}</strong>
                )}
              </span>
            );
          })}
          {more > 0 && ` and ${more.toLocaleString('en-AU')} more`}
          {more > 0 && seeAllHref && (
            <>
              {' · '}
              <RouterLink to={seeAllHref} style={linkStyle}>
                See all waiting orders
              </RouterLink>
            </>
          )}
        </div>
      )}
    </Alert>
  );
}
