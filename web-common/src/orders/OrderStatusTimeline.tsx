import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  ETA_CHOICES,
  formatDurationLabel,
  ORDER_STATUS_LABELS,
  type OrderActor,
  type OrderStatusHistoryEntry,
} from '@resto/domain';
import { formatStoreDateTime } from '../format/time';
import type { StoreOrderData } from './orderData';

const ACTOR_WORDS: Record<OrderActor['kind'], string> = {
  staff: 'Staff',
  posTerminal: 'POS terminal',
  customer: 'Customer',
  system: 'Automatically',
};

function actorWords(actor: OrderActor): string {
  return actor.name ? `${actor.name} (${ACTOR_WORDS[actor.kind].toLowerCase()})` : ACTOR_WORDS[actor.kind];
}

function etaWords(minutes: number): string {
  return ETA_CHOICES.find((choice) => choice.minutes === minutes)?.label ?? formatDurationLabel(minutes);
}

/**
 * The order's story, oldest first: when it was placed, then every status change with who made it,
 * the reason given and the ETA promised. Orders placed before history was kept show the placing only.
 */
export function OrderStatusTimeline({ order, timezone }: { order: StoreOrderData; timezone: string }) {
  const history: OrderStatusHistoryEntry[] = order.statusHistory ?? [];
  const hasCreation = history.some((entry) => entry.from === undefined);
  // Without a recorded creation entry the first status is only known when a later change names it.
  const placedAs = history[0]?.from;
  const entries: OrderStatusHistoryEntry[] = hasCreation
    ? history
    : [
        {
          to: placedAs ?? order.status.code,
          atIsoDateTimeUtc: order.placedIsoDateTimeUtc,
          by: { kind: 'customer', name: order.customer.name },
        },
        ...history,
      ];
  const unknownStart = !hasCreation && placedAs === undefined;
  return (
    <Card component="section" aria-label="Status history">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Status history
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="status-history">
          {entries.map((entry, index) => (
            <Box
              component="li"
              key={`${entry.atIsoDateTimeUtc}-${entry.from ?? 'placed'}-${entry.to}`}
              sx={{
                display: 'flex',
                gap: 1.5,
                pb: index === entries.length - 1 ? 0 : 2,
                position: 'relative',
              }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
                <Box
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: index === entries.length - 1 ? 'primary.main' : 'grey.400',
                  }}
                />
                {index < entries.length - 1 && (
                  <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} />
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {entry.from !== undefined
                    ? ORDER_STATUS_LABELS[entry.to]
                    : index === 0 && unknownStart
                      ? 'Placed'
                      : `Placed as ${ORDER_STATUS_LABELS[entry.to]}`}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatStoreDateTime(entry.atIsoDateTimeUtc, timezone)} · {actorWords(entry.by)}
                </Typography>
                {entry.etaInMinutes !== undefined && (
                  <Typography variant="body2">ETA: {etaWords(entry.etaInMinutes)}</Typography>
                )}
                {entry.reason && <Typography variant="body2">Reason: {entry.reason}</Typography>}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
