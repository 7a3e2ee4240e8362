import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberEmployee,
  rememberedEmployee,
} from '../../../web-staff/src/features/pos/lock/rememberedEmployee';

const CASHIER = { id: 'emp-1', name: 'Sam', isAuthorised: false };
const DEVICE = 'till-1';

afterEach(() => rememberEmployee(DEVICE, undefined, 0));

describe('the till remembers who is signed in, within the idle lock', () => {
  it('comes back signed in before the idle minutes pass, and locked (greeting them) after', () => {
    rememberEmployee(DEVICE, CASHIER, 5);
    const now = Date.now();
    expect(rememberedEmployee(DEVICE, now + 4 * 60_000)).toEqual({ signedIn: CASHIER, last: undefined });
    expect(rememberedEmployee(DEVICE, now + 6 * 60_000)).toEqual({ signedIn: undefined, last: CASHIER });
  });

  it('a till that never idle-locks stays signed in while the page is open; another till does not share it', () => {
    rememberEmployee(DEVICE, CASHIER, 0);
    expect(rememberedEmployee(DEVICE, Date.now() + 24 * 3_600_000).signedIn).toEqual(CASHIER);
    expect(rememberedEmployee('till-2')).toEqual({ signedIn: undefined, last: undefined });
  });

  it('locking forgets it', () => {
    rememberEmployee(DEVICE, CASHIER, 5);
    rememberEmployee(DEVICE, undefined, 5);
    expect(rememberedEmployee(DEVICE)).toEqual({ signedIn: undefined, last: undefined });
  });
});
