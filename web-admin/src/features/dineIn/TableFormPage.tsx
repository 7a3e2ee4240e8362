import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type DiningTableRequest,
  seatingAreasOf,
  tableDisplayName,
  ZDiningTableRequest,
} from '@resto/domain';
import {
  type DiningTable,
  diningTableDoc,
  diningTables,
  LoadingScreen,
  ProblemAlert,
  useApi,
  useDoc,
  useNotify,
  usePageTitle,
  useQuery,
} from '@resto/web-common';
import { useNavigate, useParams } from 'react-router-dom';
import { EditFormFooter, EditPageShell, useDocumentEditForm } from '../../shared/EditPage';
import { MissingDocument } from '../../shared/MissingDocument';
import { NumberField } from '../../shared/NumberField';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { tablesPath } from './dineInApi';

const NEW_TABLE: DiningTableRequest = { name: '', seats: 4, seatingArea: '', active: true };

/** Problems of the draft, by field, from the domain's schema (the API checks the same). */
function tableProblems(values: DiningTableRequest): Record<string, string> {
  const parsed = ZDiningTableRequest.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** `/dine-in/tables/create/table` and `/dine-in/tables/:tableId/edit`. */
export default function TableFormPage() {
  const { tableId } = useParams();
  const { restaurantId, storeId } = useStoreContext();
  const existing = useDoc(tableId ? diningTableDoc(restaurantId, storeId, tableId) : null);
  usePageTitle(tableId ? 'Edit table' : 'New table');
  if (tableId && existing.loading) return <LoadingScreen label="Loading the table…" />;
  if (tableId && !existing.data)
    return (
      <MissingDocument
        what="table"
        error={existing.error}
        backTo={`${storePath(restaurantId, storeId)}/dine-in`}
        backLabel="All tables"
      />
    );
  return <TableForm key={tableId ?? 'new'} table={existing.data ?? undefined} />;
}

function TableForm({ table }: { table: DiningTable | undefined }) {
  const { restaurantId, storeId, store } = useStoreContext();
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const all = useQuery(diningTables(restaurantId, storeId));
  const saved: DiningTableRequest = table
    ? { name: table.name, seats: table.seats, seatingArea: table.seatingArea, active: table.active }
    : NEW_TABLE;
  const form = useDocumentEditForm(saved, tableProblems);
  const back = `${storePath(restaurantId, storeId)}/dine-in`;
  const areas = seatingAreasOf(all.data ?? []);

  return (
    <EditPageShell
      eyebrow={store?.name ?? ''}
      title={table ? `Edit ${tableDisplayName(table.name)}` : 'New table'}
      subtitle="Guests see the table's name when they scan its QR code. Seats count towards table bookings."
      isAdmin={form.isAdmin}
      adminNote="Only store admins can change tables."
      formLabel={table ? 'Edit table' : 'New table'}
      onSubmit={(event) =>
        void form.submit(event, async () => {
          const body = ZDiningTableRequest.parse(form.values);
          if (table) {
            await client.put(tablesPath(restaurantId, storeId, table.id), body);
            notify(`${tableDisplayName(body.name)} was saved.`);
          } else {
            await client.post(tablesPath(restaurantId, storeId), body);
            notify(`${tableDisplayName(body.name)} was added. Print its QR code from the list.`);
          }
          navigate(back);
        })
      }
    >
      {form.generalFailure && <ProblemAlert error={form.failure} />}
      <Stack spacing={3}>
        <TextField
          label="Table name"
          value={form.values.name}
          onChange={(event) => form.set({ name: event.target.value })}
          autoFocus={!table}
          required
          slotProps={{ htmlInput: { maxLength: 30 } }}
          {...form.field('name', 'A number like "12", or a name like "Window 3".')}
        />
        <NumberField
          label="Seats"
          value={form.values.seats}
          onChange={(seats) => form.set({ seats })}
          decimals={false}
          problem={form.problems.seats}
          disabled={form.disabled}
          helperText="How many guests sit here. Bookings never take more seats than the tables have."
        />
        <Autocomplete
          freeSolo
          options={areas}
          value={form.values.seatingArea}
          onInputChange={(_, value) => form.set({ seatingArea: value })}
          disabled={form.disabled}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Seating area"
              error={Boolean(form.problems.seatingArea)}
              helperText={
                form.problems.seatingArea ??
                'Like "Courtyard" or "Bar". Guests can ask for an area when booking.'
              }
            />
          )}
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={form.values.active}
                onChange={(event) => form.set({ active: event.target.checked })}
                disabled={form.disabled}
              />
            }
            label="Taking orders and bookings"
          />
          <FormHelperText sx={{ mt: 0 }}>
            Switch off a table that is out of use: its QR code asks guests to see staff, and its seats are not
            booked.
          </FormHelperText>
        </div>
      </Stack>
      <EditFormFooter
        dirty={form.dirty}
        busy={form.busy}
        isAdmin={form.isAdmin}
        onDiscard={form.discard}
        back={{ to: back, label: 'Back to tables' }}
      />
    </EditPageShell>
  );
}
