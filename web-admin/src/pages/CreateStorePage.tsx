import MapRounded from '@mui/icons-material/MapRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AU_STATE_NAMES, AU_STATES, COUNTRIES, COUNTRY_CODES, type CountryCode } from '@resto/domain';
import {
  ApiError,
  apiFieldProblems,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  type Restaurant,
  SubmitButton,
  timezoneCity,
  useApi,
  useNotify,
  usePageTitle,
  useRestaurant,
  useViewerAccess,
} from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { MissingDocument } from '../components/MissingDocument';
import { CollectionTypeSwitches } from '../components/stores/CollectionTypeSwitches';
import { FormSection } from '../components/stores/FormSection';
import {
  byField,
  formattedAddress,
  type NewStoreField,
  type NewStoreValues,
  newStoreProblems,
  splitCoordinates,
  toNewStoreRequest,
} from '../components/stores/newStoreRequest';
import { restaurantPath, storePath } from '../navigation';

/** `/restaurants/:restaurantId/create/store`: add a store; it starts with the restaurant's country and timezone. */
export default function CreateStorePage() {
  usePageTitle('Add a store');
  const { restaurantId = '' } = useParams();
  const { data: restaurant, loading, error } = useRestaurant(restaurantId);
  if (loading) return <LoadingScreen label="Loading the restaurant…" />;
  if (!restaurant)
    return <MissingDocument what="restaurant" error={error} backTo="/" backLabel="All restaurants" />;
  return <CreateStoreForm restaurant={restaurant} />;
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

  function setCoordinate(key: 'latitude' | 'longitude', text: string) {
    const both = splitCoordinates(text);
    if (both) setValues((previous) => ({ ...previous, ...both }));
    else set(key, text.trim());
  }

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

  const mapSearch = `https://www.openstreetmap.org/search?query=${encodeURIComponent(formattedAddress(values))}`;
  const hasFieldProblems = Object.keys(server).length > 0;

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        eyebrow={restaurant.name}
        title="Add a store"
        subtitle="A store is a location customers order from. You can set its menu, hours and devices right after."
      />
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Only restaurant admins can add stores. Ask an Admin User of {restaurant.name} to add it.
        </Alert>
      )}
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit} aria-label="Add a store">
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
              {...fieldProps('name', `As customers know it, e.g. "${restaurant.name} Bondi".`)}
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

          <FormSection title="Address">
            <TextField
              label="Street address"
              required
              value={values.street}
              onChange={(event) => set('street', event.target.value)}
              {...fieldProps('street', 'Number and street, e.g. "120 Campbell Parade".')}
              slotProps={{ htmlInput: { autoComplete: 'address-line1' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Suburb"
                value={values.suburb}
                onChange={(event) => set('suburb', event.target.value)}
                {...fieldProps('suburb')}
                sx={{ flex: 2 }}
              />
              {values.countryCode === 'AU' ? (
                <TextField
                  select
                  label="State"
                  value={values.state}
                  onChange={(event) => set('state', event.target.value)}
                  {...fieldProps('state')}
                  sx={{ flex: 1, minWidth: 120 }}
                >
                  {AU_STATES.map((state) => (
                    <MenuItem key={state} value={state} title={AU_STATE_NAMES[state]}>
                      {state}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  label="State or region"
                  value={values.state}
                  onChange={(event) => set('state', event.target.value)}
                  {...fieldProps('state')}
                  sx={{ flex: 1 }}
                />
              )}
              <TextField
                label="Postcode"
                value={values.postcode}
                onChange={(event) => set('postcode', event.target.value)}
                {...fieldProps('postcode')}
                sx={{ flex: 1, minWidth: 110 }}
                slotProps={{ htmlInput: { autoComplete: 'postal-code' } }}
              />
            </Stack>
            <TextField
              select
              label="Country"
              value={values.countryCode}
              onChange={(event) => {
                const countryCode = event.target.value as CountryCode;
                setValues((previous) => ({
                  ...previous,
                  countryCode,
                  state: '',
                  timezone: COUNTRIES[countryCode].timezones[0] ?? previous.timezone,
                }));
              }}
              {...fieldProps('country', `Prices in ${COUNTRIES[values.countryCode].currencyCode}.`)}
            >
              {COUNTRY_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  {COUNTRIES[code].name}
                </MenuItem>
              ))}
            </TextField>
          </FormSection>

          <Divider />

          <FormSection
            title="Location on the map"
            description={
              <>
                Used for delivery distances and the store's map pin. You can find them on any map: right-click
                (or long-press) the store and copy its coordinates; pasting both into Latitude fills both
                fields.{' '}
                <Link
                  href={mapSearch}
                  target="_blank"
                  rel="noreferrer"
                  sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                >
                  <MapRounded sx={{ fontSize: 18 }} /> Find this address on a map
                </Link>
              </>
            }
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Latitude"
                required
                value={values.latitude}
                placeholder="-33.8910"
                onChange={(event) => setCoordinate('latitude', event.target.value)}
                {...fieldProps('latitude', 'From -90 to 90; south is negative.')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                label="Longitude"
                required
                value={values.longitude}
                placeholder="151.2770"
                onChange={(event) => setCoordinate('longitude', event.target.value)}
                {...fieldProps('longitude', 'From -180 to 180; west is negative.')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Stack>
          </FormSection>

          <Divider />

          <FormSection
            title="Ordering"
            description="You can change all of this later in the store's settings."
          >
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
        </Stack>
      </Card>
    </Box>
  );
}
