import {
  type ApiPath,
  apiFieldProblems,
  type FieldProblems,
  schemaProblems,
  useApi,
  useNotify,
} from '@resto/web-common';
import { useState } from 'react';
import type { z } from 'zod';

/**
 * A builder form: values, problems in words beside their fields (the schema's, then the server's
 * 400 issues), and a save that PUTs the values. Problems show once a save was tried.
 *
 * `storedVersion` (the stored document's update time) lets the form follow the stored copy without
 * being remounted: when it changes and the form holds no unsaved edits, the stored values are taken
 * in place (the server's tidied copy after a save). Remounting instead dropped a drag under way and
 * everything else the screen held (the preview's width) whenever the live document changed.
 */
export function useDraftForm<T>(
  initial: T,
  schema: z.ZodType,
  path: ApiPath,
  savedMessage: string,
  storedVersion?: string,
) {
  const client = useApi();
  const notify = useNotify();
  const [values, setValues] = useState<T>(initial);
  const [saved, setSaved] = useState<string>(JSON.stringify(initial));
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const localProblems = tried ? schemaProblems(schema, values) : {};
  const problems: FieldProblems = { ...serverProblems, ...localProblems };
  const dirty = JSON.stringify(values) !== saved;
  const [seenVersion, setSeenVersion] = useState(storedVersion);
  const [resets, setResets] = useState(0);
  if (storedVersion !== seenVersion && !dirty && !saving) {
    // Adjusted while rendering (React's pattern for state that follows a prop), so no stale frame
    // shows. Unsaved edits are never overwritten: the stored copy waits until there are none.
    setSeenVersion(storedVersion);
    setValues(initial);
    setSaved(JSON.stringify(initial));
    setResets((count) => count + 1);
  }

  function set(patch: Partial<T>) {
    setValues((current) => ({ ...current, ...patch }));
    setServerProblems({});
  }

  async function save(): Promise<boolean> {
    setTried(true);
    setFailure(undefined);
    if (Object.keys(schemaProblems(schema, values)).length > 0) return false;
    setSaving(true);
    try {
      await client.put(path, values);
      setSaved(JSON.stringify(values));
      notify(savedMessage);
      return true;
    } catch (error) {
      const fieldProblems = apiFieldProblems(error);
      setServerProblems(fieldProblems);
      if (Object.keys(fieldProblems).length === 0) setFailure(error);
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** `resets` counts the times the stored copy replaced the values (rows keyed locally re-key then). */
  return { values, set, setValues, problems, dirty, saving, failure, save, resets };
}
