import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type CartTotals,
  type CollectionType,
  cartTotalRows,
  type DeliveryZoneChoice,
  type PosOrderQuote,
} from '@resto/domain';
import { type Dispatch, memo, type ReactNode } from 'react';
import { CustomerNameField } from './CustomerNameField';
import type { PosCart, PosCartAction } from './posCart';

export interface CartPanelProps {
  restaurantId: string;
  storeId: string;
  cart: PosCart;
  dispatch: Dispatch<PosCartAction>;
  quote: PosOrderQuote;
  money: (cents: number) => string;
  /** Problems that stop the order being taken (missing table number...). */
  blockers: string[];
  onEditLine(lineId: string): void;
  onPay(): void;
  /** Clearing asks first when it would throw lines away (a cancelled transaction is recorded). */
  onClear(): void;
  /** Parks the order for any till of the store (absent while editing a stored order). */
  onPark?: () => void;
  /** What the cart is: an order being edited or a recalled parked order. */
  banner?: ReactNode;
  /** The main button's words ("Save changes" while editing). */
  payLabel?: string;
  /** The store's suburbs and delivery areas: the one picked sets the delivery fee. */
  deliveryZones: readonly DeliveryZoneChoice[];
  /** The coupon and loyalty controls (absent while editing a stored order). */
  promotions?: ReactNode;
}

const COLLECTION_LABELS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  dineIn: 'Dine-in',
  delivery: 'Delivery',
};

/**
 * The order being rung up: how it is collected and for whom, its lines (tap to change, +/− for
 * quantity) and the domain's totals, with the Pay button the size of a thumb.
 */
