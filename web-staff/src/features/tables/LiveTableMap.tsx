import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventSeatRounded from '@mui/icons-material/EventSeatRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  type CurrencyCode,
  elementSize,
  TABLE_STATUS_LABELS,
  type TableStatus,
  tableDisplayName,
  timeSeatedWords,
} from '@resto/domain';
import { describeError, EmptyState, formatPrice, LoadingScreen, useStore } from '@resto/web-common';
import { FLOOR, type LinkedGroup, MapCanvas } from '@resto/web-common/tableMap';
import { useEffect, useRef, useState } from 'react';
import { FloorActions } from './FloorActions';
import { NewBookingDialog } from './NewBookingDialog';
import { useLiveTables } from './useLiveTables';

export const STATUS_COLOURS: Record<TableStatus, { fill: string; stroke: string }> = {
  free: { fill: '#e6f4ea', stroke: '#2e7d32' },
  seated: { fill: '#fde7d9', stroke: '#d4570f' },
  billRequested: { fill: '#fff4c2', stroke: '#b58800' },
  bookedSoon: { fill: '#e3ecfb', stroke: '#2f5fb3' },
  disabled: { fill: '#eeeeee', stroke: '#9e9e9e' },
};

export interface OpenTable {
  tableId: string;
  tableName: string;
  orderIds: string[];
}

/**
 * The live floor: each seating area's map with every table coloured by its status (free, seated,
 * bill requested, booked soon), its open total and time seated; tapping a table shows it and offers
 * `onOpen` (the till at that table).
 */
