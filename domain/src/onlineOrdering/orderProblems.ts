/**
 * What can stop an online order, in words for the customer. Each problem says whether it is a
 * change since the customer built the cart (`changed`: an item sold out, the total moved; the API
 * answers 409 so the storefront can refresh the cart), a request that cannot be met as it stands
 * (`invalid`: closed store, outside the delivery area, bad phone number; the API answers 400), or a
 * check that cannot be made right now (`unavailable`: the address geocoder is down; 503, try again).
 */
import type { LineProblemReason } from '../pricing/problems';

export const ORDER_PROBLEM_CODES = [
  'storeOffline',
  'storeNotReady',
  'collectionTypeUnavailable',
  'asapUnavailable',
  'slotNotOffered',
  'paymentTypeNotAllowed',
  'outsideDeliveryArea',
  'addressNotFound',
  'addressLocationMismatch',
  'addressCheckUnavailable',
  'belowMinimumOrder',
  'courierQuoteNeeded',
  'courierQuoteExpired',
  'tooManyLines',
  'tooManyOfOneItem',
  'itemUnavailable',
  'itemSoldOut',
  'itemNotFound',
  'invalidSelection',
  'invalidCustomer',
  'couponNotFound',
  'couponNotApplicable',
  'couponUsedUp',
  'loyaltyNotRedeemable',
  'loyaltyBalanceChanged',
  'totalChanged',
] as const;
export type OrderProblemCode = (typeof ORDER_PROBLEM_CODES)[number];

export type OrderProblemKind = 'changed' | 'invalid' | 'unavailable';

export interface OrderProblem {
  code: OrderProblemCode;
  kind: OrderProblemKind;
  /** Where in the request it is (`lines.2`, `requestedTime`, `customer.mobile`), for forms. */
  path: string;
  message: string;
  /** For item problems: the spec's reason (Unavailable / Sold Out / Not Found / Invalid Selection). */
  reason?: LineProblemReason;
  /** For a closed store: when it opens again (UTC), so the storefront can offer scheduling. */
  nextOpeningIsoDateTimeUtc?: string;
}

const CHANGED_CODES: ReadonlySet<OrderProblemCode> = new Set([
  'itemUnavailable',
  'itemSoldOut',
  'itemNotFound',
  'totalChanged',
  // Someone else took the last redemption, or the card was spent elsewhere, since the cart was built.
  'couponUsedUp',
  'loyaltyBalanceChanged',
  // The courier's price ran out: the checkout asks for a new one and shows it before the order is placed.
  'courierQuoteExpired',
]);

export function orderProblem(
  code: OrderProblemCode,
  path: string,
  message: string,
  extra: Pick<OrderProblem, 'reason' | 'nextOpeningIsoDateTimeUtc'> = {},
): OrderProblem {
  return { code, kind: CHANGED_CODES.has(code) ? 'changed' : 'invalid', path, message, ...extra };
}

/**
 * A check that could not be made right now (the address geocoder is down, `addressCheckUnavailable`):
 * nothing the customer sent is wrong and the same request may work later, so the API answers 503.
 */
export function unavailableProblem(code: OrderProblemCode, path: string, message: string): OrderProblem {
  return { code, kind: 'unavailable', path, message };
}

const CODE_BY_LINE_REASON: Record<LineProblemReason, OrderProblemCode> = {
  Unavailable: 'itemUnavailable',
  'Sold Out': 'itemSoldOut',
  'Not Found': 'itemNotFound',
  'Invalid Selection': 'invalidSelection',
};

export function lineProblem(lineIndex: number, reason: LineProblemReason, message: string): OrderProblem {
  return orderProblem(CODE_BY_LINE_REASON[reason], `lines.${lineIndex}`, message, { reason });
}

/**
 * How the API answers a set of problems: 400 when anything must be fixed by the customer, otherwise
 * 503 when a check could not be made right now, otherwise 409 when only things changed under them,
 * otherwise nothing to refuse.
 */
export function orderProblemsStatus(problems: readonly OrderProblem[]): 400 | 409 | 503 | undefined {
  if (problems.some((problem) => problem.kind === 'invalid')) return 400;
  if (problems.some((problem) => problem.kind === 'unavailable')) return 503;
  return problems.length > 0 ? 409 : undefined;
}
