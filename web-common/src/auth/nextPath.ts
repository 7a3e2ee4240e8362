/**
 * The in-app path to return to after signing in (`?next=`). Only same-site paths are accepted, so a
 * crafted link cannot send someone to another site after they type their password.
 */
export function safeNextPath(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** `/auth/login?next=…` for the page someone tried to open. */
export function loginPathFor(loginPath: string, returnTo: string): string {
  return returnTo === '/' ? loginPath : `${loginPath}?next=${encodeURIComponent(returnTo)}`;
}
