import { describe, expect, it } from 'vitest';
import { ZCustomer } from '../../src';

describe('customers', () => {
  it('customers default to marketing consent collection on and use E.164 numbers', () => {
    const customer = ZCustomer.parse({ name: 'Ana', mobileNumberE164: '+61412345678' });
    expect(customer.isMarketingConsentCollectionEnabled).toBe(true);
    expect(customer.previousOrderCount).toBe(0);
    expect(ZCustomer.safeParse({ mobileNumberE164: '0412 345 678' }).success).toBe(false);
  });
});
