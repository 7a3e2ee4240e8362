/** The device a printer, POS terminal or KDS custom claim is issued for. */
export interface DeviceClaim {
  restaurantId: string;
  storeId: string;
  deviceId: string;
}

/** Custom claims of SPEC.md section 3 ("Custom claims"), as read from the ID token. */
export interface AuthClaims {
  superAdmin: boolean;
  kdsDevice?: DeviceClaim;
  posTerminal?: DeviceClaim;
  printer?: DeviceClaim;
  /**
   * A super admin's support sign-in as this account (the custom token's developer claim): which
   * restaurant it reaches and until when (ms since the epoch).
   */
  supportSession?: { sessionId: string; restaurantId: string; untilMs: number };
}

export const NO_CLAIMS: AuthClaims = { superAdmin: false };

/** Reads the claims we rely on from a decoded token, ignoring anything malformed rather than trusting it. */
export function parseClaims(raw: Record<string, unknown>): AuthClaims {
  const claims: AuthClaims = { superAdmin: raw.superAdmin === true };
  const kdsDevice = parseDevice(raw.kdsDevice);
  const posTerminal = parseDevice(raw.posTerminal);
  const printer = parseDevice(raw.printer);
  if (kdsDevice) claims.kdsDevice = kdsDevice;
  if (posTerminal) claims.posTerminal = posTerminal;
  if (printer) claims.printer = printer;
  const support = raw.supportSession as Record<string, unknown> | undefined;
  if (
    typeof support?.sessionId === 'string' &&
    typeof support.restaurantId === 'string' &&
    typeof support.untilMs === 'number'
  )
    claims.supportSession = {
      sessionId: support.sessionId,
      restaurantId: support.restaurantId,
      untilMs: support.untilMs,
    };
  return claims;
}

function parseDevice(value: unknown): DeviceClaim | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { restaurantId, storeId, deviceId } = value as Record<string, unknown>;
  if (typeof restaurantId !== 'string' || typeof storeId !== 'string' || typeof deviceId !== 'string') {
    return undefined;
  }
  return { restaurantId, storeId, deviceId };
}
