import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  ORDER_STATUSES,
  type OrderStatus,
  POS_PAYMENT_WORDS,
  type PosPaymentType,
} from '@resto/domain';
import {
  defaultOrderHistoryForm,
  describeError,
  EmptyState,
  employees,
  formatStoreDateTime,
  OrderStatusChip,
  orderHistoryFilterFrom,
  PageHeader,
  storeDevices,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { orderBy, query } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { POS_FILTER_PAYMENT_TYPES, posOrderPath, posPaymentSummary, posTicketNumber } from './posOrderWords';
import { SalesExceptionsReport } from './SalesExceptionsReport';
import { usePosOrderHistory } from './usePosOrderHistory';

interface Filters {
  fromDate: string;
  toDate: string;
  posTerminalId: string;
  employeeId: string;
  paymentType: PosPaymentType | '';
  status: OrderStatus | '';
}

const STATUS_WORDS: Partial<Record<OrderStatus, string>> = {
  accepted: 'In the kitchen',
  completed: 'Completed',
  cancelled: 'Cancelled',
  new: 'New',
};

/**
 * `/stores/:storeId/pos-order-history`: every order rung up on the store's tills, newest first,
 * filtered by dates, terminal, employee, payment type and status, 25 a page, live.
 */
export default function PosOrderHistoryPage() {
  usePageTitle('POS orders');
  const navigate = useNavigate();
  const { restaurantId, storeId, store, currency } = useStoreContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'exceptions' ? 'exceptions' : 'orders';
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const [filters, setFilters] = useState<Filters>(() => {
    const dates = defaultOrderHistoryForm(timezone);
    return {
      fromDate: dates.fromDate,
      toDate: dates.toDate,
      posTerminalId: '',
      employeeId: '',
      paymentType: '',
      status: '',
    };
  });
  const dates = orderHistoryFilterFrom(
    {
      fromDate: filters.fromDate,
      toDate: filters.toDate,
      status: '',
      source: '',
      collectionType: '',
      number: '',
    },
    timezone,
  );
  const fromUtcIso = dates.filter?.fromUtcIso;
  const toUtcIso = dates.filter?.toUtcIso;
  const filter = useMemo(
    () =>
      fromUtcIso && toUtcIso
        ? {
            fromUtcIso,
            toUtcIso,
            posTerminalId: filters.posTerminalId || undefined,
            employeeId: filters.employeeId || undefined,
            paymentType: filters.paymentType || undefined,
            status: filters.status || undefined,
          }
        : undefined,
    [fromUtcIso, toUtcIso, filters.posTerminalId, filters.employeeId, filters.paymentType, filters.status],
  );
  const history = usePosOrderHistory(restaurantId, storeId, store ? filter : undefined);
  const terminals = useQuery(
    useMemo(
      () => query(storeDevices('posTerminal', restaurantId, storeId), orderBy('name')),
      [restaurantId, storeId],
    ),
  );
  const staff = useQuery(
    useMemo(() => query(employees(restaurantId, storeId), orderBy('name')), [restaurantId, storeId]),
  );
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="POS orders"
        subtitle="Every order taken on this store's tills, newest first. Open one to see its lines, payments and who did what."
      />
      <Tabs
        value={view}
        onChange={(_event, value: string) => setSearchParams(value === 'exceptions' ? { view: value } : {})}
        sx={{ mb: 2 }}
        aria-label="POS order views"
      >
        <Tab value="orders" label="Orders" />
        <Tab value="exceptions" label="Sales exceptions" />
      </Tabs>
      {view === 'exceptions' ? (
        <SalesExceptionsReport
          restaurantId={restaurantId}
          storeId={storeId}
          timezone={timezone}
          currency={currency}
        />
      ) : (
        <>
          <Card sx={{ p: 2, mb: 2 }} component="section" aria-label="Filters">
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(6, 1fr)' },
              }}
            >
              <TextField
                label="From"
                type="date"
                value={filters.fromDate}
                onChange={(e) => set({ fromDate: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="To"
                type="date"
                value={filters.toDate}
                onChange={(e) => set({ toDate: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label="Terminal"
                value={filters.posTerminalId}
                onChange={(e) => set({ posTerminalId: e.target.value })}
              >
                <MenuItem value="">Any terminal</MenuItem>
                {(terminals.data ?? []).map((terminal) => (
                  <MenuItem key={terminal.id} value={terminal.id}>
                    {terminal.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Employee"
                value={filters.employeeId}
                onChange={(e) => set({ employeeId: e.target.value })}
              >
                <MenuItem value="">Anyone</MenuItem>
                {(staff.data ?? []).map((employee) => (
                  <MenuItem key={employee.id} value={employee.id}>
                    {employee.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Payment"
                value={filters.paymentType}
                onChange={(e) => set({ paymentType: e.target.value as PosPaymentType | '' })}
              >
                <MenuItem value="">Any payment</MenuItem>
                {POS_FILTER_PAYMENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {POS_PAYMENT_WORDS[type]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Status"
                value={filters.status}
                onChange={(e) => set({ status: e.target.value as OrderStatus | '' })}
              >
                <MenuItem value="">Any status</MenuItem>
                {ORDER_STATUSES.filter((status) => STATUS_WORDS[status]).map((status) => (
                  <MenuItem key={status} value={status}>
                    {STATUS_WORDS[status]}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {dates.problem && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {dates.problem}
              </Alert>
            )}
          </Card>

          {history.error ? (
            <Alert severity="error">{describeError(history.error).message}</Alert>
          ) : history.loading ? (
            <Card aria-busy aria-label="Loading POS orders">
              {[1, 2, 3].map((row) => (
                <Skeleton key={row} variant="rectangular" height={48} sx={{ m: 1.5, borderRadius: 2 }} />
              ))}
            </Card>
          ) : history.orders.length === 0 && !history.hasPrevious ? (
            <EmptyState
              icon={<ReceiptLongRounded />}
              title="No POS orders match"
              description="No orders were taken on the tills in these dates with these filters. Try a wider date range."
            />
          ) : (
            <>
              <TableContainer component={Card}>
                <Table aria-label="POS orders" sx={{ minWidth: 820 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Order</TableCell>
                      <TableCell>Placed</TableCell>
                      <TableCell>Terminal · employee</TableCell>
                      <TableCell>Collection</TableCell>
                      <TableCell>Payment</TableCell>
                      <TableCell align="right">Total</TableCell>
                      <TableCell>Status</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {history.orders.map((order) => (
                      <TableRow
                        key={order.id}
                        hover
                        onClick={() => navigate(posOrderPath(restaurantId, storeId, order.id))}
                        sx={{ cursor: 'pointer' }}
                      >
                        <TableCell sx={{ fontWeight: 700 }}>
                          <Button
                            variant="text"
                            onClick={(event) => {
                              event.stopPropagation();
                              navigate(posOrderPath(restaurantId, storeId, order.id));
                            }}
                            sx={{ fontWeight: 700, minWidth: 0, p: 0 }}
                          >
                            {posTicketNumber(order.id)}
                          </Button>
                        </TableCell>
                        <TableCell>{formatStoreDateTime(order.placedIsoDateTimeUtc, timezone)}</TableCell>
                        <TableCell>
                          {order.posTerminalName}
                          <Typography variant="body2" color="text.secondary">
                            {order.employeeName}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          {order.cart.collection.type === 'dineIn'
                            ? `Dine-in${order.tableNumber ? `, table ${order.tableNumber}` : ''}`
                            : order.cart.collection.type === 'delivery'
                              ? 'Delivery'
                              : 'Pickup'}
                          {order.customerName && (
                            <Typography variant="body2" color="text.secondary">
                              {order.customerName}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <span>{posPaymentSummary(order)}</span>
                            {!order.isPaid && <Chip size="small" color="warning" label="Unpaid" />}
                            {order.reconciliation && <Chip size="small" color="info" label="Price kept" />}
                            {order.promotionReview && (
                              <Chip size="small" color="warning" label="Coupon or credit kept" />
                            )}
                            {order.refundAmountInCents > 0 && (
                              <Chip size="small" color="warning" label="Refunded" />
                            )}
                            {order.versions.length > 1 && (
                              <Chip size="small" variant="outlined" label={`v${order.versions.length}`} />
                            )}
                          </Stack>
                        </TableCell>
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                          {formatMoney(order.totals.grandTotal, order.cart.currency.code)}
                        </TableCell>
                        <TableCell>
                          <OrderStatusChip status={order.status.code} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <Stack
                direction="row"
                spacing={1}
                sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end' }}
              >
                <Typography color="text.secondary">Page {history.page}</Typography>
                <Button disabled={!history.hasPrevious} onClick={history.previous}>
                  Previous
                </Button>
                <Button disabled={!history.hasNext} onClick={history.next} variant="outlined">
                  Next
                </Button>
              </Stack>
            </>
          )}
        </>
      )}
    </>
  );
}
