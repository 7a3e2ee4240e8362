import MyLocationRounded from '@mui/icons-material/MyLocationRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CurrencyCode, type DeliveryZoneChoice, ZDropoffNotes } from '@resto/domain';
import { type FieldProblems, formatPrice } from '@resto/web-common';
import { useState } from 'react';
import { CheckoutSection } from './CheckoutSection';
import type { AddressDraft } from './checkoutDraft';

type LocationState = 'idle' | 'locating' | 'denied' | 'unavailable';

/** The domain's limit on dropoff notes (300), read from its schema so the counter cannot drift. */
const DROPOFF_NOTES_MAX = ZDropoffNotes.maxLength ?? 300;

/**
 * The delivery address: street, suburb, state and postcode typed, and the store's own suburbs and
 * delivery areas to pick from so checkout can show a delivery fee straight away. That pick (or "use my
 * location", offered where the browser can share it) is only a preview: the server finds the typed
 * address itself and charges the zone it is in. What it says about the address (not found, not where
 * the customer is, cannot be checked right now) shows here, beside the fields.
 */
export function DeliveryAddressSection({
  address,
  zones,
  onChange,
  problems,
  quoteMessage,
  serverProblem,
  currency,
}: {
  address: AddressDraft;
  zones: readonly DeliveryZoneChoice[];
  onChange: (address: AddressDraft) => void;
  /** Field problems to show (only for fields the customer has left, or after a submit). */
  problems: FieldProblems;
  /** The domain's answer for this address when it cannot be delivered to (outside / below minimum). */
  quoteMessage?: string | undefined;
  /** What the server said about the address when the order was sent (cleared when it changes). */
  serverProblem?: string | undefined;
  currency: CurrencyCode;
}) {
  const [location, setLocation] = useState<LocationState>('idle');
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const set = (change: Partial<AddressDraft>) => onChange({ ...address, ...change });

  const pickZone = (key: string) => {
    const zone = zones.find((candidate) => candidate.key === key);
    if (zone?.kind === 'suburb')
      set({ zoneKey: key, suburb: zone.suburb, postcode: zone.postcode || address.postcode });
    else set({ zoneKey: key });
  };

  const locate = () => {
    setLocation('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocation('idle');
        set({
          location: {
            latitude: position.coords.latitude.toFixed(6),
            longitude: position.coords.longitude.toFixed(6),
          },
        });
      },
      (error) => setLocation(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <CheckoutSection id="checkout-address" title="Delivery address">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Street address"
          autoComplete="street-address"
          value={address.street}
          onChange={(event) => set({ street: event.target.value })}
          error={Boolean(problems.street ?? serverProblem)}
          helperText={problems.street ?? 'Unit, number and street, e.g. 4/12 Beach Road'}
          required
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          label="Suburb"
          autoComplete="address-level2"
          value={address.suburb}
          onChange={(event) => set({ suburb: event.target.value })}
          error={Boolean(problems.suburb)}
          helperText={problems.suburb}
          required
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField
            label="State"
            autoComplete="address-level1"
            value={address.state}
            onChange={(event) => set({ state: event.target.value })}
          />
          <TextField
            label="Postcode"
            autoComplete="postal-code"
            inputMode="numeric"
            value={address.postcode}
            onChange={(event) => set({ postcode: event.target.value })}
          />
        </Box>
        <TextField
          select
          label="Delivery area"
          value={address.zoneKey}
          onChange={(event) => pickZone(event.target.value)}
          error={Boolean(problems.zoneKey) && address.location === null}
          helperText={
            address.location
              ? 'Using your location to show the delivery fee; we check it against your address.'
              : (problems.zoneKey ??
                'Pick the suburb or area you are in to see the delivery fee; we check it against your address.')
          }
          sx={{ gridColumn: '1 / -1' }}
        >
          {zones.length === 0 && (
            <MenuItem value="" disabled>
              This store has no delivery areas
            </MenuItem>
          )}
          {zones.map((zone) => (
            <MenuItem key={zone.key} value={zone.key}>
              {zone.label} ·{' '}
              {zone.deliveryCharge === 0
                ? 'free delivery'
                : `${formatPrice(zone.deliveryCharge, currency)} delivery`}
              {zone.minOrderValue ? ` · min. ${formatPrice(zone.minOrderValue, currency)}` : ''}
            </MenuItem>
          ))}
        </TextField>
        {canLocate && (
          <Box
            sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            <Button
              variant="outlined"
              onClick={address.location ? () => set({ location: null }) : locate}
              disabled={location === 'locating'}
              startIcon={
                location === 'locating' ? <CircularProgress size={16} aria-hidden /> : <MyLocationRounded />
              }
            >
              {address.location ? 'Stop using my location' : 'Use my location'}
            </Button>
            {location === 'denied' && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Location is blocked for this site; pick your area instead.
              </Typography>
            )}
            {location === 'unavailable' && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                We couldn't find your location; pick your area instead.
              </Typography>
            )}
          </Box>
        )}
        <TextField
          label="Dropoff notes (optional)"
          value={address.dropoffNotes}
          onChange={(event) => set({ dropoffNotes: event.target.value })}
          multiline
          minRows={2}
          error={Boolean(problems.dropoffNotes)}
          helperText={
            problems.dropoffNotes ??
            `Gate code, where to leave it… ${address.dropoffNotes.length}/${DROPOFF_NOTES_MAX}`
          }
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      {serverProblem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="address-problem">
          {serverProblem}
        </Alert>
      )}
      {quoteMessage && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {quoteMessage}
        </Alert>
      )}
    </CheckoutSection>
  );
}
