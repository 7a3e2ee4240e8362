import { z } from 'zod';
import { ZDisplayName, ZEmail } from '../common/validation';

/**
 * The one password rule, checked as the owner types (sign-up page) and again by the server before the
 * account exists: at least 10 characters, with a letter and a number or symbol, and not built from a
 * word everyone tries ("pizza123", "password1!") or from the person's own email address.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_RULE_WORDS = `Use at least ${MIN_PASSWORD_LENGTH} characters, with letters and at least one number or symbol. Avoid common words like “pizza” or “password”.`;

/** Words that, padded with digits or symbols, make most guessed passwords (and every restaurant's first try). */
const GUESSED_WORDS = [
  'password',
  'passw0rd',
  'pizza',
  'pizzeria',
  'restaurant',
  'burger',
  'sushi',
  'kebab',
  'coffee',
  'cafe',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'abc',
  'abcdef',
  'abcdefgh',
  'changeme',
  'secret',
  'login',
];

/** Why a password would be refused, in words; undefined when it is fine. */
export function passwordProblem(password: string, email = ''): string | undefined {
  if (password.length === 0) return 'Choose a password.';
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (!/\p{L}/u.test(password)) return 'Add at least one letter.';
  if (!/[^\p{L}]/u.test(password)) return 'Add at least one number or symbol.';
  const letters = password.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (GUESSED_WORDS.includes(letters) || /^(.)\1*$/u.test(password))
    return 'This password is too easy to guess: avoid common words like “pizza” or “password”.';
  const mailbox = email.trim().toLowerCase().split('@')[0] ?? '';
  if (mailbox.length >= 4 && password.toLowerCase().includes(mailbox))
    return "Don't use your email address in your password.";
  return undefined;
}

/** `POST /api/user/sign-up`: a new owner's account, checked by the same rule as the page. */
export const ZSignUpRequest = z
  .object({
    displayName: ZDisplayName.pipe(z.string().min(1, 'Enter your name')),
    email: ZEmail,
    password: z.string().max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
  })
  .superRefine((request, ctx) => {
    const problem = passwordProblem(request.password, request.email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type SignUpRequest = z.infer<typeof ZSignUpRequest>;
