import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  compareOrderVersions,
  formatMoney,
  POS_PAYMENT_WORDS,
  posOrderMoney,
  SALES_EXCEPTION_WORDS,
  versionLine,
} from '@resto/domain';
import {
  EmptyState,
  employees,
  formatStoreDateTime,
  LoadingScreen,
  OrderLinesAndTotals,
  OrderStatusChip,
  PageHeader,
  ReprintOrderButton,
  useDoc,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { type PosOrderView, posOrderDoc } from './posOrderData';
import { posOrderHistoryPath, posPaymentSummary, posTicketNumber } from './posOrderWords';
import { orderSalesExceptionsQuery } from './SalesExceptionsReport';

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * `/stores/:storeId/pos-orders/:posOrderId`: one POS order, live: its lines and totals, how it was
 * paid (cash handed over and change, each part of a split), its versions, and who did what on which
 * till.
 */
export default function PosOrderDetailPage() {
  const { posOrderId = '' } = useParams();
  const { restaurantId, storeId, store } = useStoreContext();
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const order = useDoc(posOrderDoc(restaurantId, storeId, posOrderId));
  const exceptions = useQuery(
    useMemo(
      () => orderSalesExceptionsQuery(restaurantId, storeId, posOrderId),
      [restaurantId, storeId, posOrderId],
    ),
  );
  const staff = useQuery(useMemo(() => employees(restaurantId, storeId), [restaurantId, storeId]));
  const nameOf = (employeeId: string | undefined) =>
    staff.data.find((employee) => employee.id === employeeId)?.name ?? employeeId ?? '';
  usePageTitle(`POS order ${posTicketNumber(posOrderId)}`);
  const back = (
    <Button
      component={RouterLink}
      to={posOrderHistoryPath(restaurantId, storeId)}
      startIcon={<ArrowBackRounded />}
      sx={{ mb: 1 }}
    >
      POS orders
    </Button>
  );
  if (order.loading) return <LoadingScreen label="Loading the order…" />;
  const data = order.data as PosOrderView | null | undefined;
  if (data?.source !== 'pos')
    return (
      <>
        {back}
        <EmptyState
          icon={<ReceiptLongRounded />}
          title="Order Not Found"
          description="The order could not be found in the system. It may not have reached the server from its till yet."
        />
      </>
    );
  const money = (cents: number) => formatMoney(cents, data.cart.currency.code);
  const versions = data.versions.map((version, index) => ({
    version,
    comparison: compareOrderVersions(
      index === 0
        ? undefined
        : {
            totalInCents: data.versions[index - 1]?.cart.grandTotal ?? 0,
            lines: (data.versions[index - 1]?.cart.items ?? []).map(versionLine),
          },
      { totalInCents: version.cart.grandTotal, lines: version.cart.items.map(versionLine) },
    ),
  }));

  return (
    <>
      {back}
      <PageHeader
        eyebrow={store?.name}
        title={`POS order ${posTicketNumber(data.id)}`}
        subtitle={`Placed ${formatStoreDateTime(data.placedIsoDateTimeUtc, timezone)} on ${data.posTerminalName} by ${data.employeeName}`}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <OrderStatusChip status={data.status.code} />
        <Chip
          label={data.isPaid ? 'Paid' : 'Not paid'}
          color={data.isPaid ? 'success' : 'warning'}
          size="small"
        />
        <Box sx={{ flex: 1 }} />
        <ReprintOrderButton restaurantId={restaurantId} storeId={storeId} orderId={data.id} />
      </Stack>
      {data.reconciliation && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {data.reconciliation.soldOutItems?.length
            ? `Sold out after the sale: ${data.reconciliation.soldOutItems.join('; ')}. The sale was kept as charged. `
            : ''}
          The menu changed after this sale was rung up. The customer paid{' '}
          {money(data.reconciliation.chargedTotalInCents)}; the menu now says{' '}
          {money(data.reconciliation.menuTotalInCents)}. The difference is on one line as a{' '}
          {data.reconciliation.chargedTotalInCents < data.reconciliation.menuTotalInCents
            ? 'discount'
            : 'charge'}
          .
        </Alert>
      )}
      {data.promotionReview && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="promotion-review">
          A coupon or loyalty credit given at the counter could no longer be honoured when this sale reached
          the server: {data.promotionReview.reasons.join(' ')} The sale was kept as the customer was charged;
          nothing more was redeemed.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        {/* The order's cart and totals have the online order's shape: the shared lines-and-totals card reads only those. */}
        <OrderLinesAndTotals order={data as unknown as Parameters<typeof OrderLinesAndTotals>[0]['order']} />
        <Stack spacing={2}>
          <Facts
            title="Payment"
            rows={[
              ['Paid by', posPaymentSummary(data)],
              ['Total', money(data.totals.grandTotal)],
              ...(data.cashTenderedInCents !== undefined
                ? ([
                    ['Cash handed over', money(data.cashTenderedInCents)],
                    ['Change given', money(data.changeDueInCents ?? 0)],
                  ] as [string, ReactNode][])
                : []),
              ...data.splitPayments.map((part, index): [string, ReactNode] => [
                `Part ${index + 1}`,
                `${part.paymentType === 'custom' ? (part.customPaymentName ?? 'Custom') : POS_PAYMENT_WORDS[part.paymentType]} ${money(part.amountInCents)}${part.changeDueInCents ? ` (change ${money(part.changeDueInCents)})` : ''}`,
              ]),
              ...data.versions.flatMap((version): [string, ReactNode][] =>
                version.extraPayment
                  ? [
                      [
                        `Difference, version ${version.version}`,
                        `${POS_PAYMENT_WORDS[version.extraPayment.paymentType]} ${money(version.extraPayment.amountInCents)}${version.extraPayment.changeDueInCents ? ` (change ${money(version.extraPayment.changeDueInCents)})` : ''}`,
                      ],
                    ]
                  : [],
              ),
              ['Taken in', money(posOrderMoney(data).paidInCents)],
              ['Refunded', money(data.refundAmountInCents)],
              ['Kept', money(posOrderMoney(data).netInCents)],
              ['Tip', money(data.tipAmountInCents)],
            ]}
          />
          <Facts
            title="Order"
            rows={[
              [
                'Collection',
                data.cart.collection.type === 'dineIn'
                  ? 'Dine-in'
                  : data.cart.collection.type === 'delivery'
                    ? 'Delivery'
                    : 'Pickup',
              ],
              ...(data.tableNumber ? ([['Table', data.tableNumber]] as [string, ReactNode][]) : []),
              ...(data.guestCount ? ([['Guests', String(data.guestCount)]] as [string, ReactNode][]) : []),
              ...(data.cart.deliveryAddress
                ? ([['Address', data.cart.deliveryAddress.formattedAddress]] as [string, ReactNode][])
                : []),
              ['Customer', data.customerName ?? '—'],
              ['Phone', data.customerPhoneNumber ?? '—'],
              ['Terminal', data.posTerminalName],
              ['Rung up', formatStoreDateTime(data.placedIsoDateTimeUtc, timezone)],
              ['Reached the server', formatStoreDateTime(data.receivedIsoDateTimeUtc, timezone)],
            ]}
          />
        </Stack>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          mt: 2,
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-label="Versions">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Versions
            </Typography>
            {versions.map(({ version, comparison }) => (
              <Box key={version.version} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  Version {version.version} · {version.change ?? comparison.change} ·{' '}
                  {money(version.cart.grandTotal)}
                  {version.differenceInCents
                    ? ` (${version.differenceInCents > 0 ? '+' : ''}${money(version.differenceInCents)})`
                    : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatStoreDateTime(version.createdIsoDateTimeUtc, timezone)} ·{' '}
                  {nameOf(version.employeeId)}
                  {version.approvedByEmployeeId
                    ? ` · approved by ${nameOf(version.approvedByEmployeeId)}`
                    : ''}
                  {(
                    version.lineOutcomes ??
                    comparison.lines.map((line) => ({
                      lineId: line.id,
                      outcome: line.outcome,
                      name: line.current?.name ?? line.previous?.name ?? '',
                    }))
                  ).length > 0
                    ? ` · ${(version.lineOutcomes ?? comparison.lines.map((line) => ({ lineId: line.id, outcome: line.outcome, name: line.current?.name ?? line.previous?.name ?? '' }))).map((line) => `${line.outcome} ${line.name}`).join(', ')}`
                    : ''}
                </Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
        <Card component="section" aria-label="Who did what">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Who did what
            </Typography>
            {data.activity.map((entry) => (
              <Box
                key={`${entry.kind}-${entry.isoDateTimeUtc}`}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {ACTIVITY_WORDS[entry.kind]} · {entry.employeeName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatStoreDateTime(entry.isoDateTimeUtc, timezone)}
                  {entry.detail ? ` · ${entry.detail}` : ''}
                </Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          mt: 2,
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-label="Refunds">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Refunds
            </Typography>
            {(data.refunds ?? []).length === 0 && <Typography color="text.secondary">No refunds.</Typography>}
            {(data.refunds ?? []).map((refund) => (
              <Box key={refund.refundId} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {refund.kind === 'full' ? 'Full' : 'Partial'} refund {money(refund.amountInCents)} ·{' '}
                  {POS_PAYMENT_WORDS[refund.paymentType]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatStoreDateTime(refund.refundedIsoDateTimeUtc, timezone)} · {refund.reason} · by{' '}
                  {refund.employeeName}, approved by {refund.approverName}
                </Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
        <Card component="section" aria-label="Sales exceptions">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Sales exceptions
            </Typography>
            {exceptions.loading && <Typography color="text.secondary">Loading…</Typography>}
            {!exceptions.loading && exceptions.data.length === 0 && (
              <Typography color="text.secondary">No voids, refunds or discounts on this order.</Typography>
            )}
            {exceptions.data.map((entry) => (
              <Box key={entry.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {SALES_EXCEPTION_WORDS[entry.kind]} · {money(entry.amountInCents)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatStoreDateTime(entry.isoDateTimeUtc, timezone)} · {entry.reason} ·{' '}
                  {entry.employeeName}
                  {entry.approverName ? `, approved by ${entry.approverName}` : ''} · {entry.posTerminalName}
                </Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
      </Box>
    </>
  );
}

const ACTIVITY_WORDS: Record<PosOrderView['activity'][number]['kind'], string> = {
  created: 'Rang up',
  sentToKitchen: 'Sent to the kitchen',
  paid: 'Took payment',
  priceKept: 'Kept the price charged',
  priceChangeApproved: 'Approved a price change',
  edited: 'Edited the order',
  voided: 'Voided',
  refunded: 'Refunded',
  promotionApplied: 'Applied a coupon or loyalty credits',
};
