import SearchRounded from '@mui/icons-material/SearchRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  SALES_EXCEPTION_KINDS,
  SALES_EXCEPTION_WORDS,
  type SalesException,
  type SalesExceptionKind,
  salesExceptionsByDay,
} from '@resto/domain';
import {
  defaultOrderHistoryForm,
  describeError,
  docConverter,
  EmptyState,
  firestore,
  formatStoreDateTime,
  useQuery,
} from '@resto/web-common';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { posOrderPath } from './posOrderWords';

const PAGE_SIZE = 25;
/** A report of up to this many exceptions is read at once (a store has a handful a day). */
const MAX_EXCEPTIONS = 1000;

const converter = docConverter<SalesException>();

export function salesExceptionsQuery(
  restaurantId: string,
  storeId: string,
  fromDate: string,
  toDate: string,
) {
  return query(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'salesExceptions').withConverter(
      converter,
    ),
    where('localDate', '>=', fromDate),
    where('localDate', '<=', toDate),
    orderBy('localDate', 'desc'),
    limit(MAX_EXCEPTIONS),
  );
}

const KIND_COLOURS: Record<SalesExceptionKind, 'error' | 'warning' | 'info' | 'default' | 'secondary'> = {
  void: 'error',
  refund: 'warning',
  discount: 'info',
  cancelTransaction: 'default',
  noSale: 'secondary',
};

/**
 * The sales exceptions of the store per business day: voids, refunds, discounts, cancelled
 * transactions and no-sale drawer openings, with who did each, who approved it, the amount and why.
 * Live; filtered by dates, kind and words; 25 a page.
 */
export function SalesExceptionsReport({
  restaurantId,
  storeId,
  timezone,
  currency,
}: {
  restaurantId: string;
  storeId: string;
  timezone: string;
  currency: Parameters<typeof formatMoney>[1];
}) {
  const [dates, setDates] = useState(() => {
    const form = defaultOrderHistoryForm(timezone);
    return { fromDate: form.fromDate, toDate: form.toDate };
  });
  const [kind, setKind] = useState<SalesExceptionKind | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const datesProblem =
    !dates.fromDate || !dates.toDate
      ? 'Choose both dates'
      : dates.fromDate > dates.toDate
        ? 'The first date must be before the last'
        : undefined;
  const result = useQuery(
    useMemo(
      () => (datesProblem ? null : salesExceptionsQuery(restaurantId, storeId, dates.fromDate, dates.toDate)),
      [restaurantId, storeId, dates.fromDate, dates.toDate, datesProblem],
    ),
  );
  const money = (cents: number) => formatMoney(cents, currency);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return result.data
      .filter((entry) => !kind || entry.kind === kind)
      .filter(
        (entry) =>
          !term ||
          [entry.reason, entry.employeeName, entry.approverName, entry.posTerminalName]
            .filter(Boolean)
            .some((value) => String(value).toLowerCase().includes(term)),
      )
      .sort((a, b) => b.isoDateTimeUtc.localeCompare(a.isoDateTimeUtc));
  }, [result.data, kind, search]);
  const days = useMemo(() => salesExceptionsByDay(shown), [shown]);
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const rows = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);

  return (
    <Stack spacing={2}>
      <Card sx={{ p: 2 }} component="section" aria-label="Sales exception filters">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          <TextField
            label="From"
            type="date"
            value={dates.fromDate}
            onChange={(e) => {
              setDates((d) => ({ ...d, fromDate: e.target.value }));
              setPage(0);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            value={dates.toDate}
            onChange={(e) => {
              setDates((d) => ({ ...d, toDate: e.target.value }));
              setPage(0);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Kind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as SalesExceptionKind | '');
              setPage(0);
            }}
          >
            <MenuItem value="">Every kind</MenuItem>
            {SALES_EXCEPTION_KINDS.map((option) => (
              <MenuItem key={option} value={option}>
                {SALES_EXCEPTION_WORDS[option]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Search"
            placeholder="Reason, employee, approver, till"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value.slice(0, 100));
              setPage(0);
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {datesProblem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {datesProblem}
          </Alert>
        )}
      </Card>
      {result.error ? (
        <Alert severity="error">{describeError(result.error).message}</Alert>
      ) : result.loading ? (
        <Card aria-busy aria-label="Loading sales exceptions">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rectangular" height={48} sx={{ m: 1.5, borderRadius: 2 }} />
          ))}
        </Card>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<VerifiedUserRounded />}
          title="No sales exceptions"
          description="No voids, refunds, discounts, cancelled transactions or no-sale openings in these dates."
        />
      ) : (
        <>
          <Box
            component="section"
            aria-label="Per day"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            }}
          >
            {days.map((day) => (
              <Card key={day.localDate} data-testid="exception-day">
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {day.localDate}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {day.count} exception(s) · {money(day.amountInCents)}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {SALES_EXCEPTION_KINDS.filter((option) => day.byKind[option].count > 0).map((option) => (
                      <Chip
                        key={option}
                        size="small"
                        color={KIND_COLOURS[option]}
                        label={`${SALES_EXCEPTION_WORDS[option]} ${day.byKind[option].count} · ${money(day.byKind[option].amountInCents)}`}
                      />
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Box>
          <TableContainer component={Card}>
            <Table aria-label="Sales exceptions" sx={{ minWidth: 820 }}>
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Employee · approved by</TableCell>
                  <TableCell>Reason</TableCell>
                  <TableCell>Till · order</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatStoreDateTime(entry.isoDateTimeUtc, timezone)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={KIND_COLOURS[entry.kind]}
                        label={SALES_EXCEPTION_WORDS[entry.kind]}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {money(entry.amountInCents)}
                    </TableCell>
                    <TableCell>
                      {entry.employeeName}
                      <Typography variant="body2" color="text.secondary">
                        {entry.approverName ? `Approved by ${entry.approverName}` : 'No approval needed'}
                      </Typography>
                    </TableCell>
                    <TableCell>{entry.reason}</TableCell>
                    <TableCell>
                      {entry.posTerminalName}
                      {entry.posOrderId && (
                        <Typography variant="body2">
                          <RouterLink to={posOrderPath(restaurantId, storeId, entry.posOrderId)}>
                            Order #{entry.posOrderId.slice(-4).toUpperCase()}
                          </RouterLink>
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography color="text.secondary">
              Page {current + 1} of {pageCount} · {shown.length} exception(s)
            </Typography>
            <Button disabled={current === 0} onClick={() => setPage(current - 1)}>
              Previous
            </Button>
            <Button
              variant="outlined"
              disabled={current + 1 >= pageCount}
              onClick={() => setPage(current + 1)}
            >
              Next
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The exceptions of one order (its voids, refunds and discounts), for the order page. */
export function orderSalesExceptionsQuery(restaurantId: string, storeId: string, posOrderId: string) {
  return query(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'salesExceptions').withConverter(
      converter,
    ),
    where('posOrderId', '==', posOrderId),
    limit(200),
  );
}
