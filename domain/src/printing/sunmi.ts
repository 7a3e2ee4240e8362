/**
 * Sunmi cloud printers (NT21x/NT31x "cloud kitchen printer"), OpenAPI v1: our server pushes each
 * ticket to Sunmi's cloud, which forwards it to the printer; we bind a printer (by its serial number,
 * SN) to the store's shop id first. What Sunmi's numbers mean for the people who see them: success
 * is 10000; business failures come back as 10000 with a sub code 60001-60012 (research notes,
 * integrations.md section 3).
 */
import { z } from 'zod';

export const SUNMI_OK = 10000;

/** Top-level codes other than success. */
export const SUNMI_CODE_MESSAGES: Record<number, string> = {
  20000: 'Sunmi’s cloud is unavailable right now. Try again in a minute.',
  20001: 'Sunmi refused our app credentials. The platform’s Sunmi app id or key needs checking.',
  40001: 'A required detail was missing from the request to Sunmi.',
  40002: 'Sunmi did not accept a detail of the request.',
};

/** Sub codes (answered with code 10000). */
export const SUNMI_SUB_CODE_MESSAGES: Record<number, string> = {
  60001: 'This server’s clock is out of step with Sunmi’s. Try again; if it keeps failing, tell support.',
  60002: 'Sunmi does not know that serial number. Check the SN on the label under the printer.',
  60003: 'This printer is not bound to the store yet. Bind it first.',
  60004: 'Sunmi could not bind the printer. Try again.',
  60005: 'Sunmi could not unbind the printer: it is not bound to this store.',
  60006: 'Sunmi does not know this store’s shop id.',
  60007: 'Sunmi reported a binding problem. Try again in a minute.',
  60008:
    'This printer is bound to another shop. Unbind it in the Sunmi Assistant app first, then bind it here.',
  60009: 'The ticket had no push id.',
  60010: 'This ticket was already sent to the printer.',
  60011: 'Sunmi could not pass the ticket to the printer.',
  60012: 'The shop id is longer than Sunmi allows (32 characters).',
};

/** The words for a Sunmi answer that was not a success. */
export function sunmiProblem(code: number, subCode?: number): string {
  if (subCode !== undefined)
    return SUNMI_SUB_CODE_MESSAGES[subCode] ?? `Sunmi answered with sub code ${subCode}.`;
  return SUNMI_CODE_MESSAGES[code] ?? `Sunmi answered with code ${code}.`;
}

/** A Sunmi printer's serial number as printed on its label (letters and digits). */
export const ZSunmiSerialNumber = z
  .string()
  .trim()
  .toUpperCase()
  .max(32, 'Enter the printer’s serial number (SN): 8 to 32 letters and digits from its label')
  .regex(
    /^[A-Z0-9]{8,32}$/,
    'Enter the printer’s serial number (SN): 8 to 32 letters and digits from its label',
  );

/** Sunmi's order types for a pushed ticket: 1 new, 2 cancel, 3 reminder, 4 refund, 5 other. */
export function sunmiOrderType(reason: 'accepted' | 'posPayment' | 'reprint' | 'test' | 'backup'): 1 | 5 {
  return reason === 'accepted' || reason === 'posPayment' ? 1 : 5;
}
