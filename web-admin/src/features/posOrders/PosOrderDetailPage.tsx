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
import { compareOrderVersions, formatMoney, POS_PAYMENT_WORDS } from '@resto/domain';
import {
  EmptyState,
  formatStoreDateTime,
  LoadingScreen,
  OrderLinesAndTotals,
  OrderStatusChip,
  PageHeader,
  useDoc,
  usePageTitle,
} from '@resto/web-common';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { type PosOrderView, posOrderDoc } from './posOrderData';
import { posOrderHistoryPath, posPaymentSummary, posTicketNumber } from './posOrderWords';

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
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <OrderStatusChip status={data.status.code} />
        <Chip
          label={data.isPaid ? 'Paid' : 'Not paid'}
          color={data.isPaid ? 'success' : 'warning'}
          size="small"
        />
      </Stack>
      {data.reconciliation && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The menu changed after this sale was rung up. The customer paid{' '}
          {money(data.reconciliation.chargedTotalInCents)}; the menu now says{' '}
          {money(data.reconciliation.menuTotalInCents)}. The difference is on one line as a{' '}
          {data.reconciliation.chargedTotalInCents < data.reconciliation.menuTotalInCents
            ? 'discount'
            : 'charge'}
          .
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
              ['Refunded', money(data.refundAmountInCents)],
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
                  Version {version.version} · {comparison.change} · {money(version.cart.grandTotal)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatStoreDateTime(version.createdIsoDateTimeUtc, timezone)} ·{' '}
                  {POS_PAYMENT_WORDS[version.paymentType]}
                  {comparison.lines.length > 0
                    ? ` · ${comparison.lines.map((line) => `${line.outcome} ${line.current?.name ?? line.previous?.name}`).join(', ')}`
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
    </>
  );
}

const ACTIVITY_WORDS: Record<PosOrderView['activity'][number]['kind'], string> = {
  created: 'Rang up',
  sentToKitchen: 'Sent to the kitchen',
  paid: 'Took payment',
  priceKept: 'Kept the price charged',
  priceChangeApproved: 'Approved a price change',
};

function versionLine(item: PosOrderView['cart']['items'][number]) {
  return {
    id: item.id,
    name: item.summary.name,
    quantity: item.summary.quantity,
    priceInCents: item.summary.price,
    selections: item.selection,
    comments: item.summary.comments,
  };
}
