import type { ActionCodeSettings } from 'firebase/auth';

/**
 * Where the verification email's link leads after the address is confirmed: back into admin, so the
 * owner is never left on a bare confirmation page. (In production the project's email action URL is
 * set to this app's `/auth/action`, which confirms the address itself and offers the way back too.)
 */
export function verificationLinkSettings(origin = window.location.origin): ActionCodeSettings {
  return { url: `${origin}/` };
}
