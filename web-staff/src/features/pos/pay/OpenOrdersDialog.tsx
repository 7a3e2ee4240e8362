import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatStoreTime } from '@resto/web-common';
import type { UnpaidOrder } from './useUnpaidOrders';

/** Today's pay-later orders still to be paid, each with a big "Take payment" button. */
export function OpenOrdersDialog({
  orders,
  timezone,
  money,
  onClose,
  onTakePayment,
}: {
  orders: UnpaidOrder[];
  timezone: string;
  money: (cents: number) => string;
  onClose(): void;
  onTakePayment(order: UnpaidOrder): void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="open-orders-title">
      <DialogTitle id="open-orders-title">Unpaid orders</DialogTitle>
      <DialogContent dividers>
        {orders.length === 0 ? (
          <Typography color="text.secondary">Every order of today has been paid.</Typography>
        ) : (
          <List aria-label="Unpaid orders">
            {orders.map((order) => (
              <ListItem
                key={order.posOrderId}
                divider
                secondaryAction={
                  <Button variant="contained" onClick={() => onTakePayment(order)} sx={{ minHeight: 52 }}>
                    Take payment
                  </Button>
                }
              >
                <ListItemText
                  primary={`${order.ticket} · ${order.who} · ${money(order.totalInCents)}`}
                  secondary={`Sent to the kitchen at ${formatStoreTime(order.placedIsoDateTimeUtc, timezone)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
