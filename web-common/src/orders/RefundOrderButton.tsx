import CurrencyExchangeRounded from '@mui/icons-material/CurrencyExchangeRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { StoreOrder } from './orderData';
import { currencyOf } from './orderWords';
import { RefundDialog } from './RefundDialog';
import { refundableOrderOf } from './refundForm';

/**
 * The Refund button of an order's page (OrderDetailView's `refundAction`) with its dialog. Show it to
 * store admins on card-paid orders only: refunds go through the payments API, which only they may call.
 */
export function RefundOrderButton({ order }: { order: StoreOrder }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CurrencyExchangeRounded />}
        onClick={() => setOpen(true)}
      >
        Refund
      </Button>
      <RefundDialog
        open={open}
        order={refundableOrderOf(order)}
        restaurantId={order.restaurantId}
        storeId={order.storeId}
        currency={currencyOf(order)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
