/**
 * Support sign-in ("sign in as"): a super admin acts as a restaurant's owner for a bounded time to
 * fix something for them. Super admins otherwise see tenants read-only (the API refuses their writes
 * to a restaurant they are not a member of), so every change a super admin makes inside a tenant
 * happens in one of these sessions, and every such change is in the audit log under both names (the
 * super admin as actor, the owner as "on behalf of"), where the owner sees it too.
 *
 * `supportSessions/{sessionId}` (server-only) is the record; the owner's session carries the
 * developer claim `supportSession: {sessionId, restaurantId, untilMs}` from the custom token it signed
 * in with, which the API checks against the record on every call and the rules check for the
 * restaurant and the time.
 */
import { z } from 'zod';

export const SUPPORT_SESSION_MINUTES = [15, 30, 60] as const;
export const SUPPORT_SESSION_DEFAULT_MINUTES = 30;

export const ZStartSupportSessionRequest = z.object({
  /** Why, in the super admin's words: kept on the record and in the audit log the owner reads. */
  reason: z
    .string()
    .trim()
    .min(5, 'Say in a few words why you need to act as the owner')
    .max(200, 'At most 200 characters'),
  minutes: z
    .number()
    .int()
    .refine((value) => (SUPPORT_SESSION_MINUTES as readonly number[]).includes(value), {
      message: 'Choose 15, 30 or 60 minutes',
    })
    .default(SUPPORT_SESSION_DEFAULT_MINUTES),
});
export type StartSupportSessionRequest = z.infer<typeof ZStartSupportSessionRequest>;

export const ZEndSupportSessionRequest = z.object({
  /** The one-time ticket handed out when the session started; without it the super admin signs in again. */
  returnTicket: z.string().max(100).optional(),
});

export const ZSupportSession = z.object({
  sessionId: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  superAdminUid: z.string(),
  superAdminEmail: z.string().optional(),
  ownerUid: z.string(),
  ownerEmail: z.string().optional(),
  reason: z.string(),
  startedIsoDateTimeUtc: z.string(),
  expiresIsoDateTimeUtc: z.string(),
  endedIsoDateTimeUtc: z.string().optional(),
});
export type SupportSession = z.infer<typeof ZSupportSession>;

/** The developer claim of the owner's session (numbers and strings only: claims are JSON). */
export const ZSupportSessionClaim = z.object({
  sessionId: z.string().max(100),
  restaurantId: z.string().max(100),
  untilMs: z.number(),
});
export type SupportSessionClaim = z.infer<typeof ZSupportSessionClaim>;

/** Live = not ended and not past its end time. */
export function supportSessionLive(session: SupportSession, now: Date): boolean {
  return (
    session.endedIsoDateTimeUtc === undefined && Date.parse(session.expiresIsoDateTimeUtc) > now.getTime()
  );
}

export const SUPPORT_SESSION_REQUEST_SCHEMAS = { ZStartSupportSessionRequest, ZEndSupportSessionRequest };
