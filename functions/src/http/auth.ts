import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '../admin';
import { log } from '../log';
import { ForbiddenError, UnauthenticatedError } from './errors';

/** Google's ordering webhook: its Authorization header is Google's JWT, checked by its own router. */
export const GOOGLE_FULFILLMENT_PATH = /^(\/api)?\/google-ordering\/fulfillment\/?$/;

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
  /** How the caller signed in ('anonymous' for a storefront guest, 'password', 'custom', …). */
  signInProvider?: string | undefined;
  /**
   * The request only reads (GET/HEAD). Super admins see every tenant but change none they are not a
   * member of (access/roles.ts): to change something for an owner they start a support sign-in.
   */
  readsOnly?: boolean;
  /**
   * Set when this session is a super admin's support sign-in as this account (the `supportSession`
   * claim of its custom token, checked against its live record on every request): the caller is the
   * owner (their uid, their memberships), limited to that restaurant, and every change is audited
   * with the super admin as actor (superAdmin/supportAudit.ts).
   */
  supportSession?: {
    sessionId: string;
    restaurantId: string;
    superAdminUid: string;
    superAdminEmail?: string;
  };
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
 * How long a fully checked ID token is trusted again without asking Auth (per instance). A token is
 * checked in full (signature, expiry, and the account lookup that catches revoked sessions and
 * disabled accounts) on its first use on an instance; the same token string is then accepted for
 * this long, never past its own expiry. The bound this sets: an account disabled, or whose sessions
 * are revoked, keeps working for at most 30 s on an instance that saw its token just before. Nothing
 * else waits for it: roles come from membership documents read on every request (a removed member is
 * refused on their next call), and devices are re-read from their device document on every call
 * (requireDevice), so a removed or re-paired screen is refused at once.
 */
export const VERIFIED_TOKEN_TTL_MS = 30_000;
/** Bounds the cache's memory (a few hundred bytes an entry); the oldest entry makes way. */
const VERIFIED_TOKEN_MAX_ENTRIES = 5_000;

export interface AuthenticateOptions {
  /** 0 turns the cache off (every request asks Auth). */
  verifiedTokenTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Verified tokens by the SHA-256 of the token itself. Keyed by the whole token, not the uid: a hit
 * needs the exact string Auth accepted (its uid, sign-in time `auth_time` and issue time `iat` are
 * part of it), so a new sign-in or a refreshed token is always checked in full, and nobody can reach
 * someone else's entry.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { token: DecodedIdToken; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  private key(idToken: string): string {
    return createHash('sha256').update(idToken).digest('base64url');
  }

  get(idToken: string): DecodedIdToken | undefined {
    if (this.ttlMs <= 0) return undefined;
    const key = this.key(idToken);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.token;
    this.entries.delete(key);
    return undefined;
  }

  remember(idToken: string, token: DecodedIdToken): void {
    if (this.ttlMs <= 0) return;
    const until = Math.min(this.now() + this.ttlMs, token.exp * 1000);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(this.key(idToken), { token, until });
  }
}

/**
 * Verifies a `Bearer` Firebase ID token when one is sent and attaches the caller with its claims.
 * Requests without a token pass through anonymously; routes that need a caller use `requireCaller`.
 * A token already checked in full on this instance within VERIFIED_TOKEN_TTL_MS is not checked again
 * (see there for what that bounds).
 */
export function authenticate(options: AuthenticateOptions = {}): RequestHandler {
  const verified = new VerifiedTokens(
    options.verifiedTokenTtlMs ?? VERIFIED_TOKEN_TTL_MS,
    options.maxEntries ?? VERIFIED_TOKEN_MAX_ENTRIES,
    options.now ?? Date.now,
  );
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.header('authorization');
    if (!header) return next();
    if (req.method === 'POST' && GOOGLE_FULFILLMENT_PATH.test(req.path)) return next();
    // Cloud printers poll with HTTP Basic credentials (their polling key), which only the printer
    // routes read (printing/printerKeys.ts); for every other route such a request has no caller.
    if (header.startsWith('Basic ')) return next();
    const match = /^Bearer (.+)$/.exec(header);
    if (!match?.[1])
      return next(new UnauthenticatedError('The Authorization header must be "Bearer <token>".'));
    const idToken = match[1];
    try {
      let token = verified.get(idToken);
      if (!token) {
        token = await adminAuth().verifyIdToken(idToken, true);
        verified.remember(idToken, token);
      }
      const caller: Caller = {
        uid: token.uid,
        email: token.email,
        superAdmin: token.superAdmin === true,
        printer: deviceClaim(token.printer),
        posTerminal: deviceClaim(token.posTerminal),
        kdsDevice: deviceClaim(token.kdsDevice),
        signInProvider: token.firebase?.sign_in_provider,
        readsOnly: req.method === 'GET' || req.method === 'HEAD',
      };
      if (token.supportSession !== undefined) {
        // Read on every request (never cached with the token), so ending a session takes effect at once.
        const { liveSupportSession } = await import('../superAdmin/supportSessions');
        const session = await liveSupportSession(token.supportSession, token.uid);
        if (!session)
          return next(
            new UnauthenticatedError('Your support sign-in has ended. Sign in again with your own account.'),
          );
        // Acting as the owner: never with platform powers, whatever claims the owner's account has.
        caller.superAdmin = false;
        caller.supportSession = session;
      }
      req.caller = caller;
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
