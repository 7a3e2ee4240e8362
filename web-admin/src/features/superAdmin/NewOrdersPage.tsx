import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, NEW_ORDER_LATE_MINUTES, NEW_ORDERS_WATCH_LIMIT, newOrderWait } from '@resto/domain';
import {
  describeError,
  EmptyState,
  firestore,
  LoadingScreen,
  PageHeader,
  useDocs,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import {
  collectionGroup,
  type DocumentReference,
  doc,
  limit,
  orderBy,
  type Query,
  query,
  where,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface WaitingOrder {
  id: string;
  restaurantId: string;
  storeId: string;
  displayNumber?: string;
  placedIsoDateTimeUtc: string;
  source?: string;
  customer?: { name?: string };
  cart?: { grandTotal?: number; collection?: { type?: string } };
  totals?: { grandTotal?: number };
}

interface StoreName {
  name?: string;
}

const COLLECTION_LABELS: Record<string, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

/** Re-renders every 30 s so the waiting times move on between snapshots. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * `/super-admin/new-orders`: every order on the platform still waiting to be accepted, live (a
 * collection-group listener the rules allow super admins), oldest first, with how long each has
 * waited; a store whose orders sit past ten minutes is the one to call.
 */
export default function NewOrdersPage() {
  usePageTitle('New orders');
  const now = useNow();
  const [filter, setFilter] = useState('');
  const waiting = useQuery(
    useMemo(
      () =>
        query(
          collectionGroup(firestore(), 'orders'),
          where('status.code', '==', 'new'),
          orderBy('placedIsoDateTimeUtc'),
          limit(NEW_ORDERS_WATCH_LIMIT),
        ) as Query<WaitingOrder>,
      [],
    ),
  );
  const storeRefs = useMemo(() => {
    const keys = [...new Set(waiting.data.map((order) => `${order.restaurantId}/${order.storeId}`))];
    return keys.map((key) => {
      const [restaurantId = '', storeId = ''] = key.split('/');
      return doc(firestore(), 'restaurants', restaurantId, 'stores', storeId) as DocumentReference<StoreName>;
    });
  }, [waiting.data]);
  const stores = useDocs(storeRefs);
  const storeName = (order: WaitingOrder) => {
    const index = storeRefs.findIndex(
      (ref) => ref.path === `restaurants/${order.restaurantId}/stores/${order.storeId}`,
    );
    return stores.data[index]?.name ?? order.storeId;
  };

  const needle = filter.trim().toLowerCase();
  const rows = waiting.data.filter(
    (order) =>
      needle === '' ||
      [storeName(order), order.restaurantId, order.customer?.name ?? '', order.displayNumber ?? '']
        .join(' ')
        .toLowerCase()
        .includes(needle),
  );
  const late = waiting.data.filter((order) => newOrderWait(order.placedIsoDateTimeUtc, now).late).length;

  return (
    <>
      <PageHeader
        eyebrow="Platform"
        title="New orders"
        subtitle={`Orders waiting to be accepted in every store, oldest first. Past ${NEW_ORDER_LATE_MINUTES} minutes an order is flagged: call that store.`}
      />
      {waiting.error ? (
        <Alert severity="error">{describeError(waiting.error).message}</Alert>
      ) : waiting.loading ? (
        <LoadingScreen label="Loading new orders…" />
      ) : waiting.data.length === 0 ? (
        <EmptyState
          icon={<ShoppingBagRounded />}
          title="No orders waiting"
          description="Every store has accepted its orders. New ones appear here as they are placed."
        />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              label="Filter"
              placeholder="Store, restaurant, customer or number"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ minWidth: 280 }}
            />
            <Typography color="text.secondary" aria-live="polite">
              {waiting.data.length === 1 ? '1 order waiting' : `${waiting.data.length} orders waiting`}
              {late > 0 ? ` · ${late} late` : ''}
              {waiting.data.length >= NEW_ORDERS_WATCH_LIMIT ? ` (the oldest ${NEW_ORDERS_WATCH_LIMIT})` : ''}
            </Typography>
          </Stack>
          <Card>
            <TableContainer>
              <Table aria-label="Orders waiting" size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Waiting</TableCell>
                    <TableCell>Store</TableCell>
                    <TableCell>Order</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Customer</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      Total
                    </TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((order) => {
                    const wait = newOrderWait(order.placedIsoDateTimeUtc, now);
                    const total = order.totals?.grandTotal ?? order.cart?.grandTotal;
                    return (
                      <TableRow key={`${order.restaurantId}/${order.storeId}/${order.id}`} hover>
                        <TableCell>
                          <Chip
                            size="small"
                            color={wait.late ? 'error' : 'default'}
                            label={wait.late ? `${wait.label} · late` : wait.label}
                          />
                        </TableCell>
                        <TableCell>
                          <Typography variant="body2">{storeName(order)}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {order.restaurantId}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          #{order.displayNumber ?? '…'}
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {COLLECTION_LABELS[order.cart?.collection?.type ?? ''] ?? ''}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {order.customer?.name ?? ''}
                        </TableCell>
                        <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                          {typeof total === 'number' ? formatMoney(total, 'AUD') : ''}
                        </TableCell>
                        <TableCell align="right">
                          <Button
                            component={RouterLink}
                            to={`/restaurants/${encodeURIComponent(order.restaurantId)}/stores/${encodeURIComponent(order.storeId)}/orders/${encodeURIComponent(order.id)}`}
                            endIcon={<ChevronRightRounded />}
                            aria-label={`Open order ${order.displayNumber ?? order.id} at ${storeName(order)}`}
                          >
                            Open
                          </Button>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                  {rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6}>No waiting order matches “{filter}”.</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        </>
      )}
    </>
  );
}
