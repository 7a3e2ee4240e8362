import { useContext, useState } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { useUnsavedChangesGuard, useWarnBeforeUnload } from './useUnsavedChangesGuard';

export interface UnsavedChangesGuardProps {
  /** The form has unsaved changes. Leave out to compare `draft` with its first value instead. */
  dirty?: boolean;
  /** The form's draft: changed from what it was when the form opened means unsaved changes. */
  draft?: unknown;
  /**
   * Saving or deleting: the navigation that follows a save (back to the list) must not ask, even
   * though the draft still differs from what the form opened with.
   */
  saving?: boolean;
}

/**
 * Drop into any editor form (`<UnsavedChangesGuard dirty={form.dirty} />`): asks "Discard unsaved
 * changes?" before an in-app navigation leaves the page, and lets the browser warn before the tab
 * closes or reloads. Holding navigations needs a data router (the apps use createBrowserRouter);
 * under a plain <MemoryRouter> (component tests) only the tab-close warning applies.
 */
export function UnsavedChangesGuard({ dirty, draft, saving = false }: UnsavedChangesGuardProps) {
  const serialised = dirty === undefined ? JSON.stringify(draft) : '';
  const [opened] = useState(serialised);
  const guarding = (dirty ?? serialised !== opened) && !saving;
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <NavigationGuard dirty={guarding} /> : <UnloadGuard dirty={guarding} />;
}

function UnloadGuard({ dirty }: { dirty: boolean }) {
  useWarnBeforeUnload(dirty);
  return null;
}

function NavigationGuard({ dirty }: { dirty: boolean }) {
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <ConfirmDialog
      open={guard.asking}
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      destructive
      onConfirm={async () => guard.leave()}
      onClose={guard.stay}
    >
      You have changes on this page that are not saved yet. Leave anyway and lose them, or stay and save them
      first.
    </ConfirmDialog>
  );
}
