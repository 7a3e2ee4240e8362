/**
 * What the browser keeps about a support sign-in while it lasts (sessionStorage: this tab only, gone
 * when it closes): the one-time return ticket that brings the super admin back, and names for the
 * banner. The ticket is worth a sign-in as the super admin, so it never leaves this tab.
 */
const KEY = 'resto.supportSession';

export interface StoredSupportSession {
  sessionId: string;
  returnTicket: string;
  restaurantId: string;
  restaurantName: string;
  superAdminEmail?: string;
  ownerEmail?: string;
  reason: string;
}

export function rememberSupportSession(session: StoredSupportSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function storedSupportSession(sessionId: string): StoredSupportSession | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredSupportSession | null;
    return stored?.sessionId === sessionId ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSupportSession(): void {
  sessionStorage.removeItem(KEY);
}
