import AirlineSeatReclineNormalRounded from '@mui/icons-material/AirlineSeatReclineNormalRounded';
import CallSplitRounded from '@mui/icons-material/CallSplitRounded';
import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BOOKED_SOON_MINUTES,
  compareTableNames,
  type LiveTableStatus,
  seatingUnitName,
  TABLE_FLOOR_LIMITS,
  timeSeatedWords,
} from '@resto/domain';
import { ApiError, ConfirmDialog, type DiningTable, useApi, useNotify } from '@resto/web-common';
import { useState } from 'react';

const floorPath = (restaurantId: string, storeId: string, rest: string) =>
  `/api/dine-in/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/${rest}` as const;

const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;

function failureWords(failure: unknown): { title: string; message: string } {
  return failure instanceof ApiError
    ? { title: failure.title, message: failure.message }
    : { title: 'Not saved', message: String(failure) };
}

/**
 * What staff do with the tapped table on the live floor: seat a walk-in (or the party booked
 * there), clear the table when they leave, join it with others for a large party, separate a join.
 * Every action is a command to the API; the map follows the floor document live.
 */
export function FloorActions({
  restaurantId,
  storeId,
  table,
  status,
  tables,
  statuses,
  now,
}: {
  restaurantId: string;
  storeId: string;
  table: DiningTable;
  status: LiveTableStatus;
  tables: readonly DiningTable[];
  statuses: ReadonlyMap<string, LiveTableStatus>;
  now: Date;
}) {
  const api = useApi();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'seat' | 'clear' | 'join' | 'separate' | null>(null);
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map(tables.map((entry) => [entry.id, entry]));
  const unitIds = [table.id, ...(status.joinedWith ?? [])];
  const unitName = seatingUnitName(
    unitIds
      .map((id) => byId.get(id))
      .filter((entry): entry is DiningTable => Boolean(entry))
      .sort(compareTableNames)
      .map((entry) => entry.name),
  );
  const unitSeats = unitIds.reduce((sum, id) => sum + (byId.get(id)?.seats ?? 0), 0);
  const seating = status.seating;
  // Only a party due about now can be seated from its booking (not tomorrow's at this table).
  const booking =
    status.booking &&
    Date.parse(status.booking.bookedForIsoDateTimeUtc) - now.getTime() <= BOOKED_SOON_MINUTES * 60_000
      ? status.booking
      : undefined;
  const inUse = status.status !== 'disabled';

  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      notify(done);
      return true;
    } catch (failure) {
      setError(failureWords(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function seatBooked() {
    if (!booking) return;
    await run(
      () =>
        api.post(floorPath(restaurantId, storeId, 'seatings'), {
          seatingId: newId('seat'),
          tableId: table.id,
          pax: booking.pax,
          bookingId: booking.id,
        }),
      `${booking.name} is seated at ${unitName}.`,
    );
  }

  return (
    <Stack spacing={1} aria-label="Floor actions">
      {seating && (
        <Typography variant="body2" data-testid="seated-party">
          {seating.bookingId ? 'Booked party' : 'Walk-in'}
          {seating.name ? `: ${seating.name}` : ''} · {seating.pax} {seating.pax === 1 ? 'guest' : 'guests'} ·
          seated {timeSeatedWords(seating.seatedIsoDateTimeUtc, now)}
        </Typography>
      )}
      {status.joinedWith && status.joinedWith.length > 0 && (
        <Typography variant="body2" data-testid="joined-tables">
          Joined: {unitName} · {unitSeats} seats
        </Typography>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          <strong>{error.title}</strong> {error.message}
        </Alert>
      )}
      {inUse && !seating && booking && (
        <Button
          variant="outlined"
          startIcon={<AirlineSeatReclineNormalRounded />}
          disabled={busy}
          onClick={() => void seatBooked()}
        >
          Seat {booking.name} ({booking.pax})
        </Button>
      )}
      {inUse && !seating && (
        <Button
          variant="outlined"
          startIcon={<AirlineSeatReclineNormalRounded />}
          onClick={() => setDialog('seat')}
        >
          Seat walk-in
        </Button>
      )}
      {seating && (
        <Button variant="outlined" startIcon={<CleaningServicesRounded />} onClick={() => setDialog('clear')}>
          Clear table
        </Button>
      )}
      {inUse && !seating && !status.joinId && (
        <Button variant="text" startIcon={<LinkRounded />} onClick={() => setDialog('join')}>
          Join tables
        </Button>
      )}
      {status.joinId && !seating && (
        <Button variant="text" startIcon={<CallSplitRounded />} onClick={() => setDialog('separate')}>
          Separate tables
        </Button>
      )}

      {dialog === 'seat' && (
        <SeatWalkInDialog
          unitName={unitName}
          seats={unitSeats}
          onClose={() => setDialog(null)}
          onSeat={async (pax, name) => {
            const seated = await run(
              () =>
                api.post(floorPath(restaurantId, storeId, 'seatings'), {
                  seatingId: newId('walk-in'),
                  tableId: table.id,
                  pax,
                  name,
                }),
              `${name || 'The walk-in'} seated at ${unitName}.`,
            );
            if (seated) setDialog(null);
          }}
          busy={busy}
          error={error}
        />
      )}
      {dialog === 'join' && (
        <JoinTablesDialog
          table={table}
          candidates={tables.filter(
            (entry) =>
              entry.id !== table.id &&
              entry.active &&
              entry.seatingArea.trim().toLowerCase() === table.seatingArea.trim().toLowerCase() &&
              !statuses.get(entry.id)?.joinId &&
              !statuses.get(entry.id)?.seating,
          )}
          busy={busy}
          error={error}
          onClose={() => setDialog(null)}
          onJoin={async (others) => {
            const names = seatingUnitName(
              [table, ...others].sort(compareTableNames).map((entry) => entry.name),
            );
            const joined = await run(
              () =>
                api.post(floorPath(restaurantId, storeId, 'table-joins'), {
                  joinId: newId('join'),
                  tableIds: [table.id, ...others.map((entry) => entry.id)],
                }),
              `${names} are joined.`,
            );
            if (joined) setDialog(null);
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'clear'}
        title={`Clear ${unitName}?`}
        confirmLabel="Clear table"
        busyLabel="Clearing…"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!seating) return;
          await api.post(
            floorPath(restaurantId, storeId, `seatings/${encodeURIComponent(seating.id)}/clear`),
            {},
          );
          notify(`${unitName} is free.`);
        }}
      >
        {seating?.name || 'The party'} left: the table shows free and its seats can be booked again. Open
        orders at the table are not changed.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'separate'}
        title={`Separate ${unitName}?`}
        confirmLabel="Separate tables"
        busyLabel="Separating…"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!status.joinId) return;
          await api.delete(
            floorPath(restaurantId, storeId, `table-joins/${encodeURIComponent(status.joinId)}`),
          );
          notify(`${unitName} are separate tables again.`);
        }}
      >
        Each table seats its own party again; a party larger than any single table can no longer be booked
        here.
      </ConfirmDialog>
    </Stack>
  );
}

