import { ZCustomClaims, ZMemberEmail, ZRestaurantDirectoryQuery } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { adminAuth } from '../admin';
import { recordAudit } from '../audit/auditLog';
import { requireSuperAdmin } from '../http/auth';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { listPlatformPrinters, platformPrinter } from '../printing/platformPrinters';
import { pathIds } from './params';

export const ZGrantSuperAdminRequest = z.object({ email: ZMemberEmail });

/** `/api/super-admin`: platform administration. */
export function superAdminRouter(): Router {
  const router = Router();

  router.post('/users/grant', async (req, res) => {
    const caller = requireSuperAdmin(req);
    const { email } = ZGrantSuperAdminRequest.parse(req.body);
    const user = await adminAuth()
      .getUserByEmail(email)
      .catch((error: { code?: string }) => {
        if (error.code === 'auth/user-not-found')
          throw new NotFoundError(`There is no account with the email ${email}. Ask them to sign up first.`);
        throw error;
      });
    // Merge, so a grant never drops a claim the account already has.
    const claims = { ...user.customClaims, superAdmin: true };
    if (!ZCustomClaims.safeParse(claims).success)
      throw new ConflictError('A device account cannot be a platform administrator.', 'Not possible');
    await adminAuth().setCustomUserClaims(user.uid, claims);
    log.info('super_admin.granted', { requestId: req.requestId, uid: user.uid, byUid: caller.uid });
    await recordAudit({
      action: 'superAdmin.granted',
      actorUid: caller.uid,
      ...(caller.email ? { actorEmail: caller.email } : {}),
      targetUid: user.uid,
      summary: email,
      ...(req.requestId ? { requestId: req.requestId } : {}),
    });
    // The claim reaches their session at the next token refresh (sign out and in to see it at once).
    res.json({ uid: user.uid, email, superAdmin: true });
  });

  /**
   * `POST /users/revoke` `{email}`: takes super admin away from an account (other claims kept). Not
   * from yourself (409: the platform must keep someone who can grant it back); 404 for an unknown
   * account, 409 when it is no super admin. The change reaches their session at the next token refresh.
   */
  router.post('/users/revoke', async (req, res) => {
    const caller = requireSuperAdmin(req);
    const { email } = ZGrantSuperAdminRequest.parse(req.body);
    const user = await adminAuth()
      .getUserByEmail(email)
      .catch((error: { code?: string }) => {
        if (error.code === 'auth/user-not-found')
          throw new NotFoundError(`There is no account with the email ${email}.`);
        throw error;
      });
    if (user.uid === caller.uid)
      throw new ConflictError(
        'You cannot remove your own super admin. Ask another super admin.',
        'Not possible',
      );
    if (user.customClaims?.superAdmin !== true)
      throw new ConflictError(`${email} is not a super admin.`, 'Nothing to revoke');
    const { superAdmin: _, ...claims } = user.customClaims ?? {};
    await adminAuth().setCustomUserClaims(user.uid, claims);
    // Sessions already open keep the old token for up to an hour: revoke them so it takes effect now.
    await adminAuth().revokeRefreshTokens(user.uid);
    log.info('super_admin.revoked', { requestId: req.requestId, uid: user.uid, byUid: caller.uid });
    await recordAudit({
      action: 'superAdmin.revoked',
      actorUid: caller.uid,
      ...(caller.email ? { actorEmail: caller.email } : {}),
      targetUid: user.uid,
      summary: email,
      ...(req.requestId ? { requestId: req.requestId } : {}),
    });
    res.json({ uid: user.uid, email, superAdmin: false });
  });

  // Every printer on the platform with its bind status and queue (SPEC /printers, /printers/{id}).
  router.get('/printers', async (req, res) => {
    requireSuperAdmin(req);
    res.json({ printers: await listPlatformPrinters(Date.now()) });
  });

  router.get('/printers/:printerKey', async (req, res) => {
    requireSuperAdmin(req);
    const { printerKey } = pathIds(req, ['printerKey']);
    res.json(await platformPrinter(printerKey, Date.now()));
  });

  /**
   * `GET /api/super-admin/restaurants?search=vis&pageSize=25&afterName=&afterId=`: the platform's
   * restaurants whose name has a word starting with what was typed (all when empty), alphabetically,
   * a page at a time (`next` names the cursor of the following page).
   */
  router.get('/restaurants', async (req, res) => {
    requireSuperAdmin(req);
    const query = ZRestaurantDirectoryQuery.parse({ ...req.query });
    const { searchRestaurantDirectory } = await import('../superAdmin/restaurantDirectory');
    res.json(await searchRestaurantDirectory(query));
  });

  return router;
}
