// The local email capture (SMTP in, web page and JSON out): startFakeEmail({ smtpPort: 0, httpPort: 0 }) in tests.
export { type FailureMode, type FakeEmail, type FakeEmailOptions, startFakeEmail } from './server';
export type { CapturedEmail, MessageFilter } from './store';
