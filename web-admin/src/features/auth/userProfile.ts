import { api, type UserProfileData } from '@resto/web-common';

/**
 * `POST /api/user/get-or-create`, called after every sign-in and sign-up: creates the profile the
 * first time and is harmless afterwards.
 */
export function ensureUserProfile(displayName?: string) {
  return api.post<{ profile: UserProfileData; created: boolean }>(
    '/api/user/get-or-create',
    displayName ? { displayName } : {},
  );
}
