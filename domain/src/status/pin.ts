import { AUTHORISED_PIN_MESSAGE } from '../common/validation';

/**
 * POS PIN lock screen (SPEC.md sections 4 and 8). Employees unlock the terminal with their PIN; protected
 * actions (refunds, voids, discounts) need an authorised employee's 4-digit PIN.
 */

export const PIN_PROMPT_STATES = ['enterPin', 'enterAuthorisedPin', 'incorrectPin'] as const;
export type PinPromptState = (typeof PIN_PROMPT_STATES)[number];

export const PIN_RESULTS = ['success', 'incorrectPin', 'employeeNotFound'] as const;
export type PinResult = (typeof PIN_RESULTS)[number];

export const PIN_MESSAGES: Record<PinPromptState, string> = {
  enterPin: 'Please enter your PIN to proceed',
  enterAuthorisedPin: AUTHORISED_PIN_MESSAGE,
  incorrectPin: 'Incorrect PIN. Please try again.',
};

/**
 * The prompt to show after a PIN attempt, or null when the screen unlocks. "Employee not found" is
 * shown as an incorrect PIN on purpose: telling the two apart would let someone probe which PINs
 * belong to employees.
 */
export function pinPromptAfter(result: PinResult): PinPromptState | null {
  return result === 'success' ? null : 'incorrectPin';
}

/** The first prompt: a plain unlock, or an authorised employee for a protected action. */
export function initialPinPrompt(needsAuthorisedEmployee: boolean): PinPromptState {
  return needsAuthorisedEmployee ? 'enterAuthorisedPin' : 'enterPin';
}