function SeatWalkInDialog({
  unitName,
  seats,
  busy,
  error,
  onSeat,
  onClose,
}: {
  unitName: string;
  seats: number;
  busy: boolean;
  error: { title: string; message: string } | null;
  onSeat: (pax: number, name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [pax, setPax] = useState(String(Math.min(2, seats)));
  const [name, setName] = useState('');
  const count = Number(pax);
  const paxProblem =
    !Number.isInteger(count) || count < 1
      ? 'Enter how many guests (at least 1)'
      : count > TABLE_FLOOR_LIMITS.maxPax
        ? `At most ${TABLE_FLOOR_LIMITS.maxPax} guests`
        : null;
  const nameProblem = name.trim().length > TABLE_FLOOR_LIMITS.name ? 'Name is at most 100 characters' : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="seat-walk-in-title" fullWidth maxWidth="xs">
      <DialogTitle id="seat-walk-in-title">Seat a walk-in at {unitName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Guests"
            type="number"
            value={pax}
            onChange={(event) => setPax(event.target.value)}
            error={Boolean(paxProblem)}
            helperText={
              paxProblem ??
              (count > seats ? `${unitName} seats ${seats}: join tables for more` : `Seats ${seats}`)
            }
            slotProps={{ htmlInput: { min: 1, max: TABLE_FLOOR_LIMITS.maxPax, inputMode: 'numeric' } }}
            autoFocus
          />
          <TextField
            label="Name (optional)"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameProblem)}
            helperText={nameProblem ?? 'So the team knows whose table it is'}
          />
          {error && (
            <Alert severity="error">
              <strong>{error.title}</strong> {error.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy || Boolean(paxProblem) || Boolean(nameProblem)}
          onClick={() => void onSeat(count, name.trim())}
        >
          {busy ? 'Seating…' : 'Seat'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function JoinTablesDialog({
  table,
  candidates,
  busy,
  error,
  onJoin,
  onClose,
}: {
  table: DiningTable;
  candidates: DiningTable[];
  busy: boolean;
  error: { title: string; message: string } | null;
  onJoin: (others: DiningTable[]) => Promise<void>;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const others = candidates.filter((entry) => chosen.includes(entry.id));
  const seats = table.seats + others.reduce((sum, entry) => sum + entry.seats, 0);
  const tooMany = chosen.length + 1 > TABLE_FLOOR_LIMITS.tablesPerJoin;
  return (
    <Dialog open onClose={onClose} aria-labelledby="join-tables-title" fullWidth maxWidth="xs">
      <DialogTitle id="join-tables-title">Join {seatingUnitName([table.name])} with…</DialogTitle>
      <DialogContent>
        {candidates.length === 0 ? (
          <Typography>No other free table in {table.seatingArea || 'this area'} to join.</Typography>
        ) : (
          <FormGroup aria-label="Tables to join">
            {[...candidates].sort(compareTableNames).map((entry) => (
              <FormControlLabel
                key={entry.id}
                control={
                  <Checkbox
                    checked={chosen.includes(entry.id)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked
                          ? [...current, entry.id]
                          : current.filter((id) => id !== entry.id),
                      )
                    }
                  />
                }
                label={`${seatingUnitName([entry.name])} · ${entry.seats} seats`}
              />
            ))}
          </FormGroup>
        )}
        <Typography variant="body2" sx={{ mt: 1, color: tooMany ? 'error.main' : 'text.secondary' }}>
          {tooMany
            ? `Join at most ${TABLE_FLOOR_LIMITS.tablesPerJoin} tables`
            : chosen.length === 0
              ? 'Choose at least one more table.'
              : `Together they seat ${seats}.`}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            <strong>{error.title}</strong> {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy || chosen.length === 0 || tooMany}
          onClick={() => void onJoin(others)}
        >
          {busy ? 'Joining…' : 'Join tables'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
