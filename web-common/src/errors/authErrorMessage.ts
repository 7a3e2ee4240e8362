/** Firebase Auth error codes in the words a person signing in understands. */
const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/invalid-login-credentials': 'Wrong email or password.',
  'auth/wrong-password': 'Wrong email or password.',
  'auth/user-not-found': 'Wrong email or password.',
  'auth/invalid-email': 'Enter a valid email address, like name@example.com.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been switched off. Ask your administrator for help.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code':
    'This link is no longer valid. It may have been used already; ask for a new one.',
  'auth/invalid-custom-token': 'This device could not be signed in. Ask for a new pairing code.',
  'auth/custom-token-mismatch': 'This device could not be signed in. Ask for a new pairing code.',
  'auth/requires-recent-login': 'For your security, sign in again and then retry.',
  'auth/operation-not-allowed': 'This way of signing in is not switched on for this site.',
  'auth/internal-error': 'The sign-in service had a problem. Try again in a moment.',
};

export function authErrorMessage(code: string): string {
  return AUTH_ERROR_MESSAGES[code] ?? 'Sign-in failed. Try again in a moment.';
}
