import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/common/constants';
import {
  applyOrderAction,
  initialPinPrompt,
  ORDER_ACTION_ERRORS,
  ORDER_ACTIONS,
  OrderActionError,
  orderActionErrorKey,
  orderStatusMachine,
  PIN_MESSAGES,
  pinPromptAfter,
} from '../../src/status';

describe('order action error catalogue', () => {
  it('uses the spec titles with full-sentence messages', () => {
    expect(Object.values(ORDER_ACTION_ERRORS).map((entry) => entry.title)).toEqual([
      'Order Processing',
      'Order Already Accepted',
      'Order Already Rejected',
      'Unable to Accept the Order',
      'Order Not Found',
      'Uber Delivery Request Failed',
      'An Error Occurred',
    ]);
    for (const entry of Object.values(ORDER_ACTION_ERRORS)) expect(entry.message).toMatch(/^[A-Z].*\.$/);
    expect(ORDER_ACTION_ERRORS.orderProcessing.message).toContain('being processed on another device');
  });

  it('answers conflicts with 409 and a missing order with 404', () => {
    expect(ORDER_ACTION_ERRORS.orderAlreadyAccepted.httpStatus).toBe(409);
    expect(ORDER_ACTION_ERRORS.orderNotFound.httpStatus).toBe(404);
  });
});

describe('what a racing device sees', () => {
  it.each([
    ['accepted', 'accept', 'orderAlreadyAccepted'],
    ['accepted', 'reject', 'orderAlreadyAccepted'],
    ['rejected', 'accept', 'orderAlreadyRejected'],
    ['rejected', 'reject', 'orderAlreadyRejected'],
    ['rejected', 'cancel', 'orderAlreadyRejected'],
    ['processingPayment', 'accept', 'orderProcessing'],
    ['cancelled', 'accept', 'unableToAcceptOrder'],
    ['completed', 'reject', 'unableToAcceptOrder'],
    ['failure', 'accept', 'unableToAcceptOrder'],
    ['new', 'complete', 'unableToAcceptOrder'],
  ] as const)('%s order, %s → %s', (status, action, key) => {
    expect(orderActionErrorKey(status, action)).toBe(key);
  });

  it('reports a missing order as Order Not Found', () => {
    expect(orderActionErrorKey(undefined, 'accept')).toBe('orderNotFound');
    expect(() => applyOrderAction(undefined, 'accept')).toThrow(ORDER_ACTION_ERRORS.orderNotFound.message);
  });

  it('applies legal actions', () => {
    expect(applyOrderAction('new', 'accept')).toBe('accepted');
    expect(applyOrderAction('new', 'reject')).toBe('rejected');
    expect(applyOrderAction('accepted', 'complete')).toBe('completed');
    expect(applyOrderAction('accepted', 'cancel')).toBe('cancelled');
  });

  it('throws the catalogue entry for the losing device', () => {
    try {
      applyOrderAction('accepted', 'accept');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(OrderActionError);
      expect(error).toMatchObject({
        key: 'orderAlreadyAccepted',
        title: 'Order Already Accepted',
        httpStatus: 409,
      });
    }
  });

  it('refuses exactly what the order status table refuses (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_ACTIONS), (status, action) => {
        const error = orderActionErrorKey(status, action);
        const next = {
          accept: 'accepted',
          reject: 'rejected',
          cancel: 'cancelled',
          complete: 'completed',
        } as const;
        expect(error === null).toBe(orderStatusMachine.canTransition(status, next[action]));
      }),
    );
  });

  it('gives one winner when two devices accept the same order', () => {
    let status: (typeof ORDER_STATUSES)[number] = 'new';
    const outcomes = ['tablet', 'pos'].map(() => {
      try {
        status = applyOrderAction(status, 'accept');
        return 'accepted';
      } catch (error) {
        return (error as OrderActionError).title;
      }
    });
    expect(outcomes).toEqual(['accepted', 'Order Already Accepted']);
  });
});

describe('PIN prompts', () => {
  it('asks for a PIN, or an authorised PIN for protected actions', () => {
    expect(PIN_MESSAGES[initialPinPrompt(false)]).toBe('Please enter your PIN to proceed');
    expect(PIN_MESSAGES[initialPinPrompt(true)]).toBe("Enter an authorized employee's 4-digit PIN");
  });

  it('unlocks on success and shows the same message for a wrong PIN and an unknown employee', () => {
    expect(pinPromptAfter('success')).toBeNull();
    expect(pinPromptAfter('incorrectPin')).toBe('incorrectPin');
    expect(pinPromptAfter('employeeNotFound')).toBe('incorrectPin');
    expect(PIN_MESSAGES.incorrectPin).toBe('Incorrect PIN. Please try again.');
  });
});
