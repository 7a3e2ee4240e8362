import { MIN_PASSWORD_LENGTH, passwordProblem } from '@resto/domain';

/** The domain's rule (the server checks the same at sign-up): these accounts control payments and payouts. */
export { MIN_PASSWORD_LENGTH };

/** Problems with a new password and its confirmation, in words, for sign-up and password reset forms. */
export function newPasswordProblems(password: string, confirm: string, email = '') {
  return {
    password: passwordProblem(password, email),
    confirm:
      confirm === ''
        ? 'Type the password again.'
        : confirm !== password
          ? 'The passwords do not match.'
          : undefined,
  };
}
