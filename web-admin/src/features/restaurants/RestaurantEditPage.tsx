import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, ZRestaurantEdit } from '@resto/domain';
import {
  ImageUpload,
  ProblemAlert,
  type Restaurant,
  schemaProblems,
  timezoneCity,
  useApi,
  useNotify,
  usePageTitle,
} from '@resto/web-common';
import type { FormEvent } from 'react';
import {
  EditFormFooter,
  EditPageShell,
  useDocumentEditForm,
  WithRouteRestaurant,
} from '../../shared/EditPage';
import { FormSection } from '../../shared/FormSection';
import { restaurantPath } from '../../shared/paths';
import { type RestaurantValues, restaurantEditValues, toRestaurantEditRequest } from './restaurantEditForm';

/** `/restaurants/:restaurantId/edit`: the restaurant's name, description, logo, country and timezone. */
export default function RestaurantEditPage() {
  usePageTitle('Restaurant details');
  return (
    <WithRouteRestaurant>
      {(restaurant) => <RestaurantEditForm key={restaurant.id} restaurant={restaurant} />}
    </WithRouteRestaurant>
  );
}

const validate = (values: RestaurantValues) =>
  schemaProblems(ZRestaurantEdit, toRestaurantEditRequest(values));

function RestaurantEditForm({ restaurant }: { restaurant: Restaurant }) {
  const client = useApi();
  const notify = useNotify();
  const form = useDocumentEditForm(restaurantEditValues(restaurant), validate);
  const country = form.problems['country.code'] ?? form.problems.country;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    void form.submit(event, async () => {
      await client.put(
        `/api/restaurants/${encodeURIComponent(restaurant.id)}`,
        toRestaurantEditRequest(form.values),
      );
      notify(`${form.values.name.trim()} was saved.`);
    });
  }

  return (
    <EditPageShell
      eyebrow={restaurant.name}
      title="Restaurant details"
      subtitle="Shown on your website, receipts and online ordering for every store."
      isAdmin={form.isAdmin}
      adminNote="Only restaurant admins can change these details."
      formLabel="Restaurant details"
      onSubmit={handleSubmit}
    >
      {form.generalFailure && <ProblemAlert error={form.failure} />}
      <FormSection title="Restaurant">
        <TextField
          label="Restaurant name"
          required
          value={form.values.name}
          onChange={(event) => form.set({ name: event.target.value })}
          {...form.field('name', 'As customers know it.')}
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={form.values.description}
          onChange={(event) => form.set({ description: event.target.value })}
          {...form.field('description', `${form.values.description.length}/500`)}
        />
        <TextField
          label="Contact email"
          type="email"
          value={form.values.contactEmail}
          onChange={(event) => form.set({ contactEmail: event.target.value })}
          {...form.field('contactEmail', 'Optional. Where customers can write to you.')}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <ImageUpload
          restaurantId={restaurant.id}
          value={form.values.logo}
          onChange={(logo) => form.set({ logo })}
          aspectRatio="square"
          label="Logo"
          helperText="Square works best: it is shown in a circle and on receipts."
          disabled={form.disabled}
        />
      </FormSection>
      <Divider />
      <FormSection title="Country and timezone" description="Prices, phone numbers and times follow these.">
        <TextField
          select
          label="Country"
          value={form.values.countryCode}
          onChange={(event) => {
            const countryCode = event.target.value as CountryCode;
            form.set({ countryCode, timezone: COUNTRIES[countryCode].timezones[0] ?? form.values.timezone });
          }}
          error={Boolean(country)}
          helperText={country ?? `Prices in ${COUNTRIES[form.values.countryCode].currencyCode}.`}
          disabled={form.disabled}
        >
          {COUNTRY_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {COUNTRIES[code].name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Timezone"
          value={form.values.timezone}
          onChange={(event) => form.set({ timezone: event.target.value })}
          {...form.field('timezone', 'New stores start in this timezone.')}
        >
          {COUNTRIES[form.values.countryCode].timezones.map((timezone) => (
            <MenuItem key={timezone} value={timezone}>
              {timezoneCity(timezone)}
            </MenuItem>
          ))}
        </TextField>
      </FormSection>
      <EditFormFooter
        dirty={form.dirty}
        busy={form.busy}
        isAdmin={form.isAdmin}
        onDiscard={form.discard}
        back={{ to: restaurantPath(restaurant.id), label: 'Back to the restaurant' }}
      />
    </EditPageShell>
  );
}
