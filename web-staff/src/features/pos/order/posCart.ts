import type { CollectionType, ItemSelection, PosDeliveryAddress, PosOrderPromotions } from '@resto/domain';

/** One line on the till: the cashier's choices; prices always come from the domain's quote. */
export interface PosCartLine {
  id: string;
  selection: ItemSelection;
  /** A staff price change on the line, with the authorised employee who approved it. */
  adjustments?: { discountForItem?: number; extraChargeForItem?: number; extraChargeForComments?: number };
  approvedBy?: { id: string; name: string };
  /** The price change came with a stored order being edited: it was approved when it was made. */
  approvedEarlier?: boolean;
}

/** Whether two price changes are the same (absent parts count as none). */
export function sameAdjustments(a: PosCartLine['adjustments'], b: PosCartLine['adjustments']): boolean {
  return (
    (a?.discountForItem ?? 0) === (b?.discountForItem ?? 0) &&
    (a?.extraChargeForItem ?? 0) === (b?.extraChargeForItem ?? 0) &&
    (a?.extraChargeForComments ?? 0) === (b?.extraChargeForComments ?? 0)
  );
}

export interface PosOrderDetails {
  collectionType: CollectionType;
  tableNumber: string;
  guestCount: number;
  deliveryAddress: PosDeliveryAddress;
  customerName: string;
  customerPhoneNumber: string;
  /** The known customer picked in the lookup (their loyalty card's id); '' for anyone else. */
  customerKey: string;
  comments: string;
}

/**
 * A coupon and loyalty credits applied to the sale, with what the server said about them when the
 * cashier applied them (the till prices with these through the domain's quote).
 */
export interface PosCartPromotions {
  couponCode?: string;
  /** Credits (cents) the customer spends from their card. */
  loyaltyCredits?: number;
  found: PosOrderPromotions;
}

export interface PosCart {
  lines: PosCartLine[];
  details: PosOrderDetails;
  promotions?: PosCartPromotions;
}

export const EMPTY_DETAILS: PosOrderDetails = {
  collectionType: 'pickup',
  tableNumber: '',
  guestCount: 2,
  deliveryAddress: { formattedAddress: '', dropoffNotes: '' },
  customerName: '',
  customerPhoneNumber: '',
  customerKey: '',
  comments: '',
};

export const EMPTY_CART: PosCart = { lines: [], details: EMPTY_DETAILS };

export type PosCartAction =
  | { type: 'add'; line: PosCartLine }
  | { type: 'replace'; line: PosCartLine }
  | { type: 'remove'; lineId: string }
  | { type: 'quantity'; lineId: string; quantity: number }
  | { type: 'details'; details: Partial<PosOrderDetails> }
  | { type: 'promotions'; promotions: PosCartPromotions | undefined }
  | { type: 'load'; cart: PosCart }
  | { type: 'clear' };

/**
 * The till's cart. Adding the same simple item twice (same choices, no comment) raises the quantity
 * of its line instead of adding a second line, as cashiers expect from a tap-tap-tap on one tile.
 */
export function posCartReducer(cart: PosCart, action: PosCartAction): PosCart {
  switch (action.type) {
    case 'add': {
      const same = action.line.adjustments
        ? undefined
        : cart.lines.find((line) => !line.adjustments && sameChoices(line.selection, action.line.selection));
      if (same) {
        const quantity = Math.min(999, same.selection.quantity + action.line.selection.quantity);
        return posCartReducer(cart, { type: 'quantity', lineId: same.id, quantity });
      }
      return { ...cart, lines: [...cart.lines, action.line] };
    }
    case 'replace':
      return { ...cart, lines: cart.lines.map((line) => (line.id === action.line.id ? action.line : line)) };
    case 'remove':
      return { ...cart, lines: cart.lines.filter((line) => line.id !== action.lineId) };
    case 'quantity':
      if (action.quantity < 1) return posCartReducer(cart, { type: 'remove', lineId: action.lineId });
      return {
        ...cart,
        lines: cart.lines.map((line) =>
          line.id === action.lineId
            ? { ...line, selection: { ...line.selection, quantity: Math.min(999, action.quantity) } }
            : line,
        ),
      };
    case 'details': {
      const details = { ...cart.details, ...action.details };
      // Another customer's card no longer pays: credits follow the customer they were applied for.
      const promotions =
        details.customerKey !== cart.details.customerKey && cart.promotions?.loyaltyCredits
          ? withoutLoyalty(cart.promotions)
          : cart.promotions;
      const { promotions: _old, ...rest } = cart;
      return { ...rest, details, ...(promotions ? { promotions } : {}) };
    }
    case 'promotions': {
      const { promotions: _old, ...rest } = cart;
      return action.promotions ? { ...rest, promotions: action.promotions } : rest;
    }
    case 'load':
      return action.cart;
    case 'clear':
      return EMPTY_CART;
  }
}

function withoutLoyalty(promotions: PosCartPromotions): PosCartPromotions | undefined {
  const { loyaltyCredits: _credits, found, ...rest } = promotions;
  const { loyalty: _card, ...coupon } = found;
  return rest.couponCode ? { ...rest, found: coupon } : undefined;
}

function sameChoices(a: ItemSelection, b: ItemSelection): boolean {
  if (a.type === 'custom' || b.type === 'custom') return false;
  // (Lines with a price change are never merged: see the 'add' case.)
  const { quantity: _a, ...restA } = a;
  const { quantity: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

export function newLineId(): string {
  return `l${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
}
