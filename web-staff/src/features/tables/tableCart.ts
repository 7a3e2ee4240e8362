import { EMPTY_CART, type PosCart } from '../pos/order/posCart';

/**
 * The till's starting cart when it was opened from the table map (`/pos?table=12&guests=4`): dine-in
 * at that table. Anything else starts as the till always does.
 */
export function tableCart(empty: PosCart = EMPTY_CART, search = window.location.search): PosCart {
  const params = new URLSearchParams(search);
  const table = params.get('table')?.trim().slice(0, 20);
  if (!table) return empty;
  const guests = Number(params.get('guests'));
  return {
    ...empty,
    details: {
      ...empty.details,
      collectionType: 'dineIn',
      tableNumber: table,
      guestCount: Number.isInteger(guests) && guests > 0 && guests <= 99 ? guests : empty.details.guestCount,
    },
  };
}
