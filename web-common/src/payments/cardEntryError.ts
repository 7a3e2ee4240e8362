import type { CardFields } from './cardFields';

/** A card the provider refused before any payment, with words for the customer and the field to fix. */
export class CardEntryError extends Error {
  override readonly name = 'CardEntryError';
  constructor(
    readonly customerMessage: string,
    readonly field?: keyof CardFields,
    readonly code?: string,
  ) {
    super(customerMessage);
  }
}
