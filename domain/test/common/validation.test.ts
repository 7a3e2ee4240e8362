import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AUTHORISED_PIN_MESSAGE,
  bookingDateProblem,
  couponDiscountProblems,
  firstProblem,
  isAbn,
  isDisplayName,
  isEmail,
  isHexColour,
  isIpAddress,
  isIsoDate,
  isNumeric,
  isUrlOrEmpty,
  modifierGroupRangeProblems,
  nonEmptyWhenPresent,
  parseTypedTimeOfDay,
  partySizeProblem,
  pizzaSelectionProblems,
  pizzaSettingsProblems,
  toSortableIsoDate,
  ZAbn,
  ZAuthorisedPin,
  ZBasePrice,
  ZCategoryDescription,
  ZCategoryName,
  ZCouponCode,
  ZDisplayName,
  ZDropoffNotes,
  ZEmail,
  ZExtraCharge,
  ZHexColour,
  ZIpAddress,
  ZIsoDate,
  ZItemDescription,
  ZItemDietary,
  ZItemLabel,
  ZItemName,
  ZModifierGroupMax,
  ZModifierGroupMin,
  ZModifierGroupName,
  ZModifierOptionName,
  ZNumeric,
  ZOptionalEmail,
  ZPhoneE164,
  ZRemovableToppingName,
  ZRestaurantContactEmail,
  ZTimeOfDay,
  ZUrlOrEmpty,
} from '../../src/common/validation';

describe('time of day', () => {
  it.each(['10:00 AM', '9:05 PM', '09:30 AM', '12:00 PM', '1:59 AM'])('accepts %s', (text) => {
    expect(ZTimeOfDay.safeParse(text).success).toBe(true);
  });
  it.each(['13:00 PM', '0:30 AM', '10:0 AM', '10:60 AM', '10:00', '10:00AM', '10:00 am', '100:00 AM'])(
    'rejects %s with a message',
    (text) => {
      expect(firstProblem(ZTimeOfDay, text)).toBe('Enter a time like 10:00 AM');
    },
  );

  it.each([
    ['9:30pm', '9:30 PM'],
    ['9:30 P', '9:30 PM'],
    ['10:5 am', '10:05 AM'],
    ['12:00 a', '12:00 AM'],
    ['9 pm', '9:00 PM'],
    [' 11:59 AM ', '11:59 AM'],
  ])('reads typed %j as %s', (typed, stored) => {
    expect(parseTypedTimeOfDay(typed)).toEqual({ ok: true, timeOfDay: stored });
  });

  it.each(['13:00 pm', '0:15 am', '9:60 pm', '9:30', 'nine pm', '9:30 X'])('refuses typed %j', (typed) => {
    const result = parseTypedTimeOfDay(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/hours 1-12, minutes 0-59/);
  });

  it('every hour 1-12, minute 0-59 and meridiem typed loosely reads back in the stored form', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom('a', 'am', 'P', 'PM', ' pm'),
        (hours, minutes, meridiem) => {
          const result = parseTypedTimeOfDay(`${hours}:${minutes}${meridiem}`);
          expect(result.ok).toBe(true);
          if (result.ok) expect(ZTimeOfDay.safeParse(result.timeOfDay).success).toBe(true);
        },
      ),
    );
  });
});

describe('email', () => {
  it('accepts a standard address and trims it', () => {
    expect(ZEmail.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(isEmail('ana@example.com.au')).toBe(true);
  });
  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'a b@example.com', ''])('rejects %j', (text) => {
    expect(firstProblem(ZEmail, text)).toBe('Enter a valid email address, like name@example.com');
  });
  it('optional email allows empty but not junk', () => {
    expect(ZOptionalEmail.parse('')).toBe('');
    expect(ZOptionalEmail.parse('a@b.co')).toBe('a@b.co');
    expect(firstProblem(ZOptionalEmail, 'junk')).toMatch(/valid email/);
  });
  it('restaurant contact email is optional, valid and at most 50 characters', () => {
    expect(ZRestaurantContactEmail.parse(undefined)).toBeUndefined();
    expect(ZRestaurantContactEmail.parse('')).toBe('');
    expect(ZRestaurantContactEmail.parse('owner@pizza.com')).toBe('owner@pizza.com');
    const long = `${'a'.repeat(41)}@pizza.com`;
    expect(long.length).toBe(51);
    expect(firstProblem(ZRestaurantContactEmail, long)).toBe('Contact email must be at most 50 characters');
    expect(firstProblem(ZRestaurantContactEmail, 'nope')).toMatch(/valid email/);
  });
});

