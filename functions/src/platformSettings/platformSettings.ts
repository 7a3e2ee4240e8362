/**
 * The platform's settings document (`platform/settings`, domain/src/platformSettings): read for the
 * super admin's editor, saved with a version check and an audit entry, and read by card payments for
 * the application fee.
 */
import {
  type ApplicationFeeRule,
  applicationFeeRuleOf,
  DEFAULT_PLATFORM_SETTINGS,
  describePlatformSettingsChange,
  type PlatformSettings,
  type StoredPlatformSettings,
  ZStoredPlatformSettings,
} from '@resto/domain';
import { db, nowIso, runContendedTransaction } from '../admin';
import { recordAudit } from '../audit/auditLog';
import type { Caller } from '../http/auth';
import { ConflictError } from '../http/errors';
import { log } from '../log';

export const PLATFORM_SETTINGS_PATH = 'platform/settings';

/**
 * The deployment's params (PLATFORM_APPLICATION_FEE_*) stay the fee until a super admin saves
 * settings: a new platform charges what it was deployed with, not the domain's default.
 */
function defaults(paramsFee: ApplicationFeeRule): PlatformSettings {
  return { ...DEFAULT_PLATFORM_SETTINGS, applicationFee: paramsFee };
}

export async function readPlatformSettings(paramsFee: ApplicationFeeRule): Promise<StoredPlatformSettings> {
  const snapshot = await db().doc(PLATFORM_SETTINGS_PATH).get();
  const parsed = snapshot.exists ? ZStoredPlatformSettings.safeParse(snapshot.data()) : undefined;
  if (parsed && !parsed.success)
    log.error('platform_settings.malformed', { issues: parsed.error.issues.slice(0, 5) });
  return parsed?.success ? parsed.data : { settings: defaults(paramsFee), version: 0 };
}

export async function savePlatformSettings(
  caller: Caller,
  settings: PlatformSettings,
  expectedVersion: number,
  paramsFee: ApplicationFeeRule,
  requestId: string | undefined,
): Promise<StoredPlatformSettings> {
  const ref = db().doc(PLATFORM_SETTINGS_PATH);
  const { saved, before } = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const parsed = snapshot.exists ? ZStoredPlatformSettings.safeParse(snapshot.data()) : undefined;
    const current = parsed?.success ? parsed.data : { settings: defaults(paramsFee), version: 0 };
    // Two super admins editing at once: the second save would silently undo the first.
    if (current.version !== expectedVersion)
      throw new ConflictError(
        'Someone else saved the platform settings while you were editing. Reload to see their changes, then make yours again.',
        'Settings changed meanwhile',
      );
    const next: StoredPlatformSettings = {
      settings,
      version: current.version + 1,
      updatedIsoDateTimeUtc: nowIso(),
      ...(caller.email ? { updatedByEmail: caller.email } : {}),
    };
    tx.set(ref, next);
    return { saved: next, before: current.settings };
  });
  feeCache = undefined;
  await recordAudit({
    action: 'platform.settingsChanged',
    actorUid: caller.uid,
    ...(caller.email ? { actorEmail: caller.email } : {}),
    summary: describePlatformSettingsChange(before, settings),
    ...(requestId ? { requestId } : {}),
  });
  return saved;
}

/**
 * The fee rule for a card payment. Placement is the hot path, so the document is read at most once a
 * minute per instance (a fee change reaches every instance within a minute; the document is saved a
 * few times a year). A failed read keeps the last known rule, or the params before any was read.
 */
const FEE_CACHE_MS = 60_000;
let feeCache: { rule: ApplicationFeeRule; until: number } | undefined;

/** A read already on its way: a burst of checkouts on a cold instance shares one read. */
let feeRead: Promise<ApplicationFeeRule> | undefined;

export async function currentApplicationFeeRule(paramsFee: ApplicationFeeRule): Promise<ApplicationFeeRule> {
  const now = Date.now();
  if (feeCache && feeCache.until > now) return feeCache.rule;
  feeRead ??= readPlatformSettings(paramsFee)
    .then((stored) => {
      feeCache = { rule: applicationFeeRuleOf(stored.settings), until: Date.now() + FEE_CACHE_MS };
      return feeCache.rule;
    })
    .catch((error: unknown) => {
      log.warn('platform_settings.read_failed', { error: String(error) });
      return feeCache?.rule ?? paramsFee;
    })
    .finally(() => {
      feeRead = undefined;
    });
  return feeRead;
}

/** Tests and the save path: the next fee read goes to the document. */
export function forgetApplicationFeeRule(): void {
  feeCache = undefined;
  feeRead = undefined;
}
