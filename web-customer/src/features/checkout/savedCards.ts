import type { ApiClient } from '@resto/web-common';

/** A saved card as `GET /api/stripe/customers/sources` lists it: brand, last four digits, expiry. */
export interface SavedCard {
  id: string;
  /** "Visa ending 4242 · expires 12/34" */
  label: string;
}

interface SourceJson {
  id?: unknown;
  brand?: unknown;
  last4?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function savedCardLabel(source: SourceJson): string {
  const brand = typeof source.brand === 'string' ? (BRAND_NAMES[source.brand] ?? source.brand) : 'Card';
  const last4 = typeof source.last4 === 'string' ? ` ending ${source.last4}` : '';
  const expiry =
    typeof source.expMonth === 'number' && typeof source.expYear === 'number'
      ? ` · expires ${String(source.expMonth).padStart(2, '0')}/${String(source.expYear).slice(-2)}`
      : '';
  return `${brand}${last4}${expiry}`;
}

/** The signed-in customer's saved cards; none for guests, or when the provider cannot be reached. */
export async function listSavedCards(client: ApiClient): Promise<SavedCard[]> {
  const body = await client.get<{ sources?: SourceJson[] }>('/api/stripe/customers/sources');
  return (body?.sources ?? []).flatMap((source) =>
    typeof source.id === 'string' ? [{ id: source.id, label: savedCardLabel(source) }] : [],
  );
}
