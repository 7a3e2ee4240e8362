import { ZMemberEmail, ZUserRole } from '@resto/domain';
import type { Request, Router } from 'express';
import { z } from 'zod';
import { type Caller, requireCaller } from '../http/auth';
import {
  addMember,
  changeMemberRole,
  listMembers,
  type MembershipScope,
  removeMember,
} from '../members/memberships';
import { pathIds } from './params';

export const ZAddUserRequest = z.object({ email: ZMemberEmail, role: ZUserRole });
export const ZChangeRoleRequest = z.object({ role: ZUserRole });

export interface MemberRoutesConfig<S extends MembershipScope> {
  /** Path up to `/users`, with the route parameters the scope needs. */
  base: string;
  scopeFrom: (req: Request) => S;
  /** Guards, run before anything is read: who may list, and who may change the list. */
  requireReader: (caller: Caller, scope: S) => Promise<unknown>;
  requireManager: (caller: Caller, scope: S) => Promise<unknown>;
}

/** add, list, change role and remove: the same four routes at restaurant and at store level. */
export function addMemberRoutes<S extends MembershipScope>(
  router: Router,
  config: MemberRoutesConfig<S>,
): void {
  router.post(`${config.base}/users/add`, async (req, res) => {
    const caller = requireCaller(req);
    const scope = config.scopeFrom(req);
    await config.requireManager(caller, scope);
    const { email, role } = ZAddUserRequest.parse(req.body);
    res.status(201).json(await addMember(scope, email, role, caller.uid));
  });

  router.get(`${config.base}/users/list`, async (req, res) => {
    const caller = requireCaller(req);
    const scope = config.scopeFrom(req);
    await config.requireReader(caller, scope);
    res.json({ users: await listMembers(scope) });
  });

  router.post(`${config.base}/users/:memberId/role`, async (req, res) => {
    const caller = requireCaller(req);
    const scope = config.scopeFrom(req);
    const { memberId } = pathIds(req, ['memberId']);
    await config.requireManager(caller, scope);
    const { role } = ZChangeRoleRequest.parse(req.body);
    res.json(await changeMemberRole(scope, memberId, role, caller.uid));
  });

  router.delete(`${config.base}/users/:memberId`, async (req, res) => {
    const caller = requireCaller(req);
    const scope = config.scopeFrom(req);
    const { memberId } = pathIds(req, ['memberId']);
    await config.requireManager(caller, scope);
    res.json(await removeMember(scope, memberId, caller.uid));
  });
}
