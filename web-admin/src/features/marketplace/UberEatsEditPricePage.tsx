import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { formatMoney, type MarketplaceMenuRow } from '@resto/domain';
import {
  ApiError,
  EmptyState,
  LoadingScreen,
  PageHeader,
  UnsavedChangesGuard,
  useApi,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { useStoreContext } from '../../shared/useStoreContext';
import { marketplacePath } from './marketplaceData';
import { useMenuConfiguration } from './UberEatsMenuPage';

/** "12.50" → 1250; undefined for anything that is not a price. */
function centsOf(text: string): number | undefined {
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(text.trim())) return undefined;
  return Math.round(Number(text) * 100);
}

/**
 * `/integrations/uber-eats/menu/edit-price`: each item's price on Uber Eats. By default it is the
 * item's price plus its Uber Eats extra charge (set in the menu editor); an edited price here replaces
 * it for Uber Eats only. Empty a field to go back to the list price. Upload the menu to apply.
 */
export default function UberEatsEditPricePage() {
  usePageTitle('Uber Eats prices');
  const { restaurantId, storeId, store } = useStoreContext();
  const api = useApi();
  const notify = useNotify();
  const { config, failure, load } = useMenuConfiguration(restaurantId, storeId);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const rows = useMemo(() => {
    // Delivery lists every item pickup does, usually; a row per item key across both.
    const byKey = new Map<string, MarketplaceMenuRow>();
    for (const row of [...(config?.delivery.rows ?? []), ...(config?.pickup.rows ?? [])])
      if (!byKey.has(row.key)) byKey.set(row.key, row);
    return [...byKey.values()];
  }, [config]);
  const term = search.trim().toLowerCase();
  const listed = rows.filter(
    (row) => !term || row.name.toLowerCase().includes(term) || row.categoryName.toLowerCase().includes(term),
  );
  const problems = Object.entries(drafts).filter(
    ([, text]) => text.trim() !== '' && centsOf(text) === undefined,
  );
  const dirty = Object.keys(drafts).length > 0;
  const money = (cents: number) => formatMoney(cents, (config?.currencyCode ?? 'AUD') as never);

  async function save() {
    setSaving(true);
    try {
      const prices = Object.fromEntries(
        Object.entries(drafts).map(([key, text]) => [
          key,
          text.trim() === '' ? null : (centsOf(text) ?? null),
        ]),
      );
      await api.put(marketplacePath(restaurantId, storeId, '/menu/prices'), { prices });
      notify('Prices saved. Upload the menu to send them to Uber Eats.', 'success');
      setDrafts({});
      load();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'The prices could not be saved.', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} saving={saving} />
      <PageHeader
        eyebrow={store?.name}
        title="Uber Eats prices"
        subtitle="Leave a price empty to use the item's price plus its Uber Eats extra charge."
        actions={
          <Button variant="contained" disabled={!dirty || problems.length > 0 || saving} onClick={save}>
            {saving ? 'Saving…' : 'Save prices'}
          </Button>
        }
      />
      {failure && (
        <Alert severity="error" action={<Button onClick={load}>Try again</Button>}>
          {failure}
        </Alert>
      )}
      {!config && !failure ? (
        <LoadingScreen label="Loading prices…" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<RestaurantMenuRounded />}
          title="No item is on Uber Eats"
          description='Switch on "Uber Eats" for items in the menu editor first.'
        />
      ) : (
        <>
          <Stack direction="row" sx={{ mb: 2 }}>
            <TextField
              size="small"
              sx={{ width: { xs: '100%', sm: 320 } }}
              placeholder="Search items"
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
                htmlInput: { 'aria-label': 'Search items' },
              }}
            />
          </Stack>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Uber Eats prices">
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">List price</TableCell>
                  <TableCell>Uber Eats price</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {listed.map((row) => {
                  const draft = drafts[row.key];
                  const value = draft ?? (row.edited ? (row.priceInCents / 100).toFixed(2) : '');
                  const invalid = draft !== undefined && draft.trim() !== '' && centsOf(draft) === undefined;
                  return (
                    <TableRow key={row.key}>
                      <TableCell>
                        {row.name}
                        <br />
                        <small>{row.categoryName}</small>
                      </TableCell>
                      <TableCell align="right">{money(row.listPriceInCents)}</TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={value}
                          placeholder={(row.listPriceInCents / 100).toFixed(2)}
                          onChange={(event) =>
                            setDrafts((current) => ({ ...current, [row.key]: event.target.value }))
                          }
                          error={invalid}
                          helperText={invalid ? 'Enter a price like 12.50' : ' '}
                          slotProps={{
                            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                            htmlInput: {
                              'aria-label': `Uber Eats price of ${row.name}`,
                              inputMode: 'decimal',
                            },
                          }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </>
  );
}
