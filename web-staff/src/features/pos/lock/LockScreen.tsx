import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PIN_MESSAGES } from '@resto/domain';
import { ApiError, api } from '@resto/web-common';
import { useCallback, useEffect, useState } from 'react';
import { TimeClockButton } from '../../timeClock/TimeClockButton';
import { type SignedInEmployee, useEmployeeSession } from './employeeSession';
import {
  employeeWithOfflinePin,
  offlinePinWaitSeconds,
  recordOfflinePinResult,
  rememberPin,
} from './offlinePins';
import { PinPad } from './PinPad';

type VerifyPinAnswer =
  | { result: 'success'; employee: SignedInEmployee }
  | { result: 'incorrectPin' | 'employeeNotFound' | 'notAuthorised'; message: string; attemptsLeft?: number };

export interface LockScreenProps {
  restaurantId: string;
  storeId: string;
  storeName: string;
  terminalName: string;
}

/**
 * The till's lock screen: a 4-digit PIN checked by the server (`verify-pin`, with its lockout per
 * terminal). It says who was signed in last, so a cashier coming back types their PIN and goes on.
 */
export function LockScreen({ restaurantId, storeId, storeName, terminalName }: LockScreenProps) {
  const { unlock, lastEmployee } = useEmployeeSession();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; severity: 'error' | 'warning' }>();

  const check = useCallback(
    async (typed: string) => {
      setBusy(true);
      try {
        const answer = await api.post<VerifyPinAnswer>(
          `/api/employees/restaurants/${restaurantId}/stores/${storeId}/verify-pin`,
          { pin: typed },
        );
        if (answer.result === 'success') {
          // Remembered (hashed) so this employee can unlock during an outage too; never blocks the unlock.
          void rememberPin({ restaurantId, storeId }, answer.employee, typed).catch(() => undefined);
          unlock(answer.employee);
          return;
        }
        const left =
          answer.attemptsLeft !== undefined && answer.attemptsLeft <= 3
            ? ` ${answer.attemptsLeft} attempt${answer.attemptsLeft === 1 ? '' : 's'} left before this terminal locks.`
            : '';
        setMessage({ text: `${PIN_MESSAGES.incorrectPin}${left}`, severity: 'error' });
      } catch (error) {
        // No network, or a server that cannot answer (5xx): the PIN cannot be checked online, so the
        // till checks the PINs it remembers, as it does offline. A wrong PIN (4xx) never gets here.
        const offline = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (offline) {
          const wait = offlinePinWaitSeconds();
          if (wait > 0) {
            setMessage({
              text: `Too many incorrect PINs. Try again in ${Math.ceil(wait / 60)} min.`,
              severity: 'error',
            });
            return;
          }
          const employee = await employeeWithOfflinePin({ restaurantId, storeId }, typed).catch(
            () => undefined,
          );
          recordOfflinePinResult(employee !== undefined);
          if (employee) {
            unlock(employee);
            return;
          }
        }
        setMessage({
          text: offline
            ? `${PIN_MESSAGES.incorrectPin} Offline, only employees who unlocked this till online in the last week can unlock it.`
            : error instanceof Error
              ? error.message
              : String(error),
          severity: offline ? 'warning' : 'error',
        });
      } finally {
        setBusy(false);
        setPin('');
      }
    },
    [restaurantId, storeId, unlock],
  );

  const press = useCallback(
    (digit: string) => {
      if (busy) return;
      setMessage(undefined);
      setPin((current) => {
        const next = `${current}${digit}`.slice(0, 4);
        if (next.length === 4) void check(next);
        return next;
      });
    },
    [busy, check],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (/^\d$/.test(event.key)) press(event.key);
      else if (event.key === 'Backspace') setPin((current) => current.slice(0, -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press]);

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #1f3b2f 0%, #10211a 100%)',
      }}
    >
      <Paper
        elevation={8}
        sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4, width: '100%', maxWidth: 440 }}
        role="dialog"
        aria-label="Lock screen"
      >
        <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
          <Stack direction="row" spacing={1} sx={{ color: 'text.secondary', alignItems: 'center' }}>
            <LockRounded fontSize="small" />
            <Typography variant="body2">
              {storeName} · {terminalName}
            </Typography>
          </Stack>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {lastEmployee ? `Locked — last signed in: ${lastEmployee.name}` : 'Till locked'}
          </Typography>
          <Typography color="text.secondary">{PIN_MESSAGES.enterPin}</Typography>
          <Stack direction="row" spacing={2} aria-label={`${pin.length} of 4 digits entered`} role="status">
            {[0, 1, 2, 3].map((index) => (
              <Box
                key={index}
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  bgcolor: index < pin.length ? 'primary.main' : 'transparent',
                }}
              />
            ))}
          </Stack>
          {message && (
            <Alert severity={message.severity} sx={{ width: '100%' }}>
              {message.text}
            </Alert>
          )}
          <PinPad
            onDigit={press}
            onBack={() => setPin((current) => current.slice(0, -1))}
            onClear={() => setPin('')}
            disabled={busy}
          />
          <TimeClockButton restaurantId={restaurantId} storeId={storeId} />
        </Stack>
      </Paper>
    </Box>
  );
}
