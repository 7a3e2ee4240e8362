import { describe, expect, it } from 'vitest';
import { ZOrderProcessSettings } from '../../src';

describe('order process settings', () => {
  it('order process settings have defaults', () => {
    expect(ZOrderProcessSettings.parse({})).toEqual({
      hasEta: true,
      hasUnprocessedOrderMonitor: true,
      hasCompleteStatus: true,
      autoAcceptDineInOrders: false,
      maxLinesPerOrder: 50,
      maxQuantityPerItem: 50,
    });
  });
});
