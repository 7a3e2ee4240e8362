import { useNotify } from '@resto/web-common';
import { useCallback } from 'react';

/** Copies text and says so; where the browser refuses the clipboard, says to copy it by hand. */
export function useCopyText(): (text: string, what: string) => Promise<void> {
  const notify = useNotify();
  return useCallback(
    async (text, what) => {
      try {
        await navigator.clipboard.writeText(text);
        notify(`${what} copied`);
      } catch {
        notify(`Couldn't reach the clipboard: select the ${what.toLowerCase()} and copy it`, 'warning');
      }
    },
    [notify],
  );
}
