import type { UserRole } from '@resto/domain';

/** What each role may do, in a line, for role pickers. */
export const ROLE_DESCRIPTIONS: Record<UserRole, string> = {
  admin: 'Manages people, devices, employees and settings.',
  user: 'Sees orders and works with the store screens.',
};
