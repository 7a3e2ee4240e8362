import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { UnprocessedOrderAlert } from './useUnprocessedOrderAlert';

/**
 * The visible half of the monitor: which orders have waited too long, and a mute button for the
 * beep. Shown only while an order is overdue; it goes away by itself once they are handled.
 */
export function UnprocessedOrderBanner({
  alert,
  orderLinks,
}: {
  alert: UnprocessedOrderAlert;
  /** The overdue orders as links or labels ("Order 7K3QZP"). */
  orderLinks?: ReactNode;
}) {
  const count = alert.overdueIds.length;
  if (count === 0) return null;
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
        {count === 1 ? '1 order is' : `${count} orders are`} waiting to be accepted
      </AlertTitle>
      {`Waiting more than ${alert.thresholdMinutes} ${alert.thresholdMinutes === 1 ? 'minute' : 'minutes'}. Accept or reject ${count === 1 ? 'it' : 'them'} to stop the alert.`}
      {orderLinks && <div>{orderLinks}</div>}
    </Alert>
  );
}
