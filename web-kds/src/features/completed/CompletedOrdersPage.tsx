import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  COLLECTION_TYPE_LABELS,
  KDS_ORDER_SOURCE_LABELS,
  type KdsTicket,
  ticketShownAtStations,
} from '@resto/domain';
import {
  ConfirmDialog,
  describeError,
  formatStoreTime,
  useNotify,
  usePageTitle,
  useRetained,
} from '@resto/web-common';
import { useCallback, useMemo, useState } from 'react';
import { useKdsDevice } from '../device/KdsDeviceContext';
import { useKitchen } from '../tickets/KitchenContext';
import { itemTitle } from '../tickets/TicketItemLine';
import { completedTicketsQuery } from '../tickets/ticketQueries';
import { useLiveTickets } from '../tickets/useLiveTickets';
import { completedSince, minutesToComplete } from './completedWindow';

const PAGE_SIZE = 25;

function itemsSummary(ticket: KdsTicket): string {
  return ticket.items.map((item) => `${item.quantity} × ${itemTitle(item)}`).join(', ');
}

/** `/completed-orders`: tickets bumped today, most recent first, each recallable to the grid. */
export default function CompletedOrdersPage() {
  usePageTitle('Completed orders');
  const { claim, timezone, settings } = useKdsDevice();
  const { actions } = useKitchen();
  const notify = useNotify();
  const [maxTickets, setMaxTickets] = useState(PAGE_SIZE);
  // Fixed when the page opens: the list is live within it, and reopening the page moves it on.
  const [since] = useState(() => completedSince(new Date(), timezone));
  const makeQuery = useCallback(
    () => completedTicketsQuery(claim.restaurantId, claim.storeId, since, maxTickets),
    [claim.restaurantId, claim.storeId, since, maxTickets],
  );
  const live = useLiveTickets(makeQuery, 0, `${claim.restaurantId}/${claim.storeId}/${since}/${maxTickets}`);
  const [recalling, setRecalling] = useState<KdsTicket>();
  const recallingShown = useRetained(recalling);

  const tickets = useMemo(
    () =>
      [...live.byId.values()]
        .filter(
          (ticket) => ticket.status === 'COMPLETED' && ticketShownAtStations(ticket, settings.stationIds),
        )
        .sort((a, b) => (b.completedIsoDateTimeUtc ?? '').localeCompare(a.completedIsoDateTimeUtc ?? '')),
    [live.byId, settings.stationIds],
  );
  // The query may have hit its limit (recalled ones take slots too): offer more.
  const mayHaveMore = live.byId.size >= maxTickets;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
          Completed today
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Recall a ticket to put it back on the active screen.
        </Typography>
      </Box>
      {live.error && <Alert severity="error">{describeError(live.error).message}</Alert>}
      {!live.loaded && !live.error && (
        <Box aria-busy aria-label="Loading completed tickets" sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={76} sx={{ borderRadius: 2.5 }} />
          ))}
        </Box>
      )}
      {live.loaded && tickets.length === 0 && !live.error && (
        <Box sx={{ textAlign: 'center', py: 10 }}>
          <DoneAllRounded sx={{ fontSize: 64, color: 'text.disabled' }} />
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, mt: 1 }}>
            Nothing bumped yet today
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '1.05rem' }}>
            Bumped tickets are listed here for the rest of the day.
          </Typography>
        </Box>
      )}
      {tickets.length > 0 && (
        <Box
          component="ol"
          aria-label="Completed tickets"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {tickets.map((ticket) => {
            const took = minutesToComplete(ticket.placedIsoDateTimeUtc, ticket.completedIsoDateTimeUtc);
            return (
              <Box
                component="li"
                key={ticket.id}
                aria-label={`Order ${ticket.displayNumber}`}
                data-ticket-id={ticket.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr auto', md: '150px minmax(0, 1fr) 190px auto' },
                  gap: { xs: 0.5, md: 2 },
                  alignItems: 'center',
                  px: 2,
                  py: 1.25,
                  borderRadius: 2.5,
                  bgcolor: '#231D1A',
                  border: '1px solid rgba(255,255,255,0.1)',
                }}
              >
                <Box>
                  <Typography sx={{ fontWeight: 800, fontSize: '1.45rem', lineHeight: 1.1 }}>
                    #{ticket.displayNumber}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                    {COLLECTION_TYPE_LABELS[ticket.collectionType]} ·{' '}
                    {KDS_ORDER_SOURCE_LABELS[ticket.orderSource]}
                  </Typography>
                </Box>
                <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' }, order: { xs: 3, md: 0 } }}>
                  {ticket.customerName && (
                    <Typography sx={{ fontWeight: 700 }} noWrap>
                      {ticket.customerName}
                    </Typography>
                  )}
                  <Typography
                    sx={{ color: 'text.secondary', fontSize: '1rem' }}
                    noWrap
                    title={itemsSummary(ticket)}
                  >
                    {itemsSummary(ticket)}
                  </Typography>
                </Box>
                <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    Bumped{' '}
                    {ticket.completedIsoDateTimeUtc
                      ? formatStoreTime(ticket.completedIsoDateTimeUtc, timezone)
                      : ''}
                  </Typography>
                  {took !== undefined && (
                    <Typography
                      sx={{
                        fontSize: '0.9rem',
                        color: took > settings.prepTimeInMinutes ? '#FF8F80' : 'text.secondary',
                      }}
                    >
                      {took < 1 ? 'Took under a minute' : `Took ${took} min`}
                    </Typography>
                  )}
                </Box>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="large"
                  startIcon={<ReplayRounded />}
                  onClick={() => setRecalling(ticket)}
                  aria-label={`Recall order ${ticket.displayNumber}`}
                  sx={{ minHeight: 48 }}
                >
                  Recall
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {live.loaded && mayHaveMore && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button size="large" onClick={() => setMaxTickets((count) => count + PAGE_SIZE)}>
            Show more
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={recalling !== undefined}
        title={`Recall #${recallingShown?.displayNumber ?? ''}?`}
        confirmLabel="Recall ticket"
        busyLabel="Recalling…"
        onClose={() => setRecalling(undefined)}
        onConfirm={async () => {
          if (!recalling) return;
          if (await actions.run(recalling, 'recall'))
            notify(`#${recalling.displayNumber} is back on the active screen.`);
        }}
      >
        <Typography>
          The ticket goes back on the active screen marked RECALLED, so the kitchen can fix or remake it.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
