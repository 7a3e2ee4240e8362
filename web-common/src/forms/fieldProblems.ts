import type { z } from 'zod';
import { ApiError } from '../api/ApiError';

/** Field path ('address.postcode') → the first problem with it, as a sentence. */
export type FieldProblems = Readonly<Record<string, string>>;

export function asSentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The first problem per field path; later messages for a path are left for after the first is fixed. */
export function problemsByPath(entries: Iterable<readonly [string, string]>): FieldProblems {
  const problems: Record<string, string> = {};
  for (const [path, message] of entries) problems[path] ??= asSentence(message);
  return problems;
}

/** What a domain schema says about a form's request body, by field path; empty when it is valid. */
export function schemaProblems(schema: z.ZodType, value: unknown): FieldProblems {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return problemsByPath(result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const));
}

/** The field problems of a 400 answer (`issues`), so a form can show them beside its fields. */
export function apiFieldProblems(error: unknown): FieldProblems {
  return error instanceof ApiError ? problemsByPath(Object.entries(error.fieldErrors)) : {};
}

/** True when there is no problem at all. */
export function noProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length === 0;
}