export function CartPanel({
  restaurantId,
  storeId,
  cart,
  dispatch,
  quote,
  money,
  blockers,
  onEditLine,
  onPay,
  onClear,
  onPark,
  banner,
  payLabel,
  deliveryZones,
  promotions,
}: CartPanelProps) {
  const { details } = cart;
  const set = (patch: Partial<PosCart['details']>) => dispatch({ type: 'details', details: patch });
  const pricedById = new Map(quote.lines.map((line) => [line.lineId, line]));
  const problemByIndex = new Map(quote.problems.map((problem) => [problem.path, problem.message]));

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
      aria-label="Current order"
    >
      {banner}
      <OrderDetailsFields
        restaurantId={restaurantId}
        storeId={storeId}
        details={details}
        dispatch={dispatch}
        deliveryZones={deliveryZones}
        zoneProblem={problemByIndex.get('deliveryAddress.zoneKey')}
        money={money}
      />
      <Divider />
      <Box sx={{ flex: 1, overflow: 'auto', minHeight: 80 }} role="list" aria-label="Order lines">
        {cart.lines.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            Tap an item to start the order.
          </Typography>
        )}
        {cart.lines.map((line, index) => {
          const priced = pricedById.get(line.id);
          const problem = problemByIndex.get(`lines.${index}`);
          return (
            <Box
              key={line.id}
              role="listitem"
              data-testid="cart-line"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <ButtonBase
                onClick={() => onEditLine(line.id)}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  minHeight: 48,
                }}
              >
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {priced?.summary.name ?? (line.selection.type === 'custom' ? line.selection.name : 'Item')}
                </Typography>
                {(priced?.summary.description || line.selection.comments) && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
                    {[priced?.summary.description, line.selection.comments && `“${line.selection.comments}”`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
                {(line.approvedBy || line.approvedEarlier) && line.adjustments && (
                  <Typography variant="body2" sx={{ color: 'info.main' }}>
                    {line.adjustments.discountForItem
                      ? `Discount ${money(line.adjustments.discountForItem)} `
                      : ''}
                    {line.adjustments.extraChargeForItem
                      ? `Extra ${money(line.adjustments.extraChargeForItem)} `
                      : ''}
                    {line.approvedBy ? `approved by ${line.approvedBy.name}` : 'approved earlier'}
                  </Typography>
                )}
                {problem && (
                  <Typography variant="body2" color="error">
                    {problem}
                  </Typography>
                )}
              </ButtonBase>
              <IconButton
                aria-label={line.selection.quantity === 1 ? 'Remove line' : 'One less'}
                onClick={() =>
                  dispatch({ type: 'quantity', lineId: line.id, quantity: line.selection.quantity - 1 })
                }
                sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
              >
                {line.selection.quantity === 1 ? <DeleteOutlineRounded /> : <RemoveRounded />}
              </IconButton>
              <Typography sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }} aria-label="Quantity">
                {line.selection.quantity}
              </Typography>
              <IconButton
                aria-label="One more"
                onClick={() =>
                  dispatch({ type: 'quantity', lineId: line.id, quantity: line.selection.quantity + 1 })
                }
                sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
              >
                <AddRounded />
              </IconButton>
              <Typography sx={{ minWidth: 76, textAlign: 'right', fontWeight: 600 }}>
                {priced ? money(priced.total) : '—'}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Divider />
      <Box sx={{ p: 1.5 }}>
        <TextField
          label="Order comment"
          value={details.comments}
          onChange={(event) => set({ comments: event.target.value.slice(0, 500) })}
          fullWidth
          size="small"
          sx={{ mb: 1 }}
        />
        {promotions}
        <Totals totals={quote.totals} money={money} />
        {blockers.length > 0 && cart.lines.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {blockers.join(' ')}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            color="inherit"
            disabled={cart.lines.length === 0 && !banner}
            onClick={onClear}
            sx={{ minHeight: 64 }}
          >
            {banner ? 'Close' : 'Clear'}
          </Button>
          {onPark && (
            <Button
              variant="outlined"
              disabled={cart.lines.length === 0 || blockers.length > 0}
              onClick={onPark}
              sx={{ minHeight: 64 }}
            >
              Park
            </Button>
          )}
          <Button
            variant="contained"
            color="success"
            fullWidth
            disabled={cart.lines.length === 0 || blockers.length > 0}
            onClick={onPay}
            sx={{ minHeight: 64, fontSize: '1.2rem', fontWeight: 700 }}
          >
            {payLabel ?? `Pay ${money(quote.totals.grandTotal)}`}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

/**
 * How the order is collected and for whom. Memoised: a tap on the menu changes only the lines, so
 * these fields (the customer lookup among them) do not re-render with every tap.
 */
const OrderDetailsFields = memo(function OrderDetailsFields({
  restaurantId,
  storeId,
  details,
  dispatch,
  deliveryZones,
  zoneProblem,
  money,
}: {
  restaurantId: string;
  storeId: string;
  details: PosCart['details'];
  dispatch: Dispatch<PosCartAction>;
  deliveryZones: readonly DeliveryZoneChoice[];
  zoneProblem: string | undefined;
  money: (cents: number) => string;
}) {
  const set = (patch: Partial<PosCart['details']>) => dispatch({ type: 'details', details: patch });
  return (
    <Box sx={{ p: 1.5, pb: 1 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={details.collectionType}
        onChange={(_event, value: CollectionType | null) => value && set({ collectionType: value })}
        aria-label="Collection type"
        sx={{ '& .MuiToggleButton-root': { minHeight: 52, fontWeight: 700 } }}
      >
        {(['pickup', 'dineIn', 'delivery'] as const).map((type) => (
          <ToggleButton key={type} value={type}>
            {COLLECTION_LABELS[type]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {details.collectionType === 'dineIn' && (
          <>
            <TextField
              label="Table"
              value={details.tableNumber}
              onChange={(event) => set({ tableNumber: event.target.value.slice(0, 20) })}
              sx={{ width: 110 }}
            />
            <TextField
              label="Guests"
              type="number"
              value={details.guestCount}
              onChange={(event) =>
                set({ guestCount: Math.max(1, Math.min(999, Number(event.target.value) || 1)) })
              }
              sx={{ width: 100 }}
            />
          </>
        )}
        <CustomerNameField
          restaurantId={restaurantId}
          storeId={storeId}
          name={details.customerName}
          dispatch={dispatch}
        />
        <TextField
          label="Phone"
          type="tel"
          value={details.customerPhoneNumber}
          onChange={(event) => set({ customerPhoneNumber: event.target.value.slice(0, 20) })}
          sx={{ width: 150 }}
        />
      </Stack>
      {details.collectionType === 'delivery' && deliveryZones.length > 0 && (
        <TextField
          select
          label="Suburb or delivery area"
          value={details.deliveryAddress.zoneKey ?? ''}
          onChange={(event) =>
            set({ deliveryAddress: { ...details.deliveryAddress, zoneKey: event.target.value } })
          }
          error={zoneProblem !== undefined}
          helperText={zoneProblem ?? 'The delivery fee is the store’s for this zone'}
          fullWidth
          sx={{ mt: 1 }}
        >
          {deliveryZones.map((zone) => (
            <MenuItem key={zone.key} value={zone.key} sx={{ minHeight: 48 }}>
              {zone.label} · {money(zone.deliveryCharge)}
              {zone.minOrderValue ? ` (min. order ${money(zone.minOrderValue)})` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      {details.collectionType === 'delivery' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField
            label="Delivery address"
            value={details.deliveryAddress.formattedAddress}
            onChange={(event) =>
              set({
                deliveryAddress: {
                  ...details.deliveryAddress,
                  formattedAddress: event.target.value.slice(0, 200),
                },
              })
            }
            sx={{ flex: 2 }}
          />
          <TextField
            label="Notes for the driver"
            value={details.deliveryAddress.dropoffNotes}
            onChange={(event) =>
              set({
                deliveryAddress: {
                  ...details.deliveryAddress,
                  dropoffNotes: event.target.value.slice(0, 300),
                },
              })
            }
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
    </Box>
  );
});

function Totals({ totals, money }: { totals: CartTotals; money: (cents: number) => string }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.25 }}>
      {cartTotalRows(totals).map((row) => (
        <Box
          key={row.label}
          sx={{
            display: 'contents',
            '& > *': { fontWeight: row.strong ? 800 : 400, fontSize: row.strong ? '1.3rem' : '0.95rem' },
          }}
        >
          <Box component="dt">{row.label}</Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: 'right' }}
            data-testid={row.strong ? 'order-total' : undefined}
          >
            {money(row.cents)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
