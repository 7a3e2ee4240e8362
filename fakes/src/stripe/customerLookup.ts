import type { FakeContext } from './context';
import { noSuch } from './errors';
import type { StripeObject } from './state';

/** A live (not deleted) customer in the caller's scope. */
export function customerOrThrow(ctx: FakeContext, id: string, param = 'id'): StripeObject {
  const customer = ctx.scope.customers[id];
  if (!customer || customer.deleted) throw noSuch('customer', id, param);
  return customer;
}
