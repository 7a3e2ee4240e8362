import {
  type CollectionType,
  type CouponDefinitionInput,
  type CouponDocument,
  type CouponType,
  NEW_COUPON_ID,
  toSortableIsoDate,
  type Weekday,
  ZCouponDefinition,
} from '@resto/domain';
import { schemaProblems } from '@resto/web-common';

/**
 * What the coupon form edits. Empty lists mean "no restriction" (the domain leaves the field out);
 * numbers typed as text stay text until they are sent, so a half-typed value can be shown as typed.
 */
export interface CouponValues {
  name: string;
  couponCode: string;
  description: string;
  type: CouponType;
  discountPercentage: string;
  /** Cents; NaN while the text is not an amount (MoneyField). */
  discountAmount: number | undefined;
  startDate: string;
  endDate: string;
  dows: Weekday[];
  collectionType: CollectionType[];
  applicableStoreIds: string[];
  exclusive: boolean;
  firstOrderDiscount: boolean;
  maxRedeems: string;
  applicableOverAmount: number | undefined;
  isPublic: boolean;
}

function isoDateOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function newCouponValues(today = new Date()): CouponValues {
  const end = new Date(today);
  end.setMonth(end.getMonth() + 1);
  return {
    name: '',
    couponCode: '',
    description: '',
    type: 'flatPercentageDiscount',
    discountPercentage: '10',
    discountAmount: undefined,
    startDate: isoDateOf(today),
    endDate: isoDateOf(end),
    dows: [],
    collectionType: [],
    applicableStoreIds: [],
    exclusive: false,
    firstOrderDiscount: false,
    maxRedeems: '',
    applicableOverAmount: undefined,
    isPublic: true,
  };
}

export function couponValuesOf(coupon: Omit<CouponDocument, 'id'>): CouponValues {
  return {
    name: coupon.name,
    couponCode: coupon.couponCode,
    description: coupon.description,
    type: coupon.type,
    discountPercentage: coupon.discountPercentage === undefined ? '' : String(coupon.discountPercentage),
    discountAmount: coupon.discountAmount,
    startDate: toSortableIsoDate(coupon.startDate),
    endDate: toSortableIsoDate(coupon.endDate),
    dows: coupon.dows ?? [],
    collectionType: coupon.collectionType ?? [],
    applicableStoreIds: coupon.applicableStoreIds ?? [],
    exclusive: coupon.exclusive,
    firstOrderDiscount: coupon.firstOrderDiscount,
    maxRedeems: coupon.maxRedeems === undefined ? '' : String(coupon.maxRedeems),
    applicableOverAmount: coupon.applicableOverAmount,
    isPublic: coupon.isPublic,
  };
}

function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The request body: only the discount field of the chosen type, lists left out when empty. */
export function couponRequestOf(values: CouponValues): CouponDefinitionInput {
  const request: Record<string, unknown> = {
    id: NEW_COUPON_ID,
    name: values.name,
    couponCode: values.couponCode.trim().toUpperCase(),
    description: values.description,
    type: values.type,
    startDate: values.startDate,
    endDate: values.endDate,
    exclusive: values.exclusive,
    firstOrderDiscount: values.firstOrderDiscount,
    isPublic: values.isPublic,
  };
  if (values.type === 'flatPercentageDiscount')
    request.discountPercentage = numberOrText(values.discountPercentage);
  if (values.type === 'flatAmountDiscount') request.discountAmount = values.discountAmount;
  if (values.dows.length > 0) request.dows = values.dows;
  if (values.type !== 'freeDelivery' && values.collectionType.length > 0)
    request.collectionType = values.collectionType;
  if (values.applicableStoreIds.length > 0) request.applicableStoreIds = values.applicableStoreIds;
  const maxRedeems = numberOrText(values.maxRedeems);
  if (maxRedeems !== undefined) request.maxRedeems = maxRedeems;
  if (values.applicableOverAmount !== undefined) request.applicableOverAmount = values.applicableOverAmount;
  return request as CouponDefinitionInput;
}

/** Problems by field as the admin types, from the domain's own schema. */
export function couponProblems(values: CouponValues): Record<string, string> {
  const problems: Record<string, string> = { ...schemaProblems(ZCouponDefinition, couponRequestOf(values)) };
  // The schema sees text it cannot read as a number as the wrong type; say what to type instead.
  if (typeof numberOrText(values.discountPercentage) === 'string')
    problems.discountPercentage = 'Enter a percentage, like 10 or 12.5.';
  if (typeof numberOrText(values.maxRedeems) === 'string')
    problems.maxRedeems = 'Enter a whole number, like 100, or leave it empty for no limit.';
  else if (problems.maxRedeems && !Number.isInteger(Number(values.maxRedeems)))
    problems.maxRedeems = 'Enter a whole number, like 100, or leave it empty for no limit.';
  return problems;
}

/** The body sent to the API (the server sets the id). */
export function couponBodyOf(values: CouponValues): Omit<CouponDefinitionInput, 'id'> {
  const { id: _id, ...body } = couponRequestOf(values);
  return body;
}
