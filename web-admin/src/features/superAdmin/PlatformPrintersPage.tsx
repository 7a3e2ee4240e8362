import PrintRounded from '@mui/icons-material/PrintRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRINTER_BIND_STATUS_LABELS, PRINTER_MODEL_LABELS, type PrinterBindStatus } from '@resto/domain';
import {
  EmptyState,
  formatStoreDateTime,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  usePageTitle,
} from '@resto/web-common';
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiResource } from '../../shared/useApiResource';

/** One row of `GET /api/super-admin/printers` (functions/src/printing/platformPrinters.ts). */
export interface PlatformPrinterRow {
  key: string;
  restaurantId: string;
  storeId: string;
  printerId: string;
  name: string;
  printerModel: keyof typeof PRINTER_MODEL_LABELS;
  connectionKind: string;
  cloudProtocol?: string;
  sunmiSn?: string;
  active: boolean;
  bindStatus: PrinterBindStatus;
  statusCode?: string;
  lastPollIsoDateTimeUtc?: string;
  queueDepth: number;
}

export const BIND_COLOR: Record<PrinterBindStatus, 'success' | 'error' | 'default'> = {
  online: 'success',
  offline: 'error',
  unknown: 'default',
};

const PAGE = 20;
const TIMEZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/printers` (every printer on the platform) and `/sunmi-cloud-kitchen-printers` (the cloud kitchen
 * printers only): model, store, bind status, last poll and how many jobs wait, searchable and paged.
 */
export default function PlatformPrintersPage({ cloudKitchenOnly = false }: { cloudKitchenOnly?: boolean }) {
  const title = cloudKitchenOnly ? 'Cloud kitchen printers' : 'Printers';
  usePageTitle(title);
  const { data, loading, error, reload } = useApiResource<{ printers: PlatformPrinterRow[] }>(
    '/api/super-admin/printers',
  );
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return (data?.printers ?? [])
      .filter((row) => !cloudKitchenOnly || row.printerModel === 'cloudKitchenPrinter')
      .filter(
        (row) =>
          wanted === '' ||
          [
            row.name,
            row.restaurantId,
            row.storeId,
            row.printerId,
            PRINTER_MODEL_LABELS[row.printerModel],
            row.bindStatus,
          ]
            .join(' ')
            .toLowerCase()
            .includes(wanted),
      )
      .sort((a, b) => a.restaurantId.localeCompare(b.restaurantId) || a.name.localeCompare(b.name));
  }, [data, search, cloudKitchenOnly]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE, Math.min(page, pages) * PAGE);

  return (
    <>
      <PageHeader
        eyebrow="Platform"
        title={title}
        subtitle={
          cloudKitchenOnly
            ? 'Cloud kitchen printers of every store, and whether each is polling for its tickets.'
            : 'Every printer of every store: model, connection, whether it is online and how many tickets wait for it.'
        }
        actions={
          <Button startIcon={<RefreshRounded />} onClick={reload} disabled={loading}>
            Refresh
          </Button>
        }
      />
      {error !== undefined && <ProblemAlert error={error} sx={{ mb: 2 }} />}
      <TextField
        size="small"
        placeholder="Search by name, restaurant, store or status"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': 'Search printers' },
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      />
      {loading && !data && <LoadingScreen label="Loading printers…" />}
      {data && rows.length === 0 && (
        <EmptyState
          icon={<PrintRounded />}
          title={search ? 'No printer matches' : 'No printers yet'}
          description={
            search ? 'Try another word.' : 'Printers appear here once a store saves its printer settings.'
          }
        />
      )}
      {shown.length > 0 && (
        <Card>
          <Box component="ul" aria-label={title} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {shown.map((row, index) => (
              <Fragment key={row.key}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <Box
                  component="li"
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    px: { xs: 2, sm: 2.5 },
                    py: 1.5,
                  }}
                >
                  <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={`/printers/${encodeURIComponent(row.key)}`}
                      sx={{ fontWeight: 600 }}
                    >
                      {row.name}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {PRINTER_MODEL_LABELS[row.printerModel]} · {row.connectionKind}
                      {row.sunmiSn ? ` · Sunmi SN ${row.sunmiSn}` : ''}
                      {row.active ? '' : ' · inactive'} · {row.restaurantId} / {row.storeId}
                    </Typography>
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 180 }}>
                    {row.lastPollIsoDateTimeUtc
                      ? `Last poll ${formatStoreDateTime(row.lastPollIsoDateTimeUtc, TIMEZONE)}`
                      : row.connectionKind === 'cloud'
                        ? 'Never polled'
                        : 'Driven by the POS'}
                  </Typography>
                  <Chip size="small" variant="outlined" label={`${row.queueDepth} waiting`} />
                  <Chip
                    size="small"
                    color={BIND_COLOR[row.bindStatus]}
                    label={PRINTER_BIND_STATUS_LABELS[row.bindStatus]}
                    sx={{ minWidth: 72 }}
                  />
                </Box>
              </Fragment>
            ))}
          </Box>
        </Card>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => setPage(next)}
        />
      )}
    </>
  );
}
