import MapRounded from '@mui/icons-material/MapRounded';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AU_STATE_NAMES, AU_STATES, COUNTRIES, COUNTRY_CODES, type CountryCode } from '@resto/domain';
import { FormSection } from '../../shared/FormSection';
import { AddressFinder } from './AddressFinder';
import {
  formattedAddress,
  type NewStoreField,
  type NewStoreValues,
  splitCoordinates,
} from './newStoreRequest';

export type AddressValues = Pick<
  NewStoreValues,
  'street' | 'suburb' | 'state' | 'postcode' | 'countryCode' | 'latitude' | 'longitude'
>;

/** What each field gets from its form: blur tracking, error state and the message or hint. */
export type FieldPropsFor = (
  field: NewStoreField,
  hint?: string,
) => { onBlur: () => void; error: boolean; helperText: string | undefined; disabled: boolean };

export interface StoreAddressFieldsProps {
  values: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  /** The country changed: the form also resets the state and picks a timezone of that country. */
  onCountryChange: (countryCode: CountryCode) => void;
  fieldProps: FieldPropsFor;
  /** For the address lookup (restaurant admins look addresses up through the platform's geocoder). */
  restaurantId: string;
}

/** The address (spec fields) and map location of a store, shared by the create and edit forms. */
export function StoreAddressFields({
  values,
  onChange,
  onCountryChange,
  fieldProps,
  restaurantId,
}: StoreAddressFieldsProps) {
  function setCoordinate(key: 'latitude' | 'longitude', text: string) {
    onChange(splitCoordinates(text) ?? { [key]: text.trim() });
  }
  const mapSearch = `https://www.openstreetmap.org/search?query=${encodeURIComponent(formattedAddress(values))}`;

  return (
    <>
      <FormSection title="Address">
        <AddressFinder
          restaurantId={restaurantId}
          countryCode={values.countryCode}
          onPick={onChange}
          disabled={fieldProps('street').disabled}
        />
        <TextField
          label="Street address"
          required
          value={values.street}
          onChange={(event) => onChange({ street: event.target.value })}
          {...fieldProps('street', 'Number and street.')}
          slotProps={{ htmlInput: { autoComplete: 'address-line1' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Suburb"
            value={values.suburb}
            onChange={(event) => onChange({ suburb: event.target.value })}
            {...fieldProps('suburb')}
            sx={{ flex: 2 }}
          />
          {values.countryCode === 'AU' ? (
            <TextField
              select
              label="State"
              value={values.state}
              onChange={(event) => onChange({ state: event.target.value })}
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
              onChange={(event) => onChange({ state: event.target.value })}
              {...fieldProps('state')}
              sx={{ flex: 1 }}
            />
          )}
          <TextField
            label="Postcode"
            value={values.postcode}
            onChange={(event) => onChange({ postcode: event.target.value })}
            {...fieldProps('postcode')}
            sx={{ flex: 1, minWidth: 110 }}
            slotProps={{ htmlInput: { autoComplete: 'postal-code' } }}
          />
        </Stack>
        <TextField
          select
          label="Country"
          value={values.countryCode}
          onChange={(event) => onCountryChange(event.target.value as CountryCode)}
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
            Used for delivery distances and the store's map pin. Looking the address up above fills them in;
            to adjust by hand, right-click (or long-press) the store on any map and copy its coordinates
            (pasting both into Latitude fills both fields).{' '}
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
    </>
  );
}
