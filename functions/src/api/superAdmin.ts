import { ZCustomClaims, ZMemberEmail, ZRestaurantDirectoryQuery } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { adminAuth } from '../admin';
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
    // The claim reaches their session at the next token refresh (sign out and in to see it at once).
    res.json({ uid: user.uid, email, superAdmin: true });
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
