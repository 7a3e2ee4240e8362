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
 */
export function useDraftForm<T>(initial: T, schema: z.ZodType, path: ApiPath, savedMessage: string) {
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

  return { values, set, setValues, problems, dirty, saving, failure, save };
}
