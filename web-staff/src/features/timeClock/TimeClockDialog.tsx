import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type EmployeeTimeClockSettings,
  newPosOrderId,
  PIN_MESSAGES,
  type Shift,
  type TimeClockAction,
} from '@resto/domain';
import { ApiError, api, shifts, useQuery } from '@resto/web-common';
import { limit, query, where } from 'firebase/firestore';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import type { SignedInEmployee } from '../pos/lock/employeeSession';
import { employeeWithOfflinePin, rememberPin } from '../pos/lock/offlinePins';
import { PinPad } from '../pos/lock/PinPad';
import { wakeOutboxSenders } from '../pos/outbox/outboxSender';
import { enqueueCommand } from '../pos/outbox/posOutboxDb';
import {
  type ClockState,
  stateAfter,
  stateOfShift,
  type TimeClockBody,
  usePendingPresses,
} from './timeClockState';

type VerifyPinAnswer =
  | { result: 'success'; employee: SignedInEmployee }
  | { result: 'incorrectPin' | 'employeeNotFound' | 'notAuthorised'; message: string };

export interface TimeClockDialogProps {
  restaurantId: string;
  storeId: string;
  settings: EmployeeTimeClockSettings;
  onClose(): void;
  onDone(message: string): void;
}

function readKnownState(key: string | undefined): ClockState {
  if (!key) return { kind: 'out' };
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as ClockState | null;
    return stored && typeof stored.kind === 'string' ? stored : { kind: 'out' };
  } catch {
    return { kind: 'out' };
  }
}

