import type { UserRole } from '@resto/domain';

/** Someone on a restaurant's or store's user list: a member with an account, or a pending invitation. */
export interface Person {
  /** The member's uid, or the invite's id: what the API's `:memberId` takes. */
  id: string;
  email: string;
  displayName?: string | undefined;
  role: UserRole;
  status: 'active' | 'invited';
}

interface MemberLike {
  id: string;
  email: string;
  displayName?: string | undefined;
  role: UserRole;
}

interface InviteLike {
  id: string;
  email: string;
  role: UserRole;
}

export const STATUS_LABELS: Record<Person['status'], string> = { active: 'Active', invited: 'Invited' };

/** The name people know someone by; the email for invitations and accounts without a name. */
export function personName(person: Pick<Person, 'displayName' | 'email'>): string {
  return person.displayName?.trim() || person.email;
}

/** Members first, then invitations, each alphabetical by name. */
export function peopleFrom(members: readonly MemberLike[], invites: readonly InviteLike[]): Person[] {
  const people: Person[] = [
    ...members.map((member) => ({
      id: member.id,
      email: member.email,
      displayName: member.displayName,
      role: member.role,
      status: 'active' as const,
    })),
    ...invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      role: invite.role,
      status: 'invited' as const,
    })),
  ];
  return people.sort(
    (a, b) =>
      Number(a.status === 'invited') - Number(b.status === 'invited') ||
      personName(a).localeCompare(personName(b), undefined, { sensitivity: 'base' }),
  );
}

/** People whose name or email contains every word typed, ignoring case. */
export function filterPeople(people: readonly Person[], search: string): Person[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...people];
  return people.filter((person) => {
    const haystack = `${person.displayName ?? ''} ${person.email}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
