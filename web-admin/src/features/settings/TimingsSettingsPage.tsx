import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  type CollectionType,
  describeStoreTimings,
  timingsFollowingTradingHours,
  WEEKDAY_LABELS,
} from '@resto/domain';
import { useStoreSetting } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { copyMondayToAllDays } from './hoursEdits';
import { SessionFields } from './SessionFields';
import { subProblems } from './subProblems';
import { WeekdayRows } from './WeekdayRows';

/** `/settings/timings`: when each collection type can be ordered, per weekday, in up to two sessions. */
export default function TimingsSettingsPage() {
  const context = useStoreContext();
  const split = context.store?.hasSplitTimings === true;
  // Until the owner saves ordering times, the published menu follows the trading hours: show those.
  const tradingHours = useStoreSetting(context.restaurantId, context.storeId, 'tradingHours');
  const followed = useMemo(
    () => (tradingHours.data ? timingsFollowingTradingHours(tradingHours.data, split) : undefined),
    [tradingHours.data, split],
  );
  const form = useSettingsForm(context.restaurantId, context.storeId, 'timings', undefined, {
    unsavedValue: followed,
    unsavedValueReady: !tradingHours.loading,
  });
  const [type, setType] = useState<CollectionType>('pickup');
  const offered = Object.fromEntries(
    COLLECTION_TYPES.map((collectionType) => [
      collectionType,
      context.store?.collectionSettings?.[collectionType]?.available !== false,
    ]),
  );

  return (
    <SettingsScreen
      title="Ordering times"
      subtitle="When customers can order each type of order. Times are in the store's timezone; a session may run past midnight."
      context={context}
      form={form}
      describe={(value) => describeStoreTimings(value, { hasSplitTimings: split, offered })}
      defaultsNote={
        <>
          Ordering times follow your{' '}
          <Link
            component={RouterLink}
            to={`${storePath(context.restaurantId, context.storeId)}/settings/store-trading-hours`}
          >
            trading hours
          </Link>{' '}
          until you change them here and save.
        </>
      }
      notice={
        !split && (
          <Alert severity="info" sx={{ mb: 3 }}>
            One session a day. For a lunch and a dinner session, turn on split timings in the{' '}
            <Link component={RouterLink} to={`${storePath(context.restaurantId, context.storeId)}/edit`}>
              store details
            </Link>
            .
          </Alert>
        )
      }
    >
      {(value, editable) => (
        <>
          <Tabs
            value={type}
            onChange={(_, next: CollectionType) => setType(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Order type"
          >
            {COLLECTION_TYPES.map((collectionType) => (
              <Tab
                key={collectionType}
                value={collectionType}
                label={COLLECTION_TYPE_LABELS[collectionType]}
              />
            ))}
          </Tabs>
          {!offered[type] && (
            <Alert severity="warning">
              {COLLECTION_TYPE_LABELS[type]} is switched off for this store, so these times are not used.
            </Alert>
          )}
          <WeekdayRows
            groupLabel={`${COLLECTION_TYPE_LABELS[type]} times`}
            onCopyMonday={() => form.update((current) => copyMondayToAllDays(current, type))}
            disabled={!editable}
          >
            {(day) => (
              <Stack spacing={1}>
                {(split ? (['firstSession', 'secondSession'] as const) : (['firstSession'] as const)).map(
                  (which) => (
                    <SessionFields
                      key={which}
                      label={`${WEEKDAY_LABELS[day]} ${which === 'firstSession' ? 'first' : 'second'} session`}
                      session={value[day][type][which]}
                      onChange={(session) =>
                        form.update((current) => ({
                          ...current,
                          [day]: { ...current[day], [type]: { ...current[day][type], [which]: session } },
                        }))
                      }
                      problems={subProblems(form.problems, `${day}.${type}.${which}`)}
                      disabled={!editable}
                    />
                  ),
                )}
              </Stack>
            )}
          </WeekdayRows>
        </>
      )}
    </SettingsScreen>
  );
}
