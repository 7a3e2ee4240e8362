import { defineStateMachine } from './stateMachine';

/** Card terminal transaction results, spelt as the terminal reports them (with spaces). */
export const CARD_TERMINAL_RESULTS = [
  'APPROVED',
  'CANCELLED',
  'REVERSED',
  'DECLINED',
  'SYSTEM ERROR',
  'NOT STARTED',
  'UNKNOWN',
] as const;
export type CardTerminalResult = (typeof CARD_TERMINAL_RESULTS)[number];

/**
 * Transitions are not shown in the spec. A transaction that has not started ends approved, declined,
 * cancelled or in a system error. UNKNOWN (the terminal dropped off mid-transaction) must be resolved
 * by asking the terminal again before anyone charges the card a second time. Only an approved
 * transaction can be reversed.
 */
export const cardTerminalResultMachine = defineStateMachine({
  name: 'card terminal result',
  states: CARD_TERMINAL_RESULTS,
  initialStates: ['NOT STARTED'],
  transitions: {
    'NOT STARTED': ['APPROVED', 'DECLINED', 'CANCELLED', 'SYSTEM ERROR', 'UNKNOWN'],
    UNKNOWN: ['APPROVED', 'DECLINED', 'CANCELLED', 'SYSTEM ERROR'],
    APPROVED: ['REVERSED'],
    REVERSED: [],
    DECLINED: [],
    CANCELLED: [],
    'SYSTEM ERROR': [],
  },
});

export const CARD_TERMINAL_RESULT_LABELS: Record<CardTerminalResult, string> = {
  APPROVED: 'Approved',
  CANCELLED: 'Cancelled',
  REVERSED: 'Reversed',
  DECLINED: 'Declined',
  'SYSTEM ERROR': 'System Error',
  'NOT STARTED': 'Not Started',
  UNKNOWN: 'Unknown',
};
