import BarChartRounded from '@mui/icons-material/BarChartRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney, type MonthlyOrderStat } from '@resto/domain';
import { type ApiPath, EmptyState, LoadingScreen, PageHeader, usePageTitle } from '@resto/web-common';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApiResource } from '../../shared/useApiResource';

interface MonthlyAnswer {
  months: (MonthlyOrderStat & { restaurantCount?: number })[];
}

function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(year, number - 1, 1).toLocaleString('en-AU', { month: 'short', year: 'numeric' });
}

/**
 * `/restaurants/:restaurantId/monthly-order-stats` (every store of the restaurant) and, for super
 * admins, `/monthly-order-stats` (the platform, by restaurant): orders and net sales per month from
 * the monthly rollups, with the stores or restaurants behind the chosen month.
 */
export default function MonthlyOrderStatsPage({ scope }: { scope: 'restaurant' | 'platform' }) {
  usePageTitle('Monthly order stats');
  const { restaurantId = '' } = useParams();
  const [count, setCount] = useState(12);
  const [chosen, setChosen] = useState<string | undefined>();
  const path: ApiPath =
    scope === 'platform'
      ? `/api/analytics/monthly-order/list?months=${count}`
      : `/api/analytics/restaurants/${encodeURIComponent(restaurantId)}/monthly-order/list?months=${count}`;
  const answer = useApiResource<MonthlyAnswer>(path);
  const months = answer.data?.months ?? [];
  const oldestFirst = [...months].reverse();
  const selected =
    months.find((month) => month.month === chosen) ??
    months.find((month) => month.orderCount > 0) ??
    months[0];
  const money = (cents: number) => formatMoney(cents, 'AUD');
  const memberWord = scope === 'platform' ? 'Restaurant' : 'Store';

  const header = (
    <PageHeader
      title="Monthly order stats"
      subtitle={
        scope === 'platform'
          ? 'Orders and net sales per month across the whole platform, and the restaurants behind them.'
          : 'Orders and net sales per month across all stores of this restaurant.'
      }
      actions={
        <TextField
          select
          size="small"
          label="Months"
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {[6, 12, 24].map((value) => (
            <MenuItem key={value} value={value}>
              Last {value} months
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );

  if (answer.error && !answer.data)
    return (
      <>
        {header}
        <Alert severity="error" action={<Button onClick={answer.reload}>Try again</Button>}>
          {(answer.error as { message?: string }).message ?? 'We could not load the monthly stats.'}
        </Alert>
      </>
    );
  if (!answer.data) return <LoadingScreen label="Loading monthly stats…" />;
  if (months.every((month) => month.orderCount === 0 && month.cancelledCount === 0))
    return (
      <>
        {header}
        <EmptyState
          icon={<BarChartRounded />}
          title="No orders yet"
          description="Each month's orders and sales appear here as soon as orders are placed."
        />
      </>
    );

  return (
    <>
      {header}
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Net sales by month
          </Typography>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: oldestFirst.map((month) => monthName(month.month)) }]}
            yAxis={[
              {
                width: 'auto',
                valueFormatter: (value: number) => `$${Math.round(value / 100).toLocaleString('en-AU')}`,
              },
            ]}
            series={[
              {
                data: oldestFirst.map((month) => month.netSalesInCents),
                label: 'Net sales',
                valueFormatter: (value) => money(value ?? 0),
              },
            ]}
            margin={{ left: 8, right: 8 }}
            onAxisClick={(_event, data) => {
              const month = oldestFirst[data?.dataIndex ?? -1];
              if (month) setChosen(month.month);
            }}
          />
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2 }}>
        <Card>
          <TableContainer>
            <Table size="small" aria-label="Months">
              <TableHead>
                <TableRow>
                  <TableCell>Month</TableCell>
                  <TableCell align="right">Orders</TableCell>
                  <TableCell align="right">Net sales</TableCell>
                  <TableCell align="right">Average order</TableCell>
                  <TableCell align="right">Refunds</TableCell>
                  <TableCell align="right">Cancelled</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {months.map((month) => (
                  <TableRow
                    key={month.month}
                    hover
                    selected={month.month === selected?.month}
                    onClick={() => setChosen(month.month)}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell>
                      <Button size="small" onClick={() => setChosen(month.month)} sx={{ p: 0, minWidth: 0 }}>
                        {monthName(month.month)}
                      </Button>
                    </TableCell>
                    <TableCell align="right">{month.orderCount.toLocaleString('en-AU')}</TableCell>
                    <TableCell align="right">{money(month.netSalesInCents)}</TableCell>
                    <TableCell align="right">{money(month.averageOrderInCents)}</TableCell>
                    <TableCell align="right">{money(month.refundInCents)}</TableCell>
                    <TableCell align="right">{month.cancelledCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
        <Card
          component="section"
          aria-label={`${memberWord}s in ${selected ? monthName(selected.month) : ''}`}
        >
          <CardContent>
            <Typography variant="h6" component="h2">
              {memberWord}s · {selected ? monthName(selected.month) : ''}
            </Typography>
            {scope === 'platform' && selected?.restaurantCount !== undefined && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {selected.restaurantCount === 1
                  ? '1 restaurant with orders.'
                  : `${selected.restaurantCount} restaurants with orders; the top 20 are listed.`}
              </Typography>
            )}
          </CardContent>
          {selected && selected.rows.length > 0 ? (
            <Table size="small" aria-label={`${memberWord}s`}>
              <TableHead>
                <TableRow>
                  <TableCell>{memberWord}</TableCell>
                  <TableCell align="right">Orders</TableCell>
                  <TableCell align="right">Net sales</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {selected.rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell align="right">{row.orderCount.toLocaleString('en-AU')}</TableCell>
                    <TableCell align="right">{money(row.netSalesInCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography sx={{ px: 2, pb: 2, color: 'text.secondary' }}>No orders in this month.</Typography>
          )}
        </Card>
      </Box>
    </>
  );
}
