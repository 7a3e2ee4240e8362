import {
  ZBatchUploadListQuery,
  ZBatchUploadRequest,
  ZCustomClaims,
  ZEndSupportSessionRequest,
  ZMemberEmail,
  ZPlatformSettingsRequest,
  ZRestaurantDirectoryQuery,
  ZStartSupportSessionRequest,
} from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { adminAuth } from '../admin';
import { recordAudit } from '../audit/auditLog';
import { requireCaller, requireSuperAdmin } from '../http/auth';
import { ConflictError, NotFoundError } from '../http/errors';
import { platformApplicationFeeRule } from '../integrations/payments';
import { log } from '../log';
import { readPlatformSettings, savePlatformSettings } from '../platformSettings/platformSettings';
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

  /**
   * `GET /platform-settings`: the platform's settings (SPEC `/global/platform_settings`) with their
   * version; `PUT` `{settings, expectedVersion}` saves them (409 when someone saved in between) and
   * writes an audit entry saying what changed.
   */
  router.get('/platform-settings', async (req, res) => {
    requireSuperAdmin(req);
    res.json(await readPlatformSettings(platformApplicationFeeRule()));
  });

  router.put('/platform-settings', async (req, res) => {
    const caller = requireSuperAdmin(req);
    const { settings, expectedVersion } = ZPlatformSettingsRequest.parse(req.body);
    res.json(
      await savePlatformSettings(
        caller,
        settings,
        expectedVersion,
        platformApplicationFeeRule(),
        req.requestId,
      ),
    );
  });

  /**
   * Batch uploads (superAdmin/batchUploads.ts, SPEC `/batch-upload-jobs`): `POST /batch-upload-jobs`
   * `{fileName, format, content, stores[{restaurantId, storeId}]}` makes one menu import job per store
   * (404 naming a store that does not exist, nothing made); `GET /batch-upload-jobs?limit=&before=`
   * lists them newest first; `GET /batch-upload-jobs/:id` one with each store's progress and errors.
   */
  router.post('/batch-upload-jobs', async (req, res) => {
    const caller = requireSuperAdmin(req);
    const request = ZBatchUploadRequest.parse(req.body);
    const { createBatchUpload } = await import('../superAdmin/batchUploads');
    res.status(201).json(await createBatchUpload(caller, request, req.requestId));
  });

  router.get('/batch-upload-jobs', async (req, res) => {
    requireSuperAdmin(req);
    const { limit, before } = ZBatchUploadListQuery.parse({ ...req.query });
    const { listBatchUploads } = await import('../superAdmin/batchUploads');
    res.json(await listBatchUploads(limit, before));
  });

  router.get('/batch-upload-jobs/:batchUploadJobId', async (req, res) => {
    requireSuperAdmin(req);
    const { batchUploadJobId } = pathIds(req, ['batchUploadJobId']);
    const { readBatchUpload } = await import('../superAdmin/batchUploads');
    res.json(await readBatchUpload(batchUploadJobId));
  });

  /**
   * Support sign-in (superAdmin/supportSessions.ts). `POST /restaurants/:restaurantId/support-sessions`
   * `{reason, minutes}` (super admins): a custom token for the owner's account, limited to this
   * restaurant and time, and a one-time return ticket. `POST /support-sessions/end` `{returnTicket?}`
   * (the acting session): ends it, and with the ticket gives a custom token back to the super admin.
   */
  router.post('/restaurants/:restaurantId/support-sessions', async (req, res) => {
    const caller = requireSuperAdmin(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    const request = ZStartSupportSessionRequest.parse(req.body);
    const { startSupportSession } = await import('../superAdmin/supportSessions');
    res.status(201).json(await startSupportSession(caller, restaurantId, request, req.requestId));
  });

  router.post('/support-sessions/end', async (req, res) => {
    const caller = requireCaller(req);
    const { returnTicket } = ZEndSupportSessionRequest.parse(req.body ?? {});
    const { endSupportSession } = await import('../superAdmin/supportSessions');
    res.json(await endSupportSession(caller, returnTicket, req.requestId));
  });

  return router;
}
