import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PIN_MESSAGES } from '@resto/domain';
import { ApiError, api } from '@resto/web-common';
import { useState } from 'react';
import type { SignedInEmployee } from './employeeSession';
import { employeeWithOfflinePin } from './offlinePins';
import { PinPad } from './PinPad';

type VerifyPinAnswer =
  | { result: 'success'; employee: SignedInEmployee }
  | { result: string; message: string; attemptsLeft?: number };

/**
 * A protected action (a price change) asks for an authorised employee's 4-digit PIN, with the spec's
 * messages, and hands back who approved it. The server checks the PIN (`verify-pin` with
 * `requireAuthorised`, counted in the terminal's lockout); offline, an authorised employee who
 * unlocked this till online recently can approve with the PIN remembered on the device.
 */
export function AuthorisedPinDialog({
  restaurantId,
  storeId,
  action,
  onClose,
  onApproved,
}: {
  restaurantId: string;
  storeId: string;
  /** What is being approved, in words ("Discount $2.00 on Margherita"). */
  action: string;
  onClose(): void;
  onApproved(approver: SignedInEmployee): void;
}) {
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>(PIN_MESSAGES.enterAuthorisedPin);
  const [wrong, setWrong] = useState(false);

  async function check(typed: string) {
    setBusy(true);
    try {
      const answer = await api.post<VerifyPinAnswer>(
        `/api/employees/restaurants/${restaurantId}/stores/${storeId}/verify-pin`,
        { pin: typed, requireAuthorised: true },
      );
      if (answer.result === 'success' && 'employee' in answer && answer.employee.isAuthorised) {
        onApproved(answer.employee);
        return;
      }
      setWrong(true);
      setMessage(PIN_MESSAGES.incorrectPin);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        const employee = await employeeWithOfflinePin({ restaurantId, storeId }, typed).catch(
          () => undefined,
        );
        if (employee?.isAuthorised) {
          onApproved(employee);
          return;
        }
        setWrong(true);
        setMessage(
          `${PIN_MESSAGES.incorrectPin} Offline, only authorised employees who unlocked this till recently can approve.`,
        );
      } else {
        setWrong(true);
        setMessage(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
      setPin('');
    }
  }

  const press = (digit: string) => {
    if (busy) return;
    setPin((current) => {
      const next = `${current}${digit}`.slice(0, 4);
      if (next.length === 4) void check(next);
      return next;
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="approve-title" maxWidth="xs" fullWidth>
      <DialogTitle id="approve-title">Approval needed</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, textAlign: 'center' }}>{action}</Typography>
          <Alert severity={wrong ? 'error' : 'info'} sx={{ width: '100%' }} role="status">
            {message}
          </Alert>
          <Stack direction="row" spacing={2} aria-label={`${pin.length} of 4 digits entered`}>
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
          <PinPad
            onDigit={press}
            onBack={() => setPin((current) => current.slice(0, -1))}
            onClear={() => setPin('')}
            disabled={busy}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
