import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { compareTableNames, seatingAreasOf, tableDisplayName } from '@resto/domain';
import {
  ConfirmDialog,
  type DiningTable,
  diningTables,
  EmptyState,
  PageHeader,
  ProblemAlert,
  SearchField,
  useApi,
  useNotify,
  usePageTitle,
  useQuery,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { countOf, ListToolbar } from '../../shared/ListToolbar';
import { ListRow, LoadingRows, RowList } from '../../shared/ManagedList';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { downloadName, downloadSvg } from '../sharing/qrPoster';
import { tablesPath } from './dineInApi';
import { TableQrDialog } from './TableQrDialog';
import { printSvgSheets, tableCardSheetsSvg, tableUrl } from './tableQr';

const PAGE_SIZE = 20;

/** `/restaurants/:r/stores/:s/dine-in`: the store's tables, their QR codes, and where to add more. */
export default function DineInPage() {
  usePageTitle('Dine-in');
  const { restaurantId, storeId, store } = useStoreContext();
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const tables = useQuery(diningTables(restaurantId, storeId));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [qrFor, setQrFor] = useState<DiningTable>();
  const [deleting, setDeleting] = useState<DiningTable>();
  const base = storePath(restaurantId, storeId);

  const sorted = useMemo(() => [...(tables.data ?? [])].sort(compareTableNames), [tables.data]);
  const matching = useMemo(() => {
    const term = search.trim().toLowerCase();
    if (!term) return sorted;
    return sorted.filter((table) =>
      `${tableDisplayName(table.name)} ${table.seatingArea}`.toLowerCase().includes(term),
    );
  }, [sorted, search]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const shown = matching.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const areas = seatingAreasOf(sorted);
  const seats = sorted.filter((table) => table.active).reduce((total, table) => total + table.seats, 0);

  async function printAll() {
    const cards = sorted
      .filter((table) => table.active)
      .map((table) => ({
        tableId: table.id,
        tableName: table.name,
        url: tableUrl(restaurantId, storeId, table.id),
      }));
    const sheets = await tableCardSheetsSvg(store?.name ?? '', cards);
    if (!printSvgSheets(`${store?.name ?? 'Store'} table QR codes`, sheets)) {
      for (const [index, sheet] of sheets.entries())
        downloadSvg(sheet, downloadName(store?.name ?? 'store', `table-cards-${index + 1}`));
      notify('Your browser blocked the print window, so the sheets were downloaded instead.');
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Dine-in"
        subtitle="Tables guests order from by scanning their QR code, and the seats table bookings are counted against."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={`${base}/table-booking-history`} variant="outlined">
              Table bookings
            </Button>
            <Tooltip title={isAdmin ? '' : 'Only store admins can add tables'}>
              <span>
                <Button
                  component={RouterLink}
                  to={`${base}/dine-in/tables/create/table`}
                  variant="contained"
                  startIcon={<AddRounded />}
                  disabled={!isAdmin}
                >
                  Add table
                </Button>
              </span>
            </Tooltip>
          </Box>
        }
      />
      {store && !store.collectionSettings.dineIn.available && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Dine-in ordering is switched off for this store, so scanned QR codes show "Table ordering is off".
          Switch it on in{' '}
          <RouterLink to={`${base}/online-ordering-settings`}>online ordering settings</RouterLink>.
        </Alert>
      )}
      {tables.loading ? (
        <LoadingRows label="Loading tables" rows={4} height={48} />
      ) : tables.error ? (
        <ProblemAlert error={tables.error} />
      ) : sorted.length === 0 ? (
        <EmptyState
          icon={<TableRestaurantRounded />}
          title="No tables yet"
          description="Add your tables with their seats and seating area. Each gets a QR code guests scan to order from their table."
          action={
            isAdmin ? (
              <Button component={RouterLink} to={`${base}/dine-in/tables/create/table`} variant="contained">
                Add your first table
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ListToolbar
            summary={`${countOf(sorted.length, 'table', 'tables')} · ${countOf(seats, 'seat', 'seats')}${
              areas.length ? ` · ${areas.join(', ')}` : ''
            }`}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <SearchField
                label="Search tables"
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
                placeholder="Name or area"
              />
              <Button startIcon={<PrintRounded />} onClick={() => void printAll()}>
                Print all QR codes
              </Button>
            </Box>
          </ListToolbar>
          <Card>
            {shown.length === 0 ? (
              <Typography sx={{ p: 3, color: 'text.secondary' }}>No table matches "{search}".</Typography>
            ) : (
              <RowList label="Tables" items={shown} keyOf={(table) => table.id}>
                {(table) => (
                  <ListRow
                    label={tableDisplayName(table.name)}
                    leading={
                      <TableRestaurantRounded color={table.active ? 'primary' : 'disabled'} aria-hidden />
                    }
                    controls={
                      <>
                        <Button size="small" startIcon={<QrCode2Rounded />} onClick={() => setQrFor(table)}>
                          QR code
                        </Button>
                        <Tooltip title="Edit">
                          <span>
                            <IconButton
                              component={RouterLink}
                              to={`${base}/dine-in/tables/${table.id}/edit`}
                              aria-label={`Edit ${tableDisplayName(table.name)}`}
                              disabled={!isAdmin}
                            >
                              <EditRounded />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <Tooltip title="Delete">
                          <span>
                            <IconButton
                              aria-label={`Delete ${tableDisplayName(table.name)}`}
                              onClick={() => setDeleting(table)}
                              disabled={!isAdmin}
                            >
                              <DeleteOutlineRounded />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </>
                    }
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>{tableDisplayName(table.name)}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {countOf(table.seats, 'seat', 'seats')}
                        {table.seatingArea ? ` · ${table.seatingArea}` : ''}
                      </Typography>
                    </Box>
                    {!table.active && <Chip size="small" label="Disabled" />}
                  </ListRow>
                )}
              </RowList>
            )}
          </Card>
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => setPage(next)}
            />
          )}
        </>
      )}
      <TableQrDialog
        table={qrFor}
        storeName={store?.name ?? ''}
        restaurantId={restaurantId}
        storeId={storeId}
        onClose={() => setQrFor(undefined)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete ${deleting ? tableDisplayName(deleting.name) : 'table'}?`}
        confirmLabel="Delete table"
        busyLabel="Deleting…"
        destructive
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (!deleting) return;
          await client.delete(tablesPath(restaurantId, storeId, deleting.id));
          notify(`${tableDisplayName(deleting.name)} was deleted.`);
        }}
      >
        Its printed QR code will stop working: guests who scan it are told to ask staff. To stop it for a
        while instead, edit the table and switch it off.
      </ConfirmDialog>
    </>
  );
}