describe('simple text rules', () => {
  it('display name: letters, spaces and hyphens only', () => {
    expect(ZDisplayName.parse('Mary-Jane Smith')).toBe('Mary-Jane Smith');
    expect(isDisplayName('José Núñez')).toBe(true);
    expect(isDisplayName("O'Brien")).toBe(false);
    expect(isDisplayName('R2D2')).toBe(false);
    expect(firstProblem(ZDisplayName, '')).toBe('Name can only contain letters, spaces and hyphens');
  });

  it('URL must start with http or https, or be empty', () => {
    expect(ZUrlOrEmpty.parse('')).toBe('');
    expect(ZUrlOrEmpty.parse('https://facebook.com/luigis')).toBe('https://facebook.com/luigis');
    expect(isUrlOrEmpty('http://a.b')).toBe(true);
    expect(isUrlOrEmpty('  ')).toBe(true);
    expect(isUrlOrEmpty('ftp://a.b')).toBe(false);
    expect(firstProblem(ZUrlOrEmpty, 'www.example.com')).toBe('Links must start with http:// or https://');
  });

  it.each([
    ['192.168.1.100', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['a.b.c.d', false],
    ['1..2.3', false],
    ['1.2.3.1000', false],
  ])('IP address %s valid: %s', (text, valid) => {
    expect(isIpAddress(text)).toBe(valid);
    expect(ZIpAddress.safeParse(text).success).toBe(valid);
  });

  it('only four dotted numbers 0-255 are IP addresses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 6 }), (parts) => {
        const valid = parts.length === 4 && parts.every((part) => part <= 255);
        expect(isIpAddress(parts.join('.'))).toBe(valid);
      }),
    );
  });

  it.each([
    ['#abc', true],
    ['#AABBCC', true],
    ['#a1b2c3', true],
    ['abc', false],
    ['#abcd', false],
    ['#ggg', false],
  ])('hex colour %s valid: %s', (text, valid) => {
    expect(isHexColour(text)).toBe(valid);
    expect(ZHexColour.safeParse(text).success).toBe(valid);
  });

  it('ABN is 11 digits, spaces allowed', () => {
    expect(isAbn('51 824 753 556')).toBe(true);
    expect(isAbn('51824753556')).toBe(true);
    expect(isAbn('5182475355')).toBe(false);
    expect(isAbn('51-824-753-556')).toBe(false);
    expect(firstProblem(ZAbn, '123')).toBe('ABN must be 11 digits');
  });

  it('numeric is digits only', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric('12.5')).toBe(false);
    expect(isNumeric('')).toBe(false);
    expect(firstProblem(ZNumeric, '-1')).toBe('Enter digits only');
  });

  it('ISO date is yyyy-m-d and must exist', () => {
    expect(isIsoDate('2025-3-1')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('25-01-01')).toBe(false);
    expect(firstProblem(ZIsoDate, '1/1/2025')).toBe('Enter a date like 2025-12-25');
    expect(toSortableIsoDate('2025-3-1')).toBe('2025-03-01');
  });

  it('every real calendar day is an ISO date, with or without leading zeros', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
          expect(isIsoDate(`${y}-${m}-${d}`)).toBe(true);
          expect(isIsoDate(toSortableIsoDate(`${y}-${m}-${d}`))).toBe(true);
        },
      ),
    );
  });

  it('authorised PIN is 4 digits', () => {
    expect(ZAuthorisedPin.parse('0420')).toBe('0420');
    expect(firstProblem(ZAuthorisedPin, '123')).toBe(AUTHORISED_PIN_MESSAGE);
    expect(firstProblem(ZAuthorisedPin, '12345')).toBe(AUTHORISED_PIN_MESSAGE);
    expect(firstProblem(ZAuthorisedPin, '12a4')).toBe(AUTHORISED_PIN_MESSAGE);
  });

  it('E.164 phone numbers', () => {
    expect(ZPhoneE164.parse('+61412345678')).toBe('+61412345678');
    expect(ZPhoneE164.safeParse('0412345678').success).toBe(false);
    expect(ZPhoneE164.safeParse('+0412345678').success).toBe(false);
  });
});

