import BarChartRounded from '@mui/icons-material/BarChartRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  formatMoney,
  REPORT_LEVEL_LABELS,
  REPORT_LEVELS,
  REPORT_PERIOD_KINDS,
  REPORT_PERIOD_LABELS,
  type ReportLevel,
  type ReportPeriodKind,
} from '@resto/domain';
import { EmptyState, LoadingScreen, PageHeader, usePageTitle, useViewerAccess } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useApiResource } from '../../shared/useApiResource';
import { useStoreContext } from '../../shared/useStoreContext';
import { BusinessDayDialog } from './BusinessDayDialog';
import { ReportTablesView } from './ReportTablesView';
import { type ReportChoice, reportPath, type StoreReportAnswer } from './reportsApi';
import { hourLabel, reportCsv, reportTables } from './reportTables';
import { downloadBlob, reportXlsx } from './reportXlsx';
import { TotalCard } from './TotalCard';

function isLevel(value: string | undefined): value is ReportLevel {
  return (REPORT_LEVELS as readonly string[]).includes(value ?? '');
}

/** The period in the address (`?period=week`), so a report can be bookmarked and shared. */
function choiceFrom(params: URLSearchParams): ReportChoice {
  const period = params.get('period') ?? 'today';
  const kind = (REPORT_PERIOD_KINDS as readonly string[]).includes(period)
    ? (period as ReportPeriodKind)
    : 'today';
  const now = new Date();
  return {
    period: kind,
    year: Number(params.get('year') ?? now.getFullYear()),
    month: Number(params.get('month') ?? now.getMonth() + 1),
    fromDate: params.get('fromDate') ?? '',
    toDate: params.get('toDate') ?? '',
  };
}

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Date(2000, index, 1).toLocaleString('en-AU', { month: 'long' }),
);

/**
 * `/stores/:storeId/reports/:level`: a sales report for one level and period, read from the rollups
 * through `/api/reports/...`: totals against the prior period, charts by hour and day, breakdowns,
 * the level's own table, CSV and Excel export, and the printable end-of-day summary.
 */
