/**
 * The caller's network address for per-IP limits. Express derives `req.ip` from `X-Forwarded-For`
 * trusting exactly `TRUSTED_PROXY_HOPS` proxies in front of the function (see app.ts), so a client
 * that writes its own leftmost entries cannot pick its bucket. Anything that is not an IP address
 * (a forged or oversized header) falls into one shared bucket instead of an error.
 */
import { isIP } from 'node:net';
import type { Request } from 'express';

export function clientAddress(req: Request): string {
  const ip = req.ip ?? '';
  return ip.length <= 45 && isIP(ip) !== 0 ? ip : 'unknown';
}

/** Hops of proxies we trust to append the client's address (Hosting's CDN, then Cloud Run's front end). */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? '1');
  return Number.isInteger(hops) && hops >= 0 && hops <= 5 ? hops : 1;
}
