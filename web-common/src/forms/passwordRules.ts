/** Firebase accepts 6 characters; we ask for 8 because these accounts control payments and payouts. */
export const MIN_PASSWORD_LENGTH = 8;

/** Problems with a new password and its confirmation, in words, for sign-up and password reset forms. */
export function newPasswordProblems(password: string, confirm: string) {
  return {
    password:
      password === ''
        ? 'Choose a password.'
        : password.length < MIN_PASSWORD_LENGTH
          ? `Use at least ${MIN_PASSWORD_LENGTH} characters.`
          : undefined,
    confirm:
      confirm === ''
        ? 'Type the password again.'
        : confirm !== password
          ? 'The passwords do not match.'
          : undefined,
  };
}
