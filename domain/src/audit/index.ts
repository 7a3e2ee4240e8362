/**
 * The audit log of platform and admin actions: `auditLogs/{id}` (server-written, never by clients),
 * one entry per action that changes who may do what or how a tenant's figures read, queried through
 * `/api/audit/query-logs` (super admins, every entry) and `/api/audit/restaurants/{r}/query-logs`
 * (that restaurant's admins, its entries only).
 */
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'superAdmin.granted',
  'superAdmin.revoked',
  'reports.businessDayChanged',
  'platform.settingsChanged',
  'signInAs.started',
  'signInAs.action',
  'signInAs.ended',
  'batchUpload.started',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'superAdmin.granted': 'Super admin granted',
  'superAdmin.revoked': 'Super admin revoked',
  'reports.businessDayChanged': 'Business day changed',
  'platform.settingsChanged': 'Platform settings changed',
  'signInAs.started': 'Support sign-in started',
  'signInAs.action': 'Action during support sign-in',
  'signInAs.ended': 'Support sign-in ended',
  'batchUpload.started': 'Batch upload started',
};

export const ZAuditLogEntry = z.object({
  action: z.enum(AUDIT_ACTIONS),
  actorUid: z.string(),
  actorEmail: z.string().optional(),
  /**
   * Set when a super admin acted signed in as someone else (support sign-in): `actorUid` is the super
   * admin, these name the account they acted as, so both identities are on every such entry.
   */
  onBehalfOfUid: z.string().optional(),
  onBehalfOfEmail: z.string().optional(),
  /** Who or what it was done to, in words ("sam@example.com", "Bondi: 4 AM → 6 AM"). */
  summary: z.string().max(300),
  restaurantId: z.string().optional(),
  storeId: z.string().optional(),
  targetUid: z.string().optional(),
  atIsoDateTimeUtc: z.string(),
  requestId: z.string().optional(),
});
export type AuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const AUDIT_PAGE_MAX = 100;

/** `?action=&limit=&before=` (before: the `atIsoDateTimeUtc` of the last entry of the previous page). */
export const ZAuditLogQuery = z
  .object({
    action: z.enum(AUDIT_ACTIONS).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(25),
    before: z.string().max(40).optional(),
  })
  .strict();
export type AuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const AUDIT_REQUEST_SCHEMAS = { ZAuditLogQuery };
