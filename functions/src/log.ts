import { logger } from 'firebase-functions';

/**
 * Structured logs: every entry has a stable `event` name so logs can be searched and alerted on,
 * plus the fields that explain it.
 */
export type LogFields = Record<string, unknown>;

export const log = {
  info(event: string, fields: LogFields = {}): void {
    logger.info(event, { event, ...fields });
  },
  warn(event: string, fields: LogFields = {}): void {
    logger.warn(event, { event, ...fields });
  },
  error(event: string, fields: LogFields = {}): void {
    logger.error(event, { event, ...fields });
  },
};
