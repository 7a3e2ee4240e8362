/**
 * Card terminal payments (ANZ Worldline, ECR-integrated), modelled on Worldline's TIM API since the
 * acquirer's own spec is not public (research/integrations.md section 6). The rule that matters: a
 * purchase whose outcome is not known (connection lost, timeout, a pending request) is never simply
 * retried; the POS first asks the terminal for its last transaction and only charges again when that
 * shows the attempt did not go through. This file holds the result mapping and that decision.
 *
 * To confirm with the acquirer: the integrator id and pairing flow, the last-transaction query's name
 * and fields, and whether refunds need an explicit commit on their terminals (ANZ's validation notes
 * say credit needs Commit, reversal does not).
 */
import { z } from 'zod';
import { CARD_TERMINAL_RESULTS, type CardTerminalResult } from '../status/cardTerminal';

/** TIM API result codes (`ta_c_rc_*` without the prefix) the fake terminal and the adapter use. */
const TIM_RESULTS: Record<string, CardTerminalResult> = {
  ok: 'APPROVED',
  declined_generic: 'DECLINED',
  declined_saldo_too_low: 'DECLINED',
  declined_wrong_pin: 'DECLINED',
  declined_cvm_failed: 'DECLINED',
  trx_limit_exceeded: 'DECLINED',
  trx_referral: 'DECLINED',
  cardholder_stop: 'CANCELLED',
  api_cancel_ecr: 'CANCELLED',
  cardholder_timeout: 'CANCELLED',
  card_removed: 'CANCELLED',
  reversed: 'REVERSED',
  not_started: 'NOT STARTED',
  api_timeout_terminal: 'UNKNOWN',
  api_connect_fail_terminal: 'UNKNOWN',
  busy_other_controller: 'UNKNOWN',
  request_pending: 'UNKNOWN',
  tim_connect_fail_payment_host: 'SYSTEM ERROR',
};

/** The POS result of a TIM result code; an unknown code is UNKNOWN (never assumed declined). */
export function cardTerminalResultOf(timResultCode: string): CardTerminalResult {
  return TIM_RESULTS[timResultCode] ?? 'UNKNOWN';
}

/** Results after which the customer was certainly not charged by this attempt. */
const NOT_CHARGED: ReadonlySet<CardTerminalResult> = new Set([
  'CANCELLED',
  'DECLINED',
  'REVERSED',
  'NOT STARTED',
]);

export const ZCardTerminalAttempt = z.object({
  /** The POS's own reference for the attempt, sent to the terminal and echoed in its answers. */
  posReference: z.string().min(1).max(64),
  amountInCents: z.number().int().min(1).max(10_000_000),
  result: z.enum(CARD_TERMINAL_RESULTS).optional(),
});
export type CardTerminalAttempt = z.infer<typeof ZCardTerminalAttempt>;

export type ChargeDecision =
  | { step: 'charge' }
  | { step: 'paid'; posReference: string }
  | { step: 'askLastTransaction'; posReference: string };

/**
 * What the POS may do next for a sale, from its attempts so far (oldest first) and, when it has
 * asked, the terminal's last transaction. An attempt that may have charged the card blocks any new
 * charge until the last transaction answers for it.
 */
export function nextChargeStep(
  attempts: readonly CardTerminalAttempt[],
  lastTransaction?: { posReference: string; result: CardTerminalResult },
): ChargeDecision {
  const approved = attempts.find((attempt) => attempt.result === 'APPROVED');
  if (approved) return { step: 'paid', posReference: approved.posReference };
  const last = attempts.at(-1);
  if (!last || (last.result !== undefined && NOT_CHARGED.has(last.result))) return { step: 'charge' };
  // In flight, UNKNOWN or SYSTEM ERROR: only the terminal can say whether the card was charged.
  if (!lastTransaction) return { step: 'askLastTransaction', posReference: last.posReference };
  const ours = attempts.some((attempt) => attempt.posReference === lastTransaction.posReference);
  if (ours && lastTransaction.result === 'APPROVED')
    return { step: 'paid', posReference: lastTransaction.posReference };
  // The terminal's last transaction is older than this attempt: the attempt never reached it.
  if (lastTransaction.posReference !== last.posReference) return { step: 'charge' };
  if (NOT_CHARGED.has(lastTransaction.result)) return { step: 'charge' };
  return { step: 'askLastTransaction', posReference: last.posReference };
}
