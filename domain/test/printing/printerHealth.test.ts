import { describe, expect, it } from 'vitest';
import { type PrinterStatus, printerHealth } from '../../src';

const NOW = Date.parse('2026-11-27T04:00:00.000Z');
const status = (overrides: Partial<PrinterStatus>): PrinterStatus => ({
  printerId: 'kitchen',
  lastPollIsoDateTimeUtc: '2026-11-27T03:59:50.000Z',
  statusCode: '200 OK',
  canPrint: true,
  protocol: 'starCloudPrnt',
  ...overrides,
});

describe('printer health from its heartbeat', () => {
  it('is unknown without a heartbeat, online while polling, a problem when it cannot print', () => {
    expect(printerHealth(undefined, NOW)).toBe('unknown');
    expect(printerHealth(status({}), NOW)).toBe('online');
    expect(printerHealth(status({ canPrint: false, statusCode: '410 Paper Out' }), NOW)).toBe('problem');
  });

  it('is offline when silent past the limit, or when it never polled while tickets waited', () => {
    expect(printerHealth(status({ lastPollIsoDateTimeUtc: '2026-11-27T03:58:00.000Z' }), NOW)).toBe(
      'offline',
    );
    // Marked by the backup watch a moment ago: offline even though the mark is recent.
    expect(
      printerHealth(
        status({ neverPolled: true, canPrint: false, lastPollIsoDateTimeUtc: '2026-11-27T03:59:59.000Z' }),
        NOW,
      ),
    ).toBe('offline');
  });
});
