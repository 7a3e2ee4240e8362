import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { businessDateAt, formatMoney, parseLocalDate } from '@resto/domain';
import { LoadingScreen, PageHeader, usePageTitle, useViewerAccess } from '@resto/web-common';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useApiResource } from '../../shared/useApiResource';
import { useStoreContext } from '../../shared/useStoreContext';
import { reportPath, type StoreReportAnswer } from './reportsApi';
import { collectionTypeLabel, paymentTypeLabel, SUMMARY_LINES, sourceLabel } from './reportTables';

/** Printing shows the sheet alone: the app's bars, menus and buttons stay on screen. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .no-print': { display: 'none !important' },
        'main, body': { margin: '0 !important', padding: '0 !important', background: '#fff !important' },
        '.end-of-day-sheet': { boxShadow: 'none !important', border: 'none !important' },
      },
    }}
  />
);

/**
 * `/stores/:storeId/reports/end-of-day?date=yyyy-mm-dd`: one business day's summary as a sheet to
 * print (or save as PDF) at close: sales to net, GST, tips, tenders, sources and collection types.
 */
export default function EndOfDayPage() {
  usePageTitle('End-of-day summary');
  const context = useStoreContext();
  const { restaurantId, storeId, currency } = context;
  const { seesAdminData } = useViewerAccess();
  const [search, setSearch] = useSearchParams();
  const timezone = context.store?.timezone ?? 'Australia/Sydney';
  const today = businessDateAt(new Date(), timezone);
  const date = parseLocalDate(search.get('date') ?? '') ?? today;
  const answer = useApiResource<StoreReportAnswer>(
    seesAdminData && context.store
      ? reportPath(restaurantId, storeId, 'store_level', { period: 'range', fromDate: date, toDate: date })
      : null,
  );
  const money = (cents: number) => formatMoney(cents, currency);
  const report = answer.data?.report;

  return (
    <>
      {PRINT_STYLES}
      <Box className="no-print">
        <PageHeader
          eyebrow={context.store?.name}
          title="End-of-day summary"
          subtitle="One business day's figures on one sheet, ready to print at close."
          actions={
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button
                component={RouterLink}
                to={`${storePath(restaurantId, storeId)}/reports`}
                startIcon={<ArrowBackRounded />}
              >
                Reports
              </Button>
              <Button
                variant="contained"
                startIcon={<PrintRounded />}
                onClick={() => window.print()}
                disabled={!report}
              >
                Print
              </Button>
            </Stack>
          }
        />
        <TextField
          type="date"
          size="small"
          label="Business day"
          value={date}
          onChange={(event) =>
            setSearch(event.target.value ? { date: event.target.value } : {}, { replace: true })
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          sx={{ mb: 3 }}
        />
      </Box>
      {!seesAdminData ? (
        <Alert severity="info">Only admins of this store or restaurant can see sales reports.</Alert>
      ) : answer.error && !report ? (
        <Alert severity="error" action={<Button onClick={answer.reload}>Try again</Button>}>
          We could not load the day's figures.
        </Alert>
      ) : !report ? (
        <LoadingScreen label="Loading the day…" />
      ) : (
        <Card
          className="end-of-day-sheet"
          sx={{ p: { xs: 2, md: 4 }, maxWidth: 640 }}
          aria-label="End-of-day summary sheet"
        >
          <Typography variant="overline">{context.store?.name}</Typography>
          <Typography variant="h5" component="h2">
            Business day {report.firstDate}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Printed {new Date().toLocaleString('en-AU', { timeZone: timezone })} · {timezone}
          </Typography>
          <SheetSection title="Sales">
            {SUMMARY_LINES.map((line) => (
              <SheetLine
                key={line.key}
                label={line.label}
                value={
                  line.kind === 'money' ? money(report.totals[line.key]) : String(report.totals[line.key])
                }
                strong={line.key === 'netSalesInCents'}
              />
            ))}
          </SheetSection>
          <SheetSection title="Tenders">
            {report.byPaymentType.length === 0 && <SheetLine label="No payments" value="" />}
            {report.byPaymentType.map((row) => (
              <SheetLine
                key={row.key}
                label={`${paymentTypeLabel(row.key)} (${row.orderCount})`}
                value={money(row.amountInCents)}
              />
            ))}
          </SheetSection>
          <SheetSection title="Sources">
            {report.bySource.map((row) => (
              <SheetLine
                key={row.key}
                label={`${sourceLabel(row.key)} (${row.totals.orderCount})`}
                value={money(row.totals.netSalesInCents)}
              />
            ))}
          </SheetSection>
          <SheetSection title="Collection types">
            {report.byCollectionType.map((row) => (
              <SheetLine
                key={row.key}
                label={`${collectionTypeLabel(row.key)} (${row.totals.orderCount})`}
                value={money(row.totals.netSalesInCents)}
              />
            ))}
          </SheetSection>
        </Card>
      )}
    </>
  );
}

function SheetSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
        {title}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      {children}
    </Box>
  );
}

function SheetLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}
