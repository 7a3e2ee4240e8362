import { describe, expect, it } from 'vitest';
import { emailProblem } from '../src/forms/fieldRules';
import { normalisePairingCode, pairingCodeProblem } from '../src/forms/pairingCode';
import { newPasswordProblems } from '../src/forms/passwordRules';

describe('emailProblem', () => {
  it('asks for a missing email and explains a malformed one', () => {
    expect(emailProblem('  ')).toBe('Enter your email address.');
    expect(emailProblem('chef@')).toBe('Enter a valid email address, like name@example.com.');
    expect(emailProblem(' chef@example.com ')).toBeUndefined();
  });
});

describe('newPasswordProblems', () => {
  it('asks for a strong password of at least 10 characters, typed twice the same', () => {
    expect(newPasswordProblems('', '')).toEqual({
      password: 'Choose a password.',
      confirm: 'Type the password again.',
    });
    expect(newPasswordProblems('short', 'short').password).toBe('Use at least 10 characters.');
    expect(newPasswordProblems('pizza12345', 'pizza12345').password).toMatch(/too easy to guess/);
    expect(newPasswordProblems('long-enough', 'long-enougH').confirm).toBe('The passwords do not match.');
    expect(newPasswordProblems('long-enough', 'long-enough')).toEqual({
      password: undefined,
      confirm: undefined,
    });
  });
});

describe('pairing codes', () => {
  it('forgives case, spaces and dashes when typed', () => {
    expect(normalisePairingCode('k7p2-qx9m')).toBe('K7P2QX9M');
    expect(normalisePairingCode(' k7 p2 qx 9m ')).toBe('K7P2QX9M');
  });

  it('accepts exactly 8 letters or digits and says what is wrong otherwise', () => {
    expect(pairingCodeProblem('K7P2QX9M')).toBeUndefined();
    expect(pairingCodeProblem('')).toBe('Enter the pairing code.');
    expect(pairingCodeProblem('K7P2')).toBe('The pairing code is 8 characters long.');
    expect(pairingCodeProblem('K7P2QX9M1')).toBe('The pairing code is 8 characters long.');
    expect(pairingCodeProblem('K7P2QX9!')).toBe('The pairing code has only letters and digits.');
  });
});
