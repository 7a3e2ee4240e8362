import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { CartTotals, Cents, CurrencyCode, OrderCart } from '@resto/domain';
import { formatPrice } from '@resto/web-common';

/** One row of an order's totals ("Delivery", "$5.00"). */
export interface TotalsRow {
  label: string;
  cents: Cents;
  /** Discounts show with a minus sign. */
  negative?: boolean;
  /** Shown instead of the amount while it is not known yet ("Choose your area"). */
  note?: string;
}

export interface TotalsView {
  rows: TotalsRow[];
  grandTotal: Cents;
  gst: Cents | undefined;
}

/** Checkout: every line of the domain's totals that is not zero. */
export function totalsViewOf(
  totals: CartTotals,
  collectionType: string,
  options: { deliveryNote?: string | undefined } = {},
): TotalsView {
  const rows: TotalsRow[] = [{ label: 'Subtotal', cents: totals.itemTotal }];
  if (totals.couponDiscount > 0) rows.push({ label: 'Coupon', cents: totals.couponDiscount, negative: true });
  if (totals.loyaltyDiscount > 0)
    rows.push({ label: 'Loyalty credits', cents: totals.loyaltyDiscount, negative: true });
  if (collectionType === 'delivery')
    rows.push({
      label: 'Delivery',
      cents: totals.deliveryCharge,
      ...(options.deliveryNote ? { note: options.deliveryNote } : {}),
    });
  if (totals.deliveryDiscount > 0)
    rows.push({ label: 'Free delivery', cents: totals.deliveryDiscount, negative: true });
  if (totals.publicHolidaySurcharge > 0)
    rows.push({ label: 'Public holiday surcharge', cents: totals.publicHolidaySurcharge });
  if (totals.cardSurcharge > 0) rows.push({ label: 'Card surcharge', cents: totals.cardSurcharge });
  return { rows, grandTotal: totals.grandTotal, gst: totals.gst };
}

/**
 * A placed order: the totals the server stored with it (`totals`, when present) or the cart's own
 * fields (items, delivery, surcharges together, discount).
 */
export function totalsViewOfOrder(cart: OrderCart, totals: CartTotals | undefined): TotalsView {
  if (totals) return totalsViewOf(totals, cart.collection.type);
  const rows: TotalsRow[] = [{ label: 'Subtotal', cents: cart.itemTotal }];
  if (cart.discount > 0) rows.push({ label: 'Discounts', cents: cart.discount, negative: true });
  if (cart.collection.type === 'delivery') rows.push({ label: 'Delivery', cents: cart.deliveryCharge });
  if (cart.surcharge > 0) rows.push({ label: 'Surcharges', cents: cart.surcharge });
  return { rows, grandTotal: cart.grandTotal, gst: undefined };
}

export function TotalsRows({ view, currency }: { view: TotalsView; currency: CurrencyCode }) {
  return (
    <Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75 }}>
        {view.rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents', color: 'text.secondary' }}>
            <Box component="dt">{row.label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {row.note ??
                (row.negative ? `−${formatPrice(row.cents, currency)}` : formatPrice(row.cents, currency))}
            </Box>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>Total</Typography>
        <Typography
          data-testid="order-total"
          sx={{ fontWeight: 700, fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatPrice(view.grandTotal, currency)}
        </Typography>
      </Box>
      {view.gst !== undefined && view.gst > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'right' }}>
          Includes GST of {formatPrice(view.gst, currency)}
        </Typography>
      )}
    </Box>
  );
}
