import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  COUNTRIES,
  type SocialLinks,
  type StoreStatus,
} from '@resto/domain';
import {
  LoadingScreen,
  ProblemAlert,
  type Store,
  timezoneCity,
  useApi,
  useNotify,
  usePageTitle,
  useStore,
} from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EditFormFooter, EditPageShell, useDocumentEditForm } from '../../shared/EditPage';
import { FormSection } from '../../shared/FormSection';
import { MissingDocument } from '../../shared/MissingDocument';
import { NumberField } from '../../shared/NumberField';
import { restaurantPath, storePath } from '../../shared/paths';
import { SwitchRow } from '../../shared/SwitchRow';
import { byField, type NewStoreField } from './newStoreRequest';
import { StoreAddressFields } from './StoreAddressFields';
import {
  type StoreEditValues,
  storeEditProblems,
  storeEditValues,
  toStoreEditRequest,
} from './storeEditForm';

const SOCIAL_LABELS: Record<keyof SocialLinks, string> = {
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X (Twitter)',
  youtube: 'YouTube',
};

/** `/stores/:storeId/edit`: the store's details, ways to order, status and links. */
export default function StoreEditPage() {
  usePageTitle('Store details');
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: store, loading, error } = useStore(restaurantId, storeId);
  if (loading) return <LoadingScreen label="Loading the store…" />;
  if (!store)
    return (
      <MissingDocument
        what="store"
        error={error}
        backTo={restaurantPath(restaurantId)}
        backLabel="Back to the restaurant"
      />
    );
  return <StoreEditForm key={store.id} store={store} restaurantId={restaurantId} />;
}

