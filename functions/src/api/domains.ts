import { ZDomainName, ZDomainRequest } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { requireSuperAdmin } from '../http/auth';
import { checkDomain, createDomain, deleteDomain, updateDomain } from '../website/domains';

/** The domain in the path, normalised ("Order.Example.com" → "order.example.com"). */
const ZDomainPath = z.object({ domainName: ZDomainName });

/**
 * `/api/super-admin/domains/:domainName`: custom domains of restaurant and store sites (super admins).
 * POST creates (a fresh TXT token), PUT re-points, POST .../check looks it up in DNS, DELETE removes.
 */
export function domainsRouter(): Router {
  const router = Router();

  router.post('/:domainName', async (req, res) => {
    const caller = requireSuperAdmin(req);
    const { domainName } = ZDomainPath.parse(req.params);
    res
      .status(201)
      .json({ domain: await createDomain(domainName, ZDomainRequest.parse(req.body), caller.uid) });
  });

  router.put('/:domainName', async (req, res) => {
    requireSuperAdmin(req);
    const { domainName } = ZDomainPath.parse(req.params);
    res.json({ domain: await updateDomain(domainName, ZDomainRequest.parse(req.body)) });
  });

  router.post('/:domainName/check', async (req, res) => {
    requireSuperAdmin(req);
    const { domainName } = ZDomainPath.parse(req.params);
    res.json({ domain: await checkDomain(domainName) });
  });

  router.delete('/:domainName', async (req, res) => {
    requireSuperAdmin(req);
    const { domainName } = ZDomainPath.parse(req.params);
    await deleteDomain(domainName);
    res.json({ deleted: domainName });
  });

  return router;
}
