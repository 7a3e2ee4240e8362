/**
 * Support sign-in (domain/src/superAdmin/supportSessions.ts): a super admin acts as a restaurant's
 * owner for 15-60 minutes, every change audited with both identities.
 *
 * How it is kept safe:
 *  - Only a super admin (with their own session, not one already acting) may start one, with a reason.
 *  - The owner's session comes from a custom token minted for the owner's uid with the developer claim
 *    `supportSession: {sessionId, restaurantId, untilMs}`. Firebase keeps developer claims on every
 *    refreshed ID token of that sign-in (the Auth emulator too), so the claim cannot fall off. The
 *    owner's own sessions are untouched: they carry no such claim.
 *  - Every API request with the claim re-reads `supportSessions/{id}` (auth.ts): ended, expired or not
 *    the owner's → 401, so ending works at once, however long the ID token still lives. The caller
 *    never has platform powers in it and reaches only that restaurant (roles.ts and the path check
 *    below); the rules give its reads only that restaurant and only until `untilMs`.
 *  - Each change made in it (any non-GET request) is written to the audit log after it is answered,
 *    with the super admin as actor and the owner as "on behalf of", under the restaurant, so the owner
 *    reads it in their own audit log.
 *  - Ending it returns to the super admin: the start handed the browser a one-time return ticket (only
 *    its SHA-256 is stored); presented with the acting session at the end it buys a custom token for
 *    the super admin's own account, if that account is still a super admin. A lost ticket only means
 *    signing in again.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type StartSupportSessionRequest,
  type SupportSession,
  supportSessionLive,
  ZSupportSession,
  ZSupportSessionClaim,
} from '@resto/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminAuth, db, nowIso, runContendedTransaction } from '../admin';
import { AUDIT_LOGS, recordAudit } from '../audit/auditLog';
import { restaurantDoc, restaurantMembers } from '../firestore/paths';
import type { Caller } from '../http/auth';
import { ConflictError, ForbiddenError, NotFoundError } from '../http/errors';
import { log } from '../log';

export const SUPPORT_SESSIONS = 'supportSessions';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** The live session a token's claim names, if it is still live and belongs to this uid. */
export async function liveSupportSession(
  claim: unknown,
  uid: string,
): Promise<NonNullable<Caller['supportSession']> | undefined> {
  const parsed = ZSupportSessionClaim.safeParse(claim);
  if (!parsed.success) return undefined;
  const snapshot = await db().collection(SUPPORT_SESSIONS).doc(parsed.data.sessionId).get();
  const session = snapshot.exists ? ZSupportSession.safeParse(snapshot.data()) : undefined;
  if (!session?.success) return undefined;
  if (session.data.ownerUid !== uid || session.data.restaurantId !== parsed.data.restaurantId)
    return undefined;
  if (!supportSessionLive(session.data, new Date())) return undefined;
  return {
    sessionId: session.data.sessionId,
    restaurantId: session.data.restaurantId,
    superAdminUid: session.data.superAdminUid,
    ...(session.data.superAdminEmail ? { superAdminEmail: session.data.superAdminEmail } : {}),
  };
}

/**
 * Whose account a support sign-in uses: the person who created the restaurant while they are still
 * its admin, else its longest-standing admin (members are few; read them all).
 */
async function ownerOf(restaurantId: string, createdByUid: unknown): Promise<string | undefined> {
  const admins = await restaurantMembers(restaurantId).where('role', '==', 'admin').get();
  const uids = admins.docs.map((doc) => doc.id);
  if (typeof createdByUid === 'string' && uids.includes(createdByUid)) return createdByUid;
  const oldest = admins.docs
    .map((doc) => ({
      uid: doc.id,
      since: String(doc.get('createdIsoDateTimeUtc') ?? doc.createTime.toDate().toISOString()),
    }))
    .sort((a, b) => a.since.localeCompare(b.since))[0];
  return oldest?.uid;
}

export interface StartedSupportSession {
  session: SupportSession;
  customToken: string;
  returnTicket: string;
}