function StoreEditForm({ store, restaurantId }: { store: Store; restaurantId: string }) {
  const client = useApi();
  const notify = useNotify();
  const form = useDocumentEditForm<StoreEditValues>(storeEditValues(store), storeEditProblems);
  const [attempted, setAttempted] = useState(false);
  const { values, local, server, disabled } = form;
  const fields = byField({ ...server, ...local });
  const base = storePath(restaurantId, store.id);

  const fieldProps = (field: NewStoreField, hint?: string) => ({
    onBlur: () => undefined,
    error: Boolean(fields[field]),
    helperText: fields[field] ?? hint,
    disabled,
  });
  const pathProps = form.field;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setAttempted(true);
    if (Object.keys(local).length > 0) {
      event.preventDefault();
      const formElement = event.currentTarget;
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void form.submit(event, async () => {
      await client.put(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(store.id)}`,
        toStoreEditRequest(values),
      );
      // The server drops the reason of an online store; the form follows so it is not left "unsaved".
      if (values.status === 'ONLINE') form.setValues((previous) => ({ ...previous, offlineReason: '' }));
      notify(`${values.name.trim()} was saved.`);
    });
  }

  const hasServerFieldProblems = Object.keys(server).length > 0;
  return (
    <EditPageShell
      eyebrow={store.name}
      title="Store details"
      subtitle="What customers see about this store, and how they can order from it."
      maxWidth={820}
      isAdmin={form.isAdmin}
      adminNote="Only admins of this store or restaurant can change its details."
      formLabel="Store details"
      onSubmit={handleSubmit}
    >
      {form.generalFailure && <ProblemAlert error={form.failure} />}
      {(hasServerFieldProblems || (attempted && Object.keys(local).length > 0)) && (
        <Alert severity="error">Some details need another look: see the highlighted fields.</Alert>
      )}

      <FormSection
        title="Status"
        description="An offline store takes no online orders; customers see your reason."
      >
        <RadioGroup
          row
          value={form.values.status}
          onChange={(event) => form.set({ status: event.target.value as StoreStatus })}
          aria-label="Store status"
        >
          <FormControlLabel value="ONLINE" control={<Radio />} label="Online" disabled={form.disabled} />
          <FormControlLabel value="OFFLINE" control={<Radio />} label="Offline" disabled={form.disabled} />
        </RadioGroup>
        {form.values.status === 'OFFLINE' && (
          <TextField
            label="Reason shown to customers"
            required
            value={form.values.offlineReason}
            onChange={(event) => form.set({ offlineReason: event.target.value })}
            placeholder="Closed for renovations until Monday"
            {...pathProps('offlineReason', 'Up to 200 characters.')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      </FormSection>

      <Divider />

      <FormSection title="Store">
        <TextField
          label="Store name"
          required
          value={form.values.name}
          onChange={(event) => form.set({ name: event.target.value })}
          {...fieldProps('name')}
        />
        <TextField
          label="Phone number"
          required
          type="tel"
          value={form.values.phoneNumber}
          onChange={(event) => form.set({ phoneNumber: event.target.value })}
          {...fieldProps('phoneNumber', 'Shown to customers and on receipts.')}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
        />
      </FormSection>

      <Divider />

      <StoreAddressFields
        restaurantId={restaurantId}
        values={form.values}
        onChange={form.set}
        onCountryChange={(countryCode) =>
          form.set({
            countryCode,
            state: '',
            timezone: COUNTRIES[countryCode].timezones[0] ?? form.values.timezone,
          })
        }
        fieldProps={fieldProps}
      />

      <Divider />

      <FormSection title="Ordering" description="How customers can order, and how long the kitchen needs.">
        <TextField
          select
          label="Timezone"
          value={form.values.timezone}
          onChange={(event) => form.set({ timezone: event.target.value })}
          {...fieldProps('timezone', 'Order times, trading hours and reports use this timezone.')}
        >
          {COUNTRIES[form.values.countryCode].timezones.map((timezone) => (
            <MenuItem key={timezone} value={timezone}>
              {timezoneCity(timezone)}
            </MenuItem>
          ))}
        </TextField>
        {COLLECTION_TYPES.map((type) => {
          const setting = form.values.collectionSettings[type];
          const update = (patch: Partial<typeof setting>) =>
            form.set({
              collectionSettings: { ...values.collectionSettings, [type]: { ...setting, ...patch } },
            });
          return (
            <Box
              key={type}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
              }}
            >
              <SwitchRow
                label={COLLECTION_TYPE_LABELS[type]}
                description={setting.available ? 'Customers can choose it.' : 'Switched off.'}
                checked={setting.available}
                onChange={(available) => update({ available })}
                disabled={form.disabled}
              />
              <NumberField
                label="Preparation time"
                size="small"
                unit="min"
                decimals={false}
                value={setting.prepTimeInMinutes}
                onChange={(prepTimeInMinutes) => update({ prepTimeInMinutes })}
                problem={form.problems[`collectionSettings.${type}.prepTimeInMinutes`]}
                helperText="Kitchen lead time"
                disabled={disabled || !setting.available}
                sx={{ width: 210 }}
              />
            </Box>
          );
        })}
        <SwitchRow
          label="Split timings"
          description="Trade in two sessions a day (e.g. lunch and dinner); set them in ordering times."
          checked={form.values.hasSplitTimings}
          onChange={(hasSplitTimings) => form.set({ hasSplitTimings })}
          disabled={form.disabled}
        />
        <SwitchRow
          label="Orders from online search"
          description="Order with Google: customers order pickup from this store straight from Google Search and Maps, priced from your menu and paid at the counter."
          checked={form.values.googleFoodOrderingEnabled}
          onChange={(googleFoodOrderingEnabled) => form.set({ googleFoodOrderingEnabled })}
          disabled={form.disabled}
        />
      </FormSection>

      <Divider />

      <FormSection title="Social links" description="Shown on the store's page. Leave any empty.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(Object.keys(SOCIAL_LABELS) as Array<keyof SocialLinks>).map((key) => (
            <TextField
              key={key}
              label={SOCIAL_LABELS[key]}
              type="url"
              value={form.values.socialLinks[key]}
              placeholder="https://"
              onChange={(event) =>
                form.set({ socialLinks: { ...values.socialLinks, [key]: event.target.value } })
              }
              {...pathProps(`socialLinks.${key}`)}
            />
          ))}
        </Box>
      </FormSection>

      <EditFormFooter
        dirty={form.dirty}
        busy={form.busy}
        isAdmin={form.isAdmin}
        onDiscard={form.discard}
        back={{ to: base, label: 'Back to the store' }}
      />
    </EditPageShell>
  );
}
