import { useState } from 'react';

/**
 * Runs one command at a time for a form or dialog: `busy` while it runs, and what it threw in
 * `failure` (cleared when the next run starts).
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, setFailure, run };
}