export async function startSupportSession(
  caller: Caller,
  restaurantId: string,
  request: StartSupportSessionRequest,
  requestId: string | undefined,
): Promise<StartedSupportSession> {
  if (caller.supportSession) throw new ForbiddenError('End this support sign-in before starting another.');
  const restaurant = await restaurantDoc(restaurantId).get();
  if (!restaurant.exists) throw new NotFoundError('We could not find this restaurant.');
  const ownerUid = await ownerOf(restaurantId, restaurant.get('createdByUid'));
  if (!ownerUid) throw new ConflictError('This restaurant has no admin to sign in as.', 'No owner to act as');
  if (ownerUid === caller.uid)
    throw new ConflictError(
      'You are an admin of this restaurant already: open it as yourself.',
      'Not needed',
    );
  const owner = await adminAuth().getUser(ownerUid);
  // Acting as another platform admin would hand their powers around: not through this door.
  if (owner.customClaims?.superAdmin === true)
    throw new ConflictError('The owner is a super admin: ask them instead.', 'Not possible');

  const now = new Date();
  const sessionId = randomUUID();
  const returnTicket = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + request.minutes * 60_000);
  const session: SupportSession = {
    sessionId,
    restaurantId,
    restaurantName: String(restaurant.get('name') ?? restaurantId),
    superAdminUid: caller.uid,
    ...(caller.email ? { superAdminEmail: caller.email } : {}),
    ownerUid,
    ...(owner.email ? { ownerEmail: owner.email } : {}),
    reason: request.reason,
    startedIsoDateTimeUtc: now.toISOString(),
    expiresIsoDateTimeUtc: expires.toISOString(),
  };
  await db()
    .collection(SUPPORT_SESSIONS)
    .doc(sessionId)
    .create({ ...session, returnTicketHash: sha256(returnTicket) });
  const customToken = await adminAuth().createCustomToken(ownerUid, {
    supportSession: { sessionId, restaurantId, untilMs: expires.getTime() },
  });
  log.info('support_session.started', { requestId, sessionId, restaurantId, byUid: caller.uid, ownerUid });
  await recordAudit({
    action: 'signInAs.started',
    actorUid: caller.uid,
    ...(caller.email ? { actorEmail: caller.email } : {}),
    onBehalfOfUid: ownerUid,
    ...(owner.email ? { onBehalfOfEmail: owner.email } : {}),
    restaurantId,
    summary: `for ${request.minutes} min: ${request.reason}`.slice(0, 300),
    ...(requestId ? { requestId } : {}),
  });
  return { session, customToken, returnTicket };
}

/**
 * Ends the caller's support sign-in (idempotent: a second end changes nothing) and, with the right
 * return ticket, gives a custom token for the super admin's own account.
 */
export async function endSupportSession(
  caller: Caller,
  returnTicket: string | undefined,
  requestId: string | undefined,
): Promise<{ returnToken?: string }> {
  const acting = caller.supportSession;
  if (!acting) throw new ForbiddenError('This is not a support sign-in.');
  const ref = db().collection(SUPPORT_SESSIONS).doc(acting.sessionId);
  const ticketMatches = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const hash = snapshot.get('returnTicketHash');
    const matches =
      typeof returnTicket === 'string' && typeof hash === 'string' && sha256(returnTicket) === hash;
    // The ticket is spent either way; the session ends either way.
    tx.update(ref, {
      endedIsoDateTimeUtc: snapshot.get('endedIsoDateTimeUtc') ?? nowIso(),
      returnTicketHash: null,
    });
    return matches;
  });
  await recordAudit({
    action: 'signInAs.ended',
    actorUid: acting.superAdminUid,
    ...(acting.superAdminEmail ? { actorEmail: acting.superAdminEmail } : {}),
    onBehalfOfUid: caller.uid,
    ...(caller.email ? { onBehalfOfEmail: caller.email } : {}),
    restaurantId: acting.restaurantId,
    summary: 'ended by the super admin',
    ...(requestId ? { requestId } : {}),
  });
  if (!ticketMatches) return {};
  const superAdmin = await adminAuth().getUser(acting.superAdminUid);
  if (superAdmin.disabled || superAdmin.customClaims?.superAdmin !== true) return {};
  return { returnToken: await adminAuth().createCustomToken(acting.superAdminUid) };
}

/** Routes a support sign-in may use outside the restaurant's own paths (the admin app's start-up, ending). */
const OUTSIDE_PATHS = [/^(\/api)?\/user\/get-or-create$/, /^(\/api)?\/super-admin\/support-sessions\/end$/];

/**
 * After `authenticate()`: a support sign-in reaches only paths naming its restaurant (every tenant
 * route has the restaurant id as a path segment), and each change it makes is audited once answered.
 */
export function supportSessionGuard(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const caller = req.caller;
    const acting = caller?.supportSession;
    if (!caller || !acting) return next();
    const segments = req.path.split('/').map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
    if (!segments.includes(acting.restaurantId) && !OUTSIDE_PATHS.some((path) => path.test(req.path)))
      return next(new ForbiddenError('A support sign-in reaches only the restaurant it was started for.'));
    if (caller.readsOnly || /support-sessions\/end$/.test(req.path)) return next();
    // Recorded before the change runs, and a change whose record cannot be written does not run:
    // nothing is done in a support sign-in that the owner cannot read about afterwards.
    db()
      .collection(AUDIT_LOGS)
      .add({
        action: 'signInAs.action',
        actorUid: acting.superAdminUid,
        ...(acting.superAdminEmail ? { actorEmail: acting.superAdminEmail } : {}),
        onBehalfOfUid: caller.uid,
        ...(caller.email ? { onBehalfOfEmail: caller.email } : {}),
        restaurantId: acting.restaurantId,
        summary: `${req.method} ${req.originalUrl.split('?')[0]}`.slice(0, 300),
        atIsoDateTimeUtc: nowIso(),
        ...(req.requestId ? { requestId: req.requestId } : {}),
      })
      .then(() => next(), next);
  };
}
