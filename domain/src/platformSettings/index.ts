/**
 * The platform's own settings (`platform/settings`, SPEC `/global/platform_settings`): the application
 * fee the platform takes from every online card payment, the environments the platform runs in (which
 * one this deployment is, and a banner for the non-production ones), and feature flags switched on per
 * environment. Saved only through `PUT /api/super-admin/platform-settings` (super admins, audited);
 * read by the card payment code for the fee (functions/src/platformSettings).
 */
import { z } from 'zod';
import { type ApplicationFeeRule, DEFAULT_PLATFORM_APPLICATION_FEE } from '../common/businessConstants';
import { ENVIRONMENTS, type Environment } from '../common/constants';

/** 10% and $5: above these a fee is a typo, not a business decision (a card payment could turn negative). */
export const APPLICATION_FEE_MAX_BASIS_POINTS = 1_000;
export const APPLICATION_FEE_MAX_FIXED_CENTS = 500;
export const FEATURE_FLAGS_MAX = 50;

export const ENVIRONMENT_LABELS: Record<Environment, string> = {
  local: 'Local',
  ci: 'CI',
  staging: 'Staging',
  qa1: 'QA 1',
  qa2: 'QA 2',
  qa3: 'QA 3',
  qa4: 'QA 4',
  qa5: 'QA 5',
  qa6: 'QA 6',
  prod: 'Production',
};

export const ZApplicationFeeRule = z.object({
  basisPoints: z
    .number({ error: 'Enter the percentage as a number' })
    .int('Use whole basis points (0.01%)')
    .min(0, 'The percentage cannot be negative')
    .max(APPLICATION_FEE_MAX_BASIS_POINTS, 'At most 10%'),
  fixedCents: z
    .number({ error: 'Enter the fixed part in cents' })
    .int('Use whole cents')
    .min(0, 'The fixed part cannot be negative')
    .max(APPLICATION_FEE_MAX_FIXED_CENTS, 'At most $5.00'),
});

export const ZFeatureFlag = z.object({
  /** camelCase, as code reads it (`isFeatureOn(settings, 'googleOrdering')`). */
  key: z
    .string()
    .trim()
    .min(2, 'At least 2 characters')
    .max(40, 'At most 40 characters')
    .regex(/^[a-z][A-Za-z0-9]*$/, 'Start with a lower-case letter; letters and digits only (camelCase)'),
  description: z.string().trim().max(200, 'At most 200 characters').default(''),
  /** The environments where it is on; empty = off everywhere. */
  environments: z.array(z.enum(ENVIRONMENTS)).max(ENVIRONMENTS.length),
});
export type FeatureFlag = z.infer<typeof ZFeatureFlag>;

export const ZPlatformSettings = z
  .object({
    applicationFee: ZApplicationFeeRule,
    /** Which environment this deployment is (shown on a banner everywhere but production). */
    environment: z.enum(ENVIRONMENTS),
    /** The environments the platform is deployed to (where flags can be switched on). */
    environments: z
      .array(z.enum(ENVIRONMENTS))
      .min(1, 'Keep at least one environment')
      .max(ENVIRONMENTS.length),
    featureFlags: z.array(ZFeatureFlag).max(FEATURE_FLAGS_MAX, `At most ${FEATURE_FLAGS_MAX} flags`),
  })
  .superRefine((settings, ctx) => {
    if (!settings.environments.includes(settings.environment))
      ctx.addIssue({
        code: 'custom',
        path: ['environment'],
        message: 'This deployment must be one of the environments listed',
      });
    const seen = new Set<string>();
    settings.featureFlags.forEach((flag, index) => {
      if (seen.has(flag.key))
        ctx.addIssue({
          code: 'custom',
          path: ['featureFlags', index, 'key'],
          message: 'Another flag has this key',
        });
      seen.add(flag.key);
      flag.environments.forEach((environment, at) => {
        if (!settings.environments.includes(environment))
          ctx.addIssue({
            code: 'custom',
            path: ['featureFlags', index, 'environments', at],
            message: `${ENVIRONMENT_LABELS[environment]} is not one of the platform's environments`,
          });
      });
    });
  });
export type PlatformSettings = z.infer<typeof ZPlatformSettings>;

/** The stored document: the settings plus who saved them last and a version for racing editors. */
export const ZStoredPlatformSettings = z.object({
  settings: ZPlatformSettings,
  version: z.number().int().min(0),
  updatedIsoDateTimeUtc: z.string().optional(),
  updatedByEmail: z.string().optional(),
});
export type StoredPlatformSettings = z.infer<typeof ZStoredPlatformSettings>;

/** What a fresh platform starts with: the deployment's default fee, local, no flags. */
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  applicationFee: DEFAULT_PLATFORM_APPLICATION_FEE,
  environment: 'local',
  environments: ['local', 'ci', 'staging', 'prod'],
  featureFlags: [],
};

/** `PUT /api/super-admin/platform-settings`: the whole settings and the version the editor started from. */
export const ZPlatformSettingsRequest = z.object({
  settings: ZPlatformSettings,
  /** 409 when someone saved in between (their changes are not overwritten unseen). */
  expectedVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

export function isFeatureOn(settings: PlatformSettings, key: string): boolean {
  const flag = settings.featureFlags.find((candidate) => candidate.key === key);
  return flag?.environments.includes(settings.environment) === true;
}

export function applicationFeeRuleOf(settings: PlatformSettings | undefined): ApplicationFeeRule {
  return settings?.applicationFee ?? DEFAULT_PLATFORM_APPLICATION_FEE;
}

/** In words, for the audit log: "fee 1.00% + 10c → 1.50% + 10c; flags: +newCheckout". */
export function describePlatformSettingsChange(before: PlatformSettings, after: PlatformSettings): string {
  const fee = (rule: ApplicationFeeRule) => `${(rule.basisPoints / 100).toFixed(2)}% + ${rule.fixedCents}c`;
  const parts: string[] = [];
  if (fee(before.applicationFee) !== fee(after.applicationFee))
    parts.push(`fee ${fee(before.applicationFee)} → ${fee(after.applicationFee)}`);
  if (before.environment !== after.environment)
    parts.push(`environment ${before.environment} → ${after.environment}`);
  if (before.environments.join() !== after.environments.join())
    parts.push(`environments ${after.environments.join(', ')}`);
  const beforeFlags = new Map(before.featureFlags.map((flag) => [flag.key, flag.environments.join()]));
  const afterFlags = new Map(after.featureFlags.map((flag) => [flag.key, flag.environments.join()]));
  const flagParts = [
    ...[...afterFlags.keys()].filter((key) => !beforeFlags.has(key)).map((key) => `+${key}`),
    ...[...beforeFlags.keys()].filter((key) => !afterFlags.has(key)).map((key) => `−${key}`),
    ...[...afterFlags.entries()]
      .filter(([key, envs]) => beforeFlags.has(key) && beforeFlags.get(key) !== envs)
      .map(([key, envs]) => `${key} (${envs || 'off'})`),
  ];
  if (flagParts.length > 0) parts.push(`flags: ${flagParts.join(', ')}`);
  return (parts.join('; ') || 'no change').slice(0, 300);
}

export const PLATFORM_SETTINGS_REQUEST_SCHEMAS = { ZPlatformSettingsRequest };
