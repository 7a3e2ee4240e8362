import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import ViewSidebarRounded from '@mui/icons-material/ViewSidebarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { allDayCounts } from '@resto/domain';
import { describeError, PrinterAlerts, usePageTitle } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { useKdsDevice } from '../device/KdsDeviceContext';
import { AllDayPanel } from './AllDayPanel';
import { useKitchen } from './KitchenContext';
import { TicketCard } from './TicketCard';
import type { BoardTicket } from './ticketBoard';

const ALL_DAY_KEY = 'resto:kds:allDayOpen';

/** The all-day counts of the lines on the grid (already station-filtered, pending taps applied). */
export function boardAllDayCounts(board: readonly BoardTicket[]) {
  return allDayCounts(
    board
      .filter((entry) => !entry.calledOff)
      .map((entry) => ({ status: entry.ticket.status, items: entry.items })),
  );
}

/** The cook's last choice on this screen; without one, open where there is room beside the grid. */
function readAllDayOpen(): boolean {
  const roomy = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 900px)').matches !== false;
  try {
    const stored = localStorage.getItem(ALL_DAY_KEY);
    return stored === null ? roomy : stored === 'true';
  } catch {
    return roomy;
  }
}

/**
 * `/active-orders`: the live grid of tickets, oldest first, with the all-day counts beside it. Nothing
 * here follows the clock: each ticket's timer repaints itself (kitchenClock), so a second passing
 * renders no ticket and a snapshot renders only the tickets it changed.
 */
export default function ActiveOrdersPage() {
  usePageTitle('Active orders');
  const { settings, claim, timezone } = useKdsDevice();
  const kitchen = useKitchen();
  const [allDayOpen, setAllDayOpen] = useState(readAllDayOpen);
  const counts = useMemo(() => boardAllDayCounts(kitchen.board), [kitchen.board]);

  function toggleAllDay() {
    setAllDayOpen((open) => {
      try {
        localStorage.setItem(ALL_DAY_KEY, String(!open));
      } catch {
        // Private mode: the choice lasts until reload.
      }
      return !open;
    });
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        p: { xs: 1, sm: 1.5 },
        gridTemplateColumns: { xs: '1fr', md: allDayOpen ? 'minmax(0, 1fr) 250px' : 'minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-label="Open tickets" sx={{ minWidth: 0 }}>
        {/* A kitchen printer that stopped printing: the cook reads this screen, not the printer. */}
        <PrinterAlerts restaurantId={claim.restaurantId} storeId={claim.storeId} timezone={timezone} />
        {Boolean(kitchen.error) && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {describeError(kitchen.error).message}
          </Alert>
        )}
        {!kitchen.loaded && !kitchen.error && (
          <Box sx={gridSx} aria-busy aria-label="Loading tickets">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={260} sx={{ borderRadius: 3 }} />
            ))}
          </Box>
        )}
        {kitchen.loaded && kitchen.board.length === 0 && !kitchen.error && (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', px: 2 }}>
            <Box>
              <RestaurantMenuRounded sx={{ fontSize: 72, color: 'text.disabled' }} />
              <Typography component="h1" sx={{ fontSize: '1.8rem', fontWeight: 800, mt: 1 }}>
                No open tickets
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mt: 0.5 }}>
                New orders appear here the moment they are accepted{settings.soundOn ? ', with a chime' : ''}.
              </Typography>
            </Box>
          </Box>
        )}
        {kitchen.board.length > 0 && (
          <Box sx={gridSx}>
            {kitchen.board.map((entry) => (
              <TicketCard
                key={entry.ticket.id}
                entry={entry}
                prepTimeInMinutes={settings.prepTimeInMinutes}
                flashing={kitchen.flashing.has(entry.ticket.id)}
                actions={kitchen.actions}
              />
            ))}
          </Box>
        )}
      </Box>
      <Box
        sx={{
          position: { md: 'sticky' },
          top: { md: 76 },
          order: { xs: -1, md: 0 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          maxHeight: { md: 'calc(100dvh - 92px)' },
        }}
      >
        <Button
          size="small"
          color="inherit"
          startIcon={<ViewSidebarRounded />}
          onClick={toggleAllDay}
          aria-expanded={allDayOpen}
          sx={{ alignSelf: 'flex-end', color: 'text.secondary' }}
        >
          {allDayOpen ? 'Hide all day' : 'All day'}
        </Button>
        {allDayOpen && <AllDayPanel counts={counts} />}
      </Box>
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(272px, 1fr))',
  alignItems: 'start',
} as const;
