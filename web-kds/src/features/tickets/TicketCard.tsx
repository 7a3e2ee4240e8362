import BlockRounded from '@mui/icons-material/BlockRounded';
import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import LocalDiningRounded from '@mui/icons-material/LocalDiningRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  amendmentWords,
  COLLECTION_TYPE_LABELS,
  type CollectionType,
  KDS_ORDER_SOURCE_LABELS,
  type KdsTicket,
  type KitchenTicketStatus,
} from '@resto/domain';
import { Fragment, memo, type ReactNode } from 'react';
import { ElapsedTime } from './ElapsedTime';
import { useTicketAgeState } from './kitchenClock';
import { TicketItemLine } from './TicketItemLine';
import type { BoardTicket } from './ticketBoard';
import { AGE_COLOURS } from './ticketTimer';
import type { TicketActions } from './useTicketActions';

const COLLECTION_ICONS: Record<CollectionType, ReactNode> = {
  pickup: <ShoppingBagRounded fontSize="inherit" />,
  delivery: <DeliveryDiningRounded fontSize="inherit" />,
  dineIn: <LocalDiningRounded fontSize="inherit" />,
};

const STATUS_BADGES: Partial<
  Record<KitchenTicketStatus, { label: string; background: string; text: string }>
> = {
  NEW: { label: 'NEW', background: '#3D8BFD', text: '#FFFFFF' },
  IN_PROGRESS: { label: 'COOKING', background: 'rgba(255,255,255,0.92)', text: '#1A1208' },
  RECALLED: { label: 'RECALLED', background: '#B57BFF', text: '#14081F' },
};

const flash = keyframes`
  0%, 100% { box-shadow: 0 0 0 3px rgba(61, 139, 253, 0.95), 0 0 28px 6px rgba(61, 139, 253, 0.55); }
  50% { box-shadow: 0 0 0 3px rgba(61, 139, 253, 0.25), 0 0 0 0 rgba(61, 139, 253, 0); }
`;

export interface TicketCardProps {
  /** Kept as the same object while the ticket does not change (ticketBoard's reuseBoardEntries). */
  entry: BoardTicket;
  prepTimeInMinutes: number;
  /** Just arrived: pulses for a few seconds. */
  flashing: boolean;
  /** The screen's commands (one object for the whole grid). */
  actions: TicketActions;
}

function Due({ ticket }: { ticket: KdsTicket }) {
  const parts = [
    ticket.customerName,
    ticket.requestedFor ? `Due ${ticket.requestedFor.timeOfDay}` : undefined,
    ticket.etaInMinutes ? `ETA ${ticket.etaInMinutes} min` : undefined,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography noWrap sx={{ fontSize: '0.95rem', fontWeight: 600, opacity: 0.92 }}>
      {parts.join(' · ')}
    </Typography>
  );
}

/**
 * The ticket's header, coloured by its age: re-renders when the age state changes (twice in a
 * ticket's life), while the timer inside repaints its own text every second.
 */
const TicketHeader = memo(function TicketHeader({
  ticket,
  calledOff,
  prepTimeInMinutes,
}: {
  ticket: KdsTicket;
  calledOff: boolean;
  prepTimeInMinutes: number;
}) {
  const state = useTicketAgeState(ticket.placedIsoDateTimeUtc, prepTimeInMinutes);
  const colours = calledOff ? { background: '#4A4340', text: '#F5EEE8' } : AGE_COLOURS[state];
  const badge = STATUS_BADGES[ticket.status];
  return (
    <Box
      component="header"
      sx={{ px: 1.5, pt: 1, pb: 1.1, bgcolor: colours.background, color: colours.text }}
      data-age={calledOff ? 'calledOff' : state}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 800, fontSize: '1.7rem', lineHeight: 1.1, letterSpacing: '-0.01em' }}
        >
          #{ticket.displayNumber}
        </Typography>
        {badge && !calledOff && (
          <Box
            component="span"
            sx={{
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              fontSize: '0.75rem',
              fontWeight: 800,
              letterSpacing: '0.06em',
              bgcolor: badge.background,
              color: badge.text,
            }}
          >
            {badge.label}
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        <ElapsedTime
          since={ticket.placedIsoDateTimeUtc}
          spokenSuffix={calledOff ? '' : `, ${AGE_COLOURS[state].label.toLowerCase()}`}
          sx={{ fontWeight: 800, fontSize: '1.55rem', fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, fontSize: '1rem' }}>
        <Typography
          component="span"
          sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {COLLECTION_ICONS[ticket.collectionType]}
          {COLLECTION_TYPE_LABELS[ticket.collectionType]}
        </Typography>
        <Typography component="span" sx={{ opacity: 0.85 }}>
          · {KDS_ORDER_SOURCE_LABELS[ticket.orderSource]}
        </Typography>
      </Box>
      {/* A linked virtual store's order (connected stores): the brand, so it goes in the right bag. */}
      {ticket.brandName && (
        <Typography
          data-testid="ticket-brand"
          sx={{ fontWeight: 800, fontSize: '1rem', textTransform: 'uppercase', letterSpacing: 0.5, mt: 0.25 }}
        >
          {ticket.brandName}
        </Typography>
      )}
      <Due ticket={ticket} />
    </Box>
  );
});

/**
 * One kitchen ticket: a header coloured by age, the lines to cook, and Start / Bump. Memoised: a
 * clock tick never renders it, and a snapshot renders only the tickets it changed.
 */
