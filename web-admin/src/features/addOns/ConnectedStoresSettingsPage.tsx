import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type StoreLink, storeLinkProblem } from '@resto/domain';
import {
  ConfirmDialog,
  describeError,
  EmptyState,
  formatStoreDateTime,
  LoadingScreen,
  linksIntoStore,
  ProblemAlert,
  SearchField,
  storeLinksOf,
  storeLinksPath,
  useApi,
  useBusyAction,
  useNotify,
  useQuery,
  useStoreSetting,
  useStores,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { AddOnSettingsScreen } from './AddOnSettingsScreen';

const PAGE_SIZE = 10;

const HOW_IT_WORKS = [
  'A virtual store is a brand with no kitchen of its own, such as a delivery-only brand sold online and on Uber Eats. Create it as another store of this restaurant, with its own menu and prices.',
  'Link it here and its accepted orders print on this store’s printers and appear on this store’s kitchen screens and staff order screens, each labelled with the brand’s name.',
  'The orders stay the virtual store’s: its menu, prices, customers and sales reports are its own.',
];

/**
 * `/add-ons/connected-stores-settings`: the virtual stores whose orders this store's kitchen makes.
 * The restaurant's owners link and unlink them (the server checks the same rules the list offers:
 * same restaurant, not this store, one level deep); other admins see the links.
 */
function ConnectedStores() {
  const { restaurantId, storeId, store } = useStoreContext();
  const access = useViewerAccess();
  const isOwner = access.restaurantRole === 'admin' && !access.readOnly;
  const memberOfRestaurant = access.restaurantRole !== undefined || access.superAdmin;
  const api = useApi();
  const notify = useNotify();
  const addOns = useStoreSetting(restaurantId, storeId, 'addOns');
  const stores = useStores(restaurantId);
  // The restaurant's people see every link (so they can tell which stores are free to link); the
  // store's own admins see the links into this store.
  const links = useQuery<StoreLink>(
    useMemo(
      () =>
        restaurantId && storeId
          ? memberOfRestaurant
            ? storeLinksOf(restaurantId)
            : linksIntoStore(restaurantId, storeId)
          : null,
      [restaurantId, storeId, memberOfRestaurant],
    ),
  );
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState('');
  const [unlinking, setUnlinking] = useState<StoreLink>();
  const linking = useBusyAction();

  const timezone = store?.timezone ?? 'Australia/Sydney';
  const storeIds = useMemo(() => new Set(stores.data.map((entry) => entry.id)), [stores.data]);
  const nameOf = (id: string) => stores.data.find((entry) => entry.id === id)?.name ?? id;
  const intoHere = links.data
    .filter((link) => link.physicalStoreId === storeId)
    .sort((a, b) => a.brandName.localeCompare(b.brandName));
  const sentAway = links.data.find((link) => link.virtualStoreId === storeId);
  const candidates = stores.data
    .filter(
      (entry) =>
        storeLinkProblem({
          physicalStoreId: storeId,
          virtualStoreId: entry.id,
          storeIds,
          links: links.data,
        }) === undefined,
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  const term = search.trim().toLowerCase();
  const found = term ? intoHere.filter((link) => link.brandName.toLowerCase().includes(term)) : intoHere;
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const shown = found.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);
  const on = addOns.data?.connectedStores === true;
  const here = store?.name ?? 'this store';

  async function link() {
    await linking.run(async () => {
      await api.post(storeLinksPath(restaurantId, storeId), { virtualStoreId: chosen });
      notify(`${nameOf(chosen)}’s orders now come to ${here}’s kitchen.`);
      setChosen('');
    });
  }

  if (links.error || stores.error)
    return <Alert severity="error">{describeError(links.error ?? stores.error).message}</Alert>;
  if (links.loading || stores.loading) return <LoadingScreen label="Loading linked stores…" />;

  return (
    <>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          How connected stores work
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {HOW_IT_WORKS.map((line) => (
            <Typography key={line} component="li" variant="body2" sx={{ color: 'text.secondary' }}>
              {line}
            </Typography>
          ))}
        </Stack>
      </Card>

      {sentAway && (
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={`${storePath(restaurantId, sentAway.physicalStoreId)}/add-ons/connected-stores-settings`}
            >
              Open
            </Button>
          }
        >
          {here} is a virtual store: its orders go to {nameOf(sentAway.physicalStoreId)}’s kitchen. A store
          that sends its orders away cannot receive another store’s.
        </Alert>
      )}

      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Box>
            <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
              Stores linked to {here}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Their orders print and show here, labelled with their name.
            </Typography>
          </Box>
          {intoHere.length > PAGE_SIZE / 2 && (
            <SearchField
              label="Search linked stores"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
          )}
        </Stack>
        {intoHere.length === 0 ? (
          <EmptyState
            icon={<StorefrontRounded />}
            title="No stores linked yet"
            description={`Link a virtual store below and its orders arrive in ${here}’s kitchen.`}
          />
        ) : found.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>No linked store matches “{search}”.</Typography>
        ) : (
          <List aria-label="Linked stores" disablePadding>
            {shown.map((entry, index) => (
              <Box key={entry.virtualStoreId}>
                {index > 0 && <Divider component="li" />}
                <ListItem
                  disableGutters
                  secondaryAction={
                    isOwner ? (
                      <Button
                        color="error"
                        startIcon={<LinkOffRounded />}
                        onClick={() => setUnlinking(entry)}
                        aria-label={`Unlink ${entry.brandName}`}
                      >
                        Unlink
                      </Button>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={entry.brandName}
                    secondary={`Linked ${formatStoreDateTime(entry.linkedIsoDateTimeUtc, timezone)}`}
                  />
                </ListItem>
              </Box>
            ))}
          </List>
        )}
        {pages > 1 && (
          <Pagination
            sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}
            count={pages}
            page={shownPage}
            onChange={(_event, next) => setPage(next)}
          />
        )}
      </Card>

      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          Link a store
        </Typography>
        {!isOwner ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Only the restaurant’s owners link stores: a link moves one store’s orders into another store’s
            kitchen.
          </Typography>
        ) : !on ? (
          <Alert severity="info">Switch on Connected stores above to link stores to {here}.</Alert>
        ) : sentAway ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Unlink {here} from {nameOf(sentAway.physicalStoreId)} first.
          </Typography>
        ) : candidates.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No other store of this restaurant can be linked: every other store is already linked or receives
            orders of its own linked stores. Create the brand as a new store of the restaurant first.
          </Typography>
        ) : (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              select
              label="Virtual store"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              helperText="Stores of this restaurant that are not linked anywhere and do not receive orders themselves."
              sx={{ minWidth: 280, flex: 1 }}
            >
              {candidates.map((entry) => (
                <MenuItem key={entry.id} value={entry.id}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              startIcon={<LinkRounded />}
              disabled={!chosen || linking.busy}
              onClick={() => void link()}
              sx={{ mt: { sm: 1 } }}
            >
              {linking.busy ? 'Linking…' : 'Link to this kitchen'}
            </Button>
          </Stack>
        )}
        {linking.failure !== undefined && (
          <Box sx={{ mt: 2 }}>
            <ProblemAlert error={linking.failure} />
          </Box>
        )}
      </Card>

      <ConfirmDialog
        open={unlinking !== undefined}
        title={unlinking ? `Unlink ${unlinking.brandName}?` : 'Unlink'}
        confirmLabel="Unlink"
        busyLabel="Unlinking…"
        destructive
        onClose={() => setUnlinking(undefined)}
        onConfirm={async () => {
          if (!unlinking) return;
          await api.delete(storeLinksPath(restaurantId, storeId, unlinking.virtualStoreId));
          notify(`${unlinking.brandName} is unlinked: its orders stay at ${unlinking.brandName}.`);
        }}
      >
        {unlinking && (
          <Typography>
            New orders of {unlinking.brandName} will no longer print or show in {here}’s kitchen: they stay on{' '}
            {unlinking.brandName}’s own printers and screens. Orders already accepted here stay here.
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}

export default function ConnectedStoresSettingsPage() {
  return (
    <AddOnSettingsScreen addOn="connectedStores">
      <ConnectedStores />
    </AddOnSettingsScreen>
  );
}
