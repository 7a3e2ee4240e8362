import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  countTotalInCents,
  DENOMINATIONS,
  DRAWER_COMMENT_THRESHOLD_IN_CENTS,
  type DrawerCurrency,
  type DrawerSession,
  formatMoney,
  newPosOrderId,
  toCents,
} from '@resto/domain';
import { firestore, useDoc, useQuery } from '@resto/web-common';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import type { SignedInEmployee } from '../pos/lock/employeeSession';
import { wakeOutboxSenders } from '../pos/outbox/outboxSender';
import { enqueueCommand } from '../pos/outbox/posOutboxDb';
import {
  drawerAfter,
  type KnownDrawer,
  readKnownDrawer,
  rememberDrawer,
  usePendingDrawerCommands,
  viewOfSession,
} from './knownDrawer';

export interface CashDrawerDialogProps {
  restaurantId: string;
  storeId: string;
  posTerminalId: string;
  employee: SignedInEmployee;
  onClose(): void;
}

type Mode = 'main' | 'cashIn' | 'cashOut' | 'count';

function dollarsToCents(text: string): number | undefined {
  try {
    const cents = toCents(text || '0');
    return cents >= 0 ? cents : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The till's cash drawer: open with a float, cash in and out with a reason, and close with a count
 * by denomination. Each step is queued in the till's outbox under its own id (like an order), so it
 * works offline and counts once; the expected cash is worked out by the server from the till's
 * orders at close (domain `drawerExpectation`) and shown after the count, before it for a non-blind
 * count.
 */
export function CashDrawerDialog({
  restaurantId,
  storeId,
  posTerminalId,
  employee,
  onClose,
}: CashDrawerDialogProps) {
  const sessions = useMemo(
    () => collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'drawerSessions'),
    [restaurantId, storeId],
  );
  const openQuery = useMemo(
    () =>
      query(sessions, where('posTerminalId', '==', posTerminalId), where('status', '==', 'open'), limit(1)),
    [sessions, posTerminalId],
  );
  const open = useQuery(openQuery);
  const [closedId, setClosedId] = useState<string>();
  const closedSession = useDoc(closedId ? doc(sessions, closedId) : null);
  // The server's answer when it can be had; otherwise (offline, even on a till that never loaded
  // the drawer) what the till last heard, with its own waiting drawer commands on top.
  const answered = !open.loading && !open.error;
  const serverDrawer = answered ? viewOfSession(open.data[0] as DrawerSession | undefined) : undefined;
  const serverKey = JSON.stringify(serverDrawer ?? null);
  useEffect(() => {
    if (serverKey !== 'null')
      rememberDrawer(restaurantId, storeId, posTerminalId, JSON.parse(serverKey) as KnownDrawer);
  }, [serverKey, restaurantId, storeId, posTerminalId]);
  const remembered = readKnownDrawer(restaurantId, storeId, posTerminalId);
  const pending = usePendingDrawerCommands(restaurantId, storeId);
  const session = drawerAfter(serverDrawer ?? remembered ?? { open: undefined }, pending, (id) =>
    id === employee.id ? employee.name : 'a colleague',
  ).open;
  // Online and never seen: wait for the server; offline, the till works from what it has.
  const waitingForServer = !answered && !open.error && remembered === undefined && navigator.onLine;
  const unconfirmed = !answered && (remembered === undefined || pending.length > 0);
  const [mode, setMode] = useState<Mode>('main');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [blind, setBlind] = useState(false);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const currency: DrawerCurrency = session?.currency ?? 'AUD';
  const base = `/api/cash-drawer/restaurants/${restaurantId}/stores/${storeId}/sessions`;

  const keep = async (kind: 'open' | 'movement' | 'close', path: string, body: unknown, label: string) => {
    await enqueueCommand({
      commandId: newPosOrderId(),
      kind: 'cashDrawer',
      method: 'PUT',
      path,
      body,
      posOrderId: '',
      restaurantId,
      storeId,
      label,
    });
    wakeOutboxSenders();
    setNotice(kind === 'close' ? undefined : label);
  };

  const amountCents = dollarsToCents(amount);
  const count = (DENOMINATIONS[currency] ?? []).map((valueInCents) => ({
    valueInCents,
    count: Number.parseInt(counts[valueInCents] ?? '0', 10) || 0,
  }));
  const counted = countTotalInCents(count);

  const openDrawer = async () => {
    if (amountCents === undefined) return setProblem('Enter the float, like 200.00');
    const sessionId = newPosOrderId();
    await keep(
      'open',
      `${base}/${sessionId}`,
      {
        employeeId: employee.id,
        floatInCents: amountCents,
        blindCount: blind,
        occurredIsoDateTimeUtc: new Date().toISOString(),
      },
      `Drawer opened with ${formatMoney(amountCents, currency)}`,
    );
    setAmount('');
    onClose();
  };

  const move = async (kind: 'cashIn' | 'cashOut') => {
    if (!session) return;
    if (!amountCents) return setProblem('Enter an amount over $0.00');
    if (reason.trim().length < 3) return setProblem('Say why (3 to 120 characters)');
    await keep(
      'movement',
      `${base}/${session.id}/movements/${newPosOrderId()}`,
      {
        employeeId: employee.id,
        kind,
        amountInCents: amountCents,
        reason: reason.trim(),
        occurredIsoDateTimeUtc: new Date().toISOString(),
      },
      `${kind === 'cashIn' ? 'Cash in' : 'Cash out'} ${formatMoney(amountCents, currency)}: ${reason.trim()}`,
    );
    setAmount('');
    setReason('');
    setMode('main');
  };

  const close = async () => {
    if (!session) return;
    await keep(
      'close',
      `${base}/${session.id}/close`,
      {
        employeeId: employee.id,
        count: count.filter((entry) => entry.count > 0),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        occurredIsoDateTimeUtc: new Date().toISOString(),
      },
      `Drawer closed, counted ${formatMoney(counted, currency)}`,
    );
    setClosedId(session.id);
    setMode('main');
  };

  const result = (closedSession.data as DrawerSession | null | undefined)?.close;
  const stopKeys = (event: KeyboardEvent) => event.stopPropagation();

  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={stopKeys}
      maxWidth="sm"
      fullWidth
      aria-labelledby="cash-drawer-title"
    >
      <DialogTitle id="cash-drawer-title">Cash drawer</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {notice && <Alert severity="success">{notice}</Alert>}
          {problem && <Alert severity="error">{problem}</Alert>}
          {closedId ? (
            result ? (
              <Stack spacing={1} role="status" aria-label="Drawer result">
                <Typography variant="h6">Drawer closed</Typography>
                <Typography>Expected {formatMoney(result.expectedInCents, currency)}</Typography>
                <Typography>Counted {formatMoney(result.countedInCents, currency)}</Typography>
                <Typography
                  sx={{
                    fontWeight: 700,
                    color: result.overShortInCents === 0 ? 'success.main' : 'warning.main',
                  }}
                >
                  {result.overShortInCents === 0
                    ? 'Balanced'
                    : `${result.overShortInCents > 0 ? 'Over' : 'Short'} ${formatMoney(Math.abs(result.overShortInCents), currency)}`}
                </Typography>
              </Stack>
            ) : (
              <Alert severity="info">
                Count saved. The result appears here once the server has it (it waits in the till’s outbox
                while offline).
              </Alert>
            )
          ) : waitingForServer ? (
            <Typography color="text.secondary">Loading the drawer…</Typography>
          ) : !session ? (
            <>
              <Typography>The drawer is not open on this till. Count the float and open it.</Typography>
              {unconfirmed && (
                <Alert severity="info">
                  Offline: this is what the till knows. The server checks the drawer when the till is back
                  online.
                </Alert>
              )}
              <TextField
                label="Float"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
                helperText="For example 200.00"
              />
              <FormControlLabel
                control={<Switch checked={blind} onChange={(event) => setBlind(event.target.checked)} />}
                label="Blind count at close (the expected amount is shown only after counting)"
              />
            </>
          ) : mode === 'main' ? (
            <Stack spacing={1}>
              <Typography role="status">
                Open since{' '}
                {new Date(session.openedIsoDateTimeUtc).toLocaleTimeString(undefined, {
                  hour: 'numeric',
                  minute: '2-digit',
                })}{' '}
                by {session.openedByEmployeeName}, float {formatMoney(session.floatInCents, currency)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {session.cashMovements} cash movement(s) so far
                {unconfirmed ? ' (offline: as this till knows it)' : ''}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                <Button variant="outlined" size="large" onClick={() => setMode('cashIn')}>
                  Cash in
                </Button>
                <Button variant="outlined" size="large" onClick={() => setMode('cashOut')}>
                  Cash out
                </Button>
                <Button variant="contained" size="large" onClick={() => setMode('count')}>
                  Count and close
                </Button>
              </Box>
            </Stack>
          ) : mode === 'cashIn' || mode === 'cashOut' ? (
            <>
              <Typography variant="subtitle1">
                {mode === 'cashIn' ? 'Put cash in the drawer' : 'Take cash out of the drawer'}
              </Typography>
              <TextField
                label="Amount"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
              />
              <TextField
                label="Reason"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 120 } }}
                helperText="For example: coins from the bank, paid the milk delivery"
              />
            </>
          ) : (
            <>
              <Typography variant="subtitle1">Count the drawer ({currency})</Typography>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
              >
                {count.map((entry) => (
                  <TextField
                    key={entry.valueInCents}
                    label={formatMoney(entry.valueInCents, currency)}
                    value={counts[entry.valueInCents] ?? ''}
                    onChange={(event) =>
                      setCounts((all) => ({
                        ...all,
                        [entry.valueInCents]: event.target.value.replace(/\D/g, ''),
                      }))
                    }
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                    size="small"
                  />
                ))}
              </Box>
              <Typography sx={{ fontWeight: 700 }} role="status">
                Counted {formatMoney(counted, currency)}
              </Typography>
              <TextField
                label="Comment"
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 300 } }}
                helperText={`Needed when the count is more than ${formatMoney(DRAWER_COMMENT_THRESHOLD_IN_CENTS, currency)} over or short`}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {mode !== 'main' && !closedId && <Button onClick={() => setMode('main')}>Back</Button>}
        <Button onClick={onClose}>{closedId ? 'Done' : 'Close'}</Button>
        {!closedId && !session && !waitingForServer && (
          <Button variant="contained" onClick={() => void openDrawer()}>
            Open the drawer
          </Button>
        )}
        {(mode === 'cashIn' || mode === 'cashOut') && (
          <Button variant="contained" onClick={() => void move(mode)}>
            Save
          </Button>
        )}
        {mode === 'count' && (
          <Button variant="contained" onClick={() => void close()}>
            Close the drawer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
