import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OrderSettingsForActions } from '@resto/domain';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatStoreDateTime, formatStoreTime } from '../format/time';
import { OrderActions } from './OrderActions';
import { OrderStatusChip } from './OrderStatusChip';
import type { StoreOrder } from './orderData';
import { collectionWords, destinationWords, money, orderNumber, paymentWords } from './orderWords';

const LINES_SHOWN = 3;

export interface LiveOrderCardProps {
  order: StoreOrder;
  /** Shown when the board mixes several stores. */
  storeName?: string | undefined;
  /** A linked virtual store's order (connected stores): the brand it was ordered from. */
  brandName?: string | undefined;
  timezone: string;
  settings: OrderSettingsForActions | undefined;
  overdue: boolean;
  href: string;
}

/**
 * One order on the live board: number, status, when and how it is collected, the first lines, the
 * total, and the quick actions. An overdue order is outlined in red with a bell. Memoised: the board
 * gives an unchanged order the same object and plain values, so a snapshot re-renders only the cards
 * of the orders it changed.
 */
export const LiveOrderCard = memo(function LiveOrderCard({
  order,
  storeName,
  brandName,
  timezone,
  settings,
  overdue,
  href,
}: LiveOrderCardProps) {
  const items = order.cart.items;
  const more = items.length - LINES_SHOWN;
  return (
    <Card
      component="article"
      aria-label={`Order ${orderNumber(order)}`}
      data-testid="live-order"
      data-order-id={order.id}
      sx={{
        borderLeft: 6,
        borderLeftColor: overdue ? 'error.main' : order.status.code === 'new' ? 'warning.main' : 'divider',
        outline: overdue ? 2 : 0,
        outlineColor: 'error.main',
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            #{orderNumber(order)}
          </Typography>
          <OrderStatusChip status={order.status.code} />
          {order.requestedTime?.type === 'slot' && (
            <Chip
              size="small"
              variant="outlined"
              icon={<ScheduleRounded />}
              label={`For ${formatStoreDateTime(order.requestedTime.isoDateTimeUtc, timezone)}`}
            />
          )}
          {overdue && (
            <Chip size="small" color="error" icon={<NotificationsActiveRounded />} label="Waiting too long" />
          )}
          {brandName && <Chip size="small" color="primary" variant="outlined" label={brandName} />}
          {(order.source as string) === 'uberEats' && (
            // The Uber Eats courier and customer quote Uber's own code for the order.
            <Chip size="small" color="secondary" label={`Uber Eats ${marketplaceCodeOf(order)}`.trim()} />
          )}
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {money(order.cart.grandTotal, order)}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatStoreTime(order.placedIsoDateTimeUtc, timezone)} · {collectionWords(order)} ·{' '}
          {order.customer.name}
          {storeName ? ` · ${storeName}` : ''}
        </Typography>
        {order.cart.collection.type !== 'pickup' && (
          <Typography variant="body2">{destinationWords(order)}</Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.slice(0, LINES_SHOWN).map((item) => (
            <Typography component="li" variant="body2" key={item.id}>
              <strong>{item.summary.quantity}×</strong> {item.summary.name}
              {item.summary.description ? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  — {item.summary.description}
                </Box>
              ) : null}
            </Typography>
          ))}
          {more > 0 && (
            <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
              and {more} more {more === 1 ? 'line' : 'lines'}
            </Typography>
          )}
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {paymentWords(order)}
          {order.eta ? ` · Ready by ${formatStoreTime(order.eta.readyByIsoDateTimeUtc, timezone)}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
            {settings && (
              <OrderActions
                restaurantId={order.restaurantId}
                storeId={order.storeId}
                order={order}
                settings={settings}
                compact
              />
            )}
          </Box>
          <Button
            component={RouterLink}
            to={href}
            size="small"
            endIcon={<ChevronRightRounded />}
            sx={{ ml: 'auto' }}
          >
            Details
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
});

function marketplaceCodeOf(order: object): string {
  const block = (order as { marketplace?: { displayId?: unknown } }).marketplace;
  return typeof block?.displayId === 'string' ? block.displayId : '';
}