describe('menu length and range rules', () => {
  it.each([
    [ZCategoryName, 3, 30, 'Category name must be 3 to 30 characters'],
    [ZItemName, 2, 100, 'Item name must be 2 to 100 characters'],
    [ZItemLabel, 1, 25, 'Label must be 1 to 25 characters'],
    [ZItemDietary, 1, 15, 'Dietary info must be 1 to 15 characters'],
    [ZModifierGroupName, 1, 100, 'Modifier group name must be 1 to 100 characters'],
    [ZModifierOptionName, 2, 100, 'Option name must be 2 to 100 characters'],
    [ZRemovableToppingName, 2, 20, 'Removable topping name must be 2 to 20 characters'],
  ] as const)('%#: length %i to %i', (schema, min, max, message) => {
    expect(schema.safeParse('x'.repeat(min)).success).toBe(true);
    expect(schema.safeParse('x'.repeat(max)).success).toBe(true);
    expect(firstProblem(schema, 'x'.repeat(max + 1))).toBe(message);
    if (min > 0) expect(firstProblem(schema, 'x'.repeat(min - 1))).toBe(message);
  });

  it.each([
    [ZCategoryDescription, 250, 'Category description must be at most 250 characters'],
    [ZItemDescription, 400, 'Item description must be at most 400 characters'],
    [ZDropoffNotes, 300, 'Drop-off notes must be at most 300 characters'],
  ] as const)('%#: at most %i characters', (schema, max, message) => {
    expect(schema.parse('')).toBe('');
    expect(schema.safeParse('x'.repeat(max)).success).toBe(true);
    expect(firstProblem(schema, 'x'.repeat(max + 1))).toBe(message);
  });

  it('modifier group min 0-10 and max 1-10, whole numbers, min ≤ max', () => {
    expect(ZModifierGroupMin.safeParse(0).success).toBe(true);
    expect(ZModifierGroupMin.safeParse(10).success).toBe(true);
    expect(firstProblem(ZModifierGroupMin, 11)).toBe('Minimum choices must be a whole number from 0 to 10');
    expect(firstProblem(ZModifierGroupMin, 1.5)).toBe('Minimum choices must be a whole number from 0 to 10');
    expect(firstProblem(ZModifierGroupMax, 0)).toBe('Maximum choices must be a whole number from 1 to 10');
    expect(ZModifierGroupMax.safeParse(10).success).toBe(true);
    expect(modifierGroupRangeProblems({ min: 2, max: 1 })).toEqual([
      { path: ['min'], message: 'Minimum choices cannot be more than maximum choices' },
    ]);
    expect(modifierGroupRangeProblems({ min: 1, max: 1 })).toEqual([]);
  });

  it('extra charge and base price are whole cents of at least 0', () => {
    expect(ZExtraCharge.parse(0)).toBe(0);
    expect(firstProblem(ZExtraCharge, -1)).toBe('Extra charge must be $0.00 or more');
    expect(firstProblem(ZBasePrice, -5)).toBe('Price must be $0.00 or more');
    expect(firstProblem(ZBasePrice, 1.5)).toBe('Price must be a whole number of cents');
    expect(firstProblem(ZBasePrice, '12')).toBe('Price must be an amount in cents');
  });

  it('pizza settings need at least one size', () => {
    expect(pizzaSettingsProblems({ sizes: [] })).toEqual([
      { path: ['sizes'], message: 'Add at least one pizza size' },
    ]);
    expect(pizzaSettingsProblems({ sizes: [{}] })).toEqual([]);
  });

  it('a pizza selection is one pizzaId or both halves', () => {
    const half = { pizzaSpecId: 'p' };
    expect(pizzaSelectionProblems({ pizzaId: 'p' })).toEqual([]);
    expect(pizzaSelectionProblems({ firstHalf: half, secondHalf: half })).toEqual([]);
    expect(pizzaSelectionProblems({})[0]?.message).toBe('Choose a pizza');
    expect(pizzaSelectionProblems({ pizzaId: 'p', firstHalf: half })[0]?.message).toBe(
      'Choose either a whole pizza or two halves, not both',
    );
    expect(pizzaSelectionProblems({ firstHalf: half })).toEqual([
      { path: ['secondHalf'], message: 'Choose a pizza for both halves' },
    ]);
    expect(pizzaSelectionProblems({ secondHalf: half })[0]?.path).toEqual(['firstHalf']);
  });
});