export const TicketCard = memo(function TicketCard({
  entry,
  prepTimeInMinutes,
  flashing,
  actions,
}: TicketCardProps) {
  const { ticket, items, calledOff } = entry;
  const done = items.filter((item) => item.status === 'DONE').length;
  const canStart = ticket.status === 'NEW' || ticket.status === 'RECALLED';

  return (
    <Box
      component="article"
      aria-label={`Order ${ticket.displayNumber}`}
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: '#231D1A',
        border: '1px solid rgba(255,255,255,0.1)',
        breakInside: 'avoid',
        // Tickets off the screen are not laid out or painted (their timers' ticks cost nothing there,
        // and a scroll paints only what it shows); each keeps its last measured height meanwhile.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 280px',
        animation: flashing ? `${flash} 1.1s ease-in-out infinite` : 'none',
        '@media (prefers-reduced-motion: reduce)': flashing
          ? { animation: 'none', boxShadow: '0 0 0 4px rgba(61, 139, 253, 0.95)' }
          : {},
      }}
    >
      <TicketHeader ticket={ticket} calledOff={calledOff} prepTimeInMinutes={prepTimeInMinutes} />

      {calledOff && (
        <Box
          role="alert"
          sx={{
            px: 1.5,
            py: 1,
            bgcolor: '#B3261E',
            color: '#FFFFFF',
            display: 'flex',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <BlockRounded />
          <Box>
            <Typography sx={{ fontWeight: 800, fontSize: '1.1rem', letterSpacing: '0.02em' }}>
              {ticket.status === 'REJECTED' ? 'REJECTED' : 'CANCELLED'} — STOP COOKING
            </Typography>
            {ticket.cancellationReason && (
              <Typography sx={{ fontSize: '0.95rem' }}>{ticket.cancellationReason}</Typography>
            )}
          </Box>
        </Box>
      )}

      {ticket.amendment && !calledOff && (
        // The order was edited at the till after the kitchen got it: say what changed, in the
        // colour of a recall, so nobody cooks from the old ticket.
        <Box role="status" sx={{ px: 1.5, py: 1, bgcolor: '#B57BFF', color: '#14081F' }}>
          <Typography sx={{ fontWeight: 800, fontSize: '1.05rem', letterSpacing: '0.02em' }}>
            CHANGED · version {ticket.amendment.version}
          </Typography>
          <Typography sx={{ fontSize: '0.95rem', fontWeight: 600 }}>
            {amendmentWords(ticket.amendment)}
          </Typography>
        </Box>
      )}

      <Box
        component="section"
        aria-label="Items"
        sx={{ py: 0.5, flex: 1, ...(calledOff ? { opacity: 0.55, textDecoration: 'line-through' } : {}) }}
      >
        {items.map((item, index) => (
          <Fragment key={item.lineId}>
            {index > 0 && <Divider sx={{ mx: 1.5, borderColor: 'rgba(255,255,255,0.08)' }} />}
            <TicketItemLine
              item={item}
              interactive={!calledOff}
              onToggle={() => void actions.setItemDone(ticket, item.lineId, item.status !== 'DONE')}
            />
          </Fragment>
        ))}
        {items.length < ticket.items.length && (
          <Typography sx={{ px: 1.5, pb: 0.5, color: 'text.secondary', fontSize: '0.9rem' }}>
            + {ticket.items.length - items.length} more for other stations
          </Typography>
        )}
      </Box>

      {ticket.orderComments && (
        <Box
          sx={{ mx: 1.5, mb: 1, px: 1.25, py: 0.75, borderRadius: 1.5, bgcolor: 'rgba(255, 214, 102, 0.16)' }}
        >
          <Typography
            sx={{ fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.08em', color: '#FFD666' }}
          >
            ORDER NOTE
          </Typography>
          <Typography sx={{ fontWeight: 600, color: '#FFE7A3' }}>{ticket.orderComments}</Typography>
        </Box>
      )}

      <Box
        component="footer"
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          p: 1,
          borderTop: '1px solid rgba(255,255,255,0.08)',
          bgcolor: 'rgba(0,0,0,0.18)',
        }}
      >
        {calledOff ? (
          <Button
            fullWidth
            size="large"
            variant="outlined"
            color="inherit"
            onClick={() => void actions.run(ticket, 'dismiss')}
            sx={{ minHeight: 52 }}
          >
            Dismiss
          </Button>
        ) : (
          <>
            {canStart ? (
              <Button
                size="large"
                variant="outlined"
                color="inherit"
                startIcon={<PlayArrowRounded />}
                onClick={() => void actions.run(ticket, 'start')}
                sx={{ minHeight: 52, flex: '0 0 auto' }}
              >
                Start
              </Button>
            ) : (
              <Typography sx={{ px: 1, color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' }}>
                {done}/{items.length} done
              </Typography>
            )}
            <Button
              size="large"
              variant="contained"
              startIcon={<DoneAllRounded />}
              onClick={() => void actions.run(ticket, 'bump')}
              aria-label={`Bump order ${ticket.displayNumber}`}
              sx={{
                minHeight: 52,
                flex: 1,
                fontSize: '1.1rem',
                fontWeight: 800,
                bgcolor: '#1F8A55',
                color: '#FFFFFF',
                '&:hover': { bgcolor: '#239A5F' },
              }}
            >
              Bump
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
});
