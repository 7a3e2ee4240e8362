import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  MARKETPLACE_ADMIN_ORDER_STATUS_LABELS,
  toMarketplaceAdminOrderStatus,
} from '@resto/domain';
import { EmptyState, LoadingScreen, useQuery } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type MarketplaceOrder, marketplaceOrdersQuery } from './marketplaceData';

const PAGE = 25;

export const ADMIN_STATUS_COLOURS = {
  NEW: 'warning',
  ACCEPTED: 'info',
  HANDED_OFF: 'info',
  DELIVERED: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
  REJECTED: 'default',
  UNKNOWN: 'default',
} as const;

/** The store's Uber Eats orders, live, newest first; searchable by Uber's code or the customer. */
export function MarketplaceOrdersList({ restaurantId, storeId }: { restaurantId: string; storeId: string }) {
  const [shown, setShown] = useState(PAGE);
  const [search, setSearch] = useState('');
  const orders = useQuery(
    useMemo(() => marketplaceOrdersQuery(restaurantId, storeId, shown + 1), [restaurantId, storeId, shown]),
  );
  const all = orders.data as MarketplaceOrder[];
  const term = search.trim().toLowerCase();
  const listed = all
    .slice(0, shown)
    .filter(
      (order) =>
        !term ||
        order.marketplace?.displayId.toLowerCase().includes(term) ||
        order.customer.name.toLowerCase().includes(term) ||
        (order.displayNumber ?? '').includes(term),
    );
  return (
    <section aria-label="Uber Eats orders">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          Uber Eats orders
        </Typography>
        <TextField
          size="small"
          sx={{ width: { xs: '100%', sm: 320 } }}
          placeholder="Search by Uber code, number or customer"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': 'Search Uber Eats orders' },
          }}
        />
      </Stack>
      {orders.error && <Alert severity="error">The orders could not be loaded.</Alert>}
      {orders.loading ? (
        <LoadingScreen label="Loading Uber Eats orders…" />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongRounded />}
          title="No Uber Eats orders yet"
          description="Orders appear here (and on the staff screens and kitchen display) the moment Uber Eats sends them."
        />
      ) : listed.length === 0 ? (
        <Typography color="text.secondary">No order matches this search.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Uber Eats orders">
            <TableHead>
              <TableRow>
                <TableCell>Placed</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {listed.map((order) => {
                const reading = order.marketplace
                  ? toMarketplaceAdminOrderStatus(order.marketplace.status)
                  : 'UNKNOWN';
                return (
                  <TableRow key={order.id} hover>
                    <TableCell>{new Date(order.placedIsoDateTimeUtc).toLocaleString()}</TableCell>
                    <TableCell>
                      <Button
                        component={RouterLink}
                        to={`/restaurants/${restaurantId}/stores/${storeId}/uber-eats-orders/${order.id}`}
                        size="small"
                      >
                        #{order.displayNumber ?? '…'} · {order.marketplace?.displayId}
                      </Button>
                    </TableCell>
                    <TableCell>{order.customer.name}</TableCell>
                    <TableCell align="right">
                      {formatMoney(order.cart.grandTotal, order.cart.currency.code)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={ADMIN_STATUS_COLOURS[reading]}
                        label={MARKETPLACE_ADMIN_ORDER_STATUS_LABELS[reading]}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {all.length > shown && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => setShown((count) => count + PAGE)}>Show more</Button>
        </Box>
      )}
    </section>
  );
}