describe('coupon rules', () => {
  it('coupon code is uppercase letters and digits, at least 3', () => {
    expect(ZCouponCode.parse('SAVE10')).toBe('SAVE10');
    expect(ZCouponCode.safeParse('ABC').success).toBe(true);
    for (const bad of ['AB', 'save10', 'SAVE 10', 'SAVE-10', '']) {
      expect(firstProblem(ZCouponCode, bad)).toBe(
        'Coupon code must be at least 3 uppercase letters or digits',
      );
    }
  });

  it('accepts codes of 3+ uppercase letters and digits, and nothing with other characters', () => {
    const codeChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    fc.assert(
      fc.property(fc.array(codeChar, { minLength: 3, maxLength: 12 }), (chars) => {
        expect(ZCouponCode.safeParse(chars.join('')).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(codeChar, { maxLength: 6 }),
        fc.constantFrom('a', 'z', '-', '_', '!', 'é', 'X Y'),
        (chars, other) => {
          expect(ZCouponCode.safeParse(`${chars.join('')}${other}Z9`).success).toBe(false);
        },
      ),
    );
  });

  it('lists that are present need at least one entry', () => {
    const schema = nonEmptyWhenPresent(z.string(), 'day', 7);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(['monday'])).toEqual(['monday']);
    expect(firstProblem(schema, [])).toBe('Choose at least one day');
    expect(
      firstProblem(
        schema,
        Array.from({ length: 8 }, () => 'monday'),
      ),
    ).toBe('Choose at most 7 of them');
  });

  it('discount fields belong to their coupon type only', () => {
    expect(couponDiscountProblems({ type: 'flatAmountDiscount', discountAmount: 500 })).toEqual([]);
    expect(couponDiscountProblems({ type: 'flatPercentageDiscount', discountPercentage: 10 })).toEqual([]);
    expect(couponDiscountProblems({ type: 'freeDelivery' })).toEqual([]);
    expect(couponDiscountProblems({ type: 'flatAmountDiscount' })).toEqual([
      { path: ['discountAmount'], message: 'Enter the discount amount' },
    ]);
    expect(
      couponDiscountProblems({ type: 'flatPercentageDiscount', discountAmount: 5 }).map((p) => p.message),
    ).toEqual(['Only flat amount coupons have a discount amount', 'Enter the discount percentage']);
    expect(couponDiscountProblems({ type: 'freeDelivery', discountPercentage: 5 })).toEqual([
      { path: ['discountPercentage'], message: 'Only flat percentage coupons have a discount percentage' },
    ]);
  });
});

describe('bookings', () => {
  const limits = { minPax: 2, maxPax: 10 };
  it('party size must be within the booking settings', () => {
    expect(partySizeProblem(2, limits)).toBeUndefined();
    expect(partySizeProblem(10, limits)).toBeUndefined();
    expect(partySizeProblem(1, limits)).toBe('Bookings are for 2 to 10 people');
    expect(partySizeProblem(11, limits)).toBe('Bookings are for 2 to 10 people');
    expect(partySizeProblem(2.5, limits)).toBe('Bookings are for 2 to 10 people');
  });

  it('booking date must be today up to the days-ahead limit', () => {
    expect(bookingDateProblem('2025-3-1', '2025-3-1', 90)).toBeUndefined();
    expect(bookingDateProblem('2025-05-30', '2025-03-01', 90)).toBeUndefined();
    expect(bookingDateProblem('2025-05-31', '2025-03-01', 90)).toBe(
      'Bookings can be made up to 90 days ahead',
    );
    expect(bookingDateProblem('2025-02-28', '2025-03-01', 90)).toBe('Choose a date from today onwards');
    expect(bookingDateProblem('2025-02-30', '2025-03-01', 90)).toBe('Choose a valid booking date');
  });

  it('counts calendar days across daylight-saving changes', () => {
    // Sydney's clocks go back on 6 April 2025; the count is still in whole days.
    expect(bookingDateProblem('2025-04-10', '2025-04-01', 9)).toBeUndefined();
    expect(bookingDateProblem('2025-04-11', '2025-04-01', 9)).toBe('Bookings can be made up to 9 days ahead');
  });
});