function rememberState(key: string, state: ClockState): void {
  localStorage.setItem(key, JSON.stringify(state));
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

const ACTION_WORDS: Record<TimeClockAction, string> = {
  clockIn: 'clocked in',
  clockOut: 'clocked out',
  startBreak: 'started a break',
  endBreak: 'ended the break',
};

/**
 * Clock in/out and breaks at the lock screen: the employee types their PIN (checked by the server,
 * or offline against the PINs this till remembers), sees where they stand and presses one action.
 * The press is queued in the till's outbox under its own event id, like an order, so it counts at
 * the moment it was pressed even when the server hears of it after an outage.
 */
export function TimeClockDialog({ restaurantId, storeId, settings, onClose, onDone }: TimeClockDialogProps) {
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [employee, setEmployee] = useState<SignedInEmployee>();

  const openShiftQuery = useMemo(
    () =>
      employee
        ? query(
            shifts(restaurantId, storeId),
            where('employeeId', '==', employee.id),
            where('open', '==', true),
            limit(1),
          )
        : null,
    [employee, restaurantId, storeId],
  );
  const openShift = useQuery(openShiftQuery);
  const pending = usePendingPresses(employee?.id);
  const cacheKey = employee ? `resto:pos:timeClock:${restaurantId}/${storeId}/${employee.id}` : undefined;
  // The server's shift when it can be read; offline, what this till last knew (the SDK's memory cache
  // forgets a query once nobody listens), with the presses still waiting in the outbox on top.
  // `data` is [] while the query still waits for an answer (always, offline): only an answer counts.
  const answered = employee !== undefined && !openShift.loading && !openShift.error;
  const known: ClockState = answered
    ? stateOfShift(openShift.data[0] as Shift | undefined)
    : readKnownState(cacheKey);
  const state: ClockState = stateAfter(known, pending, settings.shiftBreakPresets);
  // What the server said is remembered (the waiting presses are applied on top when it is read back).
  const knownKey = JSON.stringify(known);
  useEffect(() => {
    if (cacheKey && answered) rememberState(cacheKey, JSON.parse(knownKey) as ClockState);
  }, [cacheKey, answered, knownKey]);

  const check = useCallback(
    async (typed: string) => {
      setBusy(true);
      try {
        const answer = await api.post<VerifyPinAnswer>(
          `/api/employees/restaurants/${restaurantId}/stores/${storeId}/verify-pin`,
          { pin: typed },
        );
        if (answer.result === 'success') {
          void rememberPin({ restaurantId, storeId }, answer.employee, typed).catch(() => undefined);
          setEmployee(answer.employee);
        } else setMessage(PIN_MESSAGES.incorrectPin);
      } catch (error) {
        const offline = error instanceof ApiError && error.status === 0;
        const known = offline
          ? await employeeWithOfflinePin({ restaurantId, storeId }, typed).catch(() => undefined)
          : undefined;
        if (known) setEmployee(known);
        else
          setMessage(
            offline
              ? `${PIN_MESSAGES.incorrectPin} (offline)`
              : error instanceof Error
                ? error.message
                : String(error),
          );
      } finally {
        setBusy(false);
        setPin('');
      }
    },
    [restaurantId, storeId],
  );

  const press = useCallback(
    (digit: string) => {
      if (busy || employee) return;
      setMessage(undefined);
      setPin((current) => {
        const next = `${current}${digit}`.slice(0, 4);
        if (next.length === 4) void check(next);
        return next;
      });
    },
    [busy, check, employee],
  );

  const act = async (action: TimeClockAction, breakPresetId?: string) => {
    if (!employee) return;
    setBusy(true);
    const eventId = newPosOrderId();
    const body: TimeClockBody = {
      employeeId: employee.id,
      action,
      occurredIsoDateTimeUtc: new Date().toISOString(),
      ...(breakPresetId ? { breakPresetId } : {}),
    };
    try {
      await enqueueCommand({
        commandId: eventId,
        kind: 'timeClock',
        method: 'POST',
        path: `/api/time-clock/restaurants/${restaurantId}/stores/${storeId}/events/${eventId}`,
        body,
        // Not about an order: nothing to wait for.
        posOrderId: '',
        restaurantId,
        storeId,
        label: `${employee.name} ${ACTION_WORDS[action]}`,
      });
      wakeOutboxSenders();
      if (cacheKey) rememberState(cacheKey, stateAfter(state, [body], settings.shiftBreakPresets));
      onDone(`${employee.name} ${ACTION_WORDS[action]} at ${time(body.occurredIsoDateTimeUtc)}`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  // Digits typed on a keyboard go to this pad, not to the lock screen behind the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (/^\d$/.test(event.key)) press(event.key);
    else if (event.key === 'Backspace') setPin((current) => current.slice(0, -1));
  };

  const breakMinutes =
    state.kind === 'break' ? Math.max(0, Math.floor((Date.now() - Date.parse(state.sinceIso)) / 60_000)) : 0;
  const overLimit =
    state.kind === 'break' && state.limitMinutes !== undefined && breakMinutes > state.limitMinutes;

  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      maxWidth="xs"
      fullWidth
      aria-labelledby="time-clock-title"
    >
      <DialogTitle id="time-clock-title">{employee ? employee.name : 'Time clock'}</DialogTitle>
      <DialogContent>
        {!employee ? (
          <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
            <Typography color="text.secondary">{PIN_MESSAGES.enterPin}</Typography>
            <Stack direction="row" spacing={2} role="status" aria-label={`${pin.length} of 4 digits entered`}>
              {[0, 1, 2, 3].map((index) => (
                <Box
                  key={index}
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: '50%',
                    border: 2,
                    borderColor: 'primary.main',
                    bgcolor: index < pin.length ? 'primary.main' : 'transparent',
                  }}
                />
              ))}
            </Stack>
            {message && (
              <Alert severity="error" sx={{ width: '100%' }}>
                {message}
              </Alert>
            )}
            <PinPad
              onDigit={press}
              onBack={() => setPin((current) => current.slice(0, -1))}
              onClear={() => setPin('')}
              disabled={busy}
            />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography role="status" variant="h6">
              {state.kind === 'out'
                ? 'Not clocked in'
                : state.kind === 'in'
                  ? `Clocked in since ${time(state.sinceIso)}`
                  : `On ${state.breakName} since ${time(state.sinceIso)}`}
            </Typography>
            {state.kind === 'break' && state.limitMinutes !== undefined && (
              <Alert severity={overLimit ? 'warning' : 'info'}>
                {overLimit
                  ? `${breakMinutes} min — over the ${state.limitMinutes}-minute limit. The manager will see it on the timesheet.`
                  : `${breakMinutes} of ${state.limitMinutes} minutes used.`}
              </Alert>
            )}
            {message && <Alert severity="error">{message}</Alert>}
            {state.kind === 'out' && (
              <Button variant="contained" size="large" disabled={busy} onClick={() => void act('clockIn')}>
                Clock in
              </Button>
            )}
            {state.kind === 'in' &&
              settings.enableBreakRecording &&
              settings.shiftBreakPresets.length > 0 && (
                <Stack spacing={1}>
                  <Typography variant="subtitle2" color="text.secondary">
                    Start a break
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
                    {settings.shiftBreakPresets.map((preset) => (
                      <Button
                        key={preset.id}
                        variant="outlined"
                        size="large"
                        disabled={busy}
                        onClick={() => void act('startBreak', preset.id)}
                      >
                        {preset.name} ({preset.type})
                      </Button>
                    ))}
                  </Box>
                </Stack>
              )}
            {state.kind === 'break' && (
              <Button variant="contained" size="large" disabled={busy} onClick={() => void act('endBreak')}>
                End break
              </Button>
            )}
            {state.kind !== 'out' && (
              <Button
                variant="outlined"
                color="error"
                size="large"
                disabled={busy}
                onClick={() => void act('clockOut')}
              >
                Clock out
              </Button>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
