import { Router } from 'express';
import { z } from 'zod';
import { adminAuth, db, nowIso, runContendedTransaction } from '../admin';
import { requireCaller } from '../http/auth';
import { log } from '../log';
import { hasPendingInvites, readPendingInvites } from '../members/honourInvites';

export const ZGetOrCreateUserRequest = z.object({
  displayName: z.string().trim().min(1, 'Please enter your name').max(100).optional(),
});

export const ZUserProfile = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  createdIsoDateTimeUtc: z.string(),
  updatedIsoDateTimeUtc: z.string(),
});
export type UserProfile = z.infer<typeof ZUserProfile>;

/**
 * `POST /api/user/get-or-create`: called after every sign-in. Creates the caller's profile on the
 * first call and returns it unchanged afterwards, so retries and double submits are harmless. Each
 * call also turns invites waiting for the caller's email into memberships (in the same transaction),
 * so someone invited before they had an account lands in their restaurant on first sign-in.
 * Invites are honoured only once the email is verified: otherwise anyone could sign up with an
 * invited address they do not own and walk into that restaurant. Until then the answer says
 * `invitesAwaitingVerification` so the app can ask the person to verify.
 */
export function userRouter(): Router {
  const router = Router();
  router.post('/get-or-create', async (req, res) => {
    const caller = requireCaller(req);
    const body = ZGetOrCreateUserRequest.parse(req.body ?? {});
    const authUser = await adminAuth().getUser(caller.uid);
    const ref = db().collection('users').doc(caller.uid);
    const verifiedEmail = authUser.emailVerified ? authUser.email : undefined;
    const invitesAwaitingVerification =
      !authUser.emailVerified && authUser.email ? await hasPendingInvites(authUser.email) : false;
    const { profile, created, acceptedInvites } = await runContendedTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const invites = await readPendingInvites(tx, {
        uid: caller.uid,
        email: verifiedEmail,
        displayName: snapshot.get('displayName') ?? body.displayName ?? authUser.displayName,
      });
      invites.write();
      if (snapshot.exists) {
        return {
          profile: ZUserProfile.parse(snapshot.data()),
          created: false,
          acceptedInvites: invites.accepted,
        };
      }
      const now = nowIso();
      const fresh: UserProfile = {
        uid: caller.uid,
        email: authUser.email ?? null,
        displayName: body.displayName ?? authUser.displayName ?? null,
        createdIsoDateTimeUtc: now,
        updatedIsoDateTimeUtc: now,
      };
      tx.create(ref, fresh);
      return { profile: fresh, created: true, acceptedInvites: invites.accepted };
    });
    if (created) log.info('user.profile_created', { uid: caller.uid });
    if (acceptedInvites.length > 0)
      log.info('user.invites_accepted', { uid: caller.uid, memberships: acceptedInvites });
    res.status(created ? 201 : 200).json({ profile, created, acceptedInvites, invitesAwaitingVerification });
  });
  return router;
}
