import AltRouteRounded from '@mui/icons-material/AltRouteRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZKdsDisplaySettings } from '@resto/domain';
import {
  docConverter,
  EmptyState,
  firestore,
  LoadingScreen,
  type MenuItem as MenuItemSpec,
  PageHeader,
  ProblemAlert,
  SubmitButton,
  storeDevices,
  UnsavedChangesGuard,
  useApi,
  useMenuCategories,
  useMenuItems,
  useNotify,
  usePageTitle,
  useQuery,
  useStore,
  useViewerAccess,
} from '@resto/web-common';
import { collection, type DocumentData } from 'firebase/firestore';
import { type FormEvent, Fragment, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePrintingSettings } from './printingData';

const converter = docConverter<DocumentData>();

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * `/restaurants/:restaurantId/stores/:storeId/item-routing`: which print station (and so which
 * kitchen printers and kitchen screens) each item goes to, by name. Items with no station go to every
 * station. Saved per changed item through the menu API (the item's `printStationIds`).
 */
export default function ItemRoutingPage() {
  usePageTitle('Item routing');
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: store } = useStore(restaurantId, storeId);
  const {
    settings,
    loading: settingsLoading,
    error: settingsError,
  } = usePrintingSettings(restaurantId, storeId);
  const categories = useMenuCategories(restaurantId, storeId);
  const items = useMenuItems(restaurantId, storeId);
  const screens = useQuery(storeDevices('kdsDevice', restaurantId, storeId));
  const screenSettings = useQuery(
    collection(
      firestore(),
      'restaurants',
      restaurantId,
      'stores',
      storeId,
      'kdsDeviceSettings',
    ).withConverter(converter),
  );
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const [changes, setChanges] = useState<Record<string, string[]>>({});
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const stations = settings?.stations ?? [];
  const stationName = new Map(stations.map((station) => [station.id, station.name]));
  /** Where each station's items end up: the printers and screens that serve it, by name. */
  const destinations = useMemo(() => {
    const stationIds = (settings?.stations ?? []).map((station) => station.id);
    const byStation = new Map<string, string[]>();
    for (const printer of settings?.printers ?? []) {
      if (!printer.active || !printer.printDocumentKinds.includes('orderTicket')) continue;
      // A printer without stations prints every station's items.
      const served = printer.stationIds.length > 0 ? printer.stationIds : stationIds;
      for (const id of served) byStation.set(id, [...(byStation.get(id) ?? []), printer.name]);
    }
    for (const entry of screenSettings.data) {
      const parsed = ZKdsDisplaySettings.safeParse({
        lastUpdatedIsoDateTimeUtc: new Date(0).toISOString(),
        ...entry,
      });
      const screen = screens.data.find((device) => device.id === entry.id && !device.revoked);
      if (!parsed.success || !screen) continue;
      const served = parsed.data.stationIds.length > 0 ? parsed.data.stationIds : stationIds;
      for (const id of served) byStation.set(id, [...(byStation.get(id) ?? []), `${screen.name} (screen)`]);
    }
    return byStation;
  }, [settings, screenSettings.data, screens.data]);

  const stationsOf = (item: MenuItemSpec) => changes[item.id] ?? item.printStationIds;
  const changedItems = items.data.filter(
    (item) => changes[item.id] && !sameSet(changes[item.id] ?? [], item.printStationIds),
  );
  const wanted = search.trim().toLowerCase();
  const shown = items.data.filter(
    (item) =>
      wanted === '' ||
      item.name.toLowerCase().includes(wanted) ||
      stationsOf(item).some((id) => (stationName.get(id) ?? id).toLowerCase().includes(wanted)),
  );

  if (settingsError || categories.error || items.error)
    return <ProblemAlert error={settingsError ?? categories.error ?? items.error} />;
  if (settingsLoading || categories.loading || items.loading)
    return <LoadingScreen label="Loading the menu…" />;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(undefined);
    try {
      // One item at a time: each save republishes the menu, and the server patches it per item.
      for (const item of changedItems) {
        await client.put(
          `/api/menu/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/items/${encodeURIComponent(item.id)}`,
          { ...item, printStationIds: changes[item.id] ?? item.printStationIds },
        );
      }
      notify(`Routing saved for ${changedItems.length} ${changedItems.length === 1 ? 'item' : 'items'}.`);
      setChanges({});
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const header = (
    <PageHeader
      eyebrow={store?.name}
      title="Item routing"
      subtitle="Send each item to the station that makes it. Kitchen printers and kitchen screens show the items of their stations; an item with no station goes to all of them."
    />
  );
  if (stations.length === 0)
    return (
      <>
        {header}
        <EmptyState
          icon={<AltRouteRounded />}
          title="No print stations yet"
          description="Add your stations (grill, pizza oven, bar) on the printers page, then route items to them here."
          action={
            <Button component={RouterLink} to="../printer-settings" variant="contained">
              Printers and stations
            </Button>
          }
        />
      </>
    );

  return (
    <Box component="form" onSubmit={(event) => void save(event)}>
      <UnsavedChangesGuard dirty={changedItems.length > 0} saving={saving} />
      {header}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {stations.map((station) => (
          <Chip
            key={station.id}
            variant="outlined"
            label={`${station.name} → ${(destinations.get(station.id) ?? ['no printer or screen yet']).join(', ')}`}
          />
        ))}
      </Stack>
      <TextField
        size="small"
        placeholder="Search items or stations"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': 'Search items or stations' },
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {items.data.length === 0 && <Alert severity="info">The menu has no items yet.</Alert>}
      <Stack spacing={2}>
        {categories.data.map((category) => {
          const inCategory = shown.filter((item) => item.categoryId === category.id);
          if (inCategory.length === 0) return null;
          return (
            <Card key={category.id} component="section" aria-label={category.name}>
              <Box
                sx={{
                  px: { xs: 2, sm: 2.5 },
                  py: 1.5,
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                }}
              >
                <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', flex: '1 1 200px' }}>
                  {category.name}
                </Typography>
                {isAdmin && (
                  <TextField
                    select
                    size="small"
                    label="Route the whole category"
                    value=""
                    sx={{ width: { xs: '100%', sm: 280 }, flex: '0 0 auto' }}
                    onChange={(event) => {
                      const choice = event.target.value;
                      const ids = choice === '*' ? [] : [choice];
                      setChanges((current) => ({
                        ...current,
                        ...Object.fromEntries(
                          items.data
                            .filter((item) => item.categoryId === category.id)
                            .map((item) => [item.id, ids]),
                        ),
                      }));
                    }}
                  >
                    <MenuItem value="*">Every station</MenuItem>
                    {stations.map((station) => (
                      <MenuItem key={station.id} value={station.id}>
                        {station.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Box>
              <Divider />
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {inCategory.map((item, index) => {
                  const chosen = stationsOf(item);
                  const changed = !sameSet(chosen, item.printStationIds);
                  return (
                    <Fragment key={item.id}>
                      {index > 0 && <Divider component="li" aria-hidden />}
                      <Box
                        component="li"
                        sx={{
                          display: 'flex',
                          gap: 2,
                          alignItems: 'center',
                          flexWrap: 'wrap',
                          px: { xs: 2, sm: 2.5 },
                          py: 1,
                        }}
                      >
                        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600 }} noWrap>
                            {item.name}
                          </Typography>
                          {changed && (
                            <Typography variant="caption" sx={{ color: 'warning.main' }}>
                              Not saved yet
                            </Typography>
                          )}
                        </Box>
                        <TextField
                          select
                          size="small"
                          label="Stations"
                          disabled={!isAdmin}
                          value={chosen}
                          sx={{ width: { xs: '100%', sm: 320 } }}
                          slotProps={{
                            select: {
                              multiple: true,
                              displayEmpty: true,
                              renderValue: (selected) =>
                                (selected as string[]).length === 0
                                  ? 'Every station'
                                  : (selected as string[]).map((id) => stationName.get(id) ?? id).join(', '),
                            },
                            inputLabel: { shrink: true },
                            htmlInput: { 'aria-label': `Stations for ${item.name}` },
                          }}
                          onChange={(event) =>
                            setChanges((current) => ({
                              ...current,
                              [item.id]: event.target.value as unknown as string[],
                            }))
                          }
                        >
                          {stations.map((station) => (
                            <MenuItem key={station.id} value={station.id}>
                              <Checkbox size="small" checked={chosen.includes(station.id)} sx={{ py: 0 }} />
                              <ListItemText primary={station.name} />
                            </MenuItem>
                          ))}
                        </TextField>
                      </Box>
                    </Fragment>
                  );
                })}
              </Box>
            </Card>
          );
        })}
      </Stack>
      {failure !== undefined && <ProblemAlert error={failure} sx={{ mt: 2 }} />}
      {isAdmin && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            mt: 2,
            py: 1.5,
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1.5,
            bgcolor: 'background.default',
          }}
        >
          <Button
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            disabled={changedItems.length === 0 || saving}
            onClick={() => setChanges({})}
          >
            Discard changes
          </Button>
          <SubmitButton busy={saving} busyLabel="Saving…" disabled={changedItems.length === 0}>
            {changedItems.length > 0
              ? `Save ${changedItems.length} ${changedItems.length === 1 ? 'item' : 'items'}`
              : 'Save'}
          </SubmitButton>
        </Box>
      )}
    </Box>
  );
}
