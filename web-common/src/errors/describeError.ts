import { ApiError } from '../api/ApiError';
import { authErrorMessage } from './authErrorMessage';

export interface ErrorDescription {
  title: string;
  message: string;
}

const FIRESTORE_MESSAGES: Record<string, string> = {
  'permission-denied': 'Your account does not have access to this information.',
  unavailable: 'Cannot reach the server. Check your connection; the page updates once it is back.',
  'not-found': 'This information no longer exists.',
  unauthenticated: 'Please sign in again.',
};

/** Turns anything thrown (API, Firebase, chunk loading, plain errors) into a title and a readable message. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) return { title: error.title, message: error.message };
  const code = firebaseErrorCode(error);
  if (code?.startsWith('auth/')) return { title: 'Sign-in problem', message: authErrorMessage(code) };
  if (code && FIRESTORE_MESSAGES[code]) return { title: 'Data problem', message: FIRESTORE_MESSAGES[code] };
  if (error instanceof Error) {
    if (/dynamically imported module|Importing a module script failed/i.test(error.message)) {
      return {
        title: 'Update available',
        message: 'A newer version of this app was published. Reload the page to continue.',
      };
    }
    return { title: 'Something went wrong', message: error.message || 'An unexpected error occurred.' };
  }
  if (typeof error === 'string' && error.trim() !== '')
    return { title: 'Something went wrong', message: error };
  return { title: 'Something went wrong', message: 'An unexpected error occurred.' };
}

/** Firebase errors carry a string `code` ('auth/…' or a Firestore code); duck-typed to avoid importing the SDK. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * The text to show under an error's title: for an API error its message, field problems and request
 * id (see ApiError.detailText), otherwise the readable message.
 */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.detailText() : describeError(error).message;
}
