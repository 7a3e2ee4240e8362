import { ZDocumentId, ZSignUpRequest } from '@resto/domain';
import { Router } from 'express';
import type { UserRecord } from 'firebase-admin/auth';
import { z } from 'zod';
import { clientAddress } from '../abuse/clientAddress';
import { consumeLimit } from '../abuse/limits';
import { sendVerificationEmail } from '../accounts/verificationEmail';
import { adminAuth, db, nowIso, runContendedTransaction } from '../admin';
import { requireCaller } from '../http/auth';
import { ConflictError, ForbiddenError, HttpError } from '../http/errors';
import { log } from '../log';
import {
  acceptInvite,
  countPendingInvites,
  declineInvite,
  listPendingInvites,
  type VerifiedAccount,
} from '../members/myInvites';

export const ZGetOrCreateUserRequest = z.object({
  displayName: z.string().trim().min(1, 'Please enter your name').max(100).optional(),
});

/** `POST /api/user/invites/accept` and `.../decline`: which restaurant, or which of its stores. */
export const ZAnswerInviteRequest = z.object({
  restaurantId: ZDocumentId,
  storeId: ZDocumentId.optional(),
});

export const ZUserProfile = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  createdIsoDateTimeUtc: z.string(),
  updatedIsoDateTimeUtc: z.string(),
});
export type UserProfile = z.infer<typeof ZUserProfile>;

export const VERIFY_TO_SEE_INVITES =
  'Verify your email address with the link we sent you to see invitations to restaurants.';

/**
 * The caller's Auth record, with the email only when it is verified (read from Auth, so a link
 * clicked a moment ago counts even if the ID token still says otherwise). Invites are matched by
 * email, so an unverified address must see none: anyone could sign up with an address they do not
 * own.
 */
async function verifiedAccount(uid: string): Promise<{ user: UserRecord; account?: VerifiedAccount }> {
  const user = await adminAuth().getUser(uid);
  if (!user.email || !user.emailVerified) return { user };
  const profile = await db().collection('users').doc(uid).get();
  const displayName = profile.get('displayName') ?? user.displayName;
  return {
    user,
    account: {
      uid,
      email: user.email,
      displayName: typeof displayName === 'string' && displayName !== '' ? displayName : undefined,
    },
  };
}

async function requireVerifiedAccount(uid: string): Promise<VerifiedAccount> {
  const { account } = await verifiedAccount(uid);
  if (!account) throw new ForbiddenError(VERIFY_TO_SEE_INVITES);
  return account;
}

/**
 * `POST /api/user/get-or-create`: called after every sign-in. Creates the caller's profile on the
 * first call and returns it unchanged afterwards, so retries and double submits are harmless. It
 * never makes anyone a member: it says how many invites wait for the caller's verified email
 * (`pendingInvites`), which they accept or decline through `/api/user/invites`.
 *
 * `GET /api/user/invites`, `POST /api/user/invites/accept`, `POST /api/user/invites/decline`: the
 * caller's own invites (see members/myInvites.ts), for a verified email only.
 */
export function userRouter(): Router {
  const router = Router();
  /**
   * A new owner's account. Sign-up goes through here rather than straight to Auth so the server
   * refuses a weak password by the same rule the page shows (domain/src/access/passwordRule.ts);
   * the page then signs in with the new account as usual.
   */
  router.post('/sign-up', async (req, res) => {
    const body = ZSignUpRequest.parse(req.body);
    await consumeLimit('signUpPerIp', clientAddress(req));
    try {
      const user = await adminAuth().createUser({
        email: body.email,
        password: body.password,
        displayName: body.displayName,
        emailVerified: false,
      });
      log.info('user.signed_up', { requestId: req.requestId, uid: user.uid });
      // The account exists either way; a failed email is sent again from the admin's notice.
      await sendVerificationEmail(body.email, body.displayName).catch((error: unknown) =>
        log.warn('user.verification_email_failed', {
          requestId: req.requestId,
          uid: user.uid,
          error: String(error),
        }),
      );
      res.status(201).json({ uid: user.uid });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if ((error as { code?: string }).code === 'auth/email-already-exists')
        throw new ConflictError(
          'An account with this email already exists. Sign in, or reset your password if you forgot it.',
          'Email already registered',
        );
      throw error;
    }
  });
  /** The caller's verification email again (the admin's "Resend email"), a few times an hour. */
  router.post('/verification-email', async (req, res) => {
    const caller = requireCaller(req);
    const user = await adminAuth().getUser(caller.uid);
    if (!user.email) throw new ForbiddenError('This account has no email address to confirm.');
    if (user.emailVerified) {
      res.json({ sent: false, alreadyVerified: true });
      return;
    }
    await consumeLimit('verificationEmailPerUser', caller.uid);
    try {
      await sendVerificationEmail(user.email, user.displayName);
    } catch (error) {
      log.warn('user.verification_email_failed', {
        requestId: req.requestId,
        uid: caller.uid,
        error: String(error),
      });
      throw new HttpError(
        503,
        'Email not sent',
        "We couldn't send the email just now. Please try again in a few minutes.",
      );
    }
    res.json({ sent: true });
  });

  router.post('/get-or-create', async (req, res) => {
    const caller = requireCaller(req);
    const body = ZGetOrCreateUserRequest.parse(req.body ?? {});
    const { user: authUser, account } = await verifiedAccount(caller.uid);
    const ref = db().collection('users').doc(caller.uid);
    const { profile, created } = await runContendedTransaction(async (tx) => {
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
    const pendingInvites = account ? await countPendingInvites(account.email) : 0;
    res
      .status(created ? 201 : 200)
      .json({ profile, created, pendingInvites, emailVerified: Boolean(authUser.emailVerified) });
  });

  router.get('/invites', async (req, res) => {
    const caller = requireCaller(req);
    const { account } = await verifiedAccount(caller.uid);
    if (!account) {
      res.json({ emailVerified: false, invites: [], message: VERIFY_TO_SEE_INVITES });
      return;
    }
    res.json({ emailVerified: true, invites: await listPendingInvites(account.email) });
  });

  router.post('/invites/accept', async (req, res) => {
    const caller = requireCaller(req);
    const scope = ZAnswerInviteRequest.parse(req.body);
    const account = await requireVerifiedAccount(caller.uid);
    res.json(await acceptInvite(account, scope));
  });

  router.post('/invites/decline', async (req, res) => {
    const caller = requireCaller(req);
    const scope = ZAnswerInviteRequest.parse(req.body);
    const account = await requireVerifiedAccount(caller.uid);
    res.json(await declineInvite(account, scope));
  });
  return router;
}
