import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orderDisplayNumber, type PosOrderDocument, posRefundableInCents } from '@resto/domain';
import { formatStoreTime } from '@resto/web-common';
import { useMemo, useState } from 'react';
import type { TodaysOrders } from './useTodaysPosOrders';

/** The name a cashier calls an order by: the store's number, or the till's ticket until it has one. */
export function posOrderLabel(order: Pick<PosOrderDocument, 'id' | 'displayNumber'>): string {
  return `#${order.displayNumber ?? order.id.slice(-4).toUpperCase()}`;
}

/**
 * Today's orders from every till of the store, searchable by number, name, table or phone: each can be
 * edited (a new version) or refunded, and its receipt printed again on the counter's printers when the
 * till has any. Called-off orders are listed but cannot be changed.
 */
export function OrdersDialog({
  today,
  timezone,
  money,
  onClose,
  onEdit,
  onRefund,
  onReceipt,
  onCardReceipt,
}: {
  today: TodaysOrders;
  timezone: string;
  money: (cents: number) => string;
  onClose(): void;
  onEdit(order: PosOrderDocument): void;
  onRefund(order: PosOrderDocument): void;
  /** Prints the order's receipt again on the till's local printers (absent: the till has none). */
  onReceipt?: ((order: PosOrderDocument) => Promise<string[]>) | undefined;
  /** Shows (and prints again on the terminal) the card terminal's receipts of a sale paid on one. */
  onCardReceipt?: ((order: PosOrderDocument) => void) | undefined;
}) {
  const [search, setSearch] = useState('');
  const [printing, setPrinting] = useState<string>();
  const [printed, setPrinted] = useState<{ severity: 'success' | 'error'; message: string }>();
  async function reprint(order: PosOrderDocument) {
    if (!onReceipt || printing) return;
    setPrinting(order.id);
    setPrinted(undefined);
    try {
      const names = await onReceipt(order);
      setPrinted({
        severity: 'success',
        message: `Receipt for ${posOrderLabel(order)} printed on ${names.join(', ')}.`,
      });
    } catch (error) {
      setPrinted({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPrinting(undefined);
    }
  }
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase().replace(/^#/, '');
    const orders = today.orders ?? [];
    if (!term) return orders;
    return orders.filter((order) =>
      [
        orderDisplayNumber(order),
        order.id.slice(-4),
        order.customerName,
        order.tableNumber,
        order.customerPhoneNumber,
      ]
        .filter(Boolean)
        .some((value) => String(value).toLowerCase().includes(term)),
    );
  }, [today.orders, search]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="orders-title">
      <DialogTitle id="orders-title">Today's orders</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        <TextField
          label="Find an order"
          placeholder="Number, name, table or phone"
          value={search}
          onChange={(event) => setSearch(event.target.value.slice(0, 50))}
          fullWidth
          sx={{ mb: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
        />
        {today.orders === undefined && !today.error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading today's orders" />
          </Box>
        )}
        {today.error && <Alert severity="warning">{today.error}</Alert>}
        {printed && (
          <Alert severity={printed.severity} onClose={() => setPrinted(undefined)} sx={{ mb: 2 }}>
            {printed.message}
          </Alert>
        )}
        {today.orders && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {today.orders.length === 0
              ? 'No orders at the counter yet today.'
              : 'No order matches your search.'}
          </Typography>
        )}
        <Stack spacing={1} role="list" aria-label="Today's orders">
          {shown.map((order) => {
            const calledOff = order.status.code === 'cancelled' || order.status.code === 'rejected';
            const refundable = posRefundableInCents(order);
            return (
              <Box
                key={order.id}
                role="listitem"
                data-testid="pos-order-row"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {posOrderLabel(order)} ·{' '}
                    {order.tableNumber
                      ? `Table ${order.tableNumber}`
                      : (order.customerName ?? 'Walk-in customer')}{' '}
                    · {money(order.totals.grandTotal)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatStoreTime(order.placedIsoDateTimeUtc, timezone)} · {order.posTerminalName} ·{' '}
                    {order.employeeName}
                    {order.versions.length > 1 ? ` · version ${order.versions.length}` : ''}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={0.5}>
                  <Chip
                    size="small"
                    label={order.isPaid ? 'Paid' : 'Unpaid'}
                    color={order.isPaid ? 'success' : 'warning'}
                  />
                  {order.refundAmountInCents > 0 && (
                    <Chip size="small" label={`Refunded ${money(order.refundAmountInCents)}`} color="info" />
                  )}
                  {calledOff && <Chip size="small" label="Cancelled" />}
                </Stack>
                {onReceipt && (
                  <Button
                    variant="outlined"
                    disabled={printing !== undefined}
                    onClick={() => void reprint(order)}
                    aria-label={`Print the receipt for ${posOrderLabel(order)} again`}
                    sx={{ minHeight: 48, minWidth: 96 }}
                  >
                    {printing === order.id ? 'Printing…' : 'Receipt'}
                  </Button>
                )}
                {onCardReceipt && (order.cardTerminalReferences?.length ?? 0) > 0 && (
                  <Button
                    variant="outlined"
                    onClick={() => onCardReceipt(order)}
                    aria-label={`Card terminal receipts for ${posOrderLabel(order)}`}
                    sx={{ minHeight: 48, minWidth: 96 }}
                  >
                    Card receipt
                  </Button>
                )}
                <Button
                  variant="outlined"
                  disabled={calledOff}
                  onClick={() => onEdit(order)}
                  sx={{ minHeight: 48, minWidth: 96 }}
                >
                  Edit
                </Button>
                <Button
                  variant="outlined"
                  color="warning"
                  disabled={calledOff || refundable === 0}
                  onClick={() => onRefund(order)}
                  sx={{ minHeight: 48, minWidth: 96 }}
                >
                  Refund
                </Button>
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
