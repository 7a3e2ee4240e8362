import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ApiPath, api } from '@resto/web-common';
import { type Dispatch, memo, useEffect, useState } from 'react';
import type { PosCartAction } from './posCart';

export interface KnownCustomer {
  customerKey: string;
  name: string;
  phoneNumber: string;
  previousOrderCount: number;
  /** Their loyalty balance, when they have a card. */
  loyaltyBalance?: number;
}

/**
 * The customer's name with a lookup of the restaurant's known customers (by name or phone, from two
 * characters): picking one fills the name and phone. Without a connection it is a plain field.
 * Memoised on its few props (the cart's stable dispatch), so tapping items does not re-render the
 * autocomplete: a tap must reach the order within 50 ms on a slow tablet.
 */
export const CustomerNameField = memo(function CustomerNameField({
  restaurantId,
  storeId,
  name,
  dispatch,
}: {
  restaurantId: string;
  storeId: string;
  name: string;
  dispatch: Dispatch<PosCartAction>;
}) {
  // A typed name is nobody known: their card (the picked customer's key) no longer follows the sale.
  const onName = (customerName: string) =>
    dispatch({ type: 'details', details: { customerName, customerKey: '' } });
  const onPick = (customer: KnownCustomer) =>
    dispatch({
      type: 'details',
      details: {
        customerName: customer.name.slice(0, 100),
        customerKey: customer.customerKey.slice(0, 128),
        ...(customer.phoneNumber ? { customerPhoneNumber: customer.phoneNumber.slice(0, 20) } : {}),
      },
    });
  const [options, setOptions] = useState<KnownCustomer[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const search = name.trim();
    // Asked whatever navigator.onLine says (it says little about reaching the server); a lookup
    // that gets no answer just offers nobody.
    if (search.length < 2) {
      setOptions([]);
      return;
    }
    let current = true;
    // Typing quickly sends one lookup for the pause, not one per letter.
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<{ customers: KnownCustomer[] }>(
          `/api/pos/restaurants/${restaurantId}/stores/${storeId}/customers?search=${encodeURIComponent(search)}` as ApiPath,
        )
        .then((answer) => current && setOptions(answer.customers))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, restaurantId, storeId]);

  return (
    <Autocomplete
      freeSolo
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      inputValue={name}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') onName(value.slice(0, 100));
      }}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') onPick(value);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important', minHeight: 48 }}>
            <Typography sx={{ fontWeight: 600 }}>{option.name || 'No name'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {option.phoneNumber || 'No phone'} · {option.previousOrderCount} previous order(s)
              {option.loyaltyBalance !== undefined ? ' · loyalty card' : ''}
            </Typography>
          </Box>
        );
      }}
      sx={{ flex: 1, minWidth: 140 }}
      renderInput={(params) => <TextField {...params} label="Customer name" />}
    />
  );
});
