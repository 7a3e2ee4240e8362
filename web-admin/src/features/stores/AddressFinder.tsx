import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CountryCode } from '@resto/domain';
import { describeError, useApi } from '@resto/web-common';
import { type KeyboardEvent, useState } from 'react';
import type { AddressValues } from './StoreAddressFields';

/** A place as `POST /api/address-lookup/restaurants/{r}` answers it. */
export interface FoundPlace {
  formattedAddress: string;
  suburb: string;
  state: string;
  postcode: string;
  countryCode: string;
  geoPoint: { latitude: string; longitude: string };
  streetLevel: boolean;
}

/** The form's address fields from a picked place: the street is the part before the first comma. */
export function addressFromPlace(place: FoundPlace): Partial<AddressValues> {
  return {
    street: place.formattedAddress.split(',')[0]?.trim() ?? '',
    suburb: place.suburb,
    state: place.state,
    postcode: place.postcode,
    latitude: place.geoPoint.latitude,
    longitude: place.geoPoint.longitude,
  };
}

/**
 * Type the address once and pick it: fills the street, suburb, state, postcode and map position
 * (through the platform's geocoder, the one delivery pricing uses), so nobody types coordinates.
 */
export function AddressFinder({
  restaurantId,
  countryCode,
  onPick,
  disabled,
}: {
  restaurantId: string;
  countryCode: CountryCode;
  onPick: (address: Partial<AddressValues>) => void;
  disabled?: boolean;
}) {
  const client = useApi();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{
    busy?: boolean;
    places?: FoundPlace[];
    error?: string;
    picked?: FoundPlace;
  }>({});

  async function lookUp() {
    if (query.trim().length < 3) {
      setState({ error: 'Type the street address and suburb.' });
      return;
    }
    setState({ busy: true });
    try {
      const answer = await client.post<{ places: FoundPlace[] }>(
        `/api/address-lookup/restaurants/${encodeURIComponent(restaurantId)}`,
        { query: query.trim(), countryCode },
      );
      setState({
        places: answer.places,
        ...(answer.places.length === 0
          ? { error: "We couldn't find that address. Check the spelling, or type it in the fields below." }
          : {}),
      });
    } catch (error) {
      setState({ error: describeError(error).message });
    }
  }

  function pick(place: FoundPlace) {
    onPick(addressFromPlace(place));
    setState({ picked: place });
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter looks the address up instead of submitting the whole store form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void lookUp();
    }
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Find the address"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          helperText="Street number, street and suburb, e.g. the way it is written on your shopfront."
          disabled={disabled || state.busy}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
        />
        <Button
          variant="outlined"
          startIcon={<SearchRounded />}
          onClick={() => void lookUp()}
          disabled={disabled || state.busy}
          sx={{ mt: { sm: 1 }, flexShrink: 0 }}
        >
          {state.busy ? 'Looking…' : 'Look up'}
        </Button>
      </Stack>
      {state.error && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {state.error}
        </Alert>
      )}
      {state.places && state.places.length > 0 && (
        <List
          aria-label="Addresses found"
          dense
          sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {state.places.map((place) => (
            <ListItemButton
              key={`${place.formattedAddress}-${place.geoPoint.latitude}`}
              onClick={() => pick(place)}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <PlaceRounded />
              </ListItemIcon>
              <ListItemText
                primary={place.formattedAddress}
                secondary={
                  place.streetLevel ? 'Use this address' : 'Only the area was found: check the pin below'
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {state.picked && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          Address and map position filled in from “{state.picked.formattedAddress}”. Check them below.
        </Alert>
      )}
    </Box>
  );
}
