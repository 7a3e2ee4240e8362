/**
 * Writes and reads the audit log (`auditLogs/{id}`, server-only; domain/src/audit). An entry is
 * written after the action succeeded; a failure to write it is logged rather than undoing the action
 * (the structured log keeps the same fields).
 */
import type { AuditLogEntry, AuditLogQuery } from '@resto/domain';
import { db, nowIso } from '../admin';
import { log } from '../log';

export const AUDIT_LOGS = 'auditLogs';

export async function recordAudit(entry: Omit<AuditLogEntry, 'atIsoDateTimeUtc'>): Promise<void> {
  const full: AuditLogEntry = { ...entry, atIsoDateTimeUtc: nowIso() };
  const clean = Object.fromEntries(Object.entries(full).filter(([, value]) => value !== undefined));
  try {
    await db().collection(AUDIT_LOGS).add(clean);
  } catch (error) {
    log.error('audit.write_failed', { ...clean, error: String(error) });
  }
}

/** Newest first, a page at a time; only `restaurantId`'s entries when given. */
export async function queryAuditLogs(
  query: AuditLogQuery,
  restaurantId?: string,
): Promise<{ entries: (AuditLogEntry & { id: string })[]; next?: string }> {
  let found: FirebaseFirestore.Query = db().collection(AUDIT_LOGS);
  if (restaurantId) found = found.where('restaurantId', '==', restaurantId);
  if (query.action) found = found.where('action', '==', query.action);
  found = found.orderBy('atIsoDateTimeUtc', 'desc');
  if (query.before) found = found.startAfter(query.before);
  const page = await found.limit(query.limit + 1).get();
  const entries = page.docs.map((doc) => ({ ...(doc.data() as AuditLogEntry), id: doc.id }));
  const shown = entries.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return { entries: shown, ...(entries.length > query.limit && last ? { next: last.atIsoDateTimeUtc } : {}) };
}
