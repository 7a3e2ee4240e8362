import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DUE_WITHIN_CHOICES, type DueWithin, groupByDueWindow } from '@resto/domain';
import { EmptyState, LiveOrderCard, type StoreOrder } from '@resto/web-common';
import { useMemo } from 'react';
import type { BoardCardProps } from './OrderBoard';

const WITHIN_LABELS = new Map<DueWithin, string>([
  [30, 'Next 30 min'],
  [60, 'Next hour'],
  [undefined, 'Everything'],
]);

export interface DueBoardProps {
  /** Orders still to be made, soonest due first. */
  orders: readonly StoreOrder[];
  cardProps: (order: StoreOrder) => BoardCardProps;
  within: DueWithin;
  onWithin: (within: DueWithin) => void;
  now: number;
  hasMore: boolean;
  onMore: () => void;
}

/**
 * `/home?show=due`: the orders still to be made in the windows they are due in (overdue, the next
 * 15 / 30 / 60 minutes, later today, another day), soonest first, so a scheduled order shows where
 * the kitchen reaches it. The list is bounded by the due window's query, so it renders plain cards.
 */
export function DueBoard({ orders, cardProps, within, onWithin, now, hasMore, onMore }: DueBoardProps) {
  const groups = useMemo(
    () => groupByDueWindow(orders, new Date(now), (order) => cardProps(order).timezone, within),
    [orders, now, cardProps, within],
  );
  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={within ?? 'all'}
        onChange={(_event, next: number | 'all' | null) => {
          if (next !== null) onWithin(next === 'all' ? undefined : (next as DueWithin));
        }}
        aria-label="Due within"
      >
        {DUE_WITHIN_CHOICES.map((choice) => (
          <ToggleButton key={choice ?? 'all'} value={choice ?? 'all'}>
            {WITHIN_LABELS.get(choice)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {groups.length === 0 ? (
        <EmptyState
          icon={<EventAvailableRounded />}
          title="Nothing due in this window"
          description="Orders still to be made show here by when they are due. Choose a longer window to see later ones."
        />
      ) : (
        groups.map((group) => (
          <Box component="section" key={group.window} aria-label={group.label}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <Typography
                variant="h6"
                component="h2"
                color={group.window === 'overdue' ? 'error' : 'text.primary'}
              >
                {group.label}
              </Typography>
              <Chip size="small" label={group.orders.length} />
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
                alignItems: 'start',
              }}
            >
              {group.orders.map((order) => (
                <LiveOrderCard
                  key={`${order.restaurantId}/${order.storeId}/${order.id}`}
                  order={order}
                  {...cardProps(order)}
                />
              ))}
            </Box>
          </Box>
        ))
      )}
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button onClick={onMore}>Show more</Button>
        </Box>
      )}
    </Stack>
  );
}
