import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  addDaysToLocalDate,
  businessDateAt,
  type DrawerSession,
  drawerDayReport,
  drawerLateAdjustment,
  formatMoney,
} from '@resto/domain';
import { EmptyState, firestore, PageHeader, usePageTitle, useQuery } from '@resto/web-common';
import { collection, query, where } from 'firebase/firestore';
import { Fragment, useMemo, useState } from 'react';
import { useStoreContext } from '../../shared/useStoreContext';

const money = (cents: number, currency: string) => formatMoney(cents, currency as 'AUD');
const overShort = (cents: number, currency: string) =>
  cents === 0 ? 'Balanced' : `${cents > 0 ? 'Over' : 'Short'} ${money(Math.abs(cents), currency)}`;

/** `/cash-drawer`: a business day's drawer sessions of every till, each with its count, and the day's totals. */
export default function DrawerReportsPage() {
  usePageTitle('Cash drawer');
  const { restaurantId, storeId, store } = useStoreContext();
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const [date, setDate] = useState(() => businessDateAt(new Date(), timezone));
  const [expanded, setExpanded] = useState<string>();
  const sessionsQuery = useMemo(
    () =>
      restaurantId && storeId
        ? query(
            collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'drawerSessions'),
            where('businessDate', '==', date),
          )
        : null,
    [restaurantId, storeId, date],
  );
  const result = useQuery(sessionsQuery);
  const sessions = (result.data as DrawerSession[] | undefined)
    ?.slice()
    .sort((a, b) => a.openedIsoDateTimeUtc.localeCompare(b.openedIsoDateTimeUtc));
  const currency = sessions?.[0]?.currency ?? 'AUD';
  const day = sessions ? drawerDayReport(sessions, date) : undefined;

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Cash drawer"
        subtitle="Each till's drawer sessions for a business day: float, cash sales and refunds from the till's orders, cash in and out, and the count against what was expected."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Previous day" onClick={() => setDate(addDaysToLocalDate(date, -1))}>
            <ChevronLeftRounded />
          </IconButton>
          <Typography sx={{ fontWeight: 600, minWidth: 140, textAlign: 'center' }} role="status">
            {date}
          </Typography>
          <IconButton aria-label="Next day" onClick={() => setDate(addDaysToLocalDate(date, 1))}>
            <ChevronRightRounded />
          </IconButton>
        </Stack>
      </Paper>
      {result.error ? (
        <Alert severity="error">Could not load the drawer sessions: {result.error.message}</Alert>
      ) : !sessions ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading drawer sessions" />
        </Box>
      ) : sessions.length === 0 ? (
        <EmptyState
          icon={<PointOfSaleRounded />}
          title="No drawer sessions on this day"
          description="Cashiers open the drawer with a float from the till's menu (Cash drawer) and count it at close."
        />
      ) : (
        <>
          {day && day.sessions > 0 && (
            <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Day totals">
              <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                Day totals ({day.sessions} closed session{day.sessions === 1 ? '' : 's'})
              </Typography>
              <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Typography>Floats {money(day.floatInCents, currency)}</Typography>
                <Typography>Cash sales {money(day.cashSalesInCents, currency)}</Typography>
                <Typography>Cash refunds {money(day.cashRefundsInCents, currency)}</Typography>
                <Typography>In {money(day.cashInInCents, currency)}</Typography>
                <Typography>Out {money(day.cashOutInCents, currency)}</Typography>
                <Typography>Expected {money(day.expectedInCents, currency)}</Typography>
                <Typography>Counted {money(day.countedInCents, currency)}</Typography>
                <Typography sx={{ fontWeight: 700 }}>{overShort(day.overShortInCents, currency)}</Typography>
                {day.lateCashInCents > 0 && (
                  <Typography color="warning.main">
                    Includes {money(day.lateCashInCents, currency)} of cash sales synced after their drawer
                    closed
                  </Typography>
                )}
                {day.lateRefundsInCents > 0 && (
                  <Typography color="warning.main">
                    Less {money(day.lateRefundsInCents, currency)} of cash refunds synced after their drawer
                    closed
                  </Typography>
                )}
                <Typography>No-sale opens {day.noSales}</Typography>
              </Stack>
            </Paper>
          )}
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Drawer sessions">
              <TableHead>
                <TableRow>
                  <TableCell>Till</TableCell>
                  <TableCell>Opened</TableCell>
                  <TableCell align="right">Float</TableCell>
                  <TableCell align="right">Cash sales</TableCell>
                  <TableCell align="right">Expected</TableCell>
                  <TableCell align="right">Counted</TableCell>
                  <TableCell>Result</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((session) => (
                  <Fragment key={session.id}>
                    <TableRow
                      hover
                      sx={{ cursor: 'pointer' }}
                      onClick={() => setExpanded(expanded === session.id ? undefined : session.id)}
                      aria-expanded={expanded === session.id}
                    >
                      <TableCell sx={{ fontWeight: 600 }}>{session.posTerminalName}</TableCell>
                      <TableCell>
                        {new Date(session.openedIsoDateTimeUtc).toLocaleTimeString('en-AU', {
                          hour: 'numeric',
                          minute: '2-digit',
                          timeZone: timezone,
                        })}{' '}
                        by {session.openedByEmployeeName}
                      </TableCell>
                      <TableCell align="right">{money(session.floatInCents, session.currency)}</TableCell>
                      <TableCell align="right">
                        {session.close ? money(session.close.cashSalesInCents, session.currency) : '–'}
                      </TableCell>
                      <TableCell align="right">
                        {session.close ? money(session.close.expectedInCents, session.currency) : '–'}
                      </TableCell>
                      <TableCell align="right">
                        {session.close ? money(session.close.countedInCents, session.currency) : '–'}
                      </TableCell>
                      <TableCell>
                        {session.close ? (
                          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            <Chip
                              size="small"
                              color={session.close.overShortInCents === 0 ? 'success' : 'warning'}
                              label={overShort(session.close.overShortInCents, session.currency)}
                            />
                            {(drawerLateAdjustment(session).lateCashInCents > 0 ||
                              drawerLateAdjustment(session).lateRefundsInCents > 0) && (
                              <Chip
                                size="small"
                                color={
                                  drawerLateAdjustment(session).adjustedOverShortInCents === 0
                                    ? 'success'
                                    : 'info'
                                }
                                label={`${drawerLateAdjustment(session).lateRefundsInCents > 0 ? 'With late sales and refunds' : 'With late sales'}: ${overShort(drawerLateAdjustment(session).adjustedOverShortInCents ?? 0, session.currency)}`}
                              />
                            )}
                          </Stack>
                        ) : (
                          <Chip size="small" label="Open" />
                        )}
                      </TableCell>
                    </TableRow>
                    {expanded === session.id && (
                      <TableRow sx={{ bgcolor: 'action.hover' }}>
                        <TableCell colSpan={7}>
                          <Stack spacing={0.5}>
                            {session.movements.length === 0 && (
                              <Typography variant="body2">No cash in or out.</Typography>
                            )}
                            {session.movements.map((entry) => (
                              <Typography key={entry.id} variant="body2">
                                {entry.kind === 'cashIn'
                                  ? 'Cash in'
                                  : entry.kind === 'cashOut'
                                    ? 'Cash out'
                                    : 'No sale'}{' '}
                                {entry.kind === 'noSale' ? '' : money(entry.amountInCents, session.currency)}{' '}
                                · {entry.reason} · {entry.employeeName}
                              </Typography>
                            ))}
                            {(session.lateOrders ?? []).map((late) => (
                              <Typography key={late.posOrderId} variant="body2" color="info.main">
                                Late cash sale {money(late.cashInCents, session.currency)} · rung up{' '}
                                {new Date(late.placedIsoDateTimeUtc).toLocaleTimeString('en-AU', {
                                  hour: 'numeric',
                                  minute: '2-digit',
                                  timeZone: timezone,
                                })}{' '}
                                offline, reached the server after the count (order {late.posOrderId.slice(-6)}
                                )
                              </Typography>
                            ))}
                            {(session.lateRefunds ?? []).map((late) => (
                              <Typography
                                key={late.refundId}
                                variant="body2"
                                color="info.main"
                                data-testid="late-refund"
                              >
                                Late cash refund {money(late.cashOutInCents, session.currency)} · given{' '}
                                {new Date(late.refundedIsoDateTimeUtc).toLocaleTimeString('en-AU', {
                                  hour: 'numeric',
                                  minute: '2-digit',
                                  timeZone: timezone,
                                })}{' '}
                                offline, reached the server after the count (order {late.posOrderId.slice(-6)}
                                )
                              </Typography>
                            ))}
                            {session.close && (
                              <Typography variant="body2">
                                Count:{' '}
                                {session.close.count
                                  .map(
                                    (entry) =>
                                      `${entry.count} × ${money(entry.valueInCents, session.currency)}`,
                                  )
                                  .join(', ')}
                                {session.close.comment ? ` · “${session.close.comment}”` : ''}
                                {session.blindCount ? ' · blind count' : ''}
                              </Typography>
                            )}
                          </Stack>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </>
  );
}
