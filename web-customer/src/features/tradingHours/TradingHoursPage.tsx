import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  type CollectionType,
  localDateAt,
  onlineOrderingSchedule,
  type PublishedMenu,
  weekdayOfLocalDate,
} from '@resto/domain';
import { timezoneCity, usePageTitle } from '@resto/web-common';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { useNow } from '../orders/useNow';
import {
  collectionTypesLabel,
  groupSameHours,
  offeredCollectionTypes,
  openStatusText,
  orderingHoursRows,
  type StoreHoursSource,
  tradingHoursSchedule,
  upcomingHolidays,
  type WeekdayHoursRow,
  weeklyHoursRows,
} from './tradingHoursView';

/** `…/store_trading_hours`: when the store is open, when online ordering runs, and closed dates. */
export default function TradingHoursPage() {
  usePageTitle('Trading hours');
  const { store, menu, basePath } = useStoreContext();
  return (
    <Box>
      <Heading name={store.name} />
      <StoreHours menu={menu} basePath={basePath} />
    </Box>
  );
}

function Heading({ name }: { name: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {name}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        Trading hours
      </Typography>
    </Box>
  );
}

export function hoursSourceOf(menu: PublishedMenu): StoreHoursSource {
  return {
    timezone: menu.store.timezone,
    hasSplitTimings: menu.store.hasSplitTimings,
    tradingHours: menu.settings.tradingHours,
    timings: menu.settings.timings,
    holidays: menu.settings.holidays,
    availableCollectionTypes: offeredCollectionTypes(menu.store.collectionSettings),
  };
}

function StoreHours({ menu, basePath }: { menu: PublishedMenu; basePath: string }) {
  const now = useNow(60_000);
  const source = useMemo(() => hoursSourceOf(menu), [menu]);
  const timezone = source.timezone;
  const today = weekdayOfLocalDate(localDateAt(now, timezone));
  const status = openStatusText(tradingHoursSchedule(source), now);
  const holidays = upcomingHolidays(source.holidays, now, timezone);
  const offline = menu.store.status === 'OFFLINE';

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card sx={{ p: { xs: 2.5, sm: 3 }, gridColumn: { md: '1 / -1' } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Chip
            icon={<ScheduleRounded />}
            label={status.headline}
            color={status.open ? 'success' : 'default'}
            sx={{ fontWeight: 600 }}
          />
          <Typography sx={{ fontWeight: 500 }}>{status.detail}</Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          Times are {timezoneCity(timezone)} time.
          {offline &&
            ` Online ordering is paused right now${menu.store.offlineReason ? `: ${menu.store.offlineReason}` : ''}.`}
        </Typography>
      </Card>

      <HoursCard title="Store hours" rows={weeklyHoursRows(source.tradingHours, today)} />

      <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
          Online ordering
        </Typography>
        {source.availableCollectionTypes.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>This store does not take online orders.</Typography>
        ) : (
          groupSameHours(
            source.availableCollectionTypes.map((type) => ({
              type,
              rows: orderingHoursRows(source.timings, type, source.hasSplitTimings, today),
            })),
          ).map((group) => (
            <OrderingHours
              key={group.types.join()}
              types={group.types}
              rows={group.entry.rows}
              menu={menu}
              now={now}
            />
          ))
        )}
        <Button component={RouterLink} to={basePath} variant="outlined" sx={{ mt: 1 }}>
          See the menu
        </Button>
      </Card>

      <Card sx={{ p: { xs: 2.5, sm: 3 }, gridColumn: { md: '1 / -1' } }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
          Closed on
        </Typography>
        {holidays.length === 0 ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
            <EventBusyRounded aria-hidden />
            <Typography>No holiday closures coming up.</Typography>
          </Box>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {holidays.map((holiday) => (
              <Box component="li" key={holiday.date} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{holiday.label}</Typography>
                {holiday.name && <Typography sx={{ color: 'text.secondary' }}>{holiday.name}</Typography>}
              </Box>
            ))}
          </Box>
        )}
      </Card>
    </Box>
  );
}

function OrderingHours({
  types,
  rows,
  menu,
  now,
}: {
  types: CollectionType[];
  rows: WeekdayHoursRow[];
  menu: PublishedMenu;
  now: Date;
}) {
  // Types grouped together share their hours, so the first one's schedule speaks for all.
  const status = openStatusText(onlineOrderingSchedule(menu, types[0] ?? 'pickup'), now);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem' }}>
          {collectionTypesLabel(types)}
        </Typography>
        <Typography variant="body2" sx={{ color: status.open ? 'success.dark' : 'text.secondary' }}>
          {status.open ? `Ordering open · ${status.detail.toLowerCase()}` : status.detail}
        </Typography>
      </Box>
      <HoursTable rows={rows} dense />
    </Box>
  );
}

function HoursCard({ title, rows }: { title: string; rows: WeekdayHoursRow[] }) {
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      <HoursTable rows={rows} />
    </Card>
  );
}

function HoursTable({ rows, dense = false }: { rows: WeekdayHoursRow[]; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: dense ? 0.5 : 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
    >
      {rows.map((row) => (
        <Box
          key={row.weekday}
          sx={{
            display: 'contents',
            '& > *': {
              py: dense ? 0.25 : 0.75,
              fontWeight: row.isToday ? 700 : 400,
              color: row.isToday ? 'text.primary' : 'text.secondary',
              fontSize: dense ? '0.875rem' : '0.975rem',
            },
          }}
        >
          <Box component="dt">
            {row.label}
            {row.isToday && ' (today)'}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {row.intervals.length === 0 ? 'Closed' : row.intervals.join(', ')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
