import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
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
  addDaysToLocalDate,
  businessDateAt,
  formatMinutesAsHours,
  isBreakOverLimit,
  type Shift,
  shiftTotals,
  timesheetCsv,
  weekStartOf,
  weekTimesheet,
} from '@resto/domain';
import {
  EmptyState,
  PageHeader,
  shifts as shiftsOf,
  useNotify,
  usePageTitle,
  useQuery,
  useStoreSetting,
} from '@resto/web-common';
import { orderBy, query, where } from 'firebase/firestore';
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { downloadBlob } from '../reports/reportXlsx';
import { EditShiftDialog } from './EditShiftDialog';
import { storeTime } from './shiftTimes';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `/timesheets`: the week's hours per employee from the time clock, with edits and CSV export. */
export default function TimesheetsPage() {
  usePageTitle('Timesheets');
  const context = useStoreContext();
  const { restaurantId, storeId, store } = context;
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const notify = useNotify();
  const settings = useStoreSetting(restaurantId, storeId, 'timeClock');
  const [weekStart, setWeekStart] = useState(() => weekStartOf(businessDateAt(new Date(), timezone)));
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string>();
  const [editing, setEditing] = useState<Shift>();
  const weekEnd = addDaysToLocalDate(weekStart, 6);

  const shiftsQuery = useMemo(
    () =>
      restaurantId && storeId
        ? query(
            shiftsOf(restaurantId, storeId),
            where('businessDate', '>=', weekStart),
            where('businessDate', '<=', weekEnd),
            orderBy('businessDate'),
          )
        : null,
    [restaurantId, storeId, weekStart, weekEnd],
  );
  const result = useQuery(shiftsQuery);
  const nowIso = new Date().toISOString();
  const rows = useMemo(
    () =>
      settings.data && result.data
        ? weekTimesheet(result.data as Shift[], weekStart, settings.data, nowIso)
        : undefined,
    [settings.data, result.data, weekStart, nowIso],
  );
  const shown = rows?.filter((row) => row.employeeName.toLowerCase().includes(search.trim().toLowerCase()));
  const days = Array.from({ length: 7 }, (_, index) => addDaysToLocalDate(weekStart, index));

  const exportCsv = () => {
    if (!rows || !settings.data) return;
    downloadBlob(
      new Blob([timesheetCsv(rows, settings.data, new Date().toISOString())], {
        type: 'text/csv;charset=utf-8',
      }),
      `timesheet-${weekStart}.csv`,
    );
  };

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Timesheets"
        subtitle="Hours employees clocked at the POS, per week (Monday to Sunday, by business day). Paid time excludes unpaid breaks and automatic deductions."
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="../time-clock-settings" relative="path">
              Time clock settings
            </Button>
            <Button
              variant="contained"
              startIcon={<DownloadRounded />}
              onClick={exportCsv}
              disabled={!rows?.length}
            >
              Export CSV
            </Button>
          </Stack>
        }
      />
      {settings.data && !settings.data.enableEmployeeTimeClock && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The time clock is off for this store. Switch it on in the time clock settings so employees can clock
          in at the POS.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label="Previous week"
              onClick={() => setWeekStart(addDaysToLocalDate(weekStart, -7))}
            >
              <ChevronLeftRounded />
            </IconButton>
            <Typography sx={{ fontWeight: 600, minWidth: 210, textAlign: 'center' }} role="status">
              Week of {weekStart} to {weekEnd}
            </Typography>
            <IconButton aria-label="Next week" onClick={() => setWeekStart(addDaysToLocalDate(weekStart, 7))}>
              <ChevronRightRounded />
            </IconButton>
          </Stack>
          <TextField
            size="small"
            label="Search employees"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            sx={{ flex: 1, maxWidth: 320 }}
          />
        </Stack>
      </Paper>
      {result.error ? (
        <Alert severity="error">Could not load the shifts: {result.error.message}</Alert>
      ) : !shown ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading timesheets" />
        </Box>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<ScheduleRounded />}
          title={search ? 'No employee matches' : 'No shifts this week'}
          description={
            search
              ? 'Try another name.'
              : 'Shifts appear here when employees clock in on the POS lock screen.'
          }
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Timesheet">
            <TableHead>
              <TableRow>
                <TableCell>Employee</TableCell>
                {days.map((day, index) => (
                  <TableCell key={day} align="right">
                    {DAY_NAMES[index]} {day.slice(8)}
                  </TableCell>
                ))}
                <TableCell align="right">Paid</TableCell>
                <TableCell align="right">Unpaid</TableCell>
                <TableCell>Flags</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <Fragment key={row.employeeId}>
                  <TableRow
                    hover
                    onClick={() => setExpanded(expanded === row.employeeId ? undefined : row.employeeId)}
                    sx={{ cursor: 'pointer' }}
                    aria-expanded={expanded === row.employeeId}
                  >
                    <TableCell sx={{ fontWeight: 600 }}>{row.employeeName}</TableCell>
                    {row.paidMinutesByDay.map((minutes, index) => (
                      <TableCell key={days[index]} align="right">
                        {minutes ? formatMinutesAsHours(minutes) : '–'}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatMinutesAsHours(row.totals.paidMinutes)}
                    </TableCell>
                    <TableCell align="right">{formatMinutesAsHours(row.totals.unpaidMinutes)}</TableCell>
                    <TableCell>
                      {row.flagged > 0 ? (
                        <Chip size="small" color="warning" label={`${row.flagged} to check`} />
                      ) : null}
                    </TableCell>
                  </TableRow>
                  {expanded === row.employeeId &&
                    row.shifts.map((shift) => {
                      const totals = settings.data ? shiftTotals(shift, settings.data, nowIso) : undefined;
                      return (
                        <TableRow key={shift.id} sx={{ bgcolor: 'action.hover' }}>
                          <TableCell colSpan={8}>
                            <Typography variant="body2">
                              {shift.businessDate}: {storeTime(shift.clockInIsoDateTimeUtc, timezone)} –{' '}
                              {shift.clockOutIsoDateTimeUtc
                                ? storeTime(shift.clockOutIsoDateTimeUtc, timezone)
                                : 'still clocked in'}
                              {shift.breaks.map((entry) => (
                                <Chip
                                  key={entry.id}
                                  size="small"
                                  variant="outlined"
                                  color={
                                    isBreakOverLimit(entry, shift.clockOutIsoDateTimeUtc ?? nowIso)
                                      ? 'warning'
                                      : 'default'
                                  }
                                  label={`${entry.name} ${storeTime(entry.startIsoDateTimeUtc, timezone)}${entry.endIsoDateTimeUtc ? `–${storeTime(entry.endIsoDateTimeUtc, timezone)}` : ''}${isBreakOverLimit(entry, shift.clockOutIsoDateTimeUtc ?? nowIso) ? ' · over limit' : ''}`}
                                  sx={{ ml: 1 }}
                                />
                              ))}
                              {shift.forgottenClockOut && (
                                <Chip
                                  size="small"
                                  color="warning"
                                  label="Forgot to clock out"
                                  sx={{ ml: 1 }}
                                />
                              )}
                              {shift.editCount > 0 && (
                                <Chip size="small" label={`Edited ×${shift.editCount}`} sx={{ ml: 1 }} />
                              )}
                            </Typography>
                          </TableCell>
                          <TableCell align="right">
                            {totals ? formatMinutesAsHours(totals.paidMinutes) : ''}
                          </TableCell>
                          <TableCell align="right">
                            {totals ? formatMinutesAsHours(totals.unpaidMinutes) : ''}
                            {totals?.deductedMinutes ? ' (auto)' : ''}
                          </TableCell>
                          <TableCell>
                            <Button
                              size="small"
                              startIcon={<EditRounded />}
                              onClick={() => setEditing(shift)}
                              aria-label={`Edit ${shift.employeeName}'s shift on ${shift.businessDate}`}
                            >
                              Edit
                            </Button>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <EditShiftDialog
          restaurantId={restaurantId}
          storeId={storeId}
          shift={editing}
          timezone={timezone}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) notify('Shift updated. The change and its reason are kept in its history.');
          }}
        />
      )}
    </>
  );
}
