import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
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
  CARD_PAYMENT_STATE_LABELS,
  CARD_TERMINAL_RESULT_LABELS,
  type CardPaymentState,
  type CardTerminal,
  type CardTerminalPayment,
  formatMoney,
  ZPairPinPadRequest,
} from '@resto/domain';
import {
  ApiError,
  ConfirmDialog,
  EmptyState,
  firestore,
  LoadingScreen,
  PageHeader,
  storeDevices,
  useApi,
  useNotify,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useStoreContext } from '../../shared/useStoreContext';
import { TeamChannelCard } from './TeamChannelCard';

const STATE_COLOURS: Record<CardPaymentState, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  approved: 'success',
  waiting: 'info',
  declined: 'error',
  cancelled: 'default',
  unknown: 'warning',
  failed: 'error',
};

const PAGE = 25;

/**
 * `/integrations/anz-worldline`: the store's card terminals. Pair one with a till using the code
 * the terminal shows, see whether each is taking a payment and its last transaction, unpair it, set
 * the store's team channel for alerts, and follow the latest card payments (search by order, load more).
 */
export default function CardTerminalsPage() {
  usePageTitle('ANZ Worldline card terminals');
  const { restaurantId, storeId, store, currency } = useStoreContext();
  const api = useApi();
  const notify = useNotify();
  const money = (cents: number) => formatMoney(cents, currency);
  const [pairing, setPairing] = useState(false);
  const [unpairing, setUnpairing] = useState<CardTerminal>();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);

  const terminals = useQuery(
    useMemo(
      () =>
        restaurantId && storeId
          ? collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'cardTerminals')
          : null,
      [restaurantId, storeId],
    ),
  );
  const tills = useQuery(
    useMemo(
      () => (restaurantId && storeId ? storeDevices('posTerminal', restaurantId, storeId) : null),
      [restaurantId, storeId],
    ),
  );
  const payments = useQuery(
    useMemo(
      () =>
        restaurantId && storeId
          ? query(
              collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'cardTerminalPayments'),
              orderBy('updatedIsoDateTimeUtc', 'desc'),
              limit(shown + 1),
            )
          : null,
      [restaurantId, storeId, shown],
    ),
  );
  const pinPads = (terminals.data as CardTerminal[] | undefined) ?? [];
  const activeTills = (tills.data ?? []).filter((till) => !till.revoked);
  const tillName = (id: string) => activeTills.find((till) => till.id === id)?.name ?? 'Removed till';
  const allPayments = (payments.data as CardTerminalPayment[] | undefined) ?? [];
  const term = search.trim().toLowerCase();
  const listed = allPayments
    .slice(0, shown)
    .filter((payment) => !term || payment.posOrderId.toLowerCase().includes(term));

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="ANZ Worldline card terminals"
        subtitle="Pair a card terminal with a till: card payments on that till go straight to the terminal, and the till shows the result."
        actions={
          <Button
            variant="contained"
            startIcon={<CreditCardRounded />}
            onClick={() => setPairing(true)}
            disabled={activeTills.length === 0}
          >
            Pair a card terminal
          </Button>
        }
      />
      {terminals.error && <Alert severity="error">The card terminals could not be loaded.</Alert>}
      {terminals.loading ? (
        <LoadingScreen label="Loading card terminals…" />
      ) : pinPads.length === 0 ? (
        <EmptyState
          icon={<CreditCardRounded />}
          title="No card terminal is paired yet"
          description={
            activeTills.length === 0
              ? 'Add a POS terminal under Devices first; then pair a card terminal with it here.'
              : 'Put the terminal in ECR integrated mode: it shows a pairing code. Pair it with the till it stands beside.'
          }
          action={
            activeTills.length > 0 ? (
              <Button variant="contained" onClick={() => setPairing(true)}>
                Pair a card terminal
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
          role="list"
          aria-label="Card terminals"
        >
          {pinPads.map((pinPad) => (
            <Card key={pinPad.id} variant="outlined" role="listitem" aria-label={pinPad.name}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
                    {pinPad.name}
                  </Typography>
                  <Chip
                    size="small"
                    color={pinPad.busyPaymentId ? 'info' : 'success'}
                    label={pinPad.busyPaymentId ? 'Taking a payment' : 'Ready'}
                  />
                </Stack>
                <Typography color="text.secondary">
                  {pinPad.model} · TID {pinPad.terminalId}
                </Typography>
                <Typography>Till: {tillName(pinPad.posTerminalId)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Paired {new Date(pinPad.pairedIsoDateTimeUtc).toLocaleString()}
                </Typography>
                {pinPad.lastTransaction ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    Last transaction: {pinPad.lastTransaction.type === 'credit' ? 'refund' : 'purchase'}{' '}
                    {money(pinPad.lastTransaction.amountInCents)} ·{' '}
                    {pinPad.lastTransaction.result
                      ? CARD_TERMINAL_RESULT_LABELS[pinPad.lastTransaction.result]
                      : 'In progress'}{' '}
                    · {new Date(pinPad.lastTransaction.isoDateTimeUtc).toLocaleString()}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    No transactions yet.
                  </Typography>
                )}
              </CardContent>
              <CardActions>
                <Button color="error" startIcon={<LinkOffRounded />} onClick={() => setUnpairing(pinPad)}>
                  Unpair
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}

      <TeamChannelCard restaurantId={restaurantId} storeId={storeId} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 5, mb: 2, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          Latest card payments
        </Typography>
        <TextField
          size="small"
          sx={{ width: { xs: '100%', sm: 320 } }}
          placeholder="Search by order id"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': 'Search card payments' },
          }}
        />
      </Stack>
      {payments.loading ? (
        <LoadingScreen label="Loading card payments…" />
      ) : listed.length === 0 ? (
        <Typography color="text.secondary">
          {term ? 'No card payment matches this search.' : 'No card payments yet.'}
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Card payments">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Attempts</TableCell>
                <TableCell>Till</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {listed.map((payment) => {
                const last = payment.attempts.at(-1);
                return (
                  <TableRow key={payment.id}>
                    <TableCell>{new Date(payment.updatedIsoDateTimeUtc).toLocaleString()}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      {payment.posOrderId.length > 16
                        ? `…${payment.posOrderId.slice(-8)}`
                        : payment.posOrderId}
                    </TableCell>
                    <TableCell>{payment.type === 'credit' ? 'Refund' : 'Purchase'}</TableCell>
                    <TableCell align="right">{last ? money(last.amountInCents) : '—'}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATE_COLOURS[payment.state]}
                        label={CARD_PAYMENT_STATE_LABELS[payment.state]}
                      />
                    </TableCell>
                    <TableCell>{payment.attempts.length}</TableCell>
                    <TableCell>{tillName(payment.posTerminalId)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {allPayments.length > shown && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => setShown((count) => count + PAGE)}>Show more</Button>
        </Box>
      )}

      {pairing && (
        <PairDialog
          tills={activeTills
            .filter((till) => !pinPads.some((pinPad) => pinPad.posTerminalId === till.id))
            .map((till) => ({ id: till.id, name: till.name }))}
          onClose={() => setPairing(false)}
          onPair={async (body) => {
            await api.post(
              `/api/anz-worldline/restaurants/${restaurantId}/stores/${storeId}/pin-pad/pair`,
              body,
            );
            notify(`${body.name} is paired`, 'success');
            setPairing(false);
          }}
        />
      )}
      <ConfirmDialog
        open={unpairing !== undefined}
        title={`Unpair ${unpairing?.name ?? 'card terminal'}?`}
        confirmLabel="Unpair"
        busyLabel="Unpairing…"
        destructive
        onClose={() => setUnpairing(undefined)}
        onConfirm={async () => {
          if (!unpairing) return;
          await api.delete(
            `/api/anz-worldline/restaurants/${restaurantId}/stores/${storeId}/pin-pads/${unpairing.id}`,
          );
          notify(`${unpairing.name} is unpaired`, 'success');
          setUnpairing(undefined);
        }}
      >
        The till {unpairing ? tillName(unpairing.posTerminalId) : ''} goes back to recording card payments by
        hand, and the terminal shows a new pairing code.
      </ConfirmDialog>
    </>
  );
}

function PairDialog({
  tills,
  onClose,
  onPair,
}: {
  tills: { id: string; name: string }[];
  onClose(): void;
  onPair(body: { pairingCode: string; name: string; posTerminalId: string }): Promise<void>;
}) {
  const [pairingCode, setPairingCode] = useState('');
  const [name, setName] = useState('Counter card terminal');
  const [posTerminalId, setPosTerminalId] = useState(tills[0]?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = ZPairPinPadRequest.safeParse({ pairingCode, name, posTerminalId });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setProblem(undefined);
    setBusy(true);
    try {
      await onPair(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setErrors({ ...error.fieldErrors });
      else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pair-title">
      <DialogTitle id="pair-title">Pair a card terminal</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {tills.length === 0 && (
            <Alert severity="info">Every till already has a card terminal. Unpair one first.</Alert>
          )}
          <TextField
            label="Pairing code"
            value={pairingCode}
            onChange={(event) => setPairingCode(event.target.value)}
            error={Boolean(errors.pairingCode)}
            helperText={errors.pairingCode ?? 'The code on the terminal’s screen in ECR integrated mode.'}
            autoFocus
          />
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? 'How staff tell the terminals apart.'}
          />
          <TextField
            select
            label="Till"
            value={posTerminalId}
            onChange={(event) => setPosTerminalId(event.target.value)}
            error={Boolean(errors.posTerminalId)}
            helperText={errors.posTerminalId ?? 'The till whose card payments go to this terminal.'}
          >
            {tills.map((till) => (
              <MenuItem key={till.id} value={till.id}>
                {till.name}
              </MenuItem>
            ))}
          </TextField>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy || tills.length === 0} onClick={() => void submit()}>
          {busy ? 'Pairing…' : 'Pair'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
