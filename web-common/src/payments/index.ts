// Card entry in the browser: card fields go straight to the card provider, our API gets a `pm_...`.
// On the emulator suite our own fields post to the fake Stripe; elsewhere Stripe's hosted field.
export { CardAuthenticationDialog, type CardAuthenticationDialogProps } from './CardAuthenticationDialog';
export { CardEntry, type CardEntryProps } from './CardEntry';
export { type CardAuthenticationResult, completeCardAuthentication } from './cardAuthentication';
export { type CardEntryMode, cardEntryMode } from './cardEntryMode';
export {
  type CardFieldProblems,
  type CardFields,
  cardFieldProblems,
  EMPTY_CARD_FIELDS,
  formatCardNumber,
  formatExpiry,
  hasCardFieldProblems,
} from './cardFields';
export { type CardPaymentsConfig, fetchCardPaymentsConfig } from './cardPaymentsConfig';
export { CardEntryError, type CardPaymentMethod, createCardPaymentMethod } from './createCardPaymentMethod';
export { HostedCardEntry, type HostedCardEntryProps } from './HostedCardEntry';
export {
  CardEntryNotConfiguredError,
  cardEntryErrorFrom,
  createProductionCardEntry,
  type HostedCardState,
  type ProductionCardEntry,
  productionCardEntry,
} from './productionCardEntry';