export default function ReportsPage() {
  const params = useParams();
  const level: ReportLevel = isLevel(params.level) ? params.level : 'store_level';
  usePageTitle(`Reports · ${REPORT_LEVEL_LABELS[level]}`);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const context = useStoreContext();
  const { restaurantId, storeId, currency } = context;
  const { isAdmin, seesAdminData } = useViewerAccess();
  const choice = choiceFrom(search);
  const rangeReady =
    choice.period !== 'range' ||
    (Boolean(choice.fromDate) && Boolean(choice.toDate) && choice.fromDate! <= choice.toDate!);
  const path = seesAdminData && rangeReady ? reportPath(restaurantId, storeId, level, choice) : null;
  const answer = useApiResource<StoreReportAnswer>(path);
  const [exporting, setExporting] = useState(false);
  const [editingDay, setEditingDay] = useState(false);
  const money = (cents: number) => formatMoney(cents, currency);

  const setChoice = (next: Partial<ReportChoice>) => {
    const merged = { ...choice, ...next };
    const query = new URLSearchParams({ period: merged.period });
    if (merged.period === 'yearMonth') {
      query.set('year', String(merged.year));
      query.set('month', String(merged.month));
    }
    if (merged.period === 'range') {
      query.set('fromDate', merged.fromDate ?? '');
      query.set('toDate', merged.toDate ?? '');
    }
    setSearch(query, { replace: true });
  };

  const data = answer.data;
  const tables = useMemo(() => (data ? reportTables(data.report, data.prior) : []), [data]);
  const fileName = data
    ? `${(context.store?.name ?? 'store').replace(/[^A-Za-z0-9]+/g, '-')}-${level}-${data.report.firstDate}-${data.report.lastDate}`
    : 'report';

  const exportCsv = () => {
    downloadBlob(new Blob([reportCsv(tables)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };
  const exportXlsx = async () => {
    setExporting(true);
    try {
      downloadBlob(await reportXlsx(tables, fileName), `${fileName}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const header = (
    <PageHeader
      eyebrow={context.store?.name}
      title="Sales reports"
      subtitle={`Figures by business day (from ${data ? hourLabel(data.businessDayStartHour) : '4 AM'} to the next morning), counted when each order was placed.`}
      actions={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} className="no-print">
          <Button
            startIcon={<ScheduleRounded />}
            onClick={() => setEditingDay(true)}
            disabled={!data || !isAdmin}
            variant="outlined"
          >
            Business day
          </Button>
          <Button
            component={RouterLink}
            to={`${storePath(restaurantId, storeId)}/reports/end-of-day`}
            startIcon={<PrintRounded />}
            variant="outlined"
          >
            End of day
          </Button>
          <Button startIcon={<DownloadRounded />} onClick={exportCsv} disabled={!data} variant="outlined">
            CSV
          </Button>
          <Button
            startIcon={<DownloadRounded />}
            onClick={exportXlsx}
            disabled={!data || exporting}
            variant="contained"
          >
            {exporting ? 'Preparing…' : 'Excel'}
          </Button>
        </Stack>
      }
    />
  );

  if (!seesAdminData)
    return (
      <>
        {header}
        <Alert severity="info">Only admins of this store or restaurant can see sales reports.</Alert>
      </>
    );

  const report = data?.report;
  const prior = data?.prior;
  const startHour = data?.businessDayStartHour ?? 4;

  return (
    <>
      {header}
      <BusinessDayDialog
        open={editingDay}
        restaurantId={restaurantId}
        storeId={storeId}
        currentHour={startHour}
        onClose={() => setEditingDay(false)}
        onChanged={answer.reload}
      />
      <Tabs
        value={level}
        onChange={(_event, next: ReportLevel) =>
          navigate(`${storePath(restaurantId, storeId)}/reports/${next}?${search.toString()}`)
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Report level"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {REPORT_LEVELS.map((each) => (
          <Tab key={each} value={each} label={REPORT_LEVEL_LABELS[each]} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Period"
          value={choice.period}
          onChange={(event) => setChoice({ period: event.target.value as ReportPeriodKind })}
          sx={{ minWidth: 180 }}
        >
          {REPORT_PERIOD_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {REPORT_PERIOD_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        {choice.period === 'yearMonth' && (
          <>
            <TextField
              select
              size="small"
              label="Month"
              value={choice.month}
              onChange={(event) => setChoice({ month: Number(event.target.value) })}
              sx={{ minWidth: 150 }}
            >
              {MONTHS.map((name, index) => (
                <MenuItem key={name} value={index + 1}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label="Year"
              type="number"
              value={choice.year}
              onChange={(event) => setChoice({ year: Number(event.target.value) })}
              slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
              sx={{ width: 110 }}
            />
          </>
        )}
        {choice.period === 'range' && (
          <>
            <TextField
              size="small"
              type="date"
              label="From"
              value={choice.fromDate}
              onChange={(event) => setChoice({ fromDate: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={choice.toDate}
              onChange={(event) => setChoice({ toDate: event.target.value })}
              error={!rangeReady && Boolean(choice.fromDate && choice.toDate)}
              helperText={
                !rangeReady && choice.fromDate && choice.toDate
                  ? 'The end date must not be before the start'
                  : ' '
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {report && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {report.firstDate === report.lastDate
              ? report.firstDate
              : `${report.firstDate} – ${report.lastDate}`}
            {prior &&
              ` · compared with ${prior.firstDate === prior.lastDate ? prior.firstDate : `${prior.firstDate} – ${prior.lastDate}`}`}
          </Typography>
        )}
        <Button size="small" startIcon={<RefreshRounded />} onClick={answer.reload} disabled={answer.loading}>
          Refresh
        </Button>
      </Stack>

      {choice.period === 'range' && !rangeReady ? (
        <Alert severity="info">Choose the first and last day of the range.</Alert>
      ) : answer.error && !data ? (
        <Alert severity="error" action={<Button onClick={answer.reload}>Try again</Button>}>
          {(answer.error as { message?: string }).message ?? 'We could not load the report.'}
        </Alert>
      ) : !report || !prior ? (
        <LoadingScreen label="Loading the report…" />
      ) : (
        <Box
          sx={{ opacity: answer.loading ? 0.6 : 1, transition: 'opacity 120ms' }}
          aria-busy={answer.loading}
        >
          <Box
            role="group"
            aria-label="Totals"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
              gap: 2,
              mb: 3,
            }}
          >
            <TotalCard
              label="Net sales"
              value={report.totals.netSalesInCents}
              prior={prior.totals.netSalesInCents}
              format={money}
            />
            <TotalCard
              label="Orders"
              value={report.totals.orderCount}
              prior={prior.totals.orderCount}
              format={String}
            />
            <TotalCard
              label="Average order"
              value={report.totals.averageOrderInCents}
              prior={prior.totals.averageOrderInCents}
              format={money}
            />
            <TotalCard
              label="Gross sales"
              value={report.totals.itemSalesInCents}
              prior={prior.totals.itemSalesInCents}
              format={money}
            />
            <TotalCard
              label="Discounts"
              value={report.totals.discountInCents}
              prior={prior.totals.discountInCents}
              format={money}
              lowerIsBetter
            />
            <TotalCard
              label="Surcharges & delivery"
              value={report.totals.surchargeInCents + report.totals.deliveryInCents}
              prior={prior.totals.surchargeInCents + prior.totals.deliveryInCents}
              format={money}
            />
            <TotalCard
              label="Refunds"
              value={report.totals.refundInCents}
              prior={prior.totals.refundInCents}
              format={money}
              lowerIsBetter
            />
            <TotalCard
              label="GST included"
              value={report.totals.gstInCents}
              prior={prior.totals.gstInCents}
              format={money}
            />
            <TotalCard
              label="Tips"
              value={report.totals.tipInCents}
              prior={prior.totals.tipInCents}
              format={money}
            />
            <TotalCard
              label="Cancelled"
              value={report.totals.cancelledCount}
              prior={prior.totals.cancelledCount}
              format={String}
              lowerIsBetter
            />
          </Box>

          {report.totals.orderCount === 0 && report.totals.cancelledCount === 0 ? (
            <EmptyState
              icon={<BarChartRounded />}
              title="No sales in this period"
              description="Orders appear here as soon as they are placed. Try a longer period, or compare with last week."
            />
          ) : (
            <>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', lg: report.byDay.length > 1 ? '1fr 1fr' : '1fr' },
                  gap: 2,
                  mb: 3,
                }}
              >
                <Card>
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      Sales by hour
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      This period against the one before, hour of the business day
                    </Typography>
                    <BarChart
                      height={280}
                      xAxis={[{ scaleType: 'band', data: report.byHour.map((hour) => hourLabel(hour.hour)) }]}
                      yAxis={[
                        {
                          width: 'auto',
                          valueFormatter: (value: number) =>
                            `$${Math.round(value / 100).toLocaleString('en-AU')}`,
                        },
                      ]}
                      series={[
                        {
                          data: report.byHour.map((hour) => hour.netSalesInCents),
                          label: 'This period',
                          valueFormatter: (value) => money(value ?? 0),
                        },
                        {
                          data: prior.byHour.map((hour) => hour.netSalesInCents),
                          label: 'Prior period',
                          valueFormatter: (value) => money(value ?? 0),
                        },
                      ]}
                      margin={{ left: 8, right: 8 }}
                    />
                  </CardContent>
                </Card>
                {report.byDay.length > 1 && (
                  <Card>
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        Net sales by day
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        Each business day of the period
                      </Typography>
                      <LineChart
                        height={280}
                        xAxis={[{ scaleType: 'point', data: report.byDay.map((day) => day.date.slice(5)) }]}
                        yAxis={[
                          {
                            width: 'auto',
                            valueFormatter: (value: number) =>
                              `$${Math.round(value / 100).toLocaleString('en-AU')}`,
                          },
                        ]}
                        series={[
                          {
                            data: report.byDay.map((day) => day.netSalesInCents),
                            label: 'Net sales',
                            valueFormatter: (value) => money(value ?? 0),
                            showMark: report.byDay.length <= 31,
                          },
                        ]}
                        margin={{ left: 8, right: 8 }}
                      />
                    </CardContent>
                  </Card>
                )}
              </Box>
              <ReportTablesView tables={tables} currency={currency} />
            </>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 2 }}>
            Figures as of {new Date(data.generatedIsoDateTimeUtc).toLocaleTimeString('en-AU')} · business days
            start at {hourLabel(startHour)} ({data.timezone})
          </Typography>
        </Box>
      )}
    </>
  );
}
