import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PosOrderPromotions, PosOrderQuote } from '@resto/domain';
import { ApiError, type ApiPath, api } from '@resto/web-common';
import { type Dispatch, useState } from 'react';
import type { PosCart, PosCartAction } from './posCart';

/** What `POST .../pos_promotions` answers (functions/src/pos/posPromotions.ts). */
interface PromotionsAnswer {
  coupon?: NonNullable<PosOrderPromotions['coupon']>;
  couponProblem?: string;
  loyalty?: NonNullable<PosOrderPromotions['loyalty']> & { hasCard: boolean };
  loyaltyProblem?: string;
}

export const PROMOTIONS_NEED_A_CONNECTION =
  'Coupons and loyalty credits need a connection: the server checks a coupon’s limits and the customer’s balance. Try again when the till is online.';

/** A refusal's own words; no answer at all means the till cannot reach the server. */
function problemWords(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return error.message;
  return PROMOTIONS_NEED_A_CONNECTION;
}

export interface PromotionsBarProps {
  restaurantId: string;
  storeId: string;
  cart: PosCart;
  dispatch: Dispatch<PosCartAction>;
  quote: PosOrderQuote;
  money: (cents: number) => string;
  /**
   * The problem the sale would have with these promotions (the domain's quote of the cart with
   * them), so a coupon that does not apply is refused in words before it is put on the order.
   */
  check(promotions: NonNullable<PosCart['promotions']>): string | undefined;
}

/**
 * Coupon and loyalty credits for the sale. Both are asked of the server when applied (limits and
 * balances live there), so they need the till to be online; once applied, the sale keeps them even if
 * the connection drops before it syncs (the server then keeps the sale as charged, flagged, should the
 * coupon have been used up meanwhile).
 */
export function PromotionsBar({
  restaurantId,
  storeId,
  cart,
  dispatch,
  quote,
  money,
  check,
}: PromotionsBarProps) {
  const [couponOpen, setCouponOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [loyaltyProblem, setLoyaltyProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const promotions = cart.promotions;
  const { customerKey, customerPhoneNumber } = cart.details;

  const ask = (body: Record<string, string>) =>
    api.post<PromotionsAnswer>(
      `/api/pos/restaurants/${restaurantId}/stores/${storeId}/pos_promotions` as ApiPath,
      body,
    );

  async function applyCoupon() {
    const couponCode = code.trim().toUpperCase();
    if (!couponCode) {
      setProblem('Enter the coupon code');
      return;
    }
    // Asked straight away rather than judged by navigator.onLine (which says little about reaching
    // the server): no answer is said in words below.
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await ask({
        couponCode,
        ...(customerPhoneNumber.trim() ? { customerPhoneNumber: customerPhoneNumber.trim() } : {}),
      });
      if (!answer.coupon) {
        setProblem(answer.couponProblem ?? 'This coupon cannot be used');
        return;
      }
      const next = {
        ...promotions,
        couponCode,
        found: { ...promotions?.found, coupon: answer.coupon },
      };
      const refused = check(next);
      if (refused) {
        setProblem(refused);
        return;
      }
      dispatch({ type: 'promotions', promotions: next });
      setCouponOpen(false);
      setCode('');
    } catch (error) {
      setProblem(problemWords(error));
    } finally {
      setBusy(false);
    }
  }

  async function useCredits() {
    setBusy(true);
    setLoyaltyProblem(undefined);
    try {
      const answer = await ask({ loyaltyCustomerKey: customerKey });
      if (!answer.loyalty) {
        setLoyaltyProblem(answer.loyaltyProblem ?? 'This customer’s credits cannot be used');
        return;
      }
      if (answer.loyalty.balance <= 0) {
        setLoyaltyProblem('This customer has no loyalty credits yet: this sale earns them some.');
        return;
      }
      const { hasCard: _hasCard, ...loyalty } = answer.loyalty;
      // As much as the card allows on this order (the quote spends no more than the rules let it).
      const next = {
        ...promotions,
        loyaltyCredits: loyalty.balance,
        found: { ...promotions?.found, loyalty },
      };
      const refused = check(next);
      if (refused) {
        setLoyaltyProblem(refused);
        return;
      }
      dispatch({ type: 'promotions', promotions: next });
    } catch (error) {
      setLoyaltyProblem(problemWords(error));
    } finally {
      setBusy(false);
    }
  }

  function removeCoupon() {
    if (!promotions) return;
    const { couponCode: _code, found, ...rest } = promotions;
    const { coupon: _coupon, ...others } = found;
    dispatch({
      type: 'promotions',
      promotions: rest.loyaltyCredits ? { ...rest, found: others } : undefined,
    });
  }

  function removeCredits() {
    if (!promotions) return;
    const { loyaltyCredits: _credits, found, ...rest } = promotions;
    const { loyalty: _loyalty, ...others } = found;
    dispatch({ type: 'promotions', promotions: rest.couponCode ? { ...rest, found: others } : undefined });
  }

  const coupon = quote.coupon;
  const balance = promotions?.found.loyalty?.balance;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap' }}
        aria-label="Coupon and loyalty"
      >
        {promotions?.couponCode ? (
          <Chip
            icon={<LocalOfferRounded />}
            color={coupon ? 'success' : 'error'}
            label={
              coupon
                ? `Coupon ${coupon.couponCode}: ${coupon.discountsDelivery ? 'free delivery' : `−${money(coupon.discountCents)}`}`
                : `Coupon ${promotions.couponCode} does not apply`
            }
            onDelete={removeCoupon}
            sx={{ minHeight: 44 }}
          />
        ) : (
          <Button
            variant="outlined"
            startIcon={<LocalOfferRounded />}
            onClick={() => {
              setProblem(undefined);
              setCouponOpen(true);
            }}
            sx={{ minHeight: 44 }}
          >
            Coupon
          </Button>
        )}
        {promotions?.loyaltyCredits ? (
          <Chip
            icon={<LoyaltyRounded />}
            color={quote.totals.loyaltyDiscount > 0 ? 'success' : 'default'}
            label={
              quote.totals.loyaltyDiscount > 0
                ? `Credits −${money(quote.totals.loyaltyDiscount)}${balance !== undefined ? ` (card ${money(balance)})` : ''}`
                : 'Credits: none can pay for these items'
            }
            onDelete={removeCredits}
            sx={{ minHeight: 44 }}
          />
        ) : (
          customerKey && (
            <Button
              variant="outlined"
              startIcon={<LoyaltyRounded />}
              disabled={busy || cart.lines.length === 0}
              onClick={useCredits}
              sx={{ minHeight: 44 }}
            >
              Use loyalty credits
            </Button>
          )
        )}
      </Stack>
      {loyaltyProblem && (
        <Alert severity="info" onClose={() => setLoyaltyProblem(undefined)} sx={{ mb: 1 }}>
          {loyaltyProblem}
        </Alert>
      )}
      <Dialog open={couponOpen} onClose={() => setCouponOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Apply a coupon</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Coupon code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase().slice(0, 50))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void applyCoupon();
            }}
            error={problem !== undefined}
            helperText={problem ?? 'Letters and digits, as printed on the coupon'}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'aria-label': 'Coupon code', autoCapitalize: 'characters' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCouponOpen(false)} sx={{ minHeight: 48 }}>
            Cancel
          </Button>
          <Button variant="contained" onClick={applyCoupon} disabled={busy} sx={{ minHeight: 48 }}>
            {busy ? 'Checking…' : 'Apply'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
