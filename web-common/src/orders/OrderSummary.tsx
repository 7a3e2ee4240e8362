import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lineTotal } from '@resto/domain';
import type { ReactNode } from 'react';
import { formatStoreDateTime, formatStoreTime } from '../format/time';
import type { StoreOrderData } from './orderData';
import {
  collectionWords,
  destinationWords,
  money,
  ORDER_SOURCE_LABELS,
  paymentWords,
  totalRows,
} from './orderWords';

type OrderShown = StoreOrderData & { id: string };

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
      <Typography
        variant="body2"
        sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The lines in words (options, halves, toppings, comments) and the money the server stored with them. */
export function OrderLinesAndTotals({ order }: { order: OrderShown }) {
  return (
    <Card component="section" aria-label="Items and totals">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Items
        </Typography>
        {/* Lines are separated by their own top border: a divider element would be a child of
            the list that is not a list item. */}
        <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.cart.items.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{
                display: 'flex',
                gap: 1.5,
                '& + &': { borderTop: 1, borderColor: 'divider', pt: 1.25 },
              }}
            >
              <Typography
                sx={{ fontWeight: 700, minWidth: 28 }}
                aria-label={`Quantity ${item.summary.quantity}`}
              >
                {item.summary.quantity}×
              </Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{item.summary.name}</Typography>
                {item.summary.description && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {item.summary.description}
                  </Typography>
                )}
                {item.summary.comments && (
                  <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                    Note: {item.summary.comments}
                  </Typography>
                )}
              </Box>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {money(lineTotal(item.summary), order)}
              </Typography>
            </Box>
          ))}
        </Stack>
        {order.cart.comments && (
          <Box sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography variant="body2">
              <strong>Customer note:</strong> {order.cart.comments}
            </Typography>
          </Box>
        )}
        <Divider sx={{ my: 2 }} />
        <Stack spacing={0.75} aria-label="Totals">
          {totalRows(order).map((row) => (
            <Row
              key={row.label}
              label={row.label}
              value={money(row.cents, order)}
              strong={row.strong ?? false}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** When the customer asked for it: ASAP (with the time it should be ready) or the slot they chose. */
export function requestedTimeWords(
  order: Pick<StoreOrderData, 'requestedTime' | 'collectionIsoDateTimeUtc'>,
  timezone: string,
) {
  if (!order.collectionIsoDateTimeUtc) return 'As soon as possible';
  if (order.requestedTime?.type === 'slot')
    return `For ${formatStoreDateTime(order.requestedTime.isoDateTimeUtc, timezone)}`;
  return `As soon as possible (about ${formatStoreTime(order.collectionIsoDateTimeUtc, timezone)})`;
}

/** Who ordered, how it is collected, when, and how it is paid. */
export function OrderFacts({ order, timezone }: { order: OrderShown; timezone: string }) {
  const facts: [string, ReactNode][] = [
    ['Customer', order.customer.name],
    [
      'Contact',
      <Box
        component="span"
        key="contact"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}
      >
        <Link href={`tel:${order.customer.mobile}`} underline="hover">
          {order.customer.mobile}
        </Link>
        <span>{order.customer.email}</span>
      </Box>,
    ],
    ['Previous orders', String(order.customer.previousOrderCount ?? 0)],
    ['Collection', collectionWords(order)],
    [
      order.cart.collection.type === 'delivery'
        ? 'Deliver to'
        : order.cart.collection.type === 'dineIn'
          ? 'Table'
          : 'Where',
      destinationWords(order),
    ],
    ['Wanted', requestedTimeWords(order, timezone)],
    ['Placed', formatStoreDateTime(order.placedIsoDateTimeUtc, timezone)],
    ['Source', ORDER_SOURCE_LABELS[order.source] ?? order.source],
    ['Payment', paymentWords(order)],
  ];
  if (order.eta) facts.push(['Ready by (ETA)', formatStoreTime(order.eta.readyByIsoDateTimeUtc, timezone)]);
  const dropoff = order.cart.deliveryAddress?.dropoffNotes;
  if (order.cart.collection.type === 'delivery' && dropoff) facts.push(['Dropoff notes', dropoff]);
  return (
    <Card component="section" aria-label="Customer and collection">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Customer and collection
        </Typography>
        <Stack spacing={1} component="dl" sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, textAlign: 'right', fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
