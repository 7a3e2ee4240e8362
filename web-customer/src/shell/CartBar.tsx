import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useRepricedCart } from '../features/cart/cartStore';
import { useMoney } from '../features/menu/useMoney';
import { useStoreContext } from './StoreContext';

/**
 * The order so far, stuck to the bottom of the screen once something is in the cart: how many
 * items and the domain's item total, one tap from the cart. Pages leave room for it (CART_BAR_SPACE).
 */
export const CART_BAR_SPACE = 88;

export function CartBar() {
  const { basePath } = useStoreContext();
  const cart = useRepricedCart();
  const money = useMoney();
  if (cart.itemCount === 0) return null;
  const flagged = cart.problems.length;
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        // On phones the ordering tabs' bottom bar (64 px) sits below it.
        bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', sm: 0 },
        zIndex: (theme) => theme.zIndex.appBar,
        p: 1.5,
        pb: { xs: 1.5, sm: 'calc(12px + env(safe-area-inset-bottom))' },
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Button
        component={RouterLink}
        to={`${basePath}/cart`}
        variant="contained"
        size="large"
        data-testid="cart-bar"
        sx={{
          pointerEvents: 'auto',
          width: '100%',
          maxWidth: 560,
          py: 1.5,
          px: 2.5,
          borderRadius: 999,
          justifyContent: 'space-between',
          boxShadow: '0 8px 24px rgba(42, 31, 26, 0.25)',
        }}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ShoppingBagRounded aria-hidden />
          View order · {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}
          {flagged > 0 && ` · ${flagged} to check`}
        </Box>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {cart.status === 'ready' ? money(cart.itemTotal) : ''}
        </Box>
      </Button>
    </Box>
  );
}
