import { useState } from 'react';

/**
 * Runs commands on rows of a list (a device, an employee): each row is `busy` while its own command
 * runs, several rows may be busy at once, and the last thing thrown is kept in `failure` (cleared
 * when the next command starts).
 */
export function useBusyRows() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<unknown>();

  async function runForRow(id: string, action: () => Promise<void>) {
    setFailure(undefined);
    setBusyIds((ids) => new Set(ids).add(id));
    try {
      await action();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  }

  return { isBusy: (id: string) => busyIds.has(id), failure, setFailure, runForRow };
}
