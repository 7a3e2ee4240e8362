/** One invalid field of a 400 answer, as the API sends it (`path` like 'address.postcode'). */
export interface FieldIssue {
  path: string;
  message: string;
}

const DEFAULT_TITLES: Record<number, string> = {
  0: 'Cannot reach the server',
  400: 'Invalid request',
  401: 'Sign in required',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
};

const DEFAULT_MESSAGES: Record<number, string> = {
  0: 'Check your internet connection and try again.',
  400: 'Some of the information sent was not valid.',
  401: 'Please sign in and try again.',
  403: 'Your account is not allowed to do this.',
  404: 'The server could not find what was asked for.',
  409: 'This was changed by someone else. Refresh and try again.',
  429: 'Too many attempts. Wait a minute and try again.',
  502: 'The service is unavailable right now. Try again in a moment.',
  503: 'The service is unavailable right now. Try again in a moment.',
  504: 'The server took too long to answer. Try again in a moment.',
};

/** A failed `/api` call, carrying what the server said in a form screens can show as it is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly title: string;
  /** Field path → first message for that field, from a 400's `issues`. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Present on 500s so support can find the server log entry. */
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    title?: string | undefined;
    message?: string | undefined;
    issues?: readonly FieldIssue[] | undefined;
    requestId?: string | undefined;
  }) {
    super(init.message || defaultMessage(init.status));
    this.status = init.status;
    this.title = init.title || defaultTitle(init.status);
    this.fieldErrors = toFieldErrors(init.issues ?? []);
    this.requestId = init.requestId;
  }

  /** The message, each field problem and the request id, one per line: for under a heading showing `title`. */
  detailText(): string {
    const lines = [this.message];
    for (const [path, message] of Object.entries(this.fieldErrors)) lines.push(`• ${path}: ${message}`);
    if (this.requestId) lines.push(`Request id: ${this.requestId}`);
    return lines.join('\n');
  }

  override toString(): string {
    return `${this.title}: ${this.detailText()}`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the ApiError for a non-2xx answer; tolerates bodies that are not the API's JSON (proxies, HTML). */
export function apiErrorFromResponse(status: number, bodyText: string): ApiError {
  const body = parseJsonObject(bodyText);
  return new ApiError({
    status,
    title: stringField(body, 'title'),
    message: stringField(body, 'message'),
    issues: issuesField(body),
    requestId: stringField(body, 'requestId'),
  });
}

function defaultTitle(status: number): string {
  return DEFAULT_TITLES[status] ?? (status >= 500 ? 'An Error Occurred' : 'Request failed');
}

function defaultMessage(status: number): string {
  return (
    DEFAULT_MESSAGES[status] ??
    (status >= 500
      ? 'An unexpected error occurred. Try again in a moment.'
      : `The server answered ${status}.`)
  );
}

function toFieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    // The first message per field is the one a form shows under that field.
    errors[issue.path] ??= issue.message;
  }
  return errors;
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function issuesField(body: Record<string, unknown>): FieldIssue[] {
  const issues = body.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as Record<string, unknown>;
    if (typeof message !== 'string') return [];
    const joined = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    return [{ path: joined, message }];
  });
}
