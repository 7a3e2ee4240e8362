import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

export interface UnsavedChangesGuardState {
  /** True while a navigation waits for the person to choose between leaving and staying. */
  asking: boolean;
  /** Leave the page and lose the changes. */
  leave: () => void;
  /** Stay on the page with the changes. */
  stay: () => void;
}

/** Lets the browser ask "Leave site?" before the tab closes or reloads while `isDirty`. */
export function useWarnBeforeUnload(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set; the text itself is never shown.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

/**
 * Warns before unsaved changes are lost: an in-app navigation to another page is held until the
 * person chooses (see `UnsavedChangesGuard` for the dialog), and closing or reloading the tab shows
 * the browser's own "Leave site?" prompt. Needs a data router (createBrowserRouter), as useBlocker does.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuardState {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  useWarnBeforeUnload(isDirty);

  // Saving ends dirtiness: a navigation held just before that (a link clicked while saving) may go.
  useEffect(() => {
    if (!isDirty && blocker.state === 'blocked') blocker.proceed();
  }, [isDirty, blocker]);

  // The blocker object of the last render; `leaving` stops a "stay" that follows a "leave" in the
  // same tick (a dialog that closes after confirming) from cancelling the navigation just allowed.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const leaving = useRef(false);
  if (blocker.state !== 'blocked') leaving.current = false;
  const leave = useCallback(() => {
    if (blockerRef.current.state !== 'blocked' || leaving.current) return;
    leaving.current = true;
    blockerRef.current.proceed();
  }, []);
  const stay = useCallback(() => {
    if (blockerRef.current.state === 'blocked' && !leaving.current) blockerRef.current.reset();
  }, []);
  return { asking: blocker.state === 'blocked', leave, stay };
}
