import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  addDaysToLocalDate,
  businessHourStart,
  formatMoney,
  ORDER_PAYMENT_STATUS_LABELS,
  orderPaymentStatusFromPaymentStatus,
  REPORT_PERIOD_LABELS,
  type ReportPeriodKind,
  reportWindow,
  type TransactionFeeRow,
} from '@resto/domain';
import {
  EmptyState,
  formatStoreDateTime,
  LoadingScreen,
  PageHeader,
  RefundDialog,
  refundableOrderOf,
  refundPositionOf,
  usePageTitle,
  useQuery,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { useApiResource } from '../../shared/useApiResource';
import { useStoreContext } from '../../shared/useStoreContext';
import { visuallyHidden } from '../../shared/visuallyHidden';
import { reportPath, type StoreReportAnswer } from '../reports/reportsApi';
import { type CardOrder, cardOrdersQuery } from './paymentsData';
import { RuledItem, RuledList } from './RuledList';

/** The report periods this page offers (those that need no extra dates). */
const PERIODS = [
  'today',
  'yesterday',
  'week',
  'lastWeek',
  'month',
  'lastMonth',
] as const satisfies readonly ReportPeriodKind[];
type Period = (typeof PERIODS)[number];

const ROWS_PER_PAGE = 20;

function feeRow(order: CardOrder): TransactionFeeRow {
  return {
    orderId: order.id,
    placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
    grandTotalInCents: order.cart.grandTotal,
    processorFeeInCents: order.orderTransactionFees?.processorFee ?? 0,
    applicationFeeInCents: order.orderTransactionFees?.applicationFee ?? 0,
    refundedInCents: order.refundTotals?.refundedInCents ?? 0,
  };
}

/**
 * `/stores/:storeId/transaction-fee`: online orders paid by card with the processor's fee and the
 * platform's fee on each, totals for the chosen report period, and a refund action per order. The
 * totals come from the sales report rollups (one request, a few reads, however many orders); only
 * the page of orders shown is read. Only payments the provider took count (paid, or paid and since
 * refunded): a checkout still processing, declined or cancelled cost no fee. Periods are business
 * days, as in the sales reports.
 */
export default function TransactionFeePage() {
  usePageTitle('Transaction fees');
  const context = useStoreContext();
  const { restaurantId, storeId, currency } = context;
  const { seesAdminData: isAdmin } = useViewerAccess();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [period, setPeriod] = useState<Period>('month');
  const [page, setPage] = useState(0);
  const [refunding, setRefunding] = useState<CardOrder | undefined>();
  const timezone = context.store?.timezone ?? 'Australia/Sydney';
  const report = useApiResource<StoreReportAnswer>(
    isAdmin && context.store ? reportPath(restaurantId, storeId, 'store_level', { period }) : null,
  );
  const startHour = report.data?.businessDayStartHour;
  // The business days' instants, worked out once per choice: a moving "now" would re-subscribe on
  // every render. Known once the report says when the store's day starts.
  const range = useMemo(() => {
    if (startHour === undefined) return undefined;
    const clock = { timezone, businessDayStartHour: startHour };
    const dates = reportWindow({ kind: period }, new Date(), clock).dates;
    const last = dates[dates.length - 1] ?? '';
    return {
      fromUtcIso: businessHourStart(dates[0] ?? '', startHour, timezone, startHour).toISOString(),
      // The start of the business day after the last.
      toUtcIso: businessHourStart(addDaysToLocalDate(last, 1), startHour, timezone, startHour).toISOString(),
    };
  }, [period, timezone, startHour]);
  const orders = useQuery(
    isAdmin && context.store && range
      ? cardOrdersQuery(restaurantId, storeId, range.fromUtcIso, range.toUtcIso, (page + 1) * ROWS_PER_PAGE)
      : null,
  );
  const rows = orders.data;
  const totals = report.data?.report.cardFees ?? {
    orderCount: 0,
    grossInCents: 0,
    processorFeeInCents: 0,
    applicationFeeInCents: 0,
    refundedInCents: 0,
    netInCents: 0,
  };
  const pageRows = rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  const money = (cents: number) => formatMoney(cents, currency);
  // The dialog follows the live order, so a refund made elsewhere shows at once.
  const refundingLive = refunding && (rows.find((order) => order.id === refunding.id) ?? refunding);

  const header = (
    <PageHeader
      eyebrow={context.store?.name}
      title="Transaction fees"
      subtitle="What card processing cost on each online order, and in total for the period."
      actions={
        <TextField
          select
          size="small"
          label="Period"
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value as Period);
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          {PERIODS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {REPORT_PERIOD_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );

  if (!isAdmin)
    return (
      <>
        {header}
        <Alert severity="info">Only admins of this store or restaurant can see transaction fees.</Alert>
      </>
    );
  if (orders.error || (report.error && !report.data))
    return (
      <>
        {header}
        <Alert severity="error">We could not load the orders. Reload the page to try again.</Alert>
      </>
    );

  return (
    <>
      {header}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
          gap: 2,
          mb: 3,
        }}
        aria-label={`Totals for ${REPORT_PERIOD_LABELS[period].toLowerCase()}`}
        role="group"
      >
        <Total label="Card orders" value={String(totals.orderCount)} />
        <Total label="Paid by card" value={money(totals.grossInCents)} />
        <Total label="Processor fees" value={money(totals.processorFeeInCents)} />
        <Total label="Platform fees" value={money(totals.applicationFeeInCents)} />
        <Total label="Refunded" value={money(totals.refundedInCents)} />
      </Box>
      {orders.loading || !context.store || !range ? (
        <LoadingScreen label="Loading card orders…" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongRounded />}
          title="No card orders in this period"
          description="Online orders paid by card appear here with their processing fees. Try a longer period."
        />
      ) : (
        <Card>
          {narrow ? (
            <RuledList label="Card orders">
              {pageRows.map((order) => (
                <RuledItem key={order.id}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }} noWrap>
                        {order.customer.name}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {formatStoreDateTime(order.placedIsoDateTimeUtc, timezone)}
                      </Typography>
                    </Box>
                    <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {money(order.cart.grandTotal)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    Processor {money(feeRow(order).processorFeeInCents)} · Platform{' '}
                    {money(feeRow(order).applicationFeeInCents)}
                    {feeRow(order).refundedInCents > 0 &&
                      ` · Refunded ${money(feeRow(order).refundedInCents)}`}
                  </Typography>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}
                  >
                    <PaymentChip order={order} />
                    <RefundButton order={order} onClick={() => setRefunding(order)} />
                  </Stack>
                </RuledItem>
              ))}
            </RuledList>
          ) : (
            <Table aria-label="Card orders">
              <TableHead>
                <TableRow>
                  <TableCell>Placed</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell>Payment</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell align="right">Processor fee</TableCell>
                  <TableCell align="right">Platform fee</TableCell>
                  <TableCell align="right">Refunded</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {pageRows.map((order) => {
                  const row = feeRow(order);
                  return (
                    <TableRow key={order.id}>
                      <TableCell>{formatStoreDateTime(order.placedIsoDateTimeUtc, timezone)}</TableCell>
                      <TableCell>{order.customer.name}</TableCell>
                      <TableCell>
                        <PaymentChip order={order} />
                      </TableCell>
                      <TableCell align="right" sx={numeric}>
                        {money(row.grandTotalInCents)}
                      </TableCell>
                      <TableCell align="right" sx={numeric}>
                        {money(row.processorFeeInCents)}
                      </TableCell>
                      <TableCell align="right" sx={numeric}>
                        {money(row.applicationFeeInCents)}
                      </TableCell>
                      <TableCell align="right" sx={numeric}>
                        {row.refundedInCents > 0 ? money(row.refundedInCents) : '—'}
                      </TableCell>
                      <TableCell align="right">
                        <RefundButton order={order} onClick={() => setRefunding(order)} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {totals.orderCount > ROWS_PER_PAGE && (
            <TablePagination
              component="div"
              count={totals.orderCount}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={ROWS_PER_PAGE}
              rowsPerPageOptions={[ROWS_PER_PAGE]}
            />
          )}
        </Card>
      )}
      <RefundDialog
        open={refunding !== undefined}
        order={refundingLive && refundableOrderOf(refundingLive)}
        restaurantId={restaurantId}
        storeId={storeId}
        currency={currency}
        onClose={() => setRefunding(undefined)}
      />
    </>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card sx={{ p: 2 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Card>
  );
}

function PaymentChip({ order }: { order: CardOrder }) {
  const code = order.payment?.status;
  if (!code) return <Chip size="small" label="No payment" />;
  const status = orderPaymentStatusFromPaymentStatus(code);
  const partly = status === 'PAID' && (order.refundTotals?.refundedInCents ?? 0) > 0;
  return (
    <Chip
      size="small"
      color={status === 'PAID' ? 'success' : status === 'REFUNDED' ? 'default' : 'warning'}
      label={partly ? 'Partly refunded' : ORDER_PAYMENT_STATUS_LABELS[status]}
    />
  );
}

function RefundButton({ order, onClick }: { order: CardOrder; onClick: () => void }) {
  const left = refundPositionOf(refundableOrderOf(order)).refundableInCents;
  return (
    <Button
      size="small"
      onClick={onClick}
      disabled={left === 0}
      aria-label={`Refund order of ${order.customer.name}`}
    >
      Refund
    </Button>
  );
}
