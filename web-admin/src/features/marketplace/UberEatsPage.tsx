import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import PauseCircleRounded from '@mui/icons-material/PauseCircleRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  ConfirmDialog,
  LoadingScreen,
  PageHeader,
  useApi,
  useDoc,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { MarketplaceOrdersList } from './MarketplaceOrdersList';
import {
  integrationDoc,
  type MarketplaceIntegration,
  type MerchantStore,
  marketplacePath,
  PENDING_AUTHORISATION_KEY,
} from './marketplaceData';

const STATUS_WORDS: Record<
  string,
  { label: string; color: 'success' | 'warning' | 'default' | 'info' | 'error' }
> = {
  integrated: { label: 'Receiving orders', color: 'success' },
  paused: { label: 'Paused', color: 'warning' },
  authorised: { label: 'Authorised: choose a store', color: 'info' },
  removedByMarketplace: { label: 'Removed on Uber Eats', color: 'error' },
  notConnected: { label: 'Not connected', color: 'default' },
};

/**
 * `/integrations/uber-eats`: connect the store to Uber Eats (authorise on Uber's page, pick the
 * merchant's store to link), see and change the link (pause, resume, remove, revoke access), sync,
 * and follow the store's Uber Eats orders live.
 */
export default function UberEatsPage() {
  usePageTitle('Uber Eats');
  const { restaurantId, storeId, store } = useStoreContext();
  const api = useApi();
  const notify = useNotify();
  const integration = useDoc(
    useMemo(
      () => (restaurantId && storeId ? integrationDoc(restaurantId, storeId) : null),
      [restaurantId, storeId],
    ),
  );
  const data = (integration.data ?? undefined) as MarketplaceIntegration | undefined;
  const status = data?.status ?? 'notConnected';
  const [connecting, setConnecting] = useState(false);
  const [confirm, setConfirm] = useState<'remove' | 'revoke'>();
  const [busy, setBusy] = useState(false);
  const path = (rest: string) => marketplacePath(restaurantId, storeId, rest);

  async function connect() {
    setConnecting(true);
    try {
      const { uri } = await api.get<{ uri: string }>(path('/authorise-uri'));
      sessionStorage.setItem(PENDING_AUTHORISATION_KEY, JSON.stringify({ restaurantId, storeId }));
      window.location.assign(uri);
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'Uber Eats could not be reached.', 'error');
      setConnecting(false);
    }
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      notify(done, 'success');
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'Something went wrong.', 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Uber Eats"
        subtitle="Receive Uber Eats orders with your other orders: the kitchen, printers and staff screens get them at once."
        actions={
          status === 'integrated' || status === 'paused' ? (
            <Button component={RouterLink} to="menu" variant="outlined" startIcon={<RestaurantMenuRounded />}>
              Uber Eats menu
            </Button>
          ) : undefined
        }
      />
      {integration.error && <Alert severity="error">The Uber Eats connection could not be loaded.</Alert>}
      {integration.loading ? (
        <LoadingScreen label="Loading the Uber Eats connection…" />
      ) : (
        <Card variant="outlined" sx={{ mb: 4 }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <DeliveryDiningRounded color="primary" />
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
                {data?.marketplaceStoreName ?? 'Connection'}
              </Typography>
              <Chip
                size="small"
                color={STATUS_WORDS[status]?.color ?? 'default'}
                label={STATUS_WORDS[status]?.label ?? status}
              />
            </Stack>
            {status === 'notConnected' || status === 'removedByMarketplace' ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography color="text.secondary">
                  Sign in to Uber Eats Manager as the store's owner and allow this platform to manage the
                  store's orders and menu. You come back here to pick which Uber Eats store this is.
                </Typography>
                <Button variant="contained" onClick={connect} disabled={connecting}>
                  {connecting ? 'Opening Uber Eats…' : 'Connect Uber Eats'}
                </Button>
              </Stack>
            ) : status === 'authorised' ? (
              <MerchantStores
                restaurantId={restaurantId}
                storeId={storeId}
                onRevoke={() => setConfirm('revoke')}
              />
            ) : (
              <Stack spacing={2}>
                <Typography color="text.secondary">
                  {data?.marketplaceStoreAddress ? `${data.marketplaceStoreAddress} · ` : ''}
                  Linked{' '}
                  {data?.integratedIsoDateTimeUtc
                    ? new Date(data.integratedIsoDateTimeUtc).toLocaleString()
                    : ''}
                  {data?.lastMenuUploadIsoDateTimeUtc
                    ? ` · Menu uploaded ${new Date(data.lastMenuUploadIsoDateTimeUtc).toLocaleString()} (${data.lastMenuItemCount ?? 0} items)`
                    : ' · Menu not uploaded yet'}
                </Typography>
                <IntegrationCheck restaurantId={restaurantId} storeId={storeId} status={status} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {status === 'integrated' ? (
                    <Button
                      startIcon={<PauseCircleRounded />}
                      disabled={busy}
                      onClick={() =>
                        run(() => api.post(path('/store/pause'), {}), 'Uber Eats orders are paused')
                      }
                    >
                      Pause orders
                    </Button>
                  ) : (
                    <Button
                      startIcon={<PlayCircleRounded />}
                      variant="contained"
                      disabled={busy}
                      onClick={() =>
                        run(() => api.post(path('/store/resume'), {}), 'Uber Eats orders resumed')
                      }
                    >
                      Resume orders
                    </Button>
                  )}
                  <Button
                    startIcon={<SyncRounded />}
                    disabled={busy}
                    onClick={() =>
                      run(() => api.post(path('/orders/sync'), {}), 'Orders are in step with Uber Eats')
                    }
                  >
                    Sync orders
                  </Button>
                  <Button color="error" startIcon={<LinkOffRounded />} onClick={() => setConfirm('remove')}>
                    Remove store
                  </Button>
                  <Button color="error" onClick={() => setConfirm('revoke')}>
                    Revoke access
                  </Button>
                </Stack>
              </Stack>
            )}
          </CardContent>
        </Card>
      )}

      {(status === 'integrated' || status === 'paused') && (
        <MarketplaceOrdersList restaurantId={restaurantId} storeId={storeId} />
      )}

      <ConfirmDialog
        open={confirm === 'remove'}
        title="Remove the Uber Eats store?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        destructive
        onClose={() => setConfirm(undefined)}
        onConfirm={async () => {
          await api.delete(path('/store'));
          notify('The Uber Eats store is no longer linked', 'success');
        }}
      >
        New Uber Eats orders stop coming here and its menu is taken off Uber Eats. Orders already received
        stay. You can link a store again while access is authorised.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'revoke'}
        title="Revoke Uber Eats access?"
        confirmLabel="Revoke access"
        busyLabel="Revoking…"
        destructive
        onClose={() => setConfirm(undefined)}
        onConfirm={async () => {
          await api.post(path('/revoke-access'), {});
          notify('Uber Eats access is revoked', 'success');
        }}
      >
        The linked store is removed and this platform can no longer act for the Uber Eats account. Connecting
        again needs the owner's approval on Uber Eats.
      </ConfirmDialog>
    </>
  );
}

