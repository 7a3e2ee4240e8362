import {
  type CouponSuggestion,
  type CouponSuggestRequest,
  couponFromPublic,
  loyaltyCreditsRedeemable,
  type OnlineOrderPromotions,
  type PublicCoupon,
  type QuotedLine,
} from '@resto/domain';
import { type ApiClient, describeError } from '@resto/web-common';
import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchMyLoyaltyCard, type MyLoyaltyCard } from '../loyalty/myLoyaltyCard';

export interface AppliedCoupon {
  code: string;
  coupon: PublicCoupon;
}

/**
 * The coupon and loyalty credits at checkout. A typed code is checked by the server
 * (`/api/coupons/.../suggest`, which knows private codes and the customer's first-order state); once it
 * applies, its public terms price the cart with the domain's `priceOnlineOrder`, so the total shown
 * is the one placement charges. Credits come from the customer's card (`my-card`) and are spent with
 * the domain's `loyaltyCreditsRedeemable`.
 */
export function useCheckoutPromotions(input: {
  api: ApiClient;
  restaurantId: string;
  storeId: string;
  user: User | null;
  /** The code kept in the checkout draft (restored after a refresh). */
  savedCode: string;
  onCodeChange: (code: string) => void;
  cart: () => Omit<CouponSuggestRequest, 'couponCode'>;
}) {
  const { api, restaurantId, storeId, user, savedCode, onCodeChange } = input;
  const [applied, setApplied] = useState<AppliedCoupon>();
  const [card, setCard] = useState<MyLoyaltyCard>();
  const [useCredits, setUseCredits] = useState(false);
  const cartRef = useRef(input.cart);
  cartRef.current = input.cart;

  const apply = useCallback(
    async (code: string): Promise<string | undefined> => {
      try {
        const answer = await api.post<CouponSuggestion>(
          `/api/coupons/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/suggest`,
          { ...cartRef.current(), couponCode: code },
        );
        const requested = answer.requested;
        if (requested?.applies && requested.coupon) {
          setApplied({ code: requested.couponCode, coupon: requested.coupon });
          onCodeChange(requested.couponCode);
          return undefined;
        }
        return requested?.reason ?? "This coupon can't be used on this order.";
      } catch (error) {
        return describeError(error).message;
      }
    },
    [api, restaurantId, storeId, onCodeChange],
  );

  const remove = useCallback(() => {
    setApplied(undefined);
    onCodeChange('');
  }, [onCodeChange]);

  // A code kept from before a refresh is checked again (its terms are not stored with the draft).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || savedCode === '' || applied) return;
    restored.current = true;
    void apply(savedCode).then((problem) => {
      if (problem) onCodeChange('');
    });
  }, [apply, applied, onCodeChange, savedCode]);

  // Anyone with a uid (a guest's anonymous one too) may have a card: credits follow the uid.
  const uid = user?.uid;
  useEffect(() => {
    if (!uid) {
      setCard(undefined);
      return;
    }
    let active = true;
    fetchMyLoyaltyCard(api, restaurantId)
      .then((answer) => active && setCard(answer))
      // Loyalty is a bonus: without the card the customer simply pays in full.
      .catch(() => active && setCard(undefined));
    return () => {
      active = false;
    };
  }, [api, restaurantId, uid]);

  const loyaltyOn = Boolean(card?.settings.enabled && card.settings.isEnabledForOnline && card.balance > 0);

  /** The promotions for `priceOnlineOrder` (without the credits amount: see `creditsFor`). */
  const promotions: OnlineOrderPromotions = useMemo(
    () => ({
      ...(applied
        ? { coupon: { coupon: couponFromPublic(applied.coupon), redeemedCount: 0, isFirstOrder: true } }
        : {}),
      ...(loyaltyOn && card ? { loyalty: { settings: card.settings, balance: card.balance } } : {}),
    }),
    [applied, card, loyaltyOn],
  );

  /** Credits spent on a cart priced with the coupon: as much as the domain allows, when switched on. */
  const creditsFor = useCallback(
    (lines: readonly QuotedLine[], couponDiscount: number) => {
      if (!loyaltyOn || !card) return { credits: 0, available: 0, reason: undefined };
      const decision = loyaltyCreditsRedeemable(card.settings, {
        source: 'website',
        lines,
        couponDiscount,
        balance: card.balance,
      });
      const available = decision.ok ? decision.credits : 0;
      return {
        credits: useCredits ? available : 0,
        available,
        reason: decision.ok ? undefined : decision.reason,
      };
    },
    [card, loyaltyOn, useCredits],
  );

  return { applied, apply, remove, card, loyaltyOn, useCredits, setUseCredits, promotions, creditsFor };
}
