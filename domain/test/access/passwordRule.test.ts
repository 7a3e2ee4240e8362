import { describe, expect, it } from 'vitest';
import { passwordProblem, ZSignUpRequest } from '../../src';

describe('password rule', () => {
  it.each([
    ['', 'Choose a password.'],
    ['pizza123', 'Use at least 10 characters.'],
    ['1234567890', 'Add at least one letter.'],
    ['abcdefghijk', 'Add at least one number or symbol.'],
    ['pizza12345', 'This password is too easy to guess: avoid common words like “pizza” or “password”.'],
    ['Password1!', 'This password is too easy to guess: avoid common words like “pizza” or “password”.'],
    ['!!!!!!!!!!!!', 'Add at least one letter.'],
  ])('refuses %j: %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("refuses the person's own mailbox in it", () => {
    expect(passwordProblem('olivia.owner-2025', 'olivia.owner@example.com')).toBe(
      "Don't use your email address in your password.",
    );
  });

  it('accepts a long passphrase or a mixed password', () => {
    expect(passwordProblem('correct horse battery')).toBeUndefined();
    expect(passwordProblem('Tr4ttoria-Nonna')).toBeUndefined();
  });

  it('is checked by the sign-up request, on the password field', () => {
    const refused = ZSignUpRequest.safeParse({
      displayName: 'Olivia',
      email: 'o@example.com',
      password: 'pizza123',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'Use at least 10 characters.' }),
    ]);
    expect(
      ZSignUpRequest.safeParse({ displayName: 'Olivia', email: 'o@example.com', password: 'Tr4ttoria-Nonna' })
        .success,
    ).toBe(true);
  });
});
