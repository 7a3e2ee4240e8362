import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CURRENCY_CODES,
  type CurrencyCode,
  formatMoney,
  PAYOUT_STATUS_LABELS,
  type PayoutStatus,
} from '@resto/domain';
import {
  EmptyState,
  formatStoreDate,
  LoadingScreen,
  PageHeader,
  useApi,
  useDoc,
  usePageTitle,
  useQuery,
  useViewerAccess,
} from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { connectPath } from './paymentsApi';
import { type Payout, paymentAccountDoc, payoutsQuery } from './paymentsData';
import { RuledItem, RuledList } from './RuledList';

const PAGE_SIZE = 20;

const STATUS_COLOURS: Record<PayoutStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'default',
  inTransit: 'info',
  paid: 'success',
  failed: 'error',
  canceled: 'default',
};

function payoutMoney(payout: Payout): string {
  const code = payout.currency as CurrencyCode;
  return (CURRENCY_CODES as readonly string[]).includes(code)
    ? formatMoney(payout.amountInCents, code)
    : `${(payout.amountInCents / 100).toFixed(2)} ${payout.currency}`;
}

/** `/stores/:storeId/payouts`: money paid out from online card payments to the store's bank account. */
export default function PayoutsPage() {
  usePageTitle('Payouts');
  const context = useStoreContext();
  const { restaurantId, storeId } = context;
  const client = useApi();
  const { seesAdminData: isAdmin } = useViewerAccess();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [count, setCount] = useState(PAGE_SIZE);
  const account = useDoc(isAdmin ? paymentAccountDoc(restaurantId, storeId) : null);
  const payouts = useQuery(isAdmin ? payoutsQuery(restaurantId, storeId, count + 1) : null);
  const timezone = context.store?.timezone ?? 'Australia/Sydney';
  const connected = account.data?.accountId !== undefined;

  // Pull the newest page from the provider into the mirror; webhooks keep it current afterwards.
  useEffect(() => {
    if (!isAdmin || !connected) return;
    void client.get(connectPath(restaurantId, storeId, `payouts?limit=${PAGE_SIZE}`)).catch(() => undefined);
  }, [client, connected, isAdmin, restaurantId, storeId]);

  const shown = payouts.data.slice(0, count);
  const hasMore = payouts.data.length > count;
  const header = (
    <PageHeader
      eyebrow={context.store?.name}
      title="Payouts"
      subtitle="Money from online card payments, paid out by the card provider to your bank account."
    />
  );

  if (!isAdmin)
    return (
      <>
        {header}
        <Alert severity="info">Only admins of this store or restaurant can see payouts.</Alert>
      </>
    );
  if (payouts.error)
    return (
      <>
        {header}
        <Alert severity="error">We could not load the payouts. Reload the page to try again.</Alert>
      </>
    );
  if (payouts.loading || account.loading) return <LoadingScreen label="Loading payouts…" />;

  return (
    <>
      {header}
      {shown.length === 0 ? (
        <EmptyState
          icon={<PaymentsRounded />}
          title={connected ? 'No payouts yet' : 'No card payments account'}
          description={
            connected
              ? 'Payouts appear here once customers have paid by card and the card provider sends the money to your bank.'
              : 'Connect a card payments account to take card payments online; payouts then appear here.'
          }
          action={
            connected ? undefined : (
              <Button component={RouterLink} to="../settings/payments" relative="path" variant="contained">
                Set up card payments
              </Button>
            )
          }
        />
      ) : (
        <Card>
          {narrow ? (
            <RuledList label="Payouts">
              {shown.map((payout) => (
                <RuledItem key={payout.id}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {payoutMoney(payout)}
                    </Typography>
                    <StatusChip status={payout.status} />
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Arrives {formatStoreDate(payout.arrivalIsoDateTimeUtc, timezone)}
                  </Typography>
                  {payout.failureMessage && (
                    <Typography variant="body2" sx={{ color: 'error.main' }}>
                      {payout.failureMessage}
                    </Typography>
                  )}
                </RuledItem>
              ))}
            </RuledList>
          ) : (
            <Table aria-label="Payouts">
              <TableHead>
                <TableRow>
                  <TableCell>Arrival date</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((payout) => (
                  <TableRow key={payout.id}>
                    <TableCell>{formatStoreDate(payout.arrivalIsoDateTimeUtc, timezone)}</TableCell>
                    <TableCell sx={{ color: 'text.secondary' }}>
                      {formatStoreDate(payout.createdIsoDateTimeUtc, timezone)}
                    </TableCell>
                    <TableCell>
                      <StatusChip status={payout.status} />
                      {payout.failureMessage && (
                        <Typography variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
                          {payout.failureMessage}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {payoutMoney(payout)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => setCount((current) => current + PAGE_SIZE)}>Show older payouts</Button>
        </Box>
      )}
    </>
  );
}

function StatusChip({ status }: { status: PayoutStatus }) {
  return <Chip size="small" color={STATUS_COLOURS[status]} label={PAYOUT_STATUS_LABELS[status]} />;
}
