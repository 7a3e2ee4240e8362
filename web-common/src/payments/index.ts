// Card entry in the browser: card fields go straight to the card provider, our API gets a `pm_...`.
export { CardAuthenticationDialog, type CardAuthenticationDialogProps } from './CardAuthenticationDialog';
export { CardEntry, type CardEntryProps } from './CardEntry';
export { type CardAuthenticationResult, completeCardAuthentication } from './cardAuthentication';
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
export {
  CardEntryNotConfiguredError,
  type ProductionCardEntry,
  productionCardEntry,
} from './productionCardEntry';
