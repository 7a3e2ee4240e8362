import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminAuth } from '../admin';
import { log } from '../log';
import { ForbiddenError, UnauthenticatedError } from './errors';

/** Device identities carried in custom claims, scoped to one store. */
export interface DeviceClaim {
  restaurantId: string;
  storeId: string;
  deviceId: string;
}

export interface Caller {
  uid: string;
  email: string | undefined;
  superAdmin: boolean;
  printer: DeviceClaim | undefined;
  posTerminal: DeviceClaim | undefined;
  kdsDevice: DeviceClaim | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

function deviceClaim(value: unknown): DeviceClaim | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { restaurantId, storeId, deviceId } = value as Record<string, unknown>;
  return typeof restaurantId === 'string' && typeof storeId === 'string' && typeof deviceId === 'string'
    ? { restaurantId, storeId, deviceId }
    : undefined;
}

/**
 * Verifies a `Bearer` Firebase ID token when one is sent and attaches the caller with its claims.
 * Requests without a token pass through anonymously; routes that need a caller use `requireCaller`.
 */
export function authenticate(): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.header('authorization');
    if (!header) return next();
    const match = /^Bearer (.+)$/.exec(header);
    if (!match?.[1])
      return next(new UnauthenticatedError('The Authorization header must be "Bearer <token>".'));
    try {
      const token = await adminAuth().verifyIdToken(match[1], true);
      req.caller = {
        uid: token.uid,
        email: token.email,
        superAdmin: token.superAdmin === true,
        printer: deviceClaim(token.printer),
        posTerminal: deviceClaim(token.posTerminal),
        kdsDevice: deviceClaim(token.kdsDevice),
      };
      next();
    } catch (error) {
      // Only a token the Auth service rejected is the caller's problem; anything else is ours (500).
      if (!isAuthError(error)) return next(error);
      log.warn('auth.token_rejected', { requestId: req.requestId, code: error.code });
      next(new UnauthenticatedError('Your session has expired or is not valid. Please sign in again.'));
    }
  };
}

function isAuthError(error: unknown): error is { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('auth/')
  );
}

export function requireCaller(req: Request): Caller {
  if (!req.caller) throw new UnauthenticatedError();
  return req.caller;
}

export function requireSuperAdmin(req: Request): Caller {
  const caller = requireCaller(req);
  if (!caller.superAdmin) throw new ForbiddenError('Only platform administrators can do this.');
  return caller;
}