export function LiveTableMap({
  restaurantId,
  storeId,
  onOpen,
  openLabel,
}: {
  restaurantId: string;
  storeId: string;
  onOpen: (table: OpenTable) => void;
  openLabel: string;
}) {
  const live = useLiveTables(restaurantId, storeId);
  // Booked times on the store's clock, whatever the device's timezone.
  const storeDoc = useStore(restaurantId, storeId);
  const timeZone = (storeDoc.data as { timezone?: string } | undefined)?.timezone;
  const clock = (iso: string) =>
    new Date(iso).toLocaleTimeString([], {
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
  const [areaId, setAreaId] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  const [booking, setBooking] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 800)));
    observer.observe(element);
    return () => observer.disconnect();
  });

  if (live.loading) return <LoadingScreen label="Loading the tables…" />;
  if (live.error) return <Alert severity="error">{describeError(live.error).message}</Alert>;
  if (live.maps.length === 0)
    return (
      <EmptyState
        icon={<EventSeatRounded />}
        title="No table map yet"
        description="A store admin draws the seating areas under Add-ons › Table map in the back office."
      />
    );
  const area = live.maps.find((map) => map.id === areaId) ?? live.maps[0];
  if (!area) return null;
  const byId = new Map(live.tables.map((table) => [table.id, table]));
  const selectedElement = area.tables.find((element) => element.id === selectedId);
  const selectedTable = selectedElement?.tableId ? byId.get(selectedElement.tableId) : undefined;
  const selectedStatus = selectedTable ? live.statuses.get(selectedTable.id) : undefined;
  const currency = live.currency as CurrencyCode;
  const counts = new Map<TableStatus, number>();
  for (const element of area.tables) {
    const status = element.tableId ? live.statuses.get(element.tableId)?.status : undefined;
    if (status) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  // Joined tables in this area are drawn as one unit: outlined and linked, labelled with their names
  // and the seats they have together. Only the join's first table carries the party's details.
  const groups: LinkedGroup[] = [];
  const joinLead = new Map<string, string>();
  for (const join of live.floor.joins) {
    const members = area.tables.filter(
      (element) => element.tableId && join.tableIds.includes(element.tableId),
    );
    if (members.length < 2) continue;
    const joined = members.flatMap((element) => {
      const table = element.tableId ? byId.get(element.tableId) : undefined;
      return table ? [table] : [];
    });
    const seats = joined.reduce((sum, table) => sum + table.seats, 0);
    const status = live.statuses.get(joined[0]?.id ?? '')?.status ?? 'free';
    groups.push({
      id: join.id,
      elementIds: members.map((element) => element.id),
      label: `${joined.map((table) => table.name).join(' + ')} · ${seats} seats`,
      stroke: STATUS_COLOURS[status].stroke,
    });
    for (const element of members) joinLead.set(element.id, members[0]?.id ?? element.id);
  }
  // Fit the drawn tables (with a margin) rather than the whole floor, so they are big enough to tap.
  const bounds = area.tables.reduce<{ minX: number; minY: number; maxX: number; maxY: number }>(
    (box, element) => {
      const { width: w, height: h } = elementSize(element);
      const reach = Math.max(w, h) / 2;
      return {
        minX: Math.min(box.minX, element.location.x - reach),
        minY: Math.min(box.minY, element.location.y - reach),
        maxX: Math.max(box.maxX, element.location.x + reach),
        maxY: Math.max(box.maxY, element.location.y + reach),
      };
    },
    { minX: FLOOR.width, minY: FLOOR.height, maxX: 0, maxY: 0 },
  );
  // Room above the top tables for a join's label.
  const margin = groups.length > 0 ? 90 : 60;
  const boxWidth = Math.max(200, bounds.maxX - bounds.minX + margin * 2);
  const boxHeight = Math.max(200, bounds.maxY - bounds.minY + margin * 2);
  const scale = Math.min(width / boxWidth, 640 / boxHeight, 1.2);
  const origin = { x: bounds.minX - margin - (width / scale - boxWidth) / 2, y: bounds.minY - margin };

  return (
    <Stack spacing={2}>
      {live.maps.length > 1 && (
        <Tabs
          value={area.id}
          onChange={(_, id: string) => {
            setAreaId(id);
            setSelectedId(undefined);
          }}
          variant="scrollable"
          aria-label="Seating areas"
        >
          {live.maps.map((map) => (
            <Tab key={map.id} value={map.id} label={map.name} />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<EventAvailableRounded />} onClick={() => setBooking(true)}>
          New booking
        </Button>
        <NewBookingDialog
          restaurantId={restaurantId}
          storeId={storeId}
          open={booking}
          onClose={() => setBooking(false)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Legend">
        {(['free', 'seated', 'billRequested', 'bookedSoon'] as const).map((status) => (
          <Chip
            key={status}
            size="small"
            label={`${TABLE_STATUS_LABELS[status]} ${counts.get(status) ?? 0}`}
            sx={{
              bgcolor: STATUS_COLOURS[status].fill,
              border: 2,
              borderColor: STATUS_COLOURS[status].stroke,
            }}
          />
        ))}
        {groups.map((group) => (
          <Chip
            key={group.id}
            size="small"
            variant="outlined"
            label={`Joined ${group.label}`}
            sx={{ border: '2px dashed', borderColor: group.stroke, fontWeight: 600 }}
          />
        ))}
      </Box>
      {/* The same tables as buttons: for keyboards and screen readers, and quicker on a phone. */}
      <Box
        sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}
        role="group"
        aria-label="Tables in this area"
      >
        {area.tables.flatMap((element) => {
          const table = element.tableId ? byId.get(element.tableId) : undefined;
          const status = table ? live.statuses.get(table.id) : undefined;
          if (!table || !status) return [];
          const colours = STATUS_COLOURS[status.status];
          return [
            <Chip
              key={element.id}
              clickable
              component="button"
              aria-pressed={selectedId === element.id}
              label={`${tableDisplayName(table.name)} · ${TABLE_STATUS_LABELS[status.status]}`}
              onClick={() => setSelectedId(element.id)}
              variant={selectedId === element.id ? 'filled' : 'outlined'}
              sx={{
                bgcolor: selectedId === element.id ? colours.fill : undefined,
                borderColor: colours.stroke,
                borderWidth: 2,
                minHeight: 36,
              }}
            />,
          ];
        })}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1fr 320px' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Card ref={box} sx={{ p: 0, overflow: 'hidden' }} data-testid="live-table-map">
          <MapCanvas
            elements={area.tables}
            scale={scale}
            gridSize={0}
            width={width}
            height={Math.round(boxHeight * scale)}
            origin={origin}
            selectedId={selectedId}
            editable={false}
            onSelect={setSelectedId}
            groups={groups}
            look={(element) => {
              const table = element.tableId ? byId.get(element.tableId) : undefined;
              const status = table ? live.statuses.get(table.id) : undefined;
              const colours = STATUS_COLOURS[status?.status ?? 'disabled'];
              const lead = joinLead.get(element.id);
              // A joined table's seats are the join's (on its label); the party shows on its first table.
              if (lead !== undefined && (lead !== element.id || status?.status === 'free'))
                return { ...colours, label: table ? tableDisplayName(table.name) : '', sublabel: '' };
              const sublabel =
                status?.status === 'seated' && status.seating && status.orderIds.length === 0
                  ? `${status.seating.pax} guests · ${timeSeatedWords(status.seating.seatedIsoDateTimeUtc, live.now)}`
                  : status?.status === 'seated' || status?.status === 'billRequested'
                    ? `${formatPrice(status.openTotalInCents, currency)} · ${
                        status.seatedSinceIsoDateTimeUtc
                          ? timeSeatedWords(status.seatedSinceIsoDateTimeUtc, live.now)
                          : ''
                      }`
                    : status?.status === 'bookedSoon' && status.booking
                      ? `${clock(status.booking.bookedForIsoDateTimeUtc)} · ${status.booking.pax}`
                      : table
                        ? `${table.seats} seats`
                        : '';
              return {
                ...colours,
                label: table ? tableDisplayName(table.name) : '',
                sublabel,
              };
            }}
          />
        </Card>
        <Card sx={{ p: 2 }} aria-label="Table details">
          {selectedTable && selectedStatus ? (
            <Stack spacing={1.5}>
              <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
                {tableDisplayName(selectedTable.name)}
              </Typography>
              <Chip
                label={TABLE_STATUS_LABELS[selectedStatus.status]}
                sx={{
                  alignSelf: 'flex-start',
                  bgcolor: STATUS_COLOURS[selectedStatus.status].fill,
                  border: 2,
                  borderColor: STATUS_COLOURS[selectedStatus.status].stroke,
                }}
                data-testid="table-status"
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {selectedTable.seats} seats
                {selectedTable.seatingArea ? ` · ${selectedTable.seatingArea}` : ''}
              </Typography>
              {selectedStatus.orderIds.length > 0 && (
                <Typography>
                  {selectedStatus.orderIds.length === 1
                    ? 'Order'
                    : `${selectedStatus.orderIds.length} orders`}
                  : <strong>{formatPrice(selectedStatus.openTotalInCents, currency)}</strong>
                  {selectedStatus.seatedSinceIsoDateTimeUtc &&
                    ` · seated ${timeSeatedWords(selectedStatus.seatedSinceIsoDateTimeUtc, live.now)}`}
                </Typography>
              )}
              {selectedStatus.booking && (
                <Typography variant="body2">
                  Booked {clock(selectedStatus.booking.bookedForIsoDateTimeUtc)} for{' '}
                  {selectedStatus.booking.pax} · {selectedStatus.booking.name}
                </Typography>
              )}
              <FloorActions
                key={selectedTable.id}
                restaurantId={restaurantId}
                storeId={storeId}
                table={selectedTable}
                status={selectedStatus}
                tables={live.tables}
                statuses={live.statuses}
                now={live.now}
              />
              <Button
                variant="contained"
                startIcon={<PointOfSaleRounded />}
                disabled={selectedStatus.status === 'disabled'}
                onClick={() =>
                  onOpen({
                    tableId: selectedTable.id,
                    tableName: selectedTable.name,
                    orderIds: selectedStatus.orderIds,
                  })
                }
              >
                {openLabel}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 700 }}>Tap a table</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                See its order, how long guests have been seated, and its next booking.
              </Typography>
              <UpcomingBookings bookings={live.bookings} now={live.now} clock={clock} />
            </Stack>
          )}
        </Card>
      </Box>
    </Stack>
  );
}

function UpcomingBookings({
  bookings,
  now,
  clock,
}: {
  bookings: {
    id: string;
    bookedForIsoDateTimeUtc: string;
    pax: number;
    seatingArea?: string;
    customer: { name: string };
    status: { code: string };
  }[];
  now: Date;
  clock: (iso: string) => string;
}) {
  const soon = bookings
    .filter((booking) => booking.status.code !== 'cancelled')
    .filter((booking) => Date.parse(booking.bookedForIsoDateTimeUtc) - now.getTime() < 3 * 3_600_000)
    .slice(0, 6);
  if (soon.length === 0) return null;
  return (
    <Box sx={{ pt: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        Next bookings
      </Typography>
      {soon.map((booking) => (
        <Typography key={booking.id} variant="body2">
          {clock(booking.bookedForIsoDateTimeUtc)} · {booking.customer.name} · {booking.pax}
          {booking.seatingArea ? ` · ${booking.seatingArea}` : ''}
        </Typography>
      ))}
    </Box>
  );
}
