import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatMoney, type MarketplaceMenuKind } from '@resto/domain';
import {
  ApiError,
  ConfirmDialog,
  EmptyState,
  LoadingScreen,
  PageHeader,
  useApi,
  useNotify,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import {
  type MenuConfiguration,
  type MenuUpload,
  marketplacePath,
  menuUploadsQuery,
} from './marketplaceData';

const KIND_LABELS: Record<MarketplaceMenuKind, string> = { delivery: 'Delivery', pickup: 'Pickup' };

/** Loads what the marketplace would list now (GET menu-configuration); reloads on demand. */
export function useMenuConfiguration(restaurantId: string, storeId: string) {
  const api = useApi();
  const [config, setConfig] = useState<MenuConfiguration>();
  const [failure, setFailure] = useState<string>();
  const load = useCallback(() => {
    setFailure(undefined);
    api
      .get<MenuConfiguration>(marketplacePath(restaurantId, storeId, '/menu-configuration'))
      .then(setConfig)
      .catch((error: unknown) =>
        setFailure(error instanceof ApiError ? error.message : 'The Uber Eats menu could not be loaded.'),
      );
  }, [api, restaurantId, storeId]);
  useEffect(() => {
    if (restaurantId && storeId) load();
  }, [load, restaurantId, storeId]);
  return { config, failure, load };
}

/**
 * `/integrations/uber-eats/menu`: what Uber Eats lists for delivery and for pickup (items switched
 * on for Uber Eats, at their price plus the Uber Eats extra charge or an edited price, sold-out items
 * shown as unavailable), upload it, and roll back to the previous upload.
 */
export default function UberEatsMenuPage() {
  usePageTitle('Uber Eats menu');
  const { restaurantId, storeId, store } = useStoreContext();
  const api = useApi();
  const notify = useNotify();
  const { config, failure, load } = useMenuConfiguration(restaurantId, storeId);
  const [kind, setKind] = useState<MarketplaceMenuKind>('delivery');
  const [kinds, setKinds] = useState<Record<MarketplaceMenuKind, boolean>>({ delivery: true, pickup: true });
  const [uploading, setUploading] = useState(false);
  const [rollingBack, setRollingBack] = useState(false);
  const uploads = useQuery(
    useMemo(
      () => (restaurantId && storeId ? menuUploadsQuery(restaurantId, storeId, 10) : null),
      [restaurantId, storeId],
    ),
  );
  const history = uploads.data as MenuUpload[];

  async function upload() {
    setUploading(true);
    try {
      const answer = await api.post<{ itemCount: number }>(
        marketplacePath(restaurantId, storeId, '/menu/upload'),
        {
          kinds: (Object.keys(kinds) as MarketplaceMenuKind[]).filter((entry) => kinds[entry]),
        },
      );
      notify(`Menu uploaded to Uber Eats (${answer.itemCount} items)`, 'success');
      load();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'The menu could not be uploaded.', 'error');
    } finally {
      setUploading(false);
    }
  }

  const rows = config?.[kind].rows ?? [];
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Uber Eats menu"
        subtitle="Uber Eats lists the categories and items switched on for Uber Eats in your menu. Upload after changing the menu."
        actions={
          <Button component={RouterLink} to="edit-price" startIcon={<EditRounded />}>
            Edit prices
          </Button>
        }
      />
      {failure && (
        <Alert severity="error" action={<Button onClick={load}>Try again</Button>}>
          {failure}
        </Alert>
      )}
      {!config && !failure ? (
        <LoadingScreen label="Loading the Uber Eats menu…" />
      ) : config ? (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
              <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
                {(Object.keys(KIND_LABELS) as MarketplaceMenuKind[]).map((entry) => (
                  <FormControlLabel
                    key={entry}
                    control={
                      <Checkbox
                        checked={kinds[entry]}
                        onChange={(event) =>
                          setKinds((current) => ({ ...current, [entry]: event.target.checked }))
                        }
                      />
                    }
                    label={`${KIND_LABELS[entry]} menu (${config[entry].rows.length} items)`}
                  />
                ))}
              </Stack>
              <Button
                variant="contained"
                startIcon={<CloudUploadRounded />}
                disabled={uploading || (!kinds.delivery && !kinds.pickup)}
                onClick={upload}
              >
                {uploading ? 'Uploading…' : 'Upload to Uber Eats'}
              </Button>
              <Button
                startIcon={<HistoryRounded />}
                disabled={!config.previousUploadId}
                onClick={() => setRollingBack(true)}
              >
                Roll back
              </Button>
            </Stack>
          </Paper>
          <Tabs value={kind} onChange={(_, value: MarketplaceMenuKind) => setKind(value)} sx={{ mb: 2 }}>
            <Tab value="delivery" label="Delivery" />
            <Tab value="pickup" label="Pickup" />
          </Tabs>
          {rows.length === 0 ? (
            <EmptyState
              icon={<RestaurantMenuRounded />}
              title={`Nothing on the ${KIND_LABELS[kind].toLowerCase()} menu`}
              description='Switch on "Uber Eats" for categories and items in the menu editor; items must be available for this collection type.'
            />
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={`${KIND_LABELS[kind]} menu on Uber Eats`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Category</TableCell>
                    <TableCell>Item</TableCell>
                    <TableCell align="right">Price on Uber Eats</TableCell>
                    <TableCell>Availability</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.key}>
                      <TableCell>{row.categoryName}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell align="right">
                        {formatMoney(row.priceInCents, config.currencyCode as never)}
                        {row.edited && <Chip size="small" label="edited" sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={row.soldOut ? 'warning' : 'success'}
                          label={row.soldOut ? 'Sold out' : 'Available'}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      ) : null}

      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Uploads
      </Typography>
      {uploads.loading ? (
        <LoadingScreen label="Loading uploads…" />
      ) : history.length === 0 ? (
        <Typography color="text.secondary">The menu has not been uploaded yet.</Typography>
      ) : (
        <Stack spacing={0.5} aria-label="Menu uploads">
          {history.map((entry) => (
            <Typography key={entry.id} variant="body2">
              {new Date(entry.uploadedIsoDateTimeUtc).toLocaleString()} · {entry.kinds.join(' and ')} ·{' '}
              {entry.itemCount} items
              {entry.rolledBackToUploadId ? ' · roll back' : ''}
              {entry.id === config?.currentUploadId ? ' · on Uber Eats now' : ''}
            </Typography>
          ))}
        </Stack>
      )}

      <ConfirmDialog
        open={rollingBack}
        title="Roll back the Uber Eats menu?"
        confirmLabel="Roll back"
        busyLabel="Rolling back…"
        onClose={() => setRollingBack(false)}
        onConfirm={async () => {
          await api.post(marketplacePath(restaurantId, storeId, '/menu/rollback'), {});
          notify('Uber Eats has the previous menu again', 'success');
          load();
        }}
      >
        Uber Eats gets the previous upload again, exactly as it was sent. Rolling back again undoes this.
      </ConfirmDialog>
    </>
  );
}