function MerchantStores({
  restaurantId,
  storeId,
  onRevoke,
}: {
  restaurantId: string;
  storeId: string;
  onRevoke: () => void;
}) {
  const api = useApi();
  const notify = useNotify();
  const [stores, setStores] = useState<MerchantStore[]>();
  const [failure, setFailure] = useState<string>();
  const [linking, setLinking] = useState<string>();

  const load = useCallback(() => {
    setFailure(undefined);
    api
      .get<{ stores: MerchantStore[] }>(marketplacePath(restaurantId, storeId, '/stores'))
      .then((answer) => setStores(answer.stores))
      .catch((error: unknown) =>
        setFailure(error instanceof ApiError ? error.message : 'The Uber Eats stores could not be loaded.'),
      );
  }, [api, restaurantId, storeId]);
  useEffect(load, [load]);

  if (failure)
    return (
      <Alert severity="error" action={<Button onClick={load}>Try again</Button>}>
        {failure}
      </Alert>
    );
  if (!stores) return <LoadingScreen label="Loading your Uber Eats stores…" />;
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">
        Which Uber Eats store is this store? Its orders will come here.
      </Typography>
      {stores.length === 0 ? (
        <Alert severity="info">This Uber Eats account has no stores.</Alert>
      ) : (
        <List aria-label="Uber Eats stores" disablePadding>
          {stores.map((entry) => (
            <ListItem
              key={entry.marketplaceStoreId}
              divider
              secondaryAction={
                <Button
                  variant="contained"
                  size="small"
                  disabled={entry.linkedElsewhere || linking !== undefined}
                  onClick={async () => {
                    setLinking(entry.marketplaceStoreId);
                    try {
                      await api.post(marketplacePath(restaurantId, storeId, '/store/integrate'), {
                        marketplaceStoreId: entry.marketplaceStoreId,
                      });
                      notify(`${entry.name} is linked`, 'success');
                    } catch (error) {
                      notify(
                        error instanceof ApiError ? error.message : 'The store could not be linked.',
                        'error',
                      );
                    } finally {
                      setLinking(undefined);
                    }
                  }}
                >
                  {linking === entry.marketplaceStoreId ? 'Linking…' : 'Link this store'}
                </Button>
              }
            >
              <ListItemText
                primary={entry.name}
                secondary={
                  entry.linkedElsewhere
                    ? `${entry.address} · linked to another store`
                    : entry.address || undefined
                }
                sx={{ pr: 16 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box>
        <Button color="error" onClick={onRevoke}>
          Revoke access
        </Button>
      </Box>
    </Stack>
  );
}

/** What Uber Eats itself says about the link (order manager, online), on demand. */
function IntegrationCheck({
  restaurantId,
  storeId,
  status,
}: {
  restaurantId: string;
  storeId: string;
  status: string;
}) {
  const api = useApi();
  const [answer, setAnswer] = useState<{
    marketplace?: { integrationEnabled: boolean; isOrderManager: boolean; onlineStatus: string };
  }>();
  const [failure, setFailure] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the status changes
  useEffect(() => {
    let live = true;
    api
      .get<typeof answer>(marketplacePath(restaurantId, storeId, '/integration-details'))
      .then((details) => live && setAnswer(details))
      .catch(
        (error: unknown) =>
          live && setFailure(error instanceof ApiError ? error.message : 'Uber Eats did not answer.'),
      );
    return () => {
      live = false;
    };
  }, [api, restaurantId, storeId, status]);
  if (failure) return <Alert severity="warning">{failure}</Alert>;
  if (!answer?.marketplace) return <Typography variant="body2">Checking with Uber Eats…</Typography>;
  const { integrationEnabled, isOrderManager, onlineStatus } = answer.marketplace;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Uber Eats check">
      <Chip
        size="small"
        color={integrationEnabled ? 'success' : 'warning'}
        label={integrationEnabled ? 'Integration on' : 'Integration off'}
      />
      <Chip
        size="small"
        color={isOrderManager ? 'success' : 'error'}
        label={isOrderManager ? 'Orders come here' : 'Another system takes the orders'}
      />
      <Chip size="small" label={`Uber Eats: ${onlineStatus.toLowerCase()}`} />
    </Stack>
  );
}
