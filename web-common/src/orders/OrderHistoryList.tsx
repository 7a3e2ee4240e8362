import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '../errors/describeError';
import { formatInStoreTime, formatStoreDateTime } from '../format/time';
import { EmptyState } from '../screens/EmptyState';
import { OrderStatusChip } from './OrderStatusChip';
import type { StoreOrder } from './orderData';
import {
  collectionWords,
  money,
  ORDER_SOURCE_LABELS,
  orderNumber,
  orderRefundWords,
  paymentStatusWords,
} from './orderWords';
import type { OrderHistoryPage } from './useOrderHistory';

/**
 * A page of order history: a table on wide screens, tappable cards on a phone, with Previous / Next
 * paging underneath. Every row opens the order.
 */
export function OrderHistoryList({
  history,
  timezone,
  orderHref,
}: {
  history: OrderHistoryPage;
  timezone: string;
  orderHref: (order: StoreOrder) => string;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const { orders } = history;

  if (history.error) return <Alert severity="error">{describeError(history.error).message}</Alert>;
  if (history.loading)
    return (
      <Card aria-busy aria-label="Loading orders">
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rectangular" height={48} sx={{ m: 1.5, borderRadius: 2 }} />
        ))}
      </Card>
    );
  if (orders.length === 0 && !history.hasPrevious)
    return (
      <EmptyState
        icon={<ReceiptLongRounded />}
        title="No orders match"
        description="No orders were placed in these dates with these filters. Try a wider date range."
      />
    );

  return (
    <>
      {narrow ? (
        <Card>
          <List disablePadding aria-label="Orders">
            {orders.map((order, index) => (
              <Fragment key={order.id}>
                {index > 0 && <Divider component="li" />}
                <ListItemButton
                  component={RouterLink}
                  to={orderHref(order)}
                  sx={{ m: 0, borderRadius: 0, py: 1.5, px: 2, display: 'block' }}
                >
                  <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>#{orderNumber(order)}</Typography>
                    <OrderStatusChip status={order.status.code} />
                  </Box>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {order.customer.name} · {collectionWords(order)}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {money(order.cart.grandTotal, order)}
                    </Typography>
                  </Box>
                  {orderRefundWords(order) && (
                    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                      {orderRefundWords(order)}
                    </Typography>
                  )}
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatStoreDateTime(order.placedIsoDateTimeUtc, timezone)}
                  </Typography>
                </ListItemButton>
              </Fragment>
            ))}
          </List>
        </Card>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Orders">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Placed</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell>Collection</TableCell>
                <TableCell>Source</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={orderHref(order)}
                      underline="hover"
                      sx={{ fontWeight: 700 }}
                    >
                      #{orderNumber(order)}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatInStoreTime(order.placedIsoDateTimeUtc, timezone, 'd MMM, h:mm a')}
                  </TableCell>
                  <TableCell>{order.customer.name}</TableCell>
                  <TableCell>{collectionWords(order)}</TableCell>
                  <TableCell>{ORDER_SOURCE_LABELS[order.source] ?? order.source}</TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status.code} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {paymentStatusWords(order)}
                    {orderRefundWords(order) && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {orderRefundWords(order)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                    {money(order.cart.grandTotal, order)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <Box
        component="nav"
        aria-label="Pages"
        sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1.5, mt: 2 }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Page {history.page}
        </Typography>
        <Button variant="outlined" size="small" disabled={!history.hasPrevious} onClick={history.previous}>
          Previous
        </Button>
        <Button variant="outlined" size="small" disabled={!history.hasNext} onClick={history.next}>
          Next
        </Button>
      </Box>
    </>
  );
}
