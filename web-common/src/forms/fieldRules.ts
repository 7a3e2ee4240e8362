import { firstProblem, ZEmail } from '@resto/domain';

/**
 * Form-level wording around the domain's rules: the domain decides what a valid email is; forms add
 * the "you left this empty" messages, which depend on the field, not on the rule.
 */
export function emailProblem(value: string): string | undefined {
  if (value.trim() === '') return 'Enter your email address.';
  const problem = firstProblem(ZEmail, value);
  return problem && withFullStop(problem);
}

export function requiredProblem(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}

function withFullStop(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
