import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { asSentence } from '@resto/web-common';
import type { PlaceOrderRefusal } from './placeOrderClient';

/**
 * Why the server did not take the order, in words: what changed since the cart was built (409; the
 * cart has been repriced with the fresh menu) or what must be fixed (400).
 */
export function RefusalNotice({ refusal }: { refusal: PlaceOrderRefusal }) {
  const changed = refusal.status === 409;
  return (
    <Alert severity={changed ? 'warning' : 'error'} role="alert" data-testid="checkout-refusal">
      <AlertTitle>{changed ? 'Your order changed' : refusal.title}</AlertTitle>
      {changed
        ? 'We updated your order with the latest menu. Check it, then place it again.'
        : refusal.message}
      {refusal.items.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {refusal.items.map((item) => (
            <li key={`${item.path}:${item.message}`}>{asSentence(item.message)}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
