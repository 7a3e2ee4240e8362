/**
 * KDS pairing codes are 8 letters or digits: created in Admin (store → Add-ons → Kitchen display
 * settings), typed on the kitchen screen.
 * People type them from another screen, so case, spaces and dashes are forgiven.
 */
export const PAIRING_CODE_LENGTH = 8;

export function normalisePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function pairingCodeProblem(code: string): string | undefined {
  if (code === '') return 'Enter the pairing code.';
  if (!/^[A-Z0-9]+$/.test(code)) return 'The pairing code has only letters and digits.';
  if (code.length !== PAIRING_CODE_LENGTH)
    return `The pairing code is ${PAIRING_CODE_LENGTH} characters long.`;
  return undefined;
}
