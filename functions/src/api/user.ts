import { Router } from 'express';
import { z } from 'zod';
import { adminAuth, db, nowIso } from '../admin';
import { requireCaller } from '../http/auth';
import { log } from '../log';

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
 * first call and returns it unchanged afterwards, so retries and double submits are harmless.
 */
export function userRouter(): Router {
  const router = Router();
  router.post('/get-or-create', async (req, res) => {
    const caller = requireCaller(req);
    const body = ZGetOrCreateUserRequest.parse(req.body ?? {});
    const authUser = await adminAuth().getUser(caller.uid);
    const ref = db().collection('users').doc(caller.uid);
    const { profile, created } = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (snapshot.exists) return { profile: ZUserProfile.parse(snapshot.data()), created: false };
      const now = nowIso();
      const fresh: UserProfile = {
        uid: caller.uid,
        email: authUser.email ?? null,
        displayName: body.displayName ?? authUser.displayName ?? null,
        createdIsoDateTimeUtc: now,
        updatedIsoDateTimeUtc: now,
      };
      tx.create(ref, fresh);
      return { profile: fresh, created: true };
    });
    if (created) log.info('user.profile_created', { uid: caller.uid });
    res.status(created ? 201 : 200).json({ profile, created });
  });
  return router;
}
