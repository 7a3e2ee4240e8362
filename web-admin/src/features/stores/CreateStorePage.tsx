import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COUNTRIES } from '@resto/domain';
import {
  ApiError,
  apiFieldProblems,
  ProblemAlert,
  type Restaurant,
  SubmitButton,
  timezoneCity,
  useApi,
  useNotify,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EditPageShell, WithRouteRestaurant } from '../../shared/EditPage';
import { FormSection } from '../../shared/FormSection';
import { restaurantPath, storePath } from '../../shared/paths';
import { CollectionTypeSwitches } from './CollectionTypeSwitches';
import {
  byField,
  type NewStoreField,
  type NewStoreValues,
  newStoreProblems,
  toNewStoreRequest,
} from './newStoreRequest';
import { StoreAddressFields } from './StoreAddressFields';

/** `/restaurants/:restaurantId/create/store`: add a store; it starts with the restaurant's country and timezone. */
export default function CreateStorePage() {
  usePageTitle('Add a store');
  return (
    <WithRouteRestaurant>{(restaurant) => <CreateStoreForm restaurant={restaurant} />}</WithRouteRestaurant>
  );
}

function initialValues(restaurant: Restaurant): NewStoreValues {
  const countryCode = restaurant.country?.code ?? 'AU';
  const { timezones } = COUNTRIES[countryCode];
  return {
    name: '',
    street: '',
    suburb: '',
    state: '',
    postcode: '',
    countryCode,
    latitude: '',
    longitude: '',
    phoneNumber: '',
    timezone: timezones.includes(restaurant.timezone) ? restaurant.timezone : (timezones[0] ?? 'UTC'),
    collectionTypes: { pickup: true, delivery: false, dineIn: false },
  };
}

function CreateStoreForm({ restaurant }: { restaurant: Restaurant }) {
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { isAdmin } = useViewerAccess();
  const [values, setValues] = useState(() => initialValues(restaurant));
  const [touched, setTouched] = useState<ReadonlySet<NewStoreField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const local = newStoreProblems(values);
  const server = byField(apiFieldProblems(failure));
  const problem = (field: NewStoreField) =>
    ((attempted || touched.has(field)) && local[field]) || server[field];
  const disabled = busy || !isAdmin;
  const base = restaurantPath(restaurant.id);

  const set = <K extends keyof NewStoreValues>(key: K, value: NewStoreValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (failure) setFailure(undefined);
  };
  const touch = (field: NewStoreField) => () => setTouched((previous) => new Set(previous).add(field));
  const fieldProps = (field: NewStoreField, hint?: string) => ({
    onBlur: touch(field),
    error: Boolean(problem(field)),
    helperText: problem(field) || hint,
    disabled,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(newStoreProblems(values)).length > 0) {
      // Long form: take people to the first field that needs them.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const created = await client.post<{ storeId?: string; id?: string }>(
        `/api/restaurants/${encodeURIComponent(restaurant.id)}/stores`,
        toNewStoreRequest(values),
      );
      const storeId = created.storeId ?? created.id;
      notify(`${values.name.trim()} was added.`);
      navigate(storeId ? storePath(restaurant.id, storeId) : `${base}/stores`, { replace: true });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const hasFieldProblems = Object.keys(server).length > 0;

  return (
    <EditPageShell
      eyebrow={restaurant.name}
      title="Add a store"
      subtitle="A store is a location customers order from. You can set its menu, hours and devices right after."
      isAdmin={isAdmin}
      adminNote={
        <>Only restaurant admins can add stores. Ask an Admin User of {restaurant.name} to add it.</>
      }
      formLabel="Add a store"
      onSubmit={handleSubmit}
    >
      {failure !== undefined &&
        !(failure instanceof ApiError && failure.status === 400 && hasFieldProblems) && (
          <ProblemAlert error={failure} />
        )}
      {failure !== undefined && hasFieldProblems && (
        <Alert severity="error">Some details need another look: see the highlighted fields.</Alert>
      )}

      <FormSection title="Store">
        <TextField
          label="Store name"
          required
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          {...fieldProps('name', `As customers know it: often the restaurant's name and the suburb.`)}
        />
        <TextField
          label="Phone number"
          required
          type="tel"
          value={values.phoneNumber}
          onChange={(event) => set('phoneNumber', event.target.value)}
          {...fieldProps('phoneNumber', 'Shown to customers and on receipts.')}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
        />
      </FormSection>

      <Divider />

      <StoreAddressFields
        restaurantId={restaurant.id}
        values={values}
        onChange={(patch) => {
          setValues((previous) => ({ ...previous, ...patch }));
          if (failure) setFailure(undefined);
        }}
        onCountryChange={(countryCode) =>
          setValues((previous) => ({
            ...previous,
            countryCode,
            state: '',
            timezone: COUNTRIES[countryCode].timezones[0] ?? previous.timezone,
          }))
        }
        fieldProps={fieldProps}
      />

      <Divider />

      <FormSection title="Ordering" description="You can change all of this later in the store's settings.">
        <TextField
          select
          label="Timezone"
          value={values.timezone}
          onChange={(event) => set('timezone', event.target.value)}
          {...fieldProps('timezone', 'Order times, trading hours and reports use this timezone.')}
        >
          {COUNTRIES[values.countryCode].timezones.map((timezone) => (
            <MenuItem key={timezone} value={timezone}>
              {timezoneCity(timezone)}
            </MenuItem>
          ))}
        </TextField>
        <CollectionTypeSwitches
          value={values.collectionTypes}
          onChange={(collectionTypes) => set('collectionTypes', collectionTypes)}
          disabled={disabled}
          error={problem('collectionTypes')}
        />
      </FormSection>

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button component={RouterLink} to={base} size="large" disabled={busy}>
          Cancel
        </Button>
        <SubmitButton busy={busy} busyLabel="Adding the store…" fullWidth={false} disabled={!isAdmin}>
          Add store
        </SubmitButton>
      </Stack>
    </EditPageShell>
  );
}
