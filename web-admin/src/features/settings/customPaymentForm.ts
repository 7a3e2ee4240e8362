import { type CustomPayment, ZCustomPayment } from '@resto/domain';
import { type FieldProblems, schemaProblems } from '@resto/web-common';

/** What the custom payment dialog edits; id and creation time are the server's. */
export type CustomPaymentValues = Pick<
  CustomPayment,
  'name' | 'availableForPickup' | 'availableForDelivery' | 'availableForDineIn'
>;

/** A custom payment as sent to the API: new entries have no id or creation time yet. */
export type CustomPaymentRequest = CustomPaymentValues &
  Partial<Pick<CustomPayment, 'id' | 'createdIsoDateTimeUtc'>>;

const ZCustomPaymentValues = ZCustomPayment.pick({
  name: true,
  availableForPickup: true,
  availableForDelivery: true,
  availableForDineIn: true,
});

export const NEW_CUSTOM_PAYMENT: CustomPaymentValues = {
  name: '',
  availableForPickup: true,
  availableForDelivery: true,
  availableForDineIn: true,
};

/** The domain's rules for the dialog, plus a name that must not repeat another payment's. */
export function customPaymentProblems(
  values: CustomPaymentValues,
  others: readonly Pick<CustomPayment, 'name'>[],
): FieldProblems {
  const problems = schemaProblems(ZCustomPaymentValues, values);
  const name = values.name.trim().toLowerCase();
  if (!problems.name && others.some((other) => other.name.trim().toLowerCase() === name))
    return { ...problems, name: 'Another custom payment already has this name.' };
  return problems;
}

/** The list with one entry replaced (or added at the end when `index` is undefined). */
export function withCustomPayment(
  list: readonly CustomPaymentRequest[],
  values: CustomPaymentValues,
  index: number | undefined,
): CustomPaymentRequest[] {
  const trimmed = { ...values, name: values.name.trim() };
  if (index === undefined) return [...list, trimmed];
  return list.map((entry, position) => (position === index ? { ...entry, ...trimmed } : entry));
}

/** The list with an entry moved one place up (-1) or down (+1). */
export function movedCustomPayment<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
