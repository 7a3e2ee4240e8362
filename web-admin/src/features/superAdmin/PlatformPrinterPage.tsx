import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  PRINT_DOCUMENT_LABELS,
  PRINT_JOB_STATUS_LABELS,
  PRINTER_BIND_STATUS_LABELS,
  PRINTER_MODEL_LABELS,
  type PrintJob,
} from '@resto/domain';
import {
  formatStoreDateTime,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  usePageTitle,
} from '@resto/web-common';
import { Fragment } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiResource } from '../../shared/useApiResource';
import { BIND_COLOR, type PlatformPrinterRow } from './PlatformPrintersPage';

const TIMEZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `/printers/:printerId`: one printer's details, connection status and its latest print jobs. */
export default function PlatformPrinterPage() {
  const { printerId = '' } = useParams();
  const { data, loading, error } = useApiResource<{ printer: PlatformPrinterRow; jobs: PrintJob[] }>(
    `/api/super-admin/printers/${encodeURIComponent(printerId)}`,
  );
  usePageTitle(data?.printer.name ?? 'Printer');
  const back = (
    <Button component={RouterLink} to="/printers" startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
      All printers
    </Button>
  );
  if (error !== undefined)
    return (
      <>
        {back}
        <ProblemAlert error={error} />
      </>
    );
  if (loading || !data) return <LoadingScreen label="Loading the printer…" />;
  const { printer, jobs } = data;
  const facts: [string, string][] = [
    ['Model', PRINTER_MODEL_LABELS[printer.printerModel]],
    ['Connection', `${printer.connectionKind}${printer.cloudProtocol ? ` (${printer.cloudProtocol})` : ''}`],
    ...(printer.sunmiSn ? [['Sunmi serial number', printer.sunmiSn] as [string, string]] : []),
    ['Restaurant / store', `${printer.restaurantId} / ${printer.storeId}`],
    ['Printer id', printer.printerId],
    ['Active', printer.active ? 'Yes' : 'No'],
    [
      'Last poll',
      printer.lastPollIsoDateTimeUtc
        ? formatStoreDateTime(printer.lastPollIsoDateTimeUtc, TIMEZONE)
        : 'Never',
    ],
    ['Printer reports', printer.statusCode ?? '—'],
    ['Tickets waiting', String(printer.queueDepth)],
  ];
  return (
    <>
      {back}
      <PageHeader
        eyebrow="Platform printer"
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {printer.name}
            <Chip
              color={BIND_COLOR[printer.bindStatus]}
              label={PRINTER_BIND_STATUS_LABELS[printer.bindStatus]}
            />
          </Box>
        }
      />
      <Card sx={{ px: { xs: 2, sm: 2.5 }, py: 2, mb: 3 }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1 }}
        >
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </Card>
      <Card>
        <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', px: { xs: 2, sm: 2.5 }, py: 1.5 }}>
          Latest print jobs
        </Typography>
        <Divider />
        {jobs.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2.5, py: 3 }}>
            No print jobs yet.
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {jobs.map((job, index) => (
            <Fragment key={job.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <Box
                component="li"
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  px: { xs: 2, sm: 2.5 },
                  py: 1.25,
                }}
              >
                <Chip size="small" label={PRINT_JOB_STATUS_LABELS[job.status]} sx={{ minWidth: 84 }} />
                <Box sx={{ flex: '1 1 240px' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {job.displayNumber ? `#${job.displayNumber} · ` : ''}
                    {PRINT_DOCUMENT_LABELS[job.documentKind]}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatStoreDateTime(job.createdIsoDateTimeUtc, TIMEZONE)}
                    {job.attempts > 0 ? ` · ${job.attempts} failed tries` : ''}
                    {job.lastResultCode ? ` · printer said ${job.lastResultCode}` : ''}
                  </Typography>
                </Box>
              </Box>
            </Fragment>
          ))}
        </Box>
      </Card>
    </>
  );
}
