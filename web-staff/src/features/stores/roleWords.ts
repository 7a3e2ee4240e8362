import type { UserRole } from '@resto/domain';

/**
 * How the staff app names a person's role. The back office's "Admin User" / "Standard User" are
 * account types an owner picks; on the shop floor people read them as who they are.
 */
export const STAFF_ROLE_WORDS: Record<UserRole, string> = { admin: 'Manager', user: 'Team member' };
